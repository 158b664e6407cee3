import { z } from "zod";
import type { adminNavigationEn } from "~/i18n/admin-navigation";
import type { adminTranslationsEn } from "~/i18n/admin-translations";
import { translatedLanguages, type Language, type TranslatedLanguage } from "~/i18n/languages";
import { ownTextIn } from "~/i18n/owner-texts";
import { translationFormValues, translationsField } from "~/i18n/translations-form";
import { englishTexts, translationsWithBlanks, writeDocumentTexts } from "./document-texts";
import type { LabelledFields } from "~/modules/revisions/revisions";
import {
  builtInPages,
  isAllowedHref,
  missingOrRepeatedPages,
  navigationLimits,
  type Navigation,
  type NavigationEntry,
  type NavigationList,
} from "./navigation";

/**
 * The navigation tab's form, one schema for the browser and the server: one row per entry of the
 * navbar and the footer, in order. Built-in pages can be hidden and renamed but not removed; own
 * links need an address this site allows and a name in at least one language.
 */
type Text = typeof adminNavigationEn;

export const navigationLists: NavigationList[] = ["navbar", "footer"];

export function navigationFormSchema(text: Text) {
  const errors = text.errors;
  const label = z.string().trim().max(navigationLimits.label, errors.tooLong(navigationLimits.label)).default("");
  const entry = z
    .object({
      kind: z.enum(["page", "link"]),
      page: z.enum(builtInPages).optional(),
      href: z.string().trim().max(navigationLimits.href, errors.tooLong(navigationLimits.href)).default(""),
      visible: z.boolean().default(false),
      labelEn: label,
      labelZh: label,
      translations: translationsField({ label }),
    })
    .superRefine((row, context) => {
      if (row.kind === "page") {
        if (!row.page) context.addIssue({ code: "custom", path: ["page"], message: errors.pagesChanged });
        return;
      }
      if (row.href === "") context.addIssue({ code: "custom", path: ["href"], message: errors.hrefRequired });
      else if (!isAllowedHref(row.href)) context.addIssue({ code: "custom", path: ["href"], message: errors.hrefInvalid });
      if (row.labelEn === "" && row.labelZh === "") context.addIssue({ code: "custom", path: ["labelZh"], message: errors.labelRequired });
    });
  const list = z
    .array(entry)
    .default([])
    .superRefine((rows, context) => {
      if (rows.filter((row) => row.kind === "link").length > navigationLimits.entries)
        context.addIssue({ code: "custom", message: errors.tooMany(navigationLimits.entries) });
    });
  return z.object({ version: z.coerce.number().int().min(0), navbar: list, footer: list }).superRefine((form, context) => {
    for (const name of navigationLists) {
      if (missingOrRepeatedPages(form[name]).length > 0) context.addIssue({ code: "custom", path: [name], message: errors.pagesChanged });
    }
  });
}

export type NavigationForm = z.output<ReturnType<typeof navigationFormSchema>>;
type FormRow = NavigationForm["navbar"][number];

/** The entry the row was before, for the times of its names: the same built-in page, or an own link to the same address. */
function sameEntry(row: FormRow, before: readonly NavigationEntry[]): NavigationEntry | undefined {
  return before.find((entry) => (entry.kind === "page" ? entry.page === row.page : row.kind === "link" && entry.href === row.href));
}

function entryFromRow(row: FormRow, before: readonly NavigationEntry[], at: Date): NavigationEntry {
  const texts = writeDocumentTexts(
    sameEntry(row, before) ?? englishTexts({ label: "" }),
    { en: { label: row.labelEn }, zh: { label: row.labelZh }, ...translationsWithBlanks(row.translations, ["label"]) },
    at,
  );
  if (row.kind === "page") return { kind: "page", page: row.page!, visible: row.visible, ...texts };
  return { kind: "link", href: row.href, visible: row.visible, ...texts };
}

/** The navigation the form saves over `current`: each name written `at` where it changed. */
export function navigationFromForm(form: NavigationForm, current: Navigation, at: Date): Navigation {
  return {
    navbar: form.navbar.map((row) => entryFromRow(row, current.navbar, at)),
    footer: form.footer.map((row) => entryFromRow(row, current.footer, at)),
  };
}

/** The text values Conform fills the rows with; a ticked box is "on". */
export type NavigationFormRow = {
  kind: "page" | "link";
  page: string;
  href: string;
  visible: string;
  labelEn: string;
  labelZh: string;
  translations: Record<TranslatedLanguage, { label: string }>;
};

function rowOf(entry: NavigationEntry): NavigationFormRow {
  return {
    kind: entry.kind,
    page: entry.kind === "page" ? entry.page : "",
    href: entry.kind === "link" ? entry.href : "",
    visible: entry.visible ? "on" : "",
    labelEn: entry.texts.en.label,
    labelZh: ownTextIn(entry.texts, "label", "zh") ?? "",
    translations: translationFormValues(entry.texts, ["label"]),
  };
}

export function navigationFormValues(navigation: Navigation): { navbar: NavigationFormRow[]; footer: NavigationFormRow[] } {
  return { navbar: navigation.navbar.map(rowOf), footer: navigation.footer.map(rowOf) };
}

/** A new own link's row: shown, with nothing typed yet. */
export const newLinkRow: NavigationFormRow = {
  kind: "link",
  page: "",
  href: "",
  visible: "on",
  labelEn: "",
  labelZh: "",
  translations: translationFormValues({}, ["label"]),
};

/** The dashboard's name of an entry: the built-in page's name, or "Own link" with its address. */
export function entryName(entry: NavigationEntry, text: Text): string {
  return entry.kind === "page" ? text.pageNames[entry.page] : `${text.ownLink} ${entry.href}`;
}

/** The navigation as one labelled line per entry, the way the history page and a refused save show it. */
export function navigationLabelledFields(navigation: Navigation, text: Text, translations: typeof adminTranslationsEn): LabelledFields {
  const fields: LabelledFields = {};
  for (const list of navigationLists) {
    navigation[list].forEach((entry, index) => {
      const line = text.entry(text.lists[list], index + 1);
      const label = (language: Language) => ownTextIn(entry.texts, "label", language) ?? "";
      fields[line] = text.entryLine(entryName(entry, text), entry.visible ? text.shown : text.hidden, label("zh"), label("en"));
      for (const language of translatedLanguages) {
        const name = label(language);
        if (name) fields[translations.fieldIn(line, translations.languageNames[language])] = name;
      }
    });
  }
  return fields;
}
