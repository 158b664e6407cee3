import type { PhotoVariant } from "~/database/schema";
import { mediaUrl } from "~/modules/storage/media-url";

/** What a page needs to render a responsive product image. */
export type Photo = { src: string; srcSet: string; width: number; height: number };

export function toPhoto(product: { photoUrl: string; photoVariants: PhotoVariant[] }): Photo {
  const webp = product.photoVariants.filter((variant) => variant.format === "webp").sort((a, b) => a.width - b.width);
  const largest = product.photoVariants.reduce<PhotoVariant | undefined>(
    (best, variant) => (!best || variant.width > best.width ? variant : best),
    undefined,
  );
  return {
    src: product.photoUrl,
    srcSet: webp.map((variant) => `${mediaUrl(variant.key)} ${variant.width}w`).join(", "),
    width: largest?.width ?? 1600,
    height: largest?.height ?? 1000,
  };
}
