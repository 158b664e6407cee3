import { messagesFor } from "~/i18n/catalogs";
import { standInAttributes, type Language } from "~/i18n/languages";
import type { ProductRoom } from "~/modules/room-scenes/room-scenes.server";
import { PhotoZoomDialog } from "./product-gallery";
import { ResponsivePicture } from "./responsive-picture";

/** As wide as the product page's column: one room at a time with the switcher, one under another without it. */
const ROOM_SIZES = "(min-width: 1152px) 1120px, calc(100vw - 32px)";

type Props = { language: Language; productTitle: string; rooms: ProductRoom[] };

/**
 * The product's slab in the rooms the owner chose for it. Server markup only: without JavaScript every room is a
 * figure with its caption, one under another; `app/enhancements/room-scenes.ts` shows one at a time under tabs named
 * after the rooms and opens a room enlarged in the zoom the gallery uses.
 */
export function RoomScenes({ language, productTitle, rooms }: Props) {
  const messages = messagesFor(language);
  const text = messages.roomScenes;
  return (
    <section data-enhance="room-scenes" className="mt-14" aria-labelledby="rooms-heading">
      <h2 id="rooms-heading" className="text-2xl font-semibold">
        {text.heading}
      </h2>
      <p className="mt-1 mb-4 text-stone-600">{text.intro(productTitle)}</p>
      <div role="tablist" aria-label={text.rooms} data-room-tabs hidden className="mb-3 flex flex-wrap gap-2">
        {rooms.map((room, index) => (
          <button
            key={room.id}
            type="button"
            role="tab"
            id={`room-tab-${room.id}`}
            aria-controls={`room-${room.id}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            {...standInAttributes(room.textLanguage, language)}
            className="rounded-full border border-stone-300 px-4 py-1.5 text-sm aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {room.name}
          </button>
        ))}
      </div>
      <div className="space-y-6">
        {rooms.map((room) => (
          <div key={room.id} id={`room-${room.id}`} data-room data-tab={`room-tab-${room.id}`}>
            <figure>
              <a href={room.picture.src} data-room-enlarge className="group relative block cursor-zoom-in">
                <ResponsivePicture
                  picture={room.picture}
                  sizes={ROOM_SIZES}
                  width={room.width}
                  height={room.height}
                  alt={room.alt}
                  loading="lazy"
                  fetchPriority="low"
                  className="w-full rounded-lg bg-stone-200 shadow"
                  {...standInAttributes(room.textLanguage, language)}
                />
                <span className="absolute end-2 bottom-2 rounded bg-black/60 px-2 py-1 text-xs text-white group-focus-visible:bg-black">
                  {text.enlarge}
                </span>
              </a>
              <figcaption className="mt-2 text-sm text-stone-700" {...standInAttributes(room.textLanguage, language)}>
                {room.name}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <template data-photo-zoom>
        <PhotoZoomDialog text={messages.productGallery} browsable={rooms.length > 1} firstPhoto={rooms[0]!.picture.src} />
      </template>
    </section>
  );
}
