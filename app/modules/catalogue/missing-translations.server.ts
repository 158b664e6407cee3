import { asc, count, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DatabaseExecutor } from "~/database/client.server";
import { attributeOptions, categories, products } from "~/database/schema";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";

/**
 * What of the catalogue is not written yet in each language added after SPEC: pages in that language show the English
 * there. Counted by the database, so the overview reads a number and a few names, not the catalogue.
 */

/** A text a record's page shows: missing in `language` when English has it and the translation has not. */
type Shown = { field: string; english: SQL; kind: "text" | "list" };

export type MissingField = "title" | "description" | "applications" | "specRows" | "label";

export type MissingRecord = { id: string; name: string; fields: MissingField[] };
export type MissingOfKind = { count: number; first: MissingRecord[] };
export type MissingTranslations = Record<TranslatedLanguage, Record<"products" | "categories" | "options", MissingOfKind>>;

/** How many records of each kind the overview names; the rest it counts. */
export const MISSING_LISTED = 10;

function missing(translations: AnyPgColumn, language: TranslatedLanguage, { field, english, kind }: Shown): SQL<boolean> {
  const translated = sql`${translations} -> ${language} -> ${field}`;
  return kind === "text"
    ? sql<boolean>`(btrim(${english}) <> '' and coalesce(btrim(${translated} #>> '{}'), '') = '')`
    : sql<boolean>`(jsonb_array_length(${english}) > 0 and coalesce(jsonb_array_length(${translated}), 0) = 0)`;
}

type Table = { table: typeof products | typeof categories | typeof attributeOptions; id: AnyPgColumn; name: SQL<string>; order: AnyPgColumn; translations: AnyPgColumn; shown: Shown[] };

const tables: Record<keyof MissingTranslations[TranslatedLanguage], Table> = {
  products: {
    table: products,
    id: products.id,
    name: sql<string>`coalesce(nullif(${products.titleZh}, ''), ${products.titleEn})`,
    order: products.sortOrder,
    translations: products.translations,
    shown: [
      { field: "title", english: sql`${products.titleEn}`, kind: "text" },
      { field: "description", english: sql`${products.descriptionEn}`, kind: "list" },
      { field: "applications", english: sql`${products.applicationsEn}`, kind: "list" },
      { field: "specRows", english: sql`${products.specRowsEn}`, kind: "list" },
    ],
  },
  categories: {
    table: categories,
    id: categories.id,
    name: sql<string>`coalesce(nullif(${categories.titleZh}, ''), ${categories.titleEn})`,
    order: categories.sortOrder,
    translations: categories.translations,
    shown: [
      { field: "title", english: sql`${categories.titleEn}`, kind: "text" },
      { field: "description", english: sql`${categories.descriptionEn}`, kind: "text" },
    ],
  },
  options: {
    table: attributeOptions,
    id: attributeOptions.id,
    name: sql<string>`coalesce(nullif(${attributeOptions.labelZh}, ''), ${attributeOptions.labelEn})`,
    order: attributeOptions.sortOrder,
    translations: attributeOptions.translations,
    shown: [{ field: "label", english: sql`${attributeOptions.labelEn}`, kind: "text" }],
  },
};

async function missingOf(db: DatabaseExecutor, { table, id, name, order, translations, shown }: Table, language: TranslatedLanguage): Promise<MissingOfKind> {
  const checks = shown.map((text) => ({ field: text.field as MissingField, missing: missing(translations, language, text) }));
  const anyMissing = sql.join(
    checks.map((check) => check.missing),
    sql` or `,
  );
  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(table).where(anyMissing),
    db
      .select({ id: sql<string>`${id}::text`, name, ...Object.fromEntries(checks.map((check) => [check.field, check.missing])) })
      .from(table)
      .where(anyMissing)
      .orderBy(asc(order), asc(id))
      .limit(MISSING_LISTED),
  ]);
  return {
    count: total[0]!.value,
    first: rows.map((row) => ({ id: row.id, name: row.name, fields: checks.filter((check) => (row as Record<string, unknown>)[check.field] === true).map((check) => check.field) })),
  };
}

/** Per language added after SPEC, the products, categories and list options with a text their pages show in English. */
export async function readMissingTranslations(db: DatabaseExecutor): Promise<MissingTranslations> {
  const perLanguage = await Promise.all(
    translatedLanguages.map(async (language) => {
      const [productGaps, categoryGaps, optionGaps] = await Promise.all([missingOf(db, tables.products, language), missingOf(db, tables.categories, language), missingOf(db, tables.options, language)]);
      return [language, { products: productGaps, categories: categoryGaps, options: optionGaps }] as const;
    }),
  );
  return Object.fromEntries(perLanguage) as MissingTranslations;
}
