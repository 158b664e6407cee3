import type { PhotoVariant } from "~/database/schema";
import { mediaUrl } from "~/modules/storage/media-url";

/** An image from the media library as pages show it: the JPEG as `src`, the WebP widths as `srcSet`, alt text per language. */
export type SiteImage = {
  id: string;
  filename: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: { en: string; zh: string };
};

type MediaRow = { id: string; filename: string; width: number; height: number; variants: PhotoVariant[]; altEn: string; altZh: string };

export function siteImageOf(row: MediaRow): SiteImage {
  const jpeg = row.variants.find((variant) => variant.format === "jpeg") ?? row.variants.at(-1);
  return {
    id: row.id,
    filename: row.filename,
    src: jpeg ? mediaUrl(jpeg.key) : "",
    srcSet: row.variants
      .filter((variant) => variant.format === "webp")
      .map((variant) => `${mediaUrl(variant.key)} ${variant.width}w`)
      .join(", "),
    width: row.width,
    height: row.height,
    alt: { en: row.altEn, zh: row.altZh },
  };
}
