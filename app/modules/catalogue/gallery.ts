import type { Photo } from "./photo";

/** One photo as the public product page shows it, with its alt text already in the page's language (empty: the page names the product). */
export type GalleryImage = Photo & { id: string; alt: string };
