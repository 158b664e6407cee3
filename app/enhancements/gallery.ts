import { photoStepOfKey, wrappedIndex } from "./photo-zoom-view";
import { photoOf, showPhotoIn } from "./photo-element";
import { opensZoom } from "./zoom-link";

/**
 * The product page's photos (`ProductGallery`): a thumbnail shows its photo in the large place
 * instead of opening the file, the arrow keys go from thumbnail to thumbnail, and the large photo
 * opens the zoom.
 */
export default function enhance(gallery: HTMLElement): void {
  const enlarge = gallery.querySelector<HTMLAnchorElement>("[data-gallery-enlarge]");
  const template = gallery.querySelector<HTMLTemplateElement>("template[data-photo-zoom]");
  const large = enlarge?.querySelector("img");
  if (!enlarge || !template || !large) return;
  const thumbnails = Array.from(gallery.querySelectorAll<HTMLAnchorElement>("[data-gallery-thumbnail]"));
  const photos =
    thumbnails.length > 0
      ? thumbnails.map((thumbnail) =>
          photoOf(thumbnail.querySelector("img")!, thumbnail.querySelector("[data-photo-position]")?.textContent ?? null),
        )
      : [photoOf(large, null)];
  let selected = 0;

  const select = (index: number) => {
    selected = index;
    const photo = photos[index]!;
    showPhotoIn(large, photo);
    enlarge.href = photo.src;
    thumbnails.forEach((thumbnail, position) => {
      if (position === index) thumbnail.setAttribute("aria-current", "true");
      else thumbnail.removeAttribute("aria-current");
    });
  };

  thumbnails.forEach((thumbnail, index) => {
    thumbnail.addEventListener("click", (event) => {
      event.preventDefault();
      select(index);
    });
    thumbnail.addEventListener("keydown", (event) => {
      const step = photoStepOfKey(event.key, getComputedStyle(gallery).direction);
      if (step === undefined) return;
      event.preventDefault();
      const next = wrappedIndex(index, step, thumbnails.length);
      select(next);
      thumbnails[next]!.focus();
    });
  });

  opensZoom(enlarge, {
    template,
    photos,
    start: () => selected,
    onClose: (index) => {
      select(index);
      enlarge.focus();
    },
  });
}
