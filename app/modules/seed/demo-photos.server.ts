import { readFile } from "node:fs/promises";
import path from "node:path";
import { findProjectFolder } from "~/config/project-folder.server";
import type { PhotoVariant } from "~/database/schema";
import type { StoredImage } from "~/modules/storage/images.server";
import { mediaUrl } from "~/modules/storage/media-url";
import { contentTypeOf, type Storage } from "~/modules/storage/storage.server";

/** The committed folder of pre-rendered pictures, and its index of every file by base key. */
export const DEMO_PHOTOS_FOLDER = "demo-photos";
export const DEMO_PHOTOS_MANIFEST = "manifest.json";

/** `recipe` is the image recipe the files were made with (image-variants.server.ts), `images` every file by base key. */
export type DemoPhotoManifest = { recipe: number; images: Record<string, PhotoVariant[]> };

let manifest: Promise<DemoPhotoManifest> | undefined;

function folder(): string {
  return findProjectFolder(DEMO_PHOTOS_FOLDER, DEMO_PHOTOS_MANIFEST);
}

/**
 * Stores the committed files of a demo photograph or built-in picture, every file the current recipe
 * makes (AVIF included), and answers what storing an upload would have. Drawing and encoding them at
 * the first start took most of its 15–40 s and left ~250 MiB resident (decision 025); `npm run
 * demo-photos` draws them again after a change to the drawings or the recipe.
 */
export async function storeDemoPhoto(storage: Storage, baseKey: string): Promise<StoredImage & { recipe: number }> {
  manifest ??= readFile(path.join(folder(), DEMO_PHOTOS_MANIFEST), "utf8").then((text) => JSON.parse(text) as DemoPhotoManifest);
  const { recipe, images } = await manifest;
  const variants = images[baseKey];
  if (!variants) throw new Error(`${DEMO_PHOTOS_FOLDER}/${DEMO_PHOTOS_MANIFEST} has no files for ${baseKey}; run npm run demo-photos`);
  for (const variant of variants) {
    await storage.put(variant.key, await readFile(path.join(folder(), ...variant.key.split("/"))), contentTypeOf(variant.key));
  }
  const jpeg = variants.find((variant) => variant.format === "jpeg" && !variant.crop)!;
  return { photoUrl: mediaUrl(jpeg.key), filename: baseKey.split("/").pop() ?? baseKey, variants, recipe };
}
