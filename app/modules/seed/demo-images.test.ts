import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { adminCategoriesEn } from "~/i18n/admin-categories";
import { categoryFormSchema } from "~/modules/catalogue/category-form";
import { demoCategories, demoProducts } from "./demo-content";
import { renderHeroImage, renderSlabImage, type SlabStyle } from "./demo-images.server";

function styleOf(id: string): SlabStyle {
  const product = demoProducts.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`No demo product ${id}`);
  return product.style;
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

  it("renders a 1600 x 1000 slab well within a second", async () => {
    const style = styleOf("calacatta-gold");
    await renderSlabImage(style, { width: 400, height: 250, seed: 1 });
    const started = performance.now();
    await renderSlabImage(style, { width: 1600, height: 1000, seed: 2 });
    // Measured at about 250 ms on a 2-core machine; the margin absorbs parallel test files.
    expect(performance.now() - started).toBeLessThan(1500);
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

describe("demo catalogue", () => {
  /** SPEC section 5: the id generated from an English title. */
  function productId(title: string): string {
    return title
      .toLowerCase()
      .replace(/[&/\\#,+()$~%.'":*?<>{}]/g, "")
      .trim()
      .replace(/\s+/g, "-");
  }

  it("has ids, categories and order numbers the app can rely on", () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(4);
    expect(demoProducts.length).toBeGreaterThanOrEqual(12);
    const categoryIds = new Set(demoCategories.map((category) => category.id));
    for (const product of demoProducts) {
      expect(product.id).toBe(productId(product.titleEn));
      expect(categoryIds).toContain(product.categoryId);
      expect(product.descriptionZh).toHaveLength(product.descriptionEn.length);
    }
    expect(new Set(demoProducts.map((product) => product.id)).size).toBe(demoProducts.length);
    expect(demoProducts.map((product) => product.sortOrder)).toEqual(demoProducts.map((_, index) => index));
    expect(demoProducts.some((product) => !product.homepage)).toBe(true);
    for (const category of demoCategories) {
      expect(demoProducts.some((product) => product.categoryId === category.id && product.homepage)).toBe(true);
      // Links made before slugs named categories by id: the seed's slugs are those ids, so they still work.
      expect(category.slug).toBe(category.id);
      expect(categoryFormSchema(adminCategoriesEn).safeParse({ ...category, visible: true }).success).toBe(true);
    }
  });

  it("gives every product a style that renders", async () => {
    for (const product of demoProducts) {
      const jpeg = await renderSlabImage(product.style, { width: 64, height: 40, seed: product.sortOrder + 1 });
      expect(await sharp(jpeg).metadata(), product.id).toMatchObject({ width: 64, height: 40 });
    }
  });
});
