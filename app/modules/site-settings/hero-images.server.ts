import type { Slide } from "~/components/slideshow";
import { renderHeroImage } from "~/modules/seed/demo-images.server";
import { storeImageVariants, VARIANT_WIDTHS } from "~/modules/storage/images.server";
import { mediaUrl } from "~/modules/storage/media-url";
import type { Storage } from "~/modules/storage/storage.server";

/** SPEC: the home slideshow always starts with three fixed header images. */
const HERO_COUNT = 3;
const HERO_SOURCE = { width: 2400, height: 1350 } as const;
const heroKey = (index: number) => `site/hero-${index + 1}`;


export function fixedHeroSlides(): Slide[] {
  return Array.from({ length: HERO_COUNT }, (_, index) => ({
    src: mediaUrl(`${heroKey(index)}-${VARIANT_WIDTHS.at(-1)}.jpg`),
    srcSet: VARIANT_WIDTHS.map((width) => `${mediaUrl(`${heroKey(index)}-${width}.webp`)} ${width}w`).join(", "),
  }));
}

/** Renders the fixed header images into storage the first time the site starts. */
export async function ensureHeroImages(storage: Storage): Promise<void> {
  const stored = new Set(await storage.list("site/"));
  for (let index = 0; index < HERO_COUNT; index++) {
    if (stored.has(`${heroKey(index)}-${VARIANT_WIDTHS.at(-1)}.jpg`)) continue;
    const image = await renderHeroImage(index, HERO_SOURCE);
    await storeImageVariants(storage, image, heroKey(index));
  }
}

/**
 * SPEC: extra slides are built from the home page document as header + url + end. Only paths on
 * this site are kept, because public pages must never load anything from another host.
 */
export function extraHeroSlides(settings: { header: string; end: string; urls: string[] }): Slide[] {
  return settings.urls
    .map((url) => `${settings.header}${url}${settings.end}`)
    .filter((src) => src.startsWith("/") && !src.startsWith("//"))
    .map((src) => ({ src }));
}
