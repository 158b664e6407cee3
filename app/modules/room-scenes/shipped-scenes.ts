import type { SceneSurface } from "./scene";
import type { BuiltInImage } from "~/modules/site-settings/site-images";
import type { Translations } from "~/i18n/languages";

export type ShippedSceneTexts = { name: string; alt: string };
export type ShippedScene = {
  key: "kitchen" | "bathroom" | "living-wall";
  id: string;
  photo: BuiltInImage;
  texts: { en: ShippedSceneTexts; zh: ShippedSceneTexts };
  translations: Translations<ShippedSceneTexts>;
  surfaces: SceneSurface[];
};
export const shippedScenes: ShippedScene[] = [];
