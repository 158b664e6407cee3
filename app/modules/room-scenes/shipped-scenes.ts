import type { LanguageTexts } from "~/i18n/owner-texts";
import type { BuiltInImage } from "~/modules/site-settings/site-images";
import type { SceneSurface } from "~/database/scene-surface";
// Data, not the drawing code: the server must not load that nor sharp (decision 036).
import roomSurfaces from "../../../demo-photos/room-surfaces.json";

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
  /** Written in every language of the registry (docs/decisions/048-owner-texts-one-shape.md). */
  texts: LanguageTexts<ShippedSceneTexts>;
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
    texts,
    surfaces,
  };
}

// Where the drawing's camera shows the surfaces (roomSceneSurfaces in scripts/demo-photos/room-drawing.ts): real sizes
// in mm, corners as fractions of the photo. `npm run demo-photos` writes them beside the photos it draws, and
// scripts/demo-photos/drawings.test.ts fails when the file and the drawing disagree; the cast stands for that test.
const drawnSurfaces = roomSurfaces as Record<ShippedScene["key"], SceneSurface[]>;
/** The back countertop and the island, each with its front edge. */
const kitchenSurfaces = drawnSurfaces.kitchen;
/** The vanity top with its front edge, and the clad wall panel beside the vanity. */
const bathroomSurfaces = drawnSurfaces.bathroom;
/** The feature wall. */
const livingWallSurfaces = drawnSurfaces["living-wall"];

export const shippedScenes: ShippedScene[] = [
  scene("kitchen", 1, kitchen, kitchenSurfaces),
  scene("bathroom", 2, bathroom, bathroomSurfaces),
  scene("living-wall", 3, livingWall, livingWallSurfaces),
];
