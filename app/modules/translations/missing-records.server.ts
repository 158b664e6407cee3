import { asc, count, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DatabaseExecutor } from "~/database/client.server";
import { attributeOptions, categories, media, posts, products } from "~/database/schema";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { dashboardTitleSql, englishTitleSql } from "~/database/product-titles";
import {
  MISSING_LISTED,
  missingKinds,
  type MissingField,
  type MissingKind,
  type MissingOfKind,
  type MissingTranslations,
} from "./missing-records";

/**
 * What of the catalogue, the news and the image library is not written yet in each added language: pages in that language show the English
 * there. Counted by the database, so the overview reads a number and a few names, not the catalogue (docs/requirements/languages.md#owner-texts-in-every-language).
 */

/**
 * A text a record's page shows: missing in `language` when English has it and the translation has not. A product's
 * slab sizes keep their names' texts inside each size (`slabSizeNames`): missing where a size has none in the language.
 */
type Shown = { field: string; english: SQL; kind: "text" | "list" | "richText" | "slabSizeNames" };

/** Whether a post's body has any text: the editor keeps a body without one as an empty document. */
const hasText = (document: SQL) => sql`coalesce(jsonb_path_exists(${document}, '$.**.text'), false)`;

function missing(translations: AnyPgColumn, language: TranslatedLanguage, { field, english, kind }: Shown): SQL<boolean> {
  const translated = sql`${translations} -> ${language} -> ${field}`;
  switch (kind) {
    case "text":
      return sql<boolean>`(btrim(${english}) <> '' and coalesce(btrim(${translated} #>> '{}'), '') = '')`;
    case "list":
      return sql<boolean>`(jsonb_array_length(${english}) > 0 and coalesce(jsonb_array_length(${translated}), 0) = 0)`;
    case "richText":
      return sql<boolean>`(${hasText(english)} and not ${hasText(translated)})`;
    case "slabSizeNames":
      return sql<boolean>`exists (select 1 from jsonb_array_elements(${english}) as size where btrim(size -> 'texts' -> 'en' ->> 'label') <> '' and coalesce(btrim(size -> 'texts' -> ${language} ->> 'label'), '') = '')`;
  }
}

type Table = {
  table: typeof products | typeof categories | typeof attributeOptions | typeof posts | typeof media;
  id: AnyPgColumn;
  name: SQL<string>;
  order: AnyPgColumn;
  translations: AnyPgColumn;
  shown: Shown[];
};

const tables: Record<MissingKind, Table> = {
  products: {
    table: products,
    id: products.id,
    name: dashboardTitleSql,
    order: products.sortOrder,
    // One texts document keyed by language (docs/decisions/048-owner-texts-one-shape.md): a language's texts are where the translations were.
    translations: products.texts,
    shown: [
      { field: "title", english: englishTitleSql, kind: "text" },
      { field: "description", english: sql`${products.texts} -> 'en' -> 'description'`, kind: "list" },
      { field: "applications", english: sql`${products.texts} -> 'en' -> 'applications'`, kind: "list" },
      { field: "specRows", english: sql`${products.texts} -> 'en' -> 'specRows'`, kind: "list" },
      { field: "slabSizes", english: sql`${products.slabSizes}`, kind: "slabSizeNames" },
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
  // A post shows in the added languages where its English is written (decision 40), so only those can lack a text there.
  posts: {
    table: posts,
    id: posts.id,
    name: sql<string>`coalesce(nullif(${posts.titleZh}, ''), ${posts.titleEn})`,
    order: posts.createdAt,
    translations: posts.translations,
    shown: [
      { field: "title", english: sql`${posts.titleEn}`, kind: "text" },
      { field: "summary", english: sql`case when btrim(${posts.titleEn}) = '' then '' else ${posts.summaryEn} end`, kind: "text" },
      { field: "body", english: sql`case when btrim(${posts.titleEn}) = '' then null else ${posts.bodyEn} end`, kind: "richText" },
    ],
  },
  images: {
    table: media,
    id: media.id,
    name: sql<string>`${media.filename}`,
    order: media.createdAt,
    translations: media.translations,
    shown: [{ field: "alt", english: sql`${media.altEn}`, kind: "text" }],
  },
};

async function missingOf(
  db: DatabaseExecutor,
  { table, id, name, order, translations, shown }: Table,
  language: TranslatedLanguage,
): Promise<MissingOfKind> {
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
    first: rows.map((row) => ({
      id: row.id,
      name: row.name,
      fields: checks.filter((check) => (row as Record<string, unknown>)[check.field] === true).map((check) => check.field),
    })),
  };
}

/** Per added language, the products, categories, list options, news posts and library images with a text their pages show in English (docs/requirements/languages.md#owner-texts-in-every-language). */
export async function readMissingTranslations(db: DatabaseExecutor): Promise<MissingTranslations> {
  const perLanguage = await Promise.all(
    translatedLanguages.map(async (language) => {
      const gaps = await Promise.all(missingKinds.map((kind) => missingOf(db, tables[kind], language)));
      return [language, Object.fromEntries(missingKinds.map((kind, index) => [kind, gaps[index]]))] as const;
    }),
  );
  return Object.fromEntries(perLanguage) as MissingTranslations;
}
