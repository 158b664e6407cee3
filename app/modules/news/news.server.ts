import { and, eq, lte, ne, sql } from "drizzle-orm";
import type { DatabaseExecutor } from "~/database/client.server";
import { posts } from "~/database/schema";
import type { Language } from "~/i18n/language";

const titleIn = (language: Language) => (language === "en" ? posts.titleEn : posts.titleZh);

/** Whether buyers reading this language have any news: the navigation shows the News Center only then. */
export async function hasPublishedNews(db: DatabaseExecutor, language: Language, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(posts)
    .where(and(eq(posts.status, "published"), lte(posts.publishedAt, now), ne(titleIn(language), "")))
    .limit(1);
  return row !== undefined;
}
