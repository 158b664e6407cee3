import type { PhotoVariant } from "~/database/schema";
import { pictureSourcesOf, type PictureSources } from "~/modules/media/picture-sources";

/** What a page needs to render a responsive product image. */
export type Photo = PictureSources & { src: string; width: number; height: number };

export function toPhoto(product: { photoUrl: string; photoVariants: PhotoVariant[] }): Photo {
  const landscape = product.photoVariants.filter((variant) => !variant.crop);
  const largest = landscape.reduce<PhotoVariant | undefined>(
    (best, variant) => (!best || variant.width > best.width ? variant : best),
    undefined,
  );
  return {
    src: product.photoUrl,
    ...pictureSourcesOf(product.photoVariants),
    width: largest?.width ?? 1600,
    height: largest?.height ?? 1000,
  };
}
