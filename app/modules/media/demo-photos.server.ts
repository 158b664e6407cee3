/**
 * The committed folder of pictures drawn by `npm run demo-photos`: the demo catalogue's photographs and
 * the site's own pictures, every file the current image recipe makes, with an index of them by base key.
 * The running site only copies them: drawing and encoding them at the first start took much of its time
 * and memory (decision 025, docs/benchmarks/025-footprint-on-a-small-server.md), and the drawing code lives
 * with the script (decision 036).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { findProjectFolder } from "~/config/project-folder.server";
import type { PhotoVariant } from "~/database/schema";
import type { StoredImage } from "~/modules/storage/images.server";
import { mediaUrl } from "~/modules/storage/media-url";
import { contentTypeOf, type Storage } from "~/modules/storage/storage.server";

export const DEMO_PHOTOS_FOLDER = "demo-photos";
export const DEMO_PHOTOS_MANIFEST = "manifest.json";
/**
 * The shipped room scenes' marked surfaces, written by the same run that draws their photos; read as data by
 * app/modules/room-scenes/shipped-scenes.ts, so the server needs neither sharp nor the drawing code (decision 036).
 */
export const DEMO_ROOM_SURFACES = "room-surfaces.json";

/** `recipe` is the image recipe the files were made with (image-variants.server.ts), `images` every file by base key. */
export type DemoPhotoManifest = { recipe: number; images: Record<string, PhotoVariant[]> };

let manifest: Promise<DemoPhotoManifest> | undefined;

function folder(): string {
  return findProjectFolder(DEMO_PHOTOS_FOLDER, DEMO_PHOTOS_MANIFEST);
}

function readManifest(): Promise<DemoPhotoManifest> {
  manifest ??= readFile(path.join(folder(), DEMO_PHOTOS_MANIFEST), "utf8").then((text) => JSON.parse(text) as DemoPhotoManifest);
  return manifest;
}

async function copyFiles(storage: Storage, variants: PhotoVariant[]): Promise<void> {
  for (const variant of variants) {
    await storage.put(variant.key, await readFile(path.join(folder(), ...variant.key.split("/"))), contentTypeOf(variant.key));
  }
}

/**
 * Stores the committed files of a demo photograph or built-in picture, every file the current recipe
 * makes (AVIF included), and answers what storing an upload would have.
 */
export async function storeDemoPhoto(storage: Storage, baseKey: string): Promise<StoredImage & { recipe: number }> {
  const { recipe, images } = await readManifest();
  const variants = images[baseKey];
  if (!variants) throw new Error(`${DEMO_PHOTOS_FOLDER}/${DEMO_PHOTOS_MANIFEST} has no files for ${baseKey}; run npm run demo-photos`);
  await copyFiles(storage, variants);
  const jpeg = variants.find((variant) => variant.format === "jpeg" && !variant.crop)!;
  return { photoUrl: mediaUrl(jpeg.key), filename: baseKey.split("/").pop() ?? baseKey, variants, recipe };
}

/**
 * Brings a committed picture stored by an older version of the site up to the files the folder holds:
 * stores those it lacks and answers the files it has then. Files it already has are never rewritten,
 * because media addresses are cached as never changing. Null for an image the folder does not hold.
 */
export async function addMissingDemoPhotoFiles(
  storage: Storage,
  baseKey: string,
  variants: PhotoVariant[],
): Promise<PhotoVariant[] | null> {
  const committed = (await readManifest()).images[baseKey];
  if (!committed) return null;
  const missing = committed.filter((file) => !variants.some((stored) => stored.key === file.key));
  await copyFiles(storage, missing);
  return [...variants, ...missing];
}
