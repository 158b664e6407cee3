import { describe, expect, it } from "vitest";
import { surfaceEditorEn, surfaceEditorZh } from "~/i18n/admin-surface-editor";
import type { SceneSurface } from "~/database/scene-surface";
import {
  draggedPoint,
  handleLabel,
  handlePoint,
  handlesOf,
  holdOn,
  keyboardMove,
  labelPoint,
  previewableSurfaces,
  previewSize,
  scaledToFit,
  surfaceProblems,
  withHandleAt,
} from "./surface-editor-geometry";

const island: SceneSurface = {
  corners: [
    { x: 0.2, y: 0.6 },
    { x: 0.7, y: 0.6 },
    { x: 0.8, y: 0.8 },
    { x: 0.1, y: 0.8 },
  ],
  widthMm: 3000,
  depthMm: 900,
  frontEdge: {
    lowerCorners: [
      { x: 0.8, y: 0.85 },
      { x: 0.1, y: 0.85 },
    ],
    heightMm: 40,
  },
};
const { frontEdge: _edge, ...worktop } = island;

describe("a dragged point", () => {
  const box = { left: 100, top: 50, width: 800, height: 400 };
  const pointer = (clientX: number, clientY: number) => ({ clientX, clientY });

  it("goes where the pointer is on the photo's shown box, as fractions", () => {
    expect(draggedPoint(pointer(100, 50), box)).toEqual({ x: 0, y: 0 });
    expect(draggedPoint(pointer(500, 150), box)).toEqual({ x: 0.5, y: 0.25 });
    expect(draggedPoint(pointer(900, 450), box)).toEqual({ x: 1, y: 1 });
  });

  it("is kept on the photo when the pointer leaves it, so a corner can be dragged into the photo's very corner", () => {
    expect(draggedPoint(pointer(20, -30), box)).toEqual({ x: 0, y: 0 });
    expect(draggedPoint(pointer(1400, 900), box)).toEqual({ x: 1, y: 1 });
    expect(draggedPoint(pointer(1400, 250), box)).toEqual({ x: 1, y: 0.5 });
  });

  it("keeps where its handle was taken hold of under the pointer, and still reaches the photo's edge", () => {
    // Taken 8 px right of and 4 px below the point it marks.
    const hold = holdOn({ x: 0.5, y: 0.5 }, pointer(508, 254), box);
    expect(hold.x).toBeCloseTo(0.01);
    expect(hold.y).toBeCloseTo(0.01);
    expect(draggedPoint(pointer(508, 254), box, hold)).toEqual({ x: 0.5, y: 0.5 });
    expect(draggedPoint(pointer(588, 294), box, hold)).toEqual({ x: 0.6, y: 0.6 });
    expect(draggedPoint(pointer(905, 452), box, hold)).toEqual({ x: 0.99625, y: 0.995 });
    expect(draggedPoint(pointer(990, 470), box, hold)).toEqual({ x: 1, y: 1 });
  });

  it("is rounded to five decimals, so the form's numbers stay short", () => {
    expect(draggedPoint(pointer(100 + 800 / 3, 50), box).x).toBe(0.33333);
  });

  it("reads as the photo's corner while the box has no size yet (an image not laid out)", () => {
    expect(draggedPoint(pointer(10, 10), { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe("the arrow keys", () => {
  it("move a point by 0.2 % of the photo, and 2 % with Shift", () => {
    const point = { x: 0.5, y: 0.5 };
    expect(keyboardMove(point, "ArrowLeft", false)).toEqual({ x: 0.498, y: 0.5 });
    expect(keyboardMove(point, "ArrowRight", false)).toEqual({ x: 0.502, y: 0.5 });
    expect(keyboardMove(point, "ArrowUp", false)).toEqual({ x: 0.5, y: 0.498 });
    expect(keyboardMove(point, "ArrowDown", true)).toEqual({ x: 0.5, y: 0.52 });
  });

  it("stop at the photo's edge", () => {
    expect(keyboardMove({ x: 0.001, y: 0.99 }, "ArrowLeft", false)).toEqual({ x: 0, y: 0.99 });
    expect(keyboardMove({ x: 0.3, y: 0.99 }, "ArrowDown", true)).toEqual({ x: 0.3, y: 1 });
  });

  it("add up without rounding errors over many presses", () => {
    let point = { x: 0.1, y: 0.1 };
    for (let press = 0; press < 100; press += 1) point = keyboardMove(point, "ArrowRight", false)!;
    expect(point).toEqual({ x: 0.3, y: 0.1 });
  });

  it("leave every other key to the browser", () => {
    expect(keyboardMove({ x: 0.5, y: 0.5 }, "Tab", false)).toBeNull();
    expect(keyboardMove({ x: 0.5, y: 0.5 }, "a", true)).toBeNull();
  });
});

describe("a surface's handles", () => {
  it("are its four corners, and its front edge's two lower corners when it has one", () => {
    expect(handlesOf(worktop)).toHaveLength(4);
    expect(handlesOf(island)).toEqual([
      { kind: "corner", index: 0 },
      { kind: "corner", index: 1 },
      { kind: "corner", index: 2 },
      { kind: "corner", index: 3 },
      { kind: "frontEdge", index: 0 },
      { kind: "frontEdge", index: 1 },
    ]);
    expect(handlePoint(island, { kind: "corner", index: 1 })).toEqual({ x: 0.7, y: 0.6 });
    expect(handlePoint(island, { kind: "frontEdge", index: 1 })).toEqual({ x: 0.1, y: 0.85 });
  });

  it("move one point of one surface and leave the rest as they were", () => {
    const surfaces = [island, worktop];
    const moved = withHandleAt(surfaces, 0, { kind: "corner", index: 2 }, { x: 0.9, y: 0.9 });
    expect(moved[0]!.corners).toEqual([island.corners[0], island.corners[1], { x: 0.9, y: 0.9 }, island.corners[3]]);
    expect(moved[0]!.frontEdge).toBe(island.frontEdge);
    expect(moved[1]).toBe(worktop);
    expect(island.corners[2]).toEqual({ x: 0.8, y: 0.8 });

    const edgeMoved = withHandleAt(surfaces, 0, { kind: "frontEdge", index: 0 }, { x: 0.75, y: 0.9 });
    expect(edgeMoved[0]!.frontEdge).toEqual({
      lowerCorners: [
        { x: 0.75, y: 0.9 },
        { x: 0.1, y: 0.85 },
      ],
      heightMm: 40,
    });
    expect(edgeMoved[0]!.corners).toBe(island.corners);
    expect(island.frontEdge!.lowerCorners[0]).toEqual({ x: 0.8, y: 0.85 });
  });

  it("are named for a screen reader as the owner counts them", () => {
    expect(handleLabel(surfaceEditorEn, 0, { kind: "corner", index: 1 })).toBe("Surface 1, corner 2: far right");
    expect(handleLabel(surfaceEditorEn, 2, { kind: "corner", index: 3 })).toBe("Surface 3, corner 4: near left");
    expect(handleLabel(surfaceEditorEn, 0, { kind: "frontEdge", index: 0 })).toBe("Surface 1, front edge: lower right");
    expect(handleLabel(surfaceEditorZh, 1, { kind: "corner", index: 0 })).toBe("表面 2，角点 1：左后角");
    expect(handleLabel(surfaceEditorZh, 0, { kind: "frontEdge", index: 1 })).toBe("表面 1，前沿：左下角");
  });

  it("number the surface in the middle of its corners", () => {
    expect(labelPoint(worktop)).toEqual({ x: 0.45, y: 0.7 });
  });
});

describe("the preview", () => {
  it("is composed at most 800 px wide, in the photo's proportions, and never enlarged", () => {
    expect(previewSize({ width: 4000, height: 3000 })).toEqual({ width: 800, height: 600 });
    expect(previewSize({ width: 2000, height: 3000 })).toEqual({ width: 800, height: 1200 });
    expect(previewSize({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(previewSize({ width: 1601, height: 1 })).toEqual({ width: 800, height: 1 });
  });

  it("reads the slab photo no larger than needed", () => {
    expect(scaledToFit({ width: 3200, height: 1600 }, { width: 1200, height: 1200 })).toEqual({ width: 1200, height: 600 });
    expect(scaledToFit({ width: 1600, height: 3200 }, { width: 1200, height: 1200 })).toEqual({ width: 600, height: 1200 });
  });

  it("leaves out a surface the composition cannot use, and a front edge without a height", () => {
    const bowTie: SceneSurface = { ...worktop, corners: [worktop.corners[0], worktop.corners[2], worktop.corners[1], worktop.corners[3]] };
    const typing: SceneSurface = { ...worktop, widthMm: Number.NaN };
    const flatEdge: SceneSurface = { ...island, frontEdge: { ...island.frontEdge!, heightMm: 0 } };
    expect(surfaceProblems([island, bowTie, typing])).toEqual([null, "selfIntersecting", null]);
    expect(previewableSurfaces([island, bowTie, typing, worktop])).toEqual([island, worktop]);
    expect(previewableSurfaces([flatEdge])).toEqual([worktop]);
  });
});
