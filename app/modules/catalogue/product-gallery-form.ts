import { z } from "zod";
import type { adminProductGalleryEn } from "~/i18n/product-gallery";
import { altFormFields } from "~/modules/media/media-form";

type Text = typeof adminProductGalleryEn;

/**
 * The forms of a product's photo page, one schema for the browser and the server. Each form names its
 * intent; the photo forms carry the gallery photo's id. Moving takes a direction (the buttons, without
 * JavaScript) or a place counted from 0 (dropping a dragged photo).
 */
export function galleryFormSchema(text: Text) {
  const photoId = z.uuid();
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("add"), mediaId: z.uuid(text.errors.chooseImage) }),
    // `version`: the alt texts' version the page showed, so a save never silently replaces someone else's.
    z.object({ intent: z.literal("alt"), photoId, version: z.coerce.number().int().min(1), ...altFormFields(text) }),
    z.object({ intent: z.literal("move"), photoId, direction: z.enum(["up", "down"]) }),
    z.object({ intent: z.literal("place"), photoId, position: z.coerce.number().int().min(0).max(1000) }),
    z.object({ intent: z.literal("card"), photoId }),
    z.object({ intent: z.literal("remove"), photoId }),
  ]);
}

export type GalleryForm = z.output<ReturnType<typeof galleryFormSchema>>;
