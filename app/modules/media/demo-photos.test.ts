import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { shippedScenes } from "~/modules/room-scenes/shipped-scenes";
import { builtInImages } from "~/modules/site-settings/site-images";
import { CURRENT_VARIANT_RECIPE } from "~/modules/media/image-variants.server";
import { createLocalStorage } from "~/modules/storage/storage.server";
import { demoProducts } from "~/modules/seed/demo-content";
import { DEMO_PHOTOS_FOLDER, DEMO_PHOTOS_MANIFEST, storeDemoPhoto, type DemoPhotoManifest } from "./demo-photos.server";

const root = path.resolve(import.meta.dirname, "../../..");
const manifest = JSON.parse(readFileSync(path.join(root, DEMO_PHOTOS_FOLDER, DEMO_PHOTOS_MANIFEST), "utf8")) as DemoPhotoManifest;
const baseKeys = [
  ...demoProducts.map((product) => `saide/${product.id}`),
  ...builtInImages.map((image) => image.baseKey),
  ...shippedScenes.map((scene) => scene.photo.baseKey),
];

describe("the committed demo photographs", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "quartz-demo-photos-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("cover every demo product, built-in picture and shipped room, and nothing else", () => {
    expect(Object.keys(manifest.images).sort()).toEqual([...baseKeys].sort());
  });

  it("were made with the current image recipe (after changing it, run npm run demo-photos)", () => {
    expect(manifest.recipe).toBe(CURRENT_VARIANT_RECIPE);
  });

  it.each(baseKeys)("%s is stored in every size and format the current recipe makes", async (baseKey) => {
    const storage = createLocalStorage(scratch);
    const stored = await storeDemoPhoto(storage, baseKey);
    expect(stored.photoUrl).toMatch(/\.jpg$/);
    const formats = new Set(stored.variants.map((variant) => `${variant.crop ?? "landscape"} ${variant.format}`));
    expect([...formats]).toEqual(expect.arrayContaining(["landscape webp", "landscape jpeg", "portrait webp"]));
    for (const variant of stored.variants) {
      const file = await storage.get(variant.key);
      expect(file, variant.key).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of file!.body) chunks.push(chunk as Buffer);
      expect(await sharp(Buffer.concat(chunks)).metadata(), variant.key).toMatchObject({ width: variant.width, height: variant.height });
    }
  });
});
