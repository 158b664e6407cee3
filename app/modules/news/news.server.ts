import { isUuid } from "~/database/uuid";
import { and, desc, eq, gte, lt, lte, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { media, posts, type PostTexts, type RichTextDocument } from "~/database/schema";
import { isTranslatedLanguage, languages, type Language, type ShownText } from "~/i18n/languages";
import { newTexts, replaceTexts, textColumns, type TextTimes } from "~/i18n/owner-texts";
import { storedTextsSchema } from "~/i18n/translations-form";
import { resolveImages } from "~/modules/media/media.server";
import type { SiteImage } from "~/modules/media/media";
import { deleteRevisions, recordSave } from "~/modules/revisions/revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { postLanguages, postLimits, recentNewsSince, shownPostText, type NewsSection, type PostContent, type PostTitles } from "./news";
import { postTitleTexts } from "~/database/post-titles";
import { richTextDocumentSchema } from "./rich-text";

type TextColumns = { title: SQL<string>; summary: SQL<string>; body: SQL<RichTextDocument | null> };

/** A post's own texts in `language`, blank (no body) while not written there (docs/requirements/languages.md#owner-texts-in-every-language). */
function textColumnsIn(language: Language): TextColumns {
  const own = sql`(${posts.texts} -> ${language}::text)`;
  return {
    title: sql`coalesce(${own} ->> 'title', '')`,
    summary: sql`coalesce(${own} ->> 'summary', '')`,
    body: sql`${own} -> 'body'`,
  };
}

const englishTitle = textColumnsIn("en").title;

/** Whether a page in `language` shows a post (`postPageLanguages`): written in it, or, for an added language, in English (docs/requirements/languages.md#owner-texts-in-every-language). */
function shownIn(language: Language): SQL {
  const written = ne(textColumnsIn(language).title, "");
  return isTranslatedLanguage(language) ? or(written, ne(englishTitle, ""))! : written;
}

const publishedBy = (now: Date) => and(eq(posts.status, "published"), lte(posts.publishedAt, now));

/** The languages whose pages show published news, in one query: the navigation shows the News Center only on them. */
export async function languagesWithPublishedNews(db: DatabaseExecutor, now = new Date()): Promise<Set<Language>> {
  const [row] = await db
    .select(Object.fromEntries(languages.map((language) => [language, sql<boolean>`coalesce(bool_or(${shownIn(language)}), false)`])))
    .from(posts)
    .where(publishedBy(now));
  return new Set(languages.filter((language) => row?.[language] === true));
}

const contentColumns = {
  slug: posts.slug,
  texts: posts.texts,
  coverImageId: posts.coverImageId,
  status: posts.status,
  publishedAt: posts.publishedAt,
};

/**
 * A post as a revision stores it (dates as ISO text). Parsed with the current rules on restore, so an
 * old revision is either read correctly or reported unreadable, never written back broken.
 */
export const storedPostSchema = z.object({
  slug: z.string().min(1),
  texts: storedTextsSchema({
    title: z.string().max(postLimits.title),
    summary: z.string().max(postLimits.summary),
    body: richTextDocumentSchema("not-allowed").nullable(),
  }),
  coverImageId: z.string().nullable(),
  status: z.enum(["draft", "published"]),
  publishedAt: z.coerce.date().nullable(),
});

const revisionData = (content: PostContent) => ({ ...content, publishedAt: content.publishedAt?.toISOString() ?? null });

export type SaveProblem = "slug-taken" | "image-missing";

/** What stops a post being stored as typed: an address another post uses, or a cover deleted from the library meanwhile. */
async function problemWith(executor: DatabaseExecutor, content: PostContent, postId: string | null): Promise<SaveProblem | null> {
  const [sameSlug] = await executor
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, content.slug), postId ? ne(posts.id, postId) : undefined))
    .limit(1);
  if (sameSlug) return "slug-taken";
  if (content.coverImageId) {
    const [image] = await executor.select({ id: media.id }).from(media).where(eq(media.id, content.coverImageId)).limit(1);
    if (!image) return "image-missing";
  }
  return null;
}

/** A unique-index race lost to another save at the same moment reads as the address being taken, not as a failure. */
function isSlugConflict(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === "object" && value !== null ? (value as { code?: unknown }).code : undefined);
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}

export async function createPost(
  db: Database,
  content: PostContent,
  author: RevisionAuthor,
): Promise<{ ok: true; id: string } | { ok: false; problem: SaveProblem }> {
  try {
    return await db.transaction(async (tx) => {
      const problem = await problemWith(tx, content, null);
      if (problem) return { ok: false, problem } as const;
      const [row] = await tx
        .insert(posts)
        .values({ ...content, ...textColumns(newTexts(content.texts, new Date())), authorId: author?.id ?? null })
        .returning({ id: posts.id });
      await recordSave(tx, {
        entity: "post",
        entityId: row!.id,
        previous: null,
        saved: { version: 1, data: revisionData(content) },
        author,
      });
      return { ok: true, id: row!.id } as const;
    });
  } catch (error) {
    if (isSlugConflict(error)) return { ok: false, problem: "slug-taken" };
    throw error;
  }
}

export type UpdateResult = "saved" | "changed-meanwhile" | "not-found" | SaveProblem;

/** Saves the post unless someone saved it since `loadedVersion`, keeping the replaced state as a revision. */
export async function updatePost(
  db: Database,
  postId: string,
  content: PostContent,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<UpdateResult> {
  try {
    return await db.transaction(async (tx) => {
      const current = await readPost(tx, postId);
      if (!current) return "not-found";
      if (current.version !== loadedVersion) return "changed-meanwhile";
      const problem = await problemWith(tx, content, postId);
      if (problem) return problem;
      const now = new Date();
      const texts = replaceTexts({ texts: current.content.texts, times: current.textTimes }, content.texts, now);
      const updated = await tx
        .update(posts)
        .set({ ...content, ...textColumns(texts), updatedAt: now, version: sql`${posts.version} + 1` })
        .where(and(eq(posts.id, postId), eq(posts.version, loadedVersion)))
        .returning({ id: posts.id });
      if (updated.length === 0) return "changed-meanwhile";
      await recordSave(tx, {
        entity: "post",
        entityId: postId,
        previous: { version: current.version, data: revisionData(current.content) },
        saved: { version: loadedVersion + 1, data: revisionData(content) },
        author,
      });
      return "saved";
    });
  } catch (error) {
    if (isSlugConflict(error)) return "slug-taken";
    throw error;
  }
}

/** Deletes a post in both languages with its history. */
export async function deletePost(db: Database, postId: string): Promise<"deleted" | "not-found"> {
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(posts).where(eq(posts.id, postId)).returning({ id: posts.id });
    if (deleted.length === 0) return "not-found";
    await deleteRevisions(tx, "post", postId);
    return "deleted";
  });
}

/** A post with its version, for the editor; null for an unknown id. */
export async function readPost(
  db: DatabaseExecutor,
  postId: string,
): Promise<{ content: PostContent; version: number; updatedAt: Date; textTimes: TextTimes<PostTexts> } | null> {
  if (!isUuid(postId)) return null;
  const [row] = await db
    .select({ ...contentColumns, version: posts.version, updatedAt: posts.updatedAt, textTimes: posts.textTimes })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  if (!row) return null;
  const { version, updatedAt, textTimes, ...content } = row;
  return { content, version, updatedAt, textTimes };
}

export type DashboardPost = {
  id: string;
  slug: string;
  texts: PostTitles;
  status: "draft" | "published";
  publishedAt: Date | null;
  updatedAt: Date;
};

/** Every post for the dashboard's list: the latest publication first, drafts (no date) at the top. */
export async function listPostsForDashboard(db: DatabaseExecutor): Promise<DashboardPost[]> {
  return db
    .select({
      id: posts.id,
      slug: posts.slug,
      texts: postTitleTexts,
      status: posts.status,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .orderBy(sql`${posts.publishedAt} desc nulls first`, desc(posts.updatedAt));
}

/** A post's title and summary as a page in a language shows them: its own, or the English standing in. */
export type PostSummary = {
  slug: string;
  title: ShownText<string>;
  summary: ShownText<string>;
  publishedAt: Date;
  cover: SiteImage | null;
};

export const NEWS_PAGE_SIZE = 12;

/** The title and summary a page in `language` shows, with the English ones that stand in for those not written in it. */
function summaryColumns(language: Language) {
  const own = textColumnsIn(language);
  const english = textColumnsIn("en");
  return { title: own.title, summary: own.summary, titleEn: english.title, summaryEn: english.summary };
}

function shownSummary(row: { title: string; summary: string; titleEn: string; summaryEn: string }, language: Language) {
  return { title: shownPostText(row.title, row.titleEn, language), summary: shownPostText(row.summary, row.summaryEn, language) };
}

/** One page of the posts buyers see in a language: published, due, newest first; `section` narrows to Recent or Past News. */
export async function listPublishedPosts(
  db: DatabaseExecutor,
  language: Language,
  options: { section: NewsSection; page: number; now?: Date },
): Promise<{ posts: PostSummary[]; total: number }> {
  const now = options.now ?? new Date();
  const since = recentNewsSince(now);
  const where = and(
    publishedBy(now),
    shownIn(language),
    options.section === "recent" ? gte(posts.publishedAt, since) : undefined,
    options.section === "past" ? lt(posts.publishedAt, since) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({ slug: posts.slug, ...summaryColumns(language), publishedAt: posts.publishedAt, coverImageId: posts.coverImageId })
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(NEWS_PAGE_SIZE)
      .offset((Math.max(1, options.page) - 1) * NEWS_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(posts).where(where),
  ]);
  const covers = await resolveImages(
    db,
    rows.map((row) => row.coverImageId),
  );
  return {
    posts: rows.map((row) => ({
      slug: row.slug,
      ...shownSummary(row, language),
      publishedAt: row.publishedAt!,
      cover: row.coverImageId ? (covers.get(row.coverImageId) ?? null) : null,
    })),
    total: count?.total ?? 0,
  };
}

export type PublicPost = PostSummary & { body: ShownText<RichTextDocument | null>; updatedAt: Date; languages: Language[] };

/** A post's page in one language; null when it is not published yet, is a draft, or is not shown in that language. */
export async function readPublishedPost(
  db: DatabaseExecutor,
  slug: string,
  language: Language,
  now = new Date(),
): Promise<PublicPost | null> {
  const [row] = await db
    .select({
      slug: posts.slug,
      ...summaryColumns(language),
      body: textColumnsIn(language).body,
      bodyEn: textColumnsIn("en").body,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
      coverImageId: posts.coverImageId,
      titles: postTitleTexts,
    })
    .from(posts)
    .where(and(eq(posts.slug, slug), publishedBy(now), shownIn(language)))
    .limit(1);
  if (!row) return null;
  const cover = row.coverImageId ? ((await resolveImages(db, [row.coverImageId])).get(row.coverImageId) ?? null) : null;
  return {
    slug: row.slug,
    ...shownSummary(row, language),
    body: shownPostText(row.body, row.bodyEn, language),
    publishedAt: row.publishedAt!,
    updatedAt: row.updatedAt,
    cover,
    languages: postLanguages(row.titles),
  };
}

/** The newest posts a language's pages show, for its RSS feed. */
export async function listFeedPosts(
  db: DatabaseExecutor,
  language: Language,
  now = new Date(),
): Promise<{ slug: string; title: string; summary: string; publishedAt: Date }[]> {
  const rows = await db
    .select({ slug: posts.slug, ...summaryColumns(language), publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(publishedBy(now), shownIn(language)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(50);
  return rows.map((row) => {
    const { title, summary } = shownSummary(row, language);
    return { slug: row.slug, title: title.text, summary: summary.text, publishedAt: row.publishedAt! };
  });
}

/** Every published post for the sitemap, with the languages it is written in. */
export async function listPostsForSitemap(
  db: DatabaseExecutor,
  now = new Date(),
): Promise<{ slug: string; lastModified: Date; languages: Language[] }[]> {
  const rows = await db
    .select({
      slug: posts.slug,
      updatedAt: posts.updatedAt,
      publishedAt: posts.publishedAt,
      titles: postTitleTexts,
    })
    .from(posts)
    .where(publishedBy(now))
    .orderBy(desc(posts.publishedAt));
  return rows.map((row) => ({
    slug: row.slug,
    // A scheduled post saved last week changes for buyers when it appears.
    lastModified: new Date(Math.max(row.updatedAt.getTime(), row.publishedAt!.getTime())),
    languages: postLanguages(row.titles),
  }));
}
