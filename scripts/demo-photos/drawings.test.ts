import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoProducts } from "~/modules/seed/demo-content";
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
