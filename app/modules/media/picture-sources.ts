import type { PhotoVariant } from "~/database/schema";
import { mediaUrl } from "~/modules/storage/media-url";

/**
 * The files a responsive picture chooses from, as `srcset` lists: WebP (every image has it), and
 * AVIF and portrait crops when the background job has made them. Empty lists mean "none", so a page
 * only ever names files that exist. `shareSrc` is the 1200 × 630 JPEG that link previews show, or ""
 * until the image has one.
 */
export type PictureSources = {
  srcSet: string;
  avifSrcSet: string;
  portraitSrcSet: string;
  portraitAvifSrcSet: string;
  shareSrc: string;
};

type AddressOf = (variant: PhotoVariant) => string;

const mediaAddress: AddressOf = (variant) => mediaUrl(variant.key);

function srcSetOf(variants: PhotoVariant[], format: PhotoVariant["format"], portrait: boolean, addressOf: AddressOf): string {
  return variants
    .filter((variant) => variant.format === format && variant.crop === (portrait ? "portrait" : undefined))
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${addressOf(variant)} ${variant.width}w`)
    .join(", ");
}

/** The srcset lists of an image's files, served from `/media` unless `addressOf` names them elsewhere (a composed room). */
export function pictureSourcesOf(variants: PhotoVariant[], addressOf: AddressOf = mediaAddress): PictureSources {
  const share = variants.find((variant) => variant.crop === "share");
  return {
    srcSet: srcSetOf(variants, "webp", false, addressOf),
    avifSrcSet: srcSetOf(variants, "avif", false, addressOf),
    portraitSrcSet: srcSetOf(variants, "webp", true, addressOf),
    portraitAvifSrcSet: srcSetOf(variants, "avif", true, addressOf),
    shareSrc: share ? addressOf(share) : "",
  };
}

/** A picture known only by its address (typed in, or from the first document shape): the address alone (docs/requirements/records.md#first-document-shapes). */
export const noPictureSources: PictureSources = { srcSet: "", avifSrcSet: "", portraitSrcSet: "", portraitAvifSrcSet: "", shareSrc: "" };
