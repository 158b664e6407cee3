import type { ZoomPhoto } from "./photo-element";

// The zoom is fetched when a buyer first points at or focuses a link that opens it, so it costs the first load nothing.
const loadPhotoZoom = () => import("./photo-zoom");

type Options = {
  /** The server-rendered dialog (`PhotoZoomDialog`), in the page's language. */
  template: HTMLTemplateElement;
  photos: ZoomPhoto[];
  /** Which photo the zoom opens on, asked at each click. */
  start: () => number;
  /** Called once the dialog closed, with the photo shown last. */
  onClose: (index: number) => void;
};

/** Makes a link to a photo's file open the zoom instead, the page's other photos an arrow key away. */
export function opensZoom(link: HTMLAnchorElement, { template, photos, start, onClose }: Options): void {
  link.addEventListener("pointerenter", () => void loadPhotoZoom(), { once: true });
  link.addEventListener("focus", () => void loadPhotoZoom(), { once: true });
  link.addEventListener("click", async (event) => {
    event.preventDefault();
    const { openPhotoZoom } = await loadPhotoZoom();
    openPhotoZoom({ template, photos, start: start(), onClose });
  });
}
