import { describe, expect, it } from "vitest";
import { homographyBetween, mapPoint } from "./homography";
import type { Point } from "~/database/scene-surface";
import { drawSlabOnSurface, type RgbaImage, type SlabSurface } from "./warp";

const SQUARE = 16;
const SQUARES = 8;

/** A checkerboard slab photo: black squares where row and column add up to an even number, white elsewhere. */
function checkerboard(): RgbaImage {
  const size = SQUARE * SQUARES;
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const value = (Math.floor(x / SQUARE) + Math.floor(y / SQUARE)) % 2 === 0 ? 0 : 255;
      data.set([value, value, value, 255], (y * size + x) * 4);
    }
  }
  return { width: size, height: size, data };
}

/** A plain scene in a colour no slab pixel has. */
function scene(width: number, height: number): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let at = 0; at < data.length; at += 4) data.set([200, 30, 30, 255], at);
  return { width, height, data };
}

const pixel = (image: RgbaImage, { x, y }: Point) => [
  ...image.data.subarray((Math.floor(y) * image.width + Math.floor(x)) * 4, (Math.floor(y) * image.width + Math.floor(x)) * 4 + 3),
];

/** A square slab of 1000 × 1000 mm seen at a slant. */
const surface: SlabSurface = {
  corners: [
    { x: 60, y: 40 },
    { x: 330, y: 60 },
    { x: 300, y: 260 },
    { x: 30, y: 220 },
  ],
  widthMm: 1000,
  heightMm: 1000,
};

describe("a slab drawn on a surface", () => {
  it("lands each square of a checkerboard where the homography puts it, to the pixel", () => {
    const room = scene(360, 300);
    const slab = { image: checkerboard(), lengthMm: 1000, widthMm: 1000 };
    expect(drawSlabOnSurface(room, slab, surface)).toBe(true);
    const toScene = homographyBetween(
      [
        { x: 0, y: 0 },
        { x: 1000, y: 0 },
        { x: 1000, y: 1000 },
        { x: 0, y: 1000 },
      ],
      surface.corners,
    )!;
    const squareMm = 1000 / SQUARES;
    for (let row = 0; row < SQUARES; row += 1) {
      for (let column = 0; column < SQUARES; column += 1) {
        const centre = mapPoint(toScene, { x: (column + 0.5) * squareMm, y: (row + 0.5) * squareMm });
        const expected = (row + column) % 2 === 0 ? 0 : 255;
        expect(pixel(room, centre), `square ${row},${column} at ${Math.round(centre.x)},${Math.round(centre.y)}`).toEqual([
          expected,
          expected,
          expected,
        ]);
      }
    }
  });

  it("leaves the scene as it was outside the surface", () => {
    const room = scene(360, 300);
    drawSlabOnSurface(room, { image: checkerboard(), lengthMm: 1000, widthMm: 1000 }, surface);
    for (const outside of [
      { x: 5, y: 5 },
      { x: 350, y: 290 },
      { x: 40, y: 30 },
      { x: 320, y: 270 },
    ])
      expect(pixel(room, outside)).toEqual([200, 30, 30]);
  });

  it("lays a surface longer than one slab with slabs at their true size, the second one mirrored so the veins meet at the joint", () => {
    // A slab whose left half is black and right half white, on an island twice as long seen straight on.
    const half = { width: 100, height: 50, data: new Uint8Array(100 * 50 * 4) };
    for (let y = 0; y < 50; y += 1)
      for (let x = 0; x < 100; x += 1) half.data.set(x < 50 ? [0, 0, 0, 255] : [255, 255, 255, 255], (y * 100 + x) * 4);
    const room = scene(400, 100);
    const island: SlabSurface = {
      corners: [
        { x: 0, y: 0 },
        { x: 400, y: 0 },
        { x: 400, y: 50 },
        { x: 0, y: 50 },
      ],
      widthMm: 6400,
      heightMm: 1600,
    };
    drawSlabOnSurface(room, { image: half, lengthMm: 3200, widthMm: 1600 }, island);
    // First slab: black then white; second, mirrored: white then black. White meets white at the joint.
    expect([50, 150, 250, 350].map((x) => pixel(room, { x, y: 25 })[0])).toEqual([0, 255, 255, 0]);
    expect(pixel(room, { x: 200, y: 75 })).toEqual([200, 30, 30]);
  });

  it("draws nothing on a surface without a perspective", () => {
    const room = scene(50, 50);
    const flat: SlabSurface = {
      corners: [
        { x: 0, y: 0 },
        { x: 20, y: 20 },
        { x: 40, y: 40 },
        { x: 0, y: 40 },
      ],
      widthMm: 100,
      heightMm: 100,
    };
    expect(drawSlabOnSurface(room, { image: checkerboard(), lengthMm: 1000, widthMm: 1000 }, flat)).toBe(false);
    expect(pixel(room, { x: 10, y: 30 })).toEqual([200, 30, 30]);
  });
});
