import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Point } from "~/database/scene-surface";
import { DEMO_PHOTOS_FOLDER, DEMO_PHOTOS_MANIFEST, DEMO_ROOM_SURFACES, type DemoPhotoManifest } from "~/modules/media/demo-photos.server";
import { type ShippedScene, shippedScenes } from "~/modules/room-scenes/shipped-scenes";
import { surfaceProblem } from "~/modules/room-scenes/surface";
import { demoProducts } from "~/modules/seed/demo-content";
import { renderRoomScene, roomSceneKeys, roomSceneSurfaces, roomSurfacesFile } from "./room-drawing";
import { renderHeroImage } from "./scene-drawing";
import { renderSlabImage, type SlabStyle } from "./slab-drawing";
import { productSlabStyles } from "./slab-styles";

function styleOf(id: string): SlabStyle {
  const style = productSlabStyles[id];
  if (!style) throw new Error(`No slab style for ${id}`);
  return style;
}

async function grey(jpeg: Buffer): Promise<{ pixels: Buffer; mean: number }> {
  const { data } = await sharp(jpeg).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, mean: data.reduce((sum, value) => sum + value, 0) / data.length };
}

function share(pixels: Buffer, test: (value: number) => boolean): number {
  let count = 0;
  for (const value of pixels) if (test(value)) count++;
  return count / pixels.length;
}

function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe("renderSlabImage", () => {
  it("returns a JPEG of the requested size", async () => {
    const jpeg = await renderSlabImage(styleOf("calacatta-gold"), { width: 480, height: 300, seed: 1 });
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 480, height: 300, channels: 3 });
  });

  it("gives the same bytes for the same seed and a different slab for another seed", async () => {
    const style = styleOf("carrara-white");
    const first = await renderSlabImage(style, { width: 320, height: 200, seed: 42 });
    const again = await renderSlabImage(style, { width: 320, height: 200, seed: 42 });
    const other = await renderSlabImage(style, { width: 320, height: 200, seed: 43 });
    expect(again.equals(first)).toBe(true);
    expect(meanDifference((await grey(first)).pixels, (await grey(other)).pixels)).toBeGreaterThan(0.5);
  });

  it("draws a dark slab dark and a white slab light", async () => {
    const size = { width: 320, height: 200, seed: 3 };
    const black = await grey(await renderSlabImage(styleOf("black-marquina"), size));
    const sparkle = await grey(await renderSlabImage(styleOf("sparkle-black"), size));
    const white = await grey(await renderSlabImage(styleOf("pure-white"), size));
    expect(black.mean).toBeLessThan(60);
    expect(sparkle.mean).toBeLessThan(60);
    expect(white.mean).toBeGreaterThan(220);
  });

  it("draws veins that stand out from the body of the slab", async () => {
    const style = styleOf("calacatta-classic");
    const size = { width: 800, height: 500, seed: 5 };
    const veined = await grey(await renderSlabImage(style, size));
    const plain = await grey(await renderSlabImage({ ...style, veins: [] }, size));
    expect(share(veined.pixels, (value) => value < 170)).toBeGreaterThan(0.005);
    expect(share(plain.pixels, (value) => value < 170)).toBeLessThan(0.0005);
  });

  it("scatters bright mirror flecks over a sparkle slab", async () => {
    const style = styleOf("sparkle-black");
    const size = { width: 800, height: 500, seed: 8 };
    const flecked = await grey(await renderSlabImage(style, size));
    const plain = await grey(await renderSlabImage({ ...style, flecks: undefined }, size));
    expect(share(flecked.pixels, (value) => value > 120)).toBeGreaterThan(0.0003);
    expect(share(plain.pixels, (value) => value > 120)).toBe(0);
  });

  it("renders a slab at the size of a demo product photograph", async () => {
    const jpeg = await renderSlabImage(styleOf("calacatta-gold"), { width: 1600, height: 1000, seed: 2 });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1000 });
  });

  it("rejects impossible sizes and colours", async () => {
    const style = styleOf("pure-white");
    await expect(renderSlabImage(style, { width: 0, height: 100, seed: 1 })).rejects.toThrow(RangeError);
    await expect(renderSlabImage(style, { width: 100.5, height: 100, seed: 1 })).rejects.toThrow(RangeError);
    await expect(renderSlabImage({ ...style, base: "white" }, { width: 100, height: 100, seed: 1 })).rejects.toThrow(/colour/);
  });
});

describe("renderHeroImage", () => {
  it("renders three different wide scenes, the same each time", async () => {
    const size = { width: 640, height: 360 };
    const heroes = await Promise.all([0, 1, 2].map((index) => renderHeroImage(index, size)));
    for (const jpeg of heroes) {
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 640, height: 360 });
    }
    const [kitchen, showroom, bathroom] = await Promise.all(heroes.map(async (jpeg) => (await grey(jpeg)).pixels));
    expect(meanDifference(kitchen!, showroom!)).toBeGreaterThan(10);
    expect(meanDifference(showroom!, bathroom!)).toBeGreaterThan(10);
    expect(meanDifference(kitchen!, bathroom!)).toBeGreaterThan(10);
    expect((await renderHeroImage(1, size)).equals(heroes[1]!)).toBe(true);
  });

  it("keeps making new slides past the first three", async () => {
    const size = { width: 320, height: 180 };
    const first = await grey(await renderHeroImage(0, size));
    const fourth = await grey(await renderHeroImage(3, size));
    expect(meanDifference(first.pixels, fourth.pixels)).toBeGreaterThan(5);
  });

  it("rejects a negative index", async () => {
    await expect(renderHeroImage(-1, { width: 320, height: 180 })).rejects.toThrow(RangeError);
  });
});

describe("the demo products' photographs", () => {
  it("have a style for every demo product and for nothing else, each of which renders", async () => {
    expect(Object.keys(productSlabStyles).sort()).toEqual(demoProducts.map((product) => product.id).sort());
    for (const product of demoProducts) {
      const jpeg = await renderSlabImage(styleOf(product.id), { width: 64, height: 40, seed: product.sortOrder + 1 });
      expect(await sharp(jpeg).metadata(), product.id).toMatchObject({ width: 64, height: 40 });
    }
  });
});

/** Whether a polygon turns the same way at every corner (a convex quadrilateral's corners in order). */
function convex(points: readonly Point[]): boolean {
  const turns = points.map((a, k) => {
    const b = points[(k + 1) % points.length]!;
    const c = points[(k + 2) % points.length]!;
    return Math.sign((b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x));
  });
  return turns.every((turn) => turn !== 0 && turn === turns[0]);
}

/** The point at (u, v) of a quadrilateral, interpolated between its corners (0,0), (1,0), (1,1), (0,1). */
function within([a, b, c, d]: readonly Point[], u: number, v: number): Point {
  const top = { x: a!.x + (b!.x - a!.x) * u, y: a!.y + (b!.y - a!.y) * u };
  const bottom = { x: d!.x + (c!.x - d!.x) * u, y: d!.y + (c!.y - d!.y) * u };
  return { x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v };
}

type Sample = { luminance: number; saturation: number };

/** The mean luminance and the largest saturation of the pixels over the middle of a quadrilateral given as fractions. */
function sample(rgb: Buffer, width: number, height: number, quad: readonly Point[], vs: readonly number[]): Sample {
  let sum = 0;
  let count = 0;
  let saturation = 0;
  for (let i = 0; i <= 10; i++) {
    for (const v of vs) {
      const point = within(quad, 0.25 + (0.5 * i) / 10, v);
      const p = (Math.floor(point.y * height) * width + Math.floor(point.x * width)) * 3;
      const [r, g, b] = [rgb[p]!, rgb[p + 1]!, rgb[p + 2]!];
      sum += 0.2126 * r + 0.7152 * g + 0.0722 * b;
      saturation = Math.max(saturation, (Math.max(r, g, b) - Math.min(r, g, b)) / Math.max(r, g, b));
      count++;
    }
  }
  return { luminance: sum / count, saturation };
}

/** The marked surfaces of a scene's photo light and near neutral, where the slab goes, and their front edges darker. */
async function expectPaintedSurfaces(scene: ShippedScene, jpeg: Buffer): Promise<void> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  for (const [index, surface] of scene.surfaces.entries()) {
    const top = sample(data, width, height, surface.corners, [0.3, 0.4, 0.5, 0.6, 0.7]);
    expect(top.luminance, `${scene.key} surface ${index}`).toBeGreaterThan(185);
    expect(top.luminance, `${scene.key} surface ${index}`).toBeLessThan(250);
    expect(top.saturation, `${scene.key} surface ${index}`).toBeLessThan(0.12);
    if (!surface.frontEdge) continue;
    const [, , near, nearLeft] = surface.corners;
    const edge = sample(data, width, height, [nearLeft, near, ...surface.frontEdge.lowerCorners], [0.5]);
    expect(edge.luminance, `${scene.key} surface ${index}'s front edge`).toBeLessThan(top.luminance - 15);
  }
}

const demoPhotosFolder = path.resolve(import.meta.dirname, "../..", DEMO_PHOTOS_FOLDER);

describe("renderRoomScene", () => {
  it("draws each room at the asked size, the same bytes each time", async () => {
    for (const key of roomSceneKeys) {
      const jpeg = await renderRoomScene(key, { width: 320, height: 200 });
      expect(await sharp(jpeg).metadata(), key).toMatchObject({ format: "jpeg", width: 320, height: 200, channels: 3 });
      expect((await renderRoomScene(key, { width: 320, height: 200 })).equals(jpeg), key).toBe(true);
    }
  }, 60_000);

  it("paints the marked surfaces light and near neutral, their front edges darker than their tops", async () => {
    for (const scene of shippedScenes) await expectPaintedSurfaces(scene, await renderRoomScene(scene.key, { width: 960, height: 600 }));
  }, 60_000);

  it("rejects an impossible size", async () => {
    await expect(renderRoomScene("kitchen", { width: 0, height: 100 })).rejects.toThrow(RangeError);
  });
});

describe("the shipped room scenes", () => {
  it("are the three drawn rooms, with fixed ids and their photos under site/room-<key>", () => {
    expect(shippedScenes.map((scene) => scene.key)).toEqual(roomSceneKeys);
    expect(new Set(shippedScenes.map((scene) => scene.id)).size).toBe(3);
    for (const scene of shippedScenes) {
      expect(scene.photo.baseKey).toBe(`site/room-${scene.key}`);
      expect(scene.photo.alt).toEqual({ en: scene.texts.en.alt, zh: scene.texts.zh?.alt });
      for (const language of ["es", "ru", "ar"] as const) {
        expect(scene.texts[language]?.name, `${scene.key} ${language}`).toBeTruthy();
        expect(scene.photo.translations[language]?.alt).toBe(scene.texts[language]?.alt);
      }
    }
  });

  it("read the surfaces npm run demo-photos wrote beside the photos, which are where the drawing's camera shows them", () => {
    expect(readFileSync(path.join(demoPhotosFolder, DEMO_ROOM_SURFACES), "utf8")).toBe(roomSurfacesFile());
    for (const scene of shippedScenes) expect(scene.surfaces, scene.key).toEqual(roomSceneSurfaces(scene.key));
  });

  it("fall on the light, neutral surfaces of the committed photos", async () => {
    const { images } = JSON.parse(readFileSync(path.join(demoPhotosFolder, DEMO_PHOTOS_MANIFEST), "utf8")) as DemoPhotoManifest;
    for (const scene of shippedScenes) {
      const photo = images[scene.photo.baseKey]?.find((file) => file.format === "jpeg" && !file.crop);
      expect(photo, scene.key).toBeDefined();
      await expectPaintedSurfaces(scene, readFileSync(path.join(demoPhotosFolder, ...photo!.key.split("/"))));
    }
  });

  it("mark convex surfaces inside the photo", () => {
    for (const scene of shippedScenes) {
      for (const surface of scene.surfaces) {
        expect(surfaceProblem(surface.corners, { width: 1, height: 1 }), scene.key).toBeNull();
        expect(convex(surface.corners), scene.key).toBe(true);
        expect(surface.widthMm).toBeGreaterThan(0);
        expect(surface.depthMm).toBeGreaterThan(0);
        if (!surface.frontEdge) continue;
        const [, , near, nearLeft] = surface.corners;
        const edge = [nearLeft, near, ...surface.frontEdge.lowerCorners];
        expect(surfaceProblem(edge, { width: 1, height: 1 }), scene.key).toBeNull();
        expect(convex(edge), scene.key).toBe(true);
      }
    }
  });

  it("have the sizes of real rooms: a kitchen's countertop and island, a vanity top, a wall", () => {
    const sizes = (key: string) =>
      shippedScenes
        .find((scene) => scene.key === key)!
        .surfaces.map(({ widthMm, depthMm, frontEdge }) => [widthMm, depthMm, frontEdge?.heightMm]);
    const [counter, island] = sizes("kitchen");
    expect(counter![0]).toBeGreaterThanOrEqual(3000);
    expect(counter![1]).toBeGreaterThanOrEqual(580);
    expect(island![0]).toBeGreaterThanOrEqual(3000);
    expect(island![1]).toBeGreaterThanOrEqual(900);
    expect(sizes("bathroom")[0]![0]).toBeGreaterThanOrEqual(1200);
    expect(sizes("living-wall")[0]![1]).toBeGreaterThanOrEqual(2400);
  });
});
