import { messagesFor } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";
import type { productGalleryEn } from "~/i18n/product-gallery";
import type { GalleryImage } from "~/modules/catalogue/gallery";
import type { Photo } from "~/modules/catalogue/photo";
import { ZOOM_PERCENT_PLACEHOLDER } from "~/enhancements/photo-zoom-view";
import { ResponsivePicture } from "./responsive-picture";

type Props = {
  language: Language;
  /** Names a photo that has no alt text of its own. */
  title: string;
  /** The product's card photo, shown alone when the product has no gallery (the dashboard's preview, a photo typed in). */
  photo: Photo;
  photos?: GalleryImage[];
  sizes: string;
  /** The dashboard's preview shows the photo alone: its page has no script to open the zoom. */
  zoomable?: boolean;
};

/**
 * A product's photos: the large one, and below it a thumbnail per photo. Server markup only: without
 * JavaScript every photo is a link to its large file; `app/enhancements/gallery.ts` makes a thumbnail
 * show its photo in the large place and the large photo open the zoom (click or Enter).
 */
export function ProductGallery({ language, title, photo, photos, sizes, zoomable = true }: Props) {
  const text = messagesFor(language).productGallery;
  const shown = photos && photos.length > 0 ? photos : [{ ...photo, id: "card", alt: "" }];
  const images = shown.map((image) => ({ ...image, alt: image.alt || title }));
  const first = images[0]!;
  const largePhoto = (
    <ResponsivePicture
      picture={first}
      sizes={sizes}
      width={first.width}
      height={first.height}
      alt={first.alt}
      fetchPriority="high"
      className="w-full rounded-lg object-cover shadow lg:max-h-[36rem]"
    />
  );
  return (
    <div data-enhance={zoomable ? "gallery" : undefined} className="min-w-0 lg:self-start">
      {zoomable ? (
        <a href={first.src} data-gallery-enlarge className="group relative block cursor-zoom-in">
          {largePhoto}
          <span className="absolute end-2 bottom-2 rounded bg-black/60 px-2 py-1 text-xs text-white group-focus-visible:bg-black">
            {text.enlarge}
          </span>
        </a>
      ) : (
        largePhoto
      )}
      {images.length > 1 && (
        <ul aria-label={text.photos} className="mt-3 flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image.id}>
              <a
                href={image.src}
                data-gallery-thumbnail
                aria-current={index === 0 ? "true" : undefined}
                className="block h-16 w-20 overflow-hidden rounded border-2 border-transparent aria-[current=true]:border-brand-700"
              >
                <ResponsivePicture
                  picture={image}
                  sizes="80px"
                  width={image.width}
                  height={image.height}
                  alt={image.alt}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
                <span data-photo-position className="sr-only">
                  {text.position(index + 1, images.length)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {zoomable && (
        <template data-photo-zoom>
          <PhotoZoomDialog text={text} browsable={images.length > 1} firstPhoto={first.src} />
        </template>
      )}
    </div>
  );
}

const zoomButtonClass = "rounded bg-white/15 px-3 py-1.5 text-sm text-white hover:bg-white/25 disabled:opacity-40";

/**
 * The zoom's dialog, in the page's language, for `app/enhancements/photo-zoom.ts` to copy when a
 * buyer opens it. Keyboard: + and − zoom, the arrow keys move a zoomed photo or, unzoomed, go to the
 * previous or next photo. Touch: pinch and double-tap zoom, dragging moves a zoomed photo, swiping changes photos.
 * The image names the first photo only to be valid markup: nothing in a template is fetched, and opening shows the photo chosen.
 */
export function PhotoZoomDialog({
  text,
  browsable,
  firstPhoto,
}: {
  text: typeof productGalleryEn;
  browsable: boolean;
  firstPhoto: string;
}) {
  return (
    <dialog
      aria-label={text.zoomDialog}
      aria-describedby="photo-zoom-hint"
      className="fixed inset-0 m-0 flex h-dvh max-h-none w-screen max-w-none flex-col bg-stone-950 p-0 text-white backdrop:bg-black/80"
    >
      <div className="flex flex-wrap items-center gap-2 p-2">
        <button type="button" data-zoom-action="out" className={zoomButtonClass}>
          <span aria-hidden="true">−</span> {text.zoomOut}
        </button>
        <button type="button" data-zoom-action="in" className={zoomButtonClass}>
          <span aria-hidden="true">+</span> {text.zoomIn}
        </button>
        {browsable && (
          <>
            <button type="button" data-zoom-action="previous" className={zoomButtonClass}>
              {text.previous}
            </button>
            <button type="button" data-zoom-action="next" className={zoomButtonClass}>
              {text.next}
            </button>
          </>
        )}
        <p role="status" data-zoom-status data-zoom-level={text.zoomLevel(ZOOM_PERCENT_PLACEHOLDER)} className="text-sm" />
        {/* Focused first, so Enter or Esc right after opening closes again. */}
        <button type="button" data-zoom-action="close" className={`${zoomButtonClass} ms-auto`}>
          {text.close}
        </button>
      </div>
      <p id="photo-zoom-hint" className="sr-only">
        {text.keyHint}
      </p>
      <div data-zoom-stage className="relative min-h-0 flex-1 touch-none overflow-hidden select-none">
        {/* Lazy, so React's server rendering does not preload it with the page as it does a plain image. */}
        <img
          src={firstPhoto}
          alt=""
          loading="lazy"
          draggable={false}
          className="h-full w-full object-contain transition-transform duration-150"
        />
      </div>
    </dialog>
  );
}
