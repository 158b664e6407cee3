import type { Photo } from "~/modules/catalogue/photo";
import { ResponsivePicture } from "./responsive-picture";

/**
 * A product photo as a decorative, lazily loaded responsive image (the product's title is next to
 * it). `sizes` tells the browser how wide the layout shows it, so it picks the smallest fitting file.
 */
export function ProductImage({ photo, sizes, className }: { photo: Photo; sizes: string; className: string }) {
  return (
    <ResponsivePicture
      picture={photo}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt=""
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
