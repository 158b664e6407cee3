import type { Translations } from "~/i18n/languages";
import type { BuiltInImage } from "~/modules/site-settings/site-images";
import type { SceneSurface } from "~/database/scene-surface";

/**
 * The room scenes the site ships (docs/decisions/044-room-scenes-perspective.md): three empty rooms drawn by `npm run demo-photos`
 * (scripts/demo-photos/room-drawing.ts), never stock photographs. Each is a tiny 3D model seen by one pinhole camera,
 * so the surfaces below are where the drawing shows them and their sizes are the real ones; the slab surfaces are
 * painted in a neutral light material, so their light and shadows are what shows over a product's slab, and nothing
 * stands in front of them (the drawing checks it).
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

// What the drawing's camera gives (roomSceneSurfaces in scripts/demo-photos/room-drawing.ts): real sizes in mm, corners
// as fractions of the photo. A test compares them; after moving a scene's camera or surfaces, copy its answer here.
/** The back countertop and the island, each with its front edge. */
const kitchenSurfaces: SceneSurface[] = [
  {
    corners: [
      { x: 0.28843, y: 0.47232 },
      { x: 0.70781, y: 0.48654 },
      { x: 0.71683, y: 0.5059 },
      { x: 0.25681, y: 0.48871 },
    ],
    widthMm: 3600,
    depthMm: 620,
    frontEdge: {
      lowerCorners: [
        { x: 0.71683, y: 0.51457 },
        { x: 0.25681, y: 0.49666 },
      ],
      heightMm: 40,
    },
  },
  {
    corners: [
      { x: 0.21506, y: 0.53461 },
      { x: 0.68929, y: 0.55682 },
      { x: 0.70732, y: 0.62459 },
      { x: 0.11941, y: 0.58991 },
    ],
    widthMm: 3000,
    depthMm: 1000,
    frontEdge: {
      lowerCorners: [
        { x: 0.70732, y: 0.63826 },
        { x: 0.11941, y: 0.60211 },
      ],
      heightMm: 40,
    },
  },
];
/** The vanity top with its front edge, and the clad wall panel beside the vanity. */
const bathroomSurfaces: SceneSurface[] = [
  {
    corners: [
      { x: 0.30334, y: 0.58635 },
      { x: 0.56141, y: 0.59198 },
      { x: 0.56294, y: 0.62954 },
      { x: 0.26421, y: 0.62197 },
    ],
    widthMm: 1400,
    depthMm: 550,
    frontEdge: {
      lowerCorners: [
        { x: 0.56294, y: 0.64354 },
        { x: 0.26421, y: 0.63558 },
      ],
      heightMm: 40,
    },
  },
  {
    corners: [
      { x: 0.59957, y: 0.06219 },
      { x: 0.87422, y: 0.05452 },
      { x: 0.87422, y: 0.86497 },
      { x: 0.59957, y: 0.8523 },
    ],
    widthMm: 1400,
    depthMm: 2600,
  },
];
/** The feature wall. */
const livingWallSurfaces: SceneSurface[] = [
  {
    corners: [
      { x: 0.24752, y: 0.17186 },
      { x: 0.62588, y: 0.16393 },
      { x: 0.62588, y: 0.63064 },
      { x: 0.24752, y: 0.62144 },
    ],
    widthMm: 3600,
    depthMm: 2700,
  },
];

export const shippedScenes: ShippedScene[] = [
  scene("kitchen", 1, kitchen, kitchenSurfaces),
  scene("bathroom", 2, bathroom, bathroomSurfaces),
  scene("living-wall", 3, livingWall, livingWallSurfaces),
];
