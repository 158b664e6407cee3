import sharp, { type Metadata } from "sharp";
import type { PhotoVariant } from "~/database/schema";
import { mediaUrl } from "./media-url";
import type { Storage } from "./storage.server";

export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const MAX_VARIANT_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
export const MAX_IMAGE_PIXELS = 60_000_000;

export class InvalidImageError extends Error {}

export type StoredImage = { photoUrl: string; filename: string; variants: PhotoVariant[] };

/**
 * Checks that the bytes really are an image, then stores resized WebP variants and one JPEG
 * (for Open Graph and old browsers). Metadata such as GPS position is dropped: sharp writes none
 * unless asked to, and `rotate()` applies the EXIF orientation before it is lost.
 */
export async function storeImageVariants(storage: Storage, input: Buffer, baseKey: string): Promise<StoredImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
  } catch {
    throw new InvalidImageError("The file is not an image that can be read.");
  }
  if (!metadata.width || !metadata.height || !["jpeg", "png", "webp", "avif", "heif", "tiff", "gif"].includes(metadata.format ?? "")) {
    throw new InvalidImageError("The file is not a JPEG, PNG, WebP, AVIF, HEIF, TIFF or GIF image.");
  }
  const oriented = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const original = await oriented.clone().toBuffer({ resolveWithObject: true });
  const sourceWidth = original.info.width;
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < sourceWidth);
  if (sourceWidth <= MAX_VARIANT_WIDTH) widths.push(sourceWidth);

  const variants = await Promise.all(
    widths.map(async (width): Promise<PhotoVariant> => {
      const { data, info } = await sharp(original.data).resize({ width }).webp({ quality: 78 }).toBuffer({ resolveWithObject: true });
      const key = `${baseKey}-${width}.webp`;
      await storage.put(key, data, "image/webp");
      return { width: info.width, height: info.height, format: "webp", key };
    }),
  );
  const largest = Math.max(...widths);
  const jpeg = await sharp(original.data).resize({ width: largest }).jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
  const jpegKey = `${baseKey}-${largest}.jpg`;
  await storage.put(jpegKey, jpeg.data, "image/jpeg");
  variants.push({ width: jpeg.info.width, height: jpeg.info.height, format: "jpeg", key: jpegKey });

  return { photoUrl: mediaUrl(jpegKey), filename: baseKey.split("/").pop() ?? baseKey, variants };
}
