import { type SQL, sql } from "drizzle-orm";
import { products, type ProductTexts } from "./schema";
import type { Language } from "~/i18n/languages";
import { type LanguageTexts, textIn } from "~/i18n/owner-texts";

/** The dashboard, written in Chinese, names a product by its Chinese title, or by the English one while none is written. */
export const dashboardTitle = (texts: LanguageTexts<Pick<ProductTexts, "title">>): string => textIn(texts, "title", "zh");

/**
 * A product's title in `language` as SQL reads it from its texts, null while none is written there; the language is
 * written into the statement, so English and Chinese read the expressions `products_title_en_idx` and `_zh_idx` index.
 */
export const titleSql = (language: Language) => sql<string | null>`(${products.texts} -> ${sql.raw(`'${language}'`)} ->> 'title')`;

/** A product's English title as SQL reads it: always written. */
export const englishTitleSql = titleSql("en") as SQL<string>;

/** A product's Chinese title as SQL reads it. */
export const chineseTitleSql = titleSql("zh");

/** The product's title as the dashboard names it (`dashboardTitle`), in SQL. */
export const dashboardTitleSql = sql<string>`coalesce(${chineseTitleSql}, ${englishTitleSql})`;

/** The Chinese title, empty while none is written, for code that reads it as the `title_zh` column was read. */
export const chineseTitleOrBlankSql = sql<string>`coalesce(${chineseTitleSql}, '')`;
