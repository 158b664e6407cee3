import type { AltTranslation } from "~/database/schema";
import type { Translations } from "~/i18n/languages";

/**
 * The site's own pictures (the three home slides, also shown on the About page). They belong to the
 * site, not to the demo seed: every start creates any that is missing, as media library rows with
 * fixed ids, so the default documents can name them and a site without demo data still has pictures.
 */
export type BuiltInImage = {
  id: string;
  baseKey: string;
  filename: string;
  alt: { en: string; zh: string };
  translations: Translations<AltTranslation>;
};

/*
 * Their alt texts in the added languages are written as a stone trader in each market describes a photo:
 * Spanish "tabla" (slab), "encimera", "a libro abierto" (book-matched); Russian «сляб», «столешница», «кварцевый
 * агломерат», «зеркальная раскладка»; Arabic «لوح», «سطح», «كوارتز» (docs/requirements/languages.md#added-languages).
 */

export const builtInImages = [
  {
    id: "5a1de000-0000-4000-8000-000000000001",
    baseKey: "site/hero-1",
    filename: "kitchen-island.jpg",
    alt: { en: "A kitchen island with a white quartz countertop", zh: "白色石英石台面的厨房中岛" },
    translations: {
      es: { alt: "Isla de cocina con encimera de cuarzo blanco" },
      ru: { alt: "Кухонный остров со столешницей из белого кварцевого агломерата" },
      ar: { alt: "جزيرة مطبخ بسطح من الكوارتز الأبيض" },
    },
  },
  {
    id: "5a1de000-0000-4000-8000-000000000002",
    baseKey: "site/hero-2",
    filename: "showroom.jpg",
    alt: { en: "Quartz slabs on display in a showroom", zh: "展厅中陈列的石英石大板" },
    translations: {
      es: { alt: "Tablas de cuarzo expuestas en la sala de exposición" },
      ru: { alt: "Слябы кварцевого агломерата в шоуруме" },
      ar: { alt: "ألواح كوارتز معروضة في صالة العرض" },
    },
  },
  {
    id: "5a1de000-0000-4000-8000-000000000003",
    baseKey: "site/hero-3",
    filename: "bathroom-wall.jpg",
    alt: { en: "A bathroom wall of book-matched quartz slabs", zh: "对纹拼接的石英石浴室墙面" },
    translations: {
      es: { alt: "Pared de baño revestida con tablas de cuarzo a libro abierto" },
      ru: { alt: "Стена ванной комнаты из слябов кварцевого агломерата с зеркальной раскладкой рисунка" },
      ar: { alt: "جدار حمّام مكسوّ بألواح كوارتز متناظرة العروق" },
    },
  },
] as const satisfies readonly BuiltInImage[];

export const builtInImageIds = builtInImages.map((image) => image.id);

const libraryId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A picture is a media library id, or, for documents saved in the first document shape, an address on this site (docs/requirements/records.md#first-document-shapes). */
export function isImageReference(value: string): boolean {
  return libraryId.test(value) || isSitePath(value);
}

export function isLibraryId(value: string): boolean {
  return libraryId.test(value);
}

/** A path on this site: public pages never load anything from another host. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value);
}
