import { asc, count, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DatabaseExecutor } from "~/database/client.server";
import { attributeOptions, categories, media, posts, productPhotos, products } from "~/database/schema";
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

function missing(texts: AnyPgColumn, language: TranslatedLanguage, { field, english, kind }: Shown): SQL<boolean> {
  const translated = sql`${texts} -> ${language} -> ${field}`;
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

/**
 * A text written in `language` before its English last changed, as `staleFields` reads it: ISO times compare as
 * text. A slab size's names keep their times in the size (`app/modules/catalogue/slab-size-names.ts`): out of date
 * where any size's name in the language is.
 */
function stale(times: AnyPgColumn, language: TranslatedLanguage, { field, english, kind }: Shown): SQL<boolean> {
  if (kind === "slabSizeNames")
    return sql<boolean>`exists (select 1 from jsonb_array_elements(${english}) as size where size -> 'texts' -> ${language}::text ->> 'label' is not null and coalesce(size -> 'textTimes' -> ${language}::text ->> 'label', '') < coalesce(size -> 'textTimes' -> 'en' ->> 'label', ''))`;
  return sql<boolean>`coalesce((${times} -> ${language}::text ->> ${field}::text) < (${times} -> 'en' ->> ${field}::text), false)`;
}

type Table = {
  table: typeof products | typeof productPhotos | typeof categories | typeof attributeOptions | typeof posts | typeof media;
  id: AnyPgColumn;
  /** The record whose page edits this one's texts, when another's (`MissingRecord.editorId`). */
  editorId?: AnyPgColumn;
  name: SQL<string>;
  order: AnyPgColumn;
  /** Where each language's texts are, by language (docs/decisions/048-owner-texts-one-shape.md): the row's `texts`. */
  texts: AnyPgColumn;
  /** When each language's field was written: the row's `text_times`. */
  times: AnyPgColumn;
  shown: Shown[];
};

/** A row's text in `language`: its `texts` keyed by language, then by field. */
const textOf = (texts: AnyPgColumn, language: "en" | "zh", field: string) => sql`(${texts} -> ${language}::text ->> ${field}::text)`;

/** How the overview names a row: its Chinese text, else its English. */
const chineseName = (texts: AnyPgColumn, field: string) =>
  sql<string>`coalesce(nullif(${textOf(texts, "zh", field)}, ''), ${textOf(texts, "en", field)})`;

const tables: Record<MissingKind, Table> = {
  products: {
    table: products,
    id: products.id,
    name: dashboardTitleSql,
    order: products.sortOrder,
    texts: products.texts,
    times: products.textTimes,
    shown: [
      { field: "title", english: englishTitleSql, kind: "text" },
      { field: "description", english: sql`${products.texts} -> 'en' -> 'description'`, kind: "list" },
      { field: "applications", english: sql`${products.texts} -> 'en' -> 'applications'`, kind: "list" },
      { field: "specRows", english: sql`${products.texts} -> 'en' -> 'specRows'`, kind: "list" },
      { field: "slabSizes", english: sql`${products.slabSizes}`, kind: "slabSizeNames" },
    ],
  },
  // A gallery photo's own alt text, named by its product and place (decision 050); its product's gallery edits it.
  galleryPhotos: {
    table: productPhotos,
    id: productPhotos.id,
    editorId: productPhotos.productId,
    name: sql<string>`(select ${dashboardTitleSql} from ${products} where ${products.id} = ${productPhotos.productId}) || ' #' || (${productPhotos.position} + 1)`,
    order: productPhotos.productId,
    texts: productPhotos.texts,
    times: productPhotos.textTimes,
    shown: [{ field: "alt", english: textOf(productPhotos.texts, "en", "alt"), kind: "text" }],
  },
  categories: {
    table: categories,
    id: categories.id,
    name: chineseName(categories.texts, "title"),
    order: categories.sortOrder,
    texts: categories.texts,
    times: categories.textTimes,
    shown: [
      { field: "title", english: textOf(categories.texts, "en", "title"), kind: "text" },
      { field: "description", english: textOf(categories.texts, "en", "description"), kind: "text" },
    ],
  },
  options: {
    table: attributeOptions,
    id: attributeOptions.id,
    name: chineseName(attributeOptions.texts, "label"),
    order: attributeOptions.sortOrder,
    texts: attributeOptions.texts,
    times: attributeOptions.textTimes,
    shown: [{ field: "label", english: textOf(attributeOptions.texts, "en", "label"), kind: "text" }],
  },
  // A post shows in the added languages where its English is written (decision 40), so only those can lack a text there.
  posts: {
    table: posts,
    id: posts.id,
    name: chineseName(posts.texts, "title"),
    order: posts.createdAt,
    texts: posts.texts,
    times: posts.textTimes,
    shown: [
      { field: "title", english: textOf(posts.texts, "en", "title"), kind: "text" },
      {
        field: "summary",
        english: sql`case when btrim(${textOf(posts.texts, "en", "title")}) = '' then '' else ${textOf(posts.texts, "en", "summary")} end`,
        kind: "text",
      },
      {
        field: "body",
        english: sql`case when btrim(${textOf(posts.texts, "en", "title")}) = '' then null else ${posts.texts} -> 'en' -> 'body' end`,
        kind: "richText",
      },
    ],
  },
  images: {
    table: media,
    id: media.id,
    name: sql<string>`${media.filename}`,
    order: media.createdAt,
    texts: media.texts,
    times: media.textTimes,
    shown: [{ field: "alt", english: textOf(media.texts, "en", "alt"), kind: "text" }],
  },
};

async function missingOf(
  db: DatabaseExecutor,
  { table, id, editorId, name, order, texts, times, shown }: Table,
  language: TranslatedLanguage,
): Promise<MissingOfKind> {
  const checks = shown.map((text) => ({ field: text.field as MissingField, missing: missing(texts, language, text) }));
  const anyMissing = sql.join(
    checks.map((check) => check.missing),
    sql` or `,
  );
  const anyStale = sql.join(
    shown.map((text) => stale(times, language, text)),
    sql` or `,
  );
  const [total, rows, staleTotal] = await Promise.all([
    db.select({ value: count() }).from(table).where(anyMissing),
    db
      .select({
        id: sql<string>`${id}::text`,
        name,
        ...(editorId ? { editorId: sql<string>`${editorId}::text` } : {}),
        ...Object.fromEntries(checks.map((check) => [check.field, check.missing])),
      })
      .from(table)
      .where(anyMissing)
      .orderBy(asc(order), asc(id))
      .limit(MISSING_LISTED),
    db.select({ value: count() }).from(table).where(anyStale),
  ]);
  return {
    count: total[0]!.value,
    stale: staleTotal[0]!.value,
    first: rows.map((row) => ({
      id: row.id,
      name: row.name,
      ...("editorId" in row ? { editorId: String(row.editorId) } : {}),
      fields: checks.filter((check) => (row as Record<string, unknown>)[check.field] === true).map((check) => check.field),
    })),
  };
}

/** Per added language, the products, gallery photos, categories, list options, news posts and library images with a text their pages show in English (docs/requirements/languages.md#owner-texts-in-every-language). */
export async function readMissingTranslations(db: DatabaseExecutor): Promise<MissingTranslations> {
  const perLanguage = await Promise.all(
    translatedLanguages.map(async (language) => {
      const gaps = await Promise.all(missingKinds.map((kind) => missingOf(db, tables[kind], language)));
      return [language, Object.fromEntries(missingKinds.map((kind, index) => [kind, gaps[index]]))] as const;
    }),
  );
  return Object.fromEntries(perLanguage) as MissingTranslations;
}
