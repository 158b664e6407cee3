import { lazy, Suspense, useRef, useState } from "react";
import { messagesFor, type Language } from "~/i18n/language";
import type { GalleryImage } from "~/modules/catalogue/gallery";
import type { Photo } from "~/modules/catalogue/photo";

// The zoom is fetched when a buyer first opens it (or points at the photo), so it costs the first load nothing.
const loadPhotoZoom = () => import("./photo-zoom");
const PhotoZoom = lazy(loadPhotoZoom);

type Props = {
  language: Language;
  /** Names a photo that has no alt text of its own. */
  title: string;
  /** The product's card photo, shown alone when the product has no gallery (the dashboard's preview, a photo typed in). */
  photo: Photo;
  photos?: GalleryImage[];
  sizes: string;
};

/**
 * A product's photos: the large one, and below it a thumbnail per photo that shows it in the large
 * place. Without JavaScript every photo is a link to its large file; with it, the large photo opens
 * the zoom (click or Enter).
 */
export function ProductGallery({ language, title, photo, photos, sizes }: Props) {
  const text = messagesFor(language).productGallery;
  const shown = photos && photos.length > 0 ? photos : [{ ...photo, id: "card", alt: "" }];
  const images = shown.map((image) => ({ ...image, alt: image.alt || title }));
  // A link to a related product keeps this component: its photos then start from the first again.
  const photosKey = images.map((image) => image.id).join(" ");
  const [selection, setSelection] = useState({ photosKey, index: 0 });
  const selected = selection.photosKey === photosKey ? Math.min(selection.index, images.length - 1) : 0;
  const setSelected = (index: number) => setSelection({ photosKey, index });
  const [zooming, setZooming] = useState(false);
  const enlargeLink = useRef<HTMLAnchorElement>(null);
  const current = images[selected]!;
  return (
    <div className="min-w-0 lg:self-start">
      <a
        ref={enlargeLink}
        href={current.src}
        onClick={(event) => {
          event.preventDefault();
          setZooming(true);
        }}
        onPointerEnter={() => void loadPhotoZoom()}
        onFocus={() => void loadPhotoZoom()}
        className="group relative block cursor-zoom-in"
      >
        <img
          src={current.src}
          srcSet={current.srcSet}
          sizes={sizes}
          width={current.width}
          height={current.height}
          alt={current.alt}
          fetchPriority="high"
          className="w-full rounded-lg object-cover shadow lg:max-h-[36rem]"
        />
        <span className="absolute right-2 bottom-2 rounded bg-black/60 px-2 py-1 text-xs text-white group-focus-visible:bg-black">{text.enlarge}</span>
      </a>
      {images.length > 1 && (
        <ul aria-label={text.photos} className="mt-3 flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li key={image.id}>
              <a
                href={image.src}
                aria-current={index === selected ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setSelected(index);
                }}
                className="block h-16 w-20 overflow-hidden rounded border-2 border-transparent aria-[current=true]:border-brand-700"
              >
                <img src={image.src} srcSet={image.srcSet} sizes="80px" width={image.width} height={image.height} alt={image.alt} loading="lazy" className="h-full w-full object-cover" />
                <span className="sr-only">{text.position(index + 1, images.length)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {zooming && (
        <Suspense fallback={null}>
          <PhotoZoom
            photos={images}
            start={selected}
            text={text}
            onClose={(index) => {
              setSelected(index);
              setZooming(false);
              enlargeLink.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
