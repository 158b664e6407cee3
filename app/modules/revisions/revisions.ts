import type { DashboardLanguage } from "~/database/roles";
import { messagesFor } from "~/i18n/catalogs";
import type { AdminMessages } from "~/i18n/en";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";

/** What each kind of editable record is called in the revisions table; one name per domain module that records revisions. */
export const revisionEntities = [
  "basic-info",
  "home-page",
  "about-page",
  "page-seo",
  "navigation",
  "category",
  "post",
  "quote-settings",
  "room-scene",
  "product",
  "attribute-option",
  "image",
  "gallery-photo",
] as const;
export type RevisionEntity = (typeof revisionEntities)[number];

/** Who saved a revision; null for the state the site started with (defaults or the demo seed). */
export type RevisionAuthor = { id: string; email: string } | null;

/** A record shown as labelled text values, the way the owner reads and compares revisions. */
export type LabelledFields = Record<string, string>;

/** The labels whose value differs between two revisions; fields present in only one count as changed. */
export function changedFields(before: LabelledFields | null, after: LabelledFields): string[] {
  if (!before) return [];
  const labels = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...labels].filter((label) => (before[label] ?? "") !== (after[label] ?? ""));
}

/** The dashboard page that lists a record's revisions. */
export function revisionsPath(entity: RevisionEntity, entityId: string): string {
  return `/dashboard/revisions/${entity}/${encodeURIComponent(entityId)}`;
}

/** The dashboard texts a revision is labelled in: the reader's language, Chinese (the dashboard's default) when none is given. */
export const revisionTexts = (language: DashboardLanguage = "zh"): AdminMessages => messagesFor(language).admin;

/** A record's texts in the added languages as labelled fields, each label naming its language ("名称（西班牙语）") (docs/requirements/languages.md#owner-texts-in-every-language). */
export function translatedFields<Field extends string>(
  values: Record<TranslatedLanguage, Record<Field, string>>,
  labels: Record<Field, string>,
  text: AdminMessages["translations"],
): LabelledFields {
  return Object.fromEntries(
    translatedLanguages.flatMap((language) =>
      (Object.keys(labels) as Field[]).map((field) => [text.fieldIn(labels[field], text.languageNames[language]), values[language][field]]),
    ),
  );
}
