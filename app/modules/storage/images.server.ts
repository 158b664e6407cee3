import sharp, { type Metadata } from "sharp";
import type { PhotoVariant } from "~/database/schema";
// Named with their extension: the import's photo threads load this file as Node strips its types (draft-photo-thread.ts).
import { MAX_IMAGE_MEGAPIXELS } from "./image-limits.ts";
import { mediaUrl } from "./media-url.ts";
import { SHARE_SIZE } from "./share-size.ts";
import type { Storage } from "./storage.server";

export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** A phone held upright at DPR 1.3, 2 and 3 (a 375 px screen wants 750–1125 px). */
export const PORTRAIT_WIDTHS = [480, 750, 1080] as const;
/** Width over height of the portrait crop: a phone screen under the navbar is about this shape. */
const PORTRAIT_ASPECT = 9 / 16;
export const WEBP_QUALITY = 78;
/**
 * libwebp's effort 2 takes 40 % of the default (4)'s time for 0.7 % more bytes and the same look (0.1 dB PSNR):
 * [benchmark 051](../../../docs/benchmarks/051-catalogue-import.md).
 */
const WEBP = { quality: WEBP_QUALITY, effort: 2 } as const;
export const JPEG_QUALITY = 82;
/** mozjpeg's smaller JPEG costs 90 ms a photo; the background job makes it later from a draft this good (no visible loss). */
const DRAFT_JPEG_QUALITY = 95;
/** AVIF at this quality looks like the WebP at WEBP_QUALITY; it is kept only where its file is smaller. */
export const AVIF_QUALITY = 55;
/** sharp's default effort (4) takes seconds per image on two cores; the background job can afford it, an upload cannot. */
const AVIF_EFFORT = 4;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

// libvips keeps up to 50 MB of recent operations for reuse, but every image here is decoded once and
// never again; and one thread per operation keeps the background AVIF job from spreading over every core
// (each thread's malloc arena then holds its peak). Measured in docs/benchmarks/025-footprint-on-a-small-server.md.
sharp.cache(false);
sharp.concurrency(1);

/** The bytes are not an image sharp can decode whole: unknown format, damaged or truncated. */
export class InvalidImageError extends Error {}
/** A readable image with more than MAX_IMAGE_MEGAPIXELS, refused from its header before decoding. */
export class ImageTooLargeError extends InvalidImageError {}

export type StoredImage = { photoUrl: string; filename: string; variants: PhotoVariant[] };

/** Decoded pixels, resized from once each: decoding the file again for every size cost a seventh of a photo's time. */
type Pixels = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * Checks from the header that the bytes are an image of at most MAX_IMAGE_MEGAPIXELS (a small
 * PNG can declare a huge canvas, which decoding would hold in memory), then stores resized WebP variants, the portrait
 * crops, one JPEG (for Open Graph and old browsers) and the share picture. Metadata such as GPS position is dropped:
 * sharp writes none unless asked to, and `rotate()` applies the EXIF orientation before it is lost. Each file is
 * encoded after the other, one core per photo, so a caller decides how many photos run side by side.
 */
export async function storeImageVariants(storage: Storage, input: Buffer, baseKey: string): Promise<StoredImage> {
  const source = await decodePhoto(input, { draft: false });
  const { webps, jpeg } = await encodeLandscape(source, { draft: false });
  const variants = await storeEncodedFiles(storage, baseKey, webps);
  variants.push(...(await storePortraitCrops(storage, source, baseKey)));
  variants.push(...(await storeEncodedFiles(storage, baseKey, [jpeg])));
  variants.push(await storeShareImage(storage, source, baseKey));
  return storedImage(baseKey, variants);
}

/**
 * A catalogue import's photo as a draft's files, encoded but not stored: the landscape sizes only and its JPEG
 * unoptimised at a high quality; `deriveVariants` makes the upload's JPEG, crops and share picture from that JPEG later.
 * The import encodes on threads of its own (draft-photo-thread.ts), so the server's thread never collects the
 * megabytes of pixels each photo passes through, and stores the files with `storeDraftFiles`.
 */
export async function encodeDraftPhoto(input: Buffer): Promise<EncodedFile[]> {
  const { webps, jpeg } = await encodeLandscape(await decodePhoto(input, { draft: true }), { draft: true });
  return [...webps, jpeg];
}

/** Stores the files `encodeDraftPhoto` made. */
export async function storeDraftFiles(storage: Storage, baseKey: string, files: EncodedFile[]): Promise<StoredImage> {
  return storedImage(baseKey, await storeEncodedFiles(storage, baseKey, files));
}

/** A file encoded for an image, named by what follows its base key (`-960.webp`). */
export type EncodedFile = { suffix: string; contentType: string; data: Uint8Array; variant: Omit<PhotoVariant, "key"> };

/**
 * Checks the header (`checkImageHeader`), then decodes the pixels upright at the largest size a file needs (sharp
 * shrinks a JPEG while decoding it): 1600 wide, and but for a draft 1920 high, the tallest portrait crop.
 */
async function decodePhoto(input: Buffer, { draft }: { draft: boolean }): Promise<Pixels> {
  await checkImageHeader(input);
  try {
    return await decodePixels(
      input,
      draft
        ? { width: maxOf(VARIANT_WIDTHS) }
        : { width: maxOf(VARIANT_WIDTHS), height: Math.round(maxOf(PORTRAIT_WIDTHS) / PORTRAIT_ASPECT) },
    );
  } catch {
    throw new InvalidImageError("The image is damaged or incomplete.");
  }
}

/** The landscape WebP sizes, smallest first, and the JPEG at the largest; each encoded after the other. */
async function encodeLandscape(source: Pixels, { draft }: { draft: boolean }): Promise<{ webps: EncodedFile[]; jpeg: EncodedFile }> {
  const widths = variantWidths(source.info.width, VARIANT_WIDTHS);
  const webps: EncodedFile[] = [];
  for (const width of widths) {
    const { data, info } = await pixels(source).resize({ width }).webp(WEBP).toBuffer({ resolveWithObject: true });
    webps.push({
      suffix: `-${width}.webp`,
      contentType: "image/webp",
      data,
      variant: { width: info.width, height: info.height, format: "webp" },
    });
  }
  const largest = Math.max(...widths);
  const jpeg = await pixels(source)
    .resize({ width: largest })
    .jpeg(draft ? { quality: DRAFT_JPEG_QUALITY } : { quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return {
    webps,
    jpeg: {
      suffix: `-${largest}.jpg`,
      contentType: "image/jpeg",
      data: jpeg.data,
      variant: { width: jpeg.info.width, height: jpeg.info.height, format: "jpeg" },
    },
  };
}

async function storeEncodedFiles(storage: Storage, baseKey: string, files: EncodedFile[]): Promise<PhotoVariant[]> {
  const variants: PhotoVariant[] = [];
  for (const { suffix, contentType, data, variant } of files) {
    const key = `${baseKey}${suffix}`;
    await storage.put(key, Buffer.from(data.buffer, data.byteOffset, data.byteLength), contentType);
    variants.push({ ...variant, key });
  }
  return variants;
}

/** The image as the media library records it: its files, and the JPEG (for Open Graph and old browsers) as its address. */
function storedImage(baseKey: string, variants: PhotoVariant[]): StoredImage {
  const jpeg = variants.find((variant) => variant.format === "jpeg" && !variant.crop)!;
  return { photoUrl: mediaUrl(jpeg.key), filename: baseKey.split("/").pop() ?? baseKey, variants };
}

const maxOf = (values: readonly number[]) => Math.max(...values);

/**
 * The image's pixels upright, shrunk (never enlarged) to cover `cover`. failOn "warning" (sharp's default, kept
 * explicit): a truncated or damaged file is refused, not half-stored.
 */
async function decodePixels(input: Buffer, cover?: { width: number; height?: number }): Promise<Pixels> {
  const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" }).rotate();
  if (cover) image.resize({ ...cover, fit: "outside", withoutEnlargement: true });
  const { data, info } = await image.raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

const pixels = (source: Pixels) => sharp(source.data, { raw: source.info });

/**
 * Reads only the header: the bytes are an image of a kind the site stores, with at most MAX_IMAGE_MEGAPIXELS.
 * Throws `InvalidImageError` or `ImageTooLargeError`.
 */
export async function checkImageHeader(input: Buffer): Promise<void> {
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
}

/** The widths to store for a source `sourceWidth` wide: each target below it, and the source's own width when it is no wider than the largest target. */
export function variantWidths(sourceWidth: number, targets: readonly number[]): number[] {
  const widths = targets.filter((width) => width < sourceWidth);
  if (sourceWidth <= targets[targets.length - 1]!) widths.push(sourceWidth);
  return widths;
}

/** The largest portrait crop a source of this size holds: its full height, or its full width for an image already taller than the crop. */
export function portraitCropSize(source: { width: number; height: number }): { width: number; height: number } {
  const width = Math.min(source.width, Math.round(source.height * PORTRAIT_ASPECT));
  return { width, height: Math.round(width / PORTRAIT_ASPECT) };
}

/**
 * Stores tall WebP crops of the picture for phones, cut around what draws the eye (sharp's
 * "attention": detail, saturated colour, skin tones) rather than the middle, which on a landscape
 * photo is often a wall or a floor.
 */
async function storePortraitCrops(storage: Storage, source: Pixels, baseKey: string): Promise<PhotoVariant[]> {
  const crops: PhotoVariant[] = [];
  for (const width of variantWidths(portraitCropSize(source.info).width, PORTRAIT_WIDTHS)) {
    const height = Math.round(width / PORTRAIT_ASPECT);
    const { data, info } = await pixels(source)
      .resize({ width, height, fit: "cover", position: "attention" })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    const key = `${baseKey}-${width}-portrait.webp`;
    await storage.put(key, data, "image/webp");
    crops.push({ width: info.width, height: info.height, format: "webp", key, crop: "portrait" });
  }
  return crops;
}

/**
 * Stores the picture link previews show: a JPEG (every preview reader takes it, WebP not all) of exactly
 * SHARE_SIZE, cut like the portrait crops around what draws the eye, and enlarged when the source is
 * smaller, so every page declares the same size in `og:image:width` and `og:image:height`.
 */
async function storeShareImage(storage: Storage, source: Pixels, baseKey: string): Promise<PhotoVariant> {
  const { data, info } = await pixels(source)
    .resize({ ...SHARE_SIZE, fit: "cover", position: "attention" })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const key = `${baseKey}-${SHARE_SIZE.width}-share.jpg`;
  await storage.put(key, data, "image/jpeg");
  return { width: info.width, height: info.height, format: "jpeg", key, crop: "share" };
}

/** A stored file's bytes, or null when it is not there. */
export async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Brings an image's files to the current recipe, from its largest JPEG: for a `draft` the JPEG an upload stores
 * (made from the draft's, written over it), portrait crops when it has none, the share picture when it has none
 * (the JPEG is wider than the share picture already: redrawing a built-in picture for it would cost seconds and
 * hundreds of megabytes), then AVIF beside the WebP files of each crop, kept only
 * when every AVIF of the crop is smaller than its WebP. All or none per crop, because a browser
 * choosing from an AVIF list with a width missing takes the next wider AVIF, a larger download
 * than the WebP it replaced. Slow (seconds per image), so only the background job calls it.
 * Answers the whole new list.
 */
export async function deriveVariants(
  storage: Storage,
  baseKey: string,
  variants: PhotoVariant[],
  { draft = false }: { draft?: boolean } = {},
): Promise<PhotoVariant[]> {
  const derived = [...variants];
  const jpeg = variants.find((variant) => variant.format === "jpeg" && !variant.crop);
  const needsCrops = !variants.some((variant) => variant.crop === "portrait");
  const needsShare = !variants.some((variant) => variant.crop === "share");
  const jpegBytes = jpeg && (draft || needsCrops || needsShare) ? await readStored(storage, jpeg.key) : null;
  if (jpeg && jpegBytes) {
    const source = await decodePixels(jpegBytes);
    if (draft) {
      const final = await pixels(source).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
      await storage.put(jpeg.key, final, "image/jpeg");
    }
    if (needsCrops) derived.push(...(await storePortraitCrops(storage, source, baseKey)));
    if (needsShare) derived.push(await storeShareImage(storage, source, baseKey));
  }
  for (const crop of [undefined, "portrait"] as const) {
    const ofCrop = derived.filter((variant) => variant.crop === crop);
    const webps = ofCrop.filter((variant) => variant.format === "webp");
    if (webps.length === 0 || ofCrop.some((variant) => variant.format === "avif")) continue;
    const encoded: { variant: PhotoVariant; bytes: Buffer }[] = [];
    for (const webp of webps) {
      const webpBytes = await readStored(storage, webp.key);
      if (!webpBytes) break;
      // From the stored WebP, the only full copy of these pixels once the upload's original is gone.
      const bytes = await sharp(webpBytes).avif({ quality: AVIF_QUALITY, effort: AVIF_EFFORT }).toBuffer();
      if (bytes.length >= webpBytes.length) break;
      encoded.push({ variant: { ...webp, format: "avif", key: webp.key.replace(/\.webp$/, ".avif") }, bytes });
    }
    if (encoded.length < webps.length) continue;
    for (const { variant, bytes } of encoded) await storage.put(variant.key, bytes, "image/avif");
    derived.push(...encoded.map(({ variant }) => variant));
  }
  return derived;
}
