import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { PhotoVariant } from "~/database/schema";
import { MAX_IMAGE_MEGAPIXELS } from "./image-limits";
import { mediaUrl } from "./media-url";
import type { Storage } from "./storage.server";

export const VARIANT_WIDTHS = [480, 960, 1600] as const;
const MAX_VARIANT_WIDTH = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** The bytes are not an image sharp can decode whole: unknown format, damaged or truncated. */
export class InvalidImageError extends Error {}
/** A readable image with more than MAX_IMAGE_MEGAPIXELS, refused from its header before decoding. */
export class ImageTooLargeError extends InvalidImageError {}

export type StoredImage = { photoUrl: string; filename: string; variants: PhotoVariant[] };

/**
 * Checks from the header that the bytes are an image of at most MAX_IMAGE_MEGAPIXELS (a small
 * PNG can declare a huge canvas, which decoding would hold in memory), then stores resized WebP variants and one JPEG
 * (for Open Graph and old browsers). Metadata such as GPS position is dropped: sharp writes none
 * unless asked to, and `rotate()` applies the EXIF orientation before it is lost.
 */
export async function storeImageVariants(storage: Storage, input: Buffer, baseKey: string): Promise<StoredImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new InvalidImageError("The file is not an image that can be read.");
  }
  if (!metadata.width || !metadata.height || !["jpeg", "png", "webp", "avif", "heif", "tiff", "gif"].includes(metadata.format ?? "")) {
    throw new InvalidImageError("The file is not a JPEG, PNG, WebP, AVIF, HEIF, TIFF or GIF image.");
  }
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError(`The image has more than ${MAX_IMAGE_MEGAPIXELS} megapixels.`);
  }
  let original: { data: Buffer; info: OutputInfo };
  try {
    // failOn "warning" (sharp's default, kept explicit): a truncated or damaged file is refused, not half-stored.
    original = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" }).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    throw new InvalidImageError("The image is damaged or incomplete.");
  }
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
