import type { Translations } from "~/i18n/languages";
import type { BuiltInImage } from "~/modules/site-settings/site-images";
import type { SceneSurface } from "./scene";

/**
 * The room scenes the site ships (issue 32): three empty rooms drawn by `npm run demo-photos`
 * (scripts/demo-photos/room-drawing.ts), never stock photographs. Each is a tiny 3D model seen by one pinhole camera,
 * so the surfaces below are where the drawing shows them and their sizes are the real ones; the slab surfaces are
 * painted in a neutral light material, so their light and shadows are what shows over a product's slab. The corners
 * are written out by that script's projection (a test checks they still match the drawing).
 */
export type ShippedSceneTexts = { name: string; alt: string };

export type ShippedScene = {
  key: "kitchen" | "bathroom" | "living-wall";
  /** Fixed id of the scene's row. */
  id: string;
  /** The drawn photo, a built-in image of the media library; its alt is the scene's alt. */
  photo: BuiltInImage;
  texts: { en: ShippedSceneTexts; zh: ShippedSceneTexts };
  translations: Translations<ShippedSceneTexts>;
  surfaces: SceneSurface[];
};

/*
 * The texts are worded as a stone trader in each market describes such a photo: Spanish "tabla" (slab), "encimera",
 * "isla"; Russian «столешница», «остров», «стеновая панель»; Arabic «سطح», «جزيرة المطبخ»; Chinese 台面、中岛、背景墙.
 */
const kitchen = {
  en: { name: "Kitchen", alt: "A kitchen with this slab on the countertop and the island" },
  zh: { name: "厨房", alt: "台面和中岛均采用这款石材的厨房" },
  es: { name: "Cocina", alt: "Cocina con esta tabla en la encimera y en la isla" },
  ru: { name: "Кухня", alt: "Кухня со столешницей и островом из этого камня" },
  ar: { name: "مطبخ", alt: "مطبخ بسطح عمل وجزيرة مطبخ من هذا اللوح" },
};

const bathroom = {
  en: { name: "Bathroom", alt: "A bathroom with this slab on the vanity top and on the wall panel beside it" },
  zh: { name: "浴室", alt: "浴室柜台面及旁边墙面均采用这款石材的浴室" },
  es: { name: "Baño", alt: "Baño con esta tabla en la encimera del lavabo y en el panel de pared contiguo" },
  ru: { name: "Ванная", alt: "Ванная комната со столешницей под раковину и стеновой панелью рядом из этого камня" },
  ar: { name: "حمّام", alt: "حمّام بسطح مغسلة ولوح جداري بجانبه من هذا اللوح" },
};

const livingWall = {
  en: { name: "Living room wall", alt: "A living room with a feature wall clad in this slab" },
  zh: { name: "客厅背景墙", alt: "采用这款石材饰面的客厅背景墙" },
  es: { name: "Pared de salón", alt: "Salón con una pared decorativa revestida con esta tabla" },
  ru: { name: "Стена в гостиной", alt: "Гостиная с акцентной стеной, облицованной этим камнем" },
  ar: { name: "جدار غرفة المعيشة", alt: "غرفة معيشة بجدار مميّز مكسوّ بهذا اللوح" },
};

type AllTexts = typeof kitchen;

function photo(key: ShippedScene["key"], id: string, texts: AllTexts): BuiltInImage {
  return {
    id,
    baseKey: `site/room-${key}`,
    filename: `room-${key}.jpg`,
    alt: { en: texts.en.alt, zh: texts.zh.alt },
    translations: { es: { alt: texts.es.alt }, ru: { alt: texts.ru.alt }, ar: { alt: texts.ar.alt } },
  };
}

function scene(key: ShippedScene["key"], number: number, texts: AllTexts, surfaces: SceneSurface[]): ShippedScene {
  return {
    key,
    id: `5a1de000-0000-4000-8000-00000000010${number}`,
    photo: photo(key, `5a1de000-0000-4000-8000-00000000001${number}`, texts),
    texts: { en: texts.en, zh: texts.zh },
    translations: { es: texts.es, ru: texts.ru, ar: texts.ar },
    surfaces,
  };
}

// Written by the drawing's projection (scripts/demo-photos/room-drawing.ts, roomSceneSurfaces), in mm and photo fractions.
// generated surfaces start
/** The back countertop and the island, each with its front edge. */
const kitchenSurfaces: SceneSurface[] = [
  {
    corners: [{ x: 0.31494, y: 0.48944 }, { x: 0.75896, y: 0.49392 }, { x: 0.78239, y: 0.51147 }, { x: 0.29157, y: 0.50599 }],
    widthMm: 3600,
    depthMm: 620,
    frontEdge: { lowerCorners: [{ x: 0.78239, y: 0.52032 }, { x: 0.29157, y: 0.51458 }], heightMm: 40 },
  },
  {
    corners: [{ x: 0.27704, y: 0.55234 }, { x: 0.79415, y: 0.55963 }, { x: 0.86518, y: 0.62382 }, { x: 0.20648, y: 0.61199 }],
    widthMm: 3000,
    depthMm: 1000,
    frontEdge: { lowerCorners: [{ x: 0.86518, y: 0.63816 }, { x: 0.20648, y: 0.62574 }], heightMm: 40 },
  },
];
/** The vanity top with its front edge, and the clad wall panel beside the vanity. */
const bathroomSurfaces: SceneSurface[] = [
  {
    corners: [{ x: 0.24072, y: 0.56274 }, { x: 0.49397, y: 0.56492 }, { x: 0.48947, y: 0.59852 }, { x: 0.19527, y: 0.59557 }],
    widthMm: 1400,
    depthMm: 550,
    frontEdge: { lowerCorners: [{ x: 0.48947, y: 0.61215 }, { x: 0.19527, y: 0.60903 }], heightMm: 40 },
  },
  {
    corners: [{ x: 0.53064, y: 0.1095 }, { x: 0.79156, y: 0.10675 }, { x: 0.79156, y: 0.8218 }, { x: 0.53064, y: 0.8168 }],
    widthMm: 1400,
    depthMm: 2400,
  },
];
/** The feature wall. */
const livingWallSurfaces: SceneSurface[] = [
  {
    corners: [{ x: 0.28718, y: 0.17034 }, { x: 0.67175, y: 0.15866 }, { x: 0.67175, y: 0.63675 }, { x: 0.28718, y: 0.62321 }],
    widthMm: 3600,
    depthMm: 2700,
  },
];
// generated surfaces end

export const shippedScenes: ShippedScene[] = [
  scene("kitchen", 1, kitchen, kitchenSurfaces),
  scene("bathroom", 2, bathroom, bathroomSurfaces),
  scene("living-wall", 3, livingWall, livingWallSurfaces),
];
