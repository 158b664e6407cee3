import { describe, expect, it } from "vitest";
import { boundedView, photoStepOfKey, unzoomed, wrappedIndex, zoomAround, zoomStatus } from "./photo-zoom-view";

const stage = { width: 800, height: 600 };

describe("photo zoom view", () => {
  it("keeps the point under the fingers or the double tap where it is while zooming", () => {
    const zoomed = zoomAround(unzoomed, 2, { x: 100, y: -50 }, stage);
    expect(zoomed).toEqual({ scale: 2, x: -100, y: 50 });
    // The point 100 px right of the centre was 100 px right of the photo's centre; at twice the size it is 200 px right of it, moved 100 px left.
    expect(zoomed.x + 100 * zoomed.scale).toBe(100);
  });

  it("zooms between 1 and 4 times, and back to the centre at 1", () => {
    expect(zoomAround(unzoomed, 9, { x: 0, y: 0 }, stage).scale).toBe(4);
    expect(zoomAround({ scale: 2, x: 150, y: 100 }, 0.5, { x: 0, y: 0 }, stage)).toEqual(unzoomed);
  });

  it("never moves the zoomed photo past its edges", () => {
    expect(boundedView({ scale: 2, x: 1000, y: -1000 }, stage)).toEqual({ scale: 2, x: 400, y: -300 });
    expect(boundedView({ scale: 1, x: 50, y: 0 }, stage)).toEqual(unzoomed);
  });
});

describe("photo zoom status and browsing", () => {
  it("fills the zoom level into the page's own text and names the photo when there are several", () => {
    expect(zoomStatus("Zoom {percent}%", 1.5, "Photo 2 of 3")).toBe("Zoom 150% · Photo 2 of 3");
    expect(zoomStatus("缩放 {percent}%", 2.25, null)).toBe("缩放 225%");
  });

  it("goes from the last photo to the first and back", () => {
    expect(wrappedIndex(2, 1, 3)).toBe(0);
    expect(wrappedIndex(0, -1, 3)).toBe(2);
    expect(wrappedIndex(0, 1, 3)).toBe(1);
  });

  it("takes the arrow that points along the reading direction to the next photo", () => {
    expect([photoStepOfKey("ArrowRight", "ltr"), photoStepOfKey("ArrowLeft", "ltr")]).toEqual([1, -1]);
    expect([photoStepOfKey("ArrowLeft", "rtl"), photoStepOfKey("ArrowRight", "rtl")]).toEqual([1, -1]);
    expect([photoStepOfKey("ArrowDown", "rtl"), photoStepOfKey("ArrowUp", "rtl"), photoStepOfKey("Enter", "rtl")]).toEqual([
      1,
      -1,
      undefined,
    ]);
  });
});
