/** One product photo as the gallery and the zoom pass it around: what an `img` needs to show it, and its "photo n of m" text. */
export type ZoomPhoto = { src: string; srcset: string; width: number; height: number; alt: string; position: string | null };

/** Shows `photo` in `image`; srcset before src, so the browser fetches only the variant its `sizes` chooses. */
export function showPhotoIn(image: HTMLImageElement, photo: ZoomPhoto): void {
  image.srcset = photo.srcset;
  image.src = photo.src;
  image.width = photo.width;
  image.height = photo.height;
  image.alt = photo.alt;
}
