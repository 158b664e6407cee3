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

function srcSetOf(variants: PhotoVariant[], format: PhotoVariant["format"], portrait: boolean): string {
  return variants
    .filter((variant) => variant.format === format && variant.crop === (portrait ? "portrait" : undefined))
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${mediaUrl(variant.key)} ${variant.width}w`)
    .join(", ");
}

function shareSrcOf(variants: PhotoVariant[]): string {
  const share = variants.find((variant) => variant.crop === "share");
  return share ? mediaUrl(share.key) : "";
}

export function pictureSourcesOf(variants: PhotoVariant[]): PictureSources {
  return {
    srcSet: srcSetOf(variants, "webp", false),
    avifSrcSet: srcSetOf(variants, "avif", false),
    portraitSrcSet: srcSetOf(variants, "webp", true),
    portraitAvifSrcSet: srcSetOf(variants, "avif", true),
    shareSrc: shareSrcOf(variants),
  };
}

/** A picture known only by its address (typed in, or from SPEC's first document shape): the address alone. */
export const noPictureSources: PictureSources = { srcSet: "", avifSrcSet: "", portraitSrcSet: "", portraitAvifSrcSet: "", shareSrc: "" };
