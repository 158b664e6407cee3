import type { AltTranslation } from "~/database/schema";
import type { Translations } from "~/i18n/languages";
import type { builtInImages } from "~/modules/site-settings/site-images";

/*
 * The demo's pictures with alt texts are the site's own (the home slides, the About page's pictures): their English and
 * Chinese come with the site (site-images.ts), their translations with the demo, as the About page's texts do. Written as
 * a stone trader in each market describes a photo: Spanish "tabla" (slab), "encimera", "a libro abierto" (book-matched);
 * Russian «сляб», «столешница», «кварцевый агломерат», «зеркальная раскладка»; Arabic «لوح», «سطح», «كوارتز».
 */

/** The alt texts of the site's own pictures in the languages added after SPEC, by the picture's library id. */
export const demoAltTranslations = {
  "5a1de000-0000-4000-8000-000000000001": {
    es: { alt: "Isla de cocina con encimera de cuarzo blanco" },
    ru: { alt: "Кухонный остров со столешницей из белого кварцевого агломерата" },
    ar: { alt: "جزيرة مطبخ بسطح من الكوارتز الأبيض" },
  },
  "5a1de000-0000-4000-8000-000000000002": {
    es: { alt: "Tablas de cuarzo expuestas en la sala de exposición" },
    ru: { alt: "Слябы кварцевого агломерата в шоуруме" },
    ar: { alt: "ألواح كوارتز معروضة في صالة العرض" },
  },
  "5a1de000-0000-4000-8000-000000000003": {
    es: { alt: "Pared de baño revestida con tablas de cuarzo a libro abierto" },
    ru: { alt: "Стена ванной комнаты из слябов кварцевого агломерата с зеркальной раскладкой рисунка" },
    ar: { alt: "جدار حمّام مكسوّ بألواح كوارتز متناظرة العروق" },
  },
} satisfies Record<(typeof builtInImages)[number]["id"], Translations<AltTranslation>>;
