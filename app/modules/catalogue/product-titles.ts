import { sql } from "drizzle-orm";
import { products, type ProductTexts } from "~/database/schema";
import { type LanguageTexts, textIn } from "~/i18n/owner-texts";

/** The dashboard, written in Chinese, names a product by its Chinese title, or by the English one while none is written. */
export const dashboardTitle = (texts: LanguageTexts<Pick<ProductTexts, "title">>): string => textIn(texts, "title", "zh");

/** A product's English title as SQL reads it from its texts, the expression `products_title_en_idx` indexes. */
export const englishTitleSql = sql<string>`(${products.texts}->'en'->>'title')`;

/** A product's Chinese title as SQL reads it, null while none is written (`products_title_zh_idx`). */
export const chineseTitleSql = sql<string | null>`(${products.texts}->'zh'->>'title')`;

/** The product's title as the dashboard names it (`dashboardTitle`), in SQL. */
export const dashboardTitleSql = sql<string>`coalesce(${chineseTitleSql}, ${englishTitleSql})`;

/** The Chinese title, empty while none is written, for code that reads it as the `title_zh` column was read. */
export const chineseTitleOrBlankSql = sql<string>`coalesce(${chineseTitleSql}, '')`;
