import { describe, expect, it } from "vitest";
import { boundedView, unzoomed, zoomAround } from "./photo-zoom-view";

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
