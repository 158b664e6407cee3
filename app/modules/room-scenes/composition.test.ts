import { describe, expect, it } from "vitest";
import { composeRoom, slabPhotoOf, slabsTurned } from "./composition";
import type { SceneSurface } from "~/database/scene-surface";
import type { RgbaImage } from "./warp";

type Rgb = [number, number, number];

function image(width: number, height: number, colourAt: (x: number, y: number) => Rgb): RgbaImage {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set([...colourAt(x, y), 255], (y * width + x) * 4);
  return { width, height, data };
}

const pixel = (picture: RgbaImage, x: number, y: number): Rgb =>
  [...picture.data.subarray((y * picture.width + x) * 4, (y * picture.width + x) * 4 + 3)] as Rgb;

const WALL: Rgb = [90, 140, 200];
const SURFACE = 200;
const SHADOW = 100;

/**
 * A blue wall with a grey worktop seen straight on between x 100–500 and y 100–300, its right half in a shadow of half
 * the light, and its front edge as a strip down to y 320 that the photo shows hardly darker than the top.
 */
const scene = image(600, 400, (x, y) => {
  if (x < 100 || x >= 500 || y < 100 || y >= 320) return WALL;
  if (y >= 300) return [180, 180, 180];
  const light = x < 300 ? SURFACE : SHADOW;
  return [light, light, light];
});

const worktop: SceneSurface = {
  corners: [
    { x: 100 / 600, y: 100 / 400 },
    { x: 500 / 600, y: 100 / 400 },
    { x: 500 / 600, y: 300 / 400 },
    { x: 100 / 600, y: 300 / 400 },
  ],
  widthMm: 2000,
  depthMm: 1000,
  frontEdge: {
    lowerCorners: [
      { x: 500 / 600, y: 320 / 400 },
      { x: 100 / 600, y: 320 / 400 },
    ],
    heightMm: 100,
  },
};

const SLAB: Rgb = [180, 120, 60];
const VEIN: Rgb = [20, 20, 20];

describe("a room composed with a slab", () => {
  it("shows the slab inside the surface under the scene's light, and the scene as it was outside it", () => {
    const composed = composeRoom(
      scene,
      slabPhotoOf(
        image(320, 160, () => SLAB),
        3200,
      ),
      [worktop],
    );
    expect(pixel(composed, 200, 200)).toEqual(SLAB);
    // Half the light in the shadow: half the slab's colour.
    expect(pixel(composed, 420, 200)).toEqual(SLAB.map((channel) => Math.round((channel * SHADOW) / SURFACE)));
    for (const [x, y] of [
      [50, 50],
      [550, 200],
      [300, 60],
      [300, 360],
    ] as const)
      expect(pixel(composed, x, y)).toEqual(WALL);
    // The scene itself is left as it was.
    expect(pixel(scene, 200, 200)).toEqual([SURFACE, SURFACE, SURFACE]);
  });

  it("draws the front edge darker than the top, its veins going on from the top's front", () => {
    const plain = composeRoom(
      scene,
      slabPhotoOf(
        image(320, 160, () => SLAB),
        3200,
      ),
      [worktop],
    );
    expect(pixel(plain, 150, 310)).toEqual(SLAB.map((channel) => Math.round(channel * 0.78)));
    // A vein across the slab 1000–1100 mm from its edge: on the edge that goes on from the 1000 mm deep top, not on the top.
    const veined = composeRoom(
      scene,
      slabPhotoOf(
        image(320, 160, (_, y) => (y >= 100 && y < 110 ? VEIN : SLAB)),
        3200,
      ),
      [worktop],
    );
    expect(pixel(veined, 150, 295)).toEqual(SLAB);
    expect(pixel(veined, 150, 310)).toEqual(VEIN.map((channel) => Math.round(channel * 0.78)));
  });

  it("leaves no light seam where a slanted front edge meets the top, under a dark slab", () => {
    // The front side falls from y 300 on the left to y 306 on the right, so the pixels along it are only partly covered.
    const slanted: SceneSurface = {
      ...worktop,
      corners: [worktop.corners[0], worktop.corners[1], { x: 500 / 600, y: 306 / 400 }, { x: 100 / 600, y: 300 / 400 }],
      frontEdge: {
        lowerCorners: [
          { x: 500 / 600, y: 326 / 400 },
          { x: 100 / 600, y: 320 / 400 },
        ],
        heightMm: 100,
      },
    };
    const light = image(600, 400, (x, y) => (x >= 100 && x < 500 && y >= 100 && y < 330 ? [SURFACE, SURFACE, SURFACE] : WALL));
    const composed = composeRoom(
      light,
      slabPhotoOf(
        image(320, 160, () => [20, 20, 20]),
        3200,
      ),
      [slanted],
    );
    let brightest = 0;
    for (let x = 110; x < 490; x += 1) for (let y = 296; y < 318; y += 1) brightest = Math.max(brightest, ...pixel(composed, x, y));
    expect(brightest).toBeLessThanOrEqual(26);
  });

  it("stands the slabs across a surface when that needs fewer of them, as on a tall wall", () => {
    const jumbo = { lengthMm: 3200, widthMm: 1600 };
    expect(slabsTurned({ widthMm: 3000, depthMm: 1000 }, jumbo)).toBe(false);
    expect(slabsTurned({ widthMm: 3600, depthMm: 620 }, jumbo)).toBe(false);
    expect(slabsTurned({ widthMm: 3600, depthMm: 2700 }, jumbo)).toBe(true);
    expect(slabsTurned({ widthMm: 3200, depthMm: 2700 }, jumbo)).toBe(false);
    expect(slabsTurned({ widthMm: 1200, depthMm: 2400 }, jumbo)).toBe(true);
  });

  it("takes a slab photo's longer side as the slab's length", () => {
    expect(
      slabPhotoOf(
        image(1600, 1000, () => SLAB),
        3200,
      ),
    ).toMatchObject({ lengthMm: 3200, widthMm: 2000 });
    expect(
      slabPhotoOf(
        image(500, 1000, () => SLAB),
        3000,
      ),
    ).toMatchObject({ lengthMm: 1500, widthMm: 3000 });
  });
});
