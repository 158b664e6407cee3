import { inArray } from "drizzle-orm";
import { textsFromForm } from "~/i18n/translations-form";
import type { Slide } from "./slide";
import type { DatabaseExecutor } from "~/database/client.server";
import { media } from "~/database/schema";
import { storeDemoPhoto } from "~/modules/media/demo-photos.server";
import { VARIANT_WIDTHS } from "~/modules/storage/images.server";
import { mediaUrl } from "~/modules/storage/media-url";
import type { Storage } from "~/modules/storage/storage.server";
import { builtInImages, type BuiltInImage } from "./site-images";

/** The built-in pictures as the sign-in pages' decorative slideshow shows them; their files exist from the first start. */
export function fixedHeroSlides(): Slide[] {
  return builtInImages.map((image) => ({
    src: mediaUrl(`${image.baseKey}-${VARIANT_WIDTHS.at(-1)}.jpg`),
    srcSet: VARIANT_WIDTHS.map((width) => `${mediaUrl(`${image.baseKey}-${width}.webp`)} ${width}w`).join(", "),
  }));
}

/**
 * Stores the site's own pictures (committed, already in every size and format the current recipe
 * makes) and adds them to the media library when they are missing, on every start and whatever
 * SEED_DEMO says. Two instances starting together both store them, and the row with the fixed id is inserted once.
 * The home slides by default; the shipped room scenes pass their photos.
 */
export async function ensureSiteImages(
  db: DatabaseExecutor,
  storage: Storage,
  images: readonly BuiltInImage[] = builtInImages,
): Promise<number> {
  const present = new Set(
    (
      await db
        .select({ id: media.id })
        .from(media)
        .where(
          inArray(
            media.id,
            images.map((image) => image.id),
          ),
        )
    ).map((row) => row.id),
  );
  let created = 0;
  for (const image of images) {
    if (present.has(image.id)) continue;
    const stored = await storeDemoPhoto(storage, image.baseKey);
    const largest = stored.variants.find((variant) => variant.format === "jpeg" && !variant.crop)!;
    const inserted = await db
      .insert(media)
      .values({
        id: image.id,
        baseKey: image.baseKey,
        filename: image.filename,
        width: largest.width,
        height: largest.height,
        variants: stored.variants,
        // Already in every format, so the background job has nothing to derive (nor a picture to redraw).
        variantRecipe: stored.recipe,
        // Shipped with the site: its texts were written together, before any the owner changes (no times).
        texts: textsFromForm({ alt: image.alt.en }, { alt: image.alt.zh }, image.translations),
      })
      .onConflictDoNothing()
      .returning({ id: media.id });
    created += inserted.length;
  }
  return created;
}
