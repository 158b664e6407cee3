/** One product photo as the gallery and the zoom pass it around: what an `img` (and its AVIF `source`) needs to show it, and its "photo n of m" text. */
export type ZoomPhoto = {
  src: string;
  srcset: string;
  avifSrcset: string;
  width: number;
  height: number;
  alt: string;
  position: string | null;
};

const AVIF_SOURCE = 'source[type="image/avif"]';

/** The AVIF files offered beside `image` by its `picture`, if any. */
export function avifSrcsetOf(image: HTMLImageElement): string {
  return image.parentElement?.querySelector(AVIF_SOURCE)?.getAttribute("srcset") ?? "";
}

/**
 * Shows `photo` in `image`, and in its picture's AVIF source when it stands in one (a photo without
 * AVIF files removes the source, so the browser cannot keep showing the previous photo's).
 * Srcsets before src, so the browser fetches only the variant its `sizes` chooses.
 */
export function showPhotoIn(image: HTMLImageElement, photo: ZoomPhoto): void {
  const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : null;
  if (picture) {
    let avif = picture.querySelector<HTMLSourceElement>(AVIF_SOURCE);
    if (photo.avifSrcset) {
      if (!avif) {
        avif = document.createElement("source");
        avif.type = "image/avif";
        avif.sizes = image.sizes;
        picture.insertBefore(avif, image);
      }
      avif.srcset = photo.avifSrcset;
    } else {
      avif?.remove();
    }
  }
  image.srcset = photo.srcset;
  image.src = photo.src;
  image.width = photo.width;
  image.height = photo.height;
  image.alt = photo.alt;
}

/** A picture on the page as the zoom shows it, with the words that say which one it is. */
export const photoOf = (image: HTMLImageElement, position: string | null): ZoomPhoto => ({
  src: image.getAttribute("src") ?? "",
  srcset: image.getAttribute("srcset") ?? "",
  avifSrcset: avifSrcsetOf(image),
  // The attributes, not the properties: those give the size the thumbnail is drawn at.
  width: Number(image.getAttribute("width")),
  height: Number(image.getAttribute("height")),
  alt: image.alt,
  position,
});
