import type { TranslatedLanguage } from "~/i18n/languages";

/** The overview of the records still to translate, as the languages page shows it (`missing-records.server.ts` counts them). */

export type MissingField = "title" | "description" | "applications" | "specRows" | "slabSizes" | "label" | "summary" | "body" | "alt";

/** `editorId`: where a record is edited on another's page (a gallery photo on its product's), that record's id. */
export type MissingRecord = { id: string; name: string; fields: MissingField[]; editorId?: string };
/** `stale`: how many records have a translation written before its English last changed (out of date). */
export type MissingOfKind = { count: number; first: MissingRecord[]; stale: number };
export const missingKinds = ["products", "galleryPhotos", "categories", "options", "posts", "images"] as const;
export type MissingKind = (typeof missingKinds)[number];
export type MissingTranslations = Record<TranslatedLanguage, Record<MissingKind, MissingOfKind>>;

/** How many records of each kind the overview names; the rest it counts. */
export const MISSING_LISTED = 10;
