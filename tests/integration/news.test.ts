import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { posts, revisions } from "~/database/schema";
import type { PostContent } from "~/modules/news/news";
import {
  createPost,
  deletePost,
  languagesWithPublishedNews,
  listFeedPosts,
  listPostsForSitemap,
  listPublishedPosts,
  readPost,
  readPublishedPost,
  updatePost,
} from "~/modules/news/news.server";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { postContent, type PostContentWritten } from "../support/content-rows";
import { translationsOf } from "~/i18n/translations-form";

const day = 24 * 60 * 60 * 1000;
const now = new Date("2026-05-01T00:00:00Z");
const body = { type: "doc" as const, content: [{ type: "paragraph", content: [{ type: "text", text: "Body" }] }] };

function post(overrides: Partial<PostContentWritten>): PostContent {
  return postContent({
    slug: "post",
    titleEn: "English title",
    titleZh: "中文标题",
    summaryEn: "Summary",
    summaryZh: "摘要",
    bodyEn: body,
    bodyZh: body,
    translations: {},
    coverImageId: null,
    status: "published",
    publishedAt: new Date(now.getTime() - day),
    ...overrides,
  });
}

async function created(database: DatabaseHandle, content: PostContent): Promise<string> {
  const result = await createPost(database.db, content, null);
  if (!result.ok) throw new Error(result.problem);
  return result.id;
}

describe.each(databaseKinds)("news posts on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(revisions);
    await database.db.delete(posts);
  });

  it("keeps a scheduled post and a draft away from buyers until the scheduled time", async () => {
    await created(database, post({ slug: "scheduled", publishedAt: new Date(now.getTime() + day) }));
    await created(database, post({ slug: "draft", status: "draft", publishedAt: null }));
    const before = await listPublishedPosts(database.db, "en", { section: "all", page: 1, now });
    expect(before.posts).toEqual([]);
    expect(await readPublishedPost(database.db, "scheduled", "en", now)).toBeNull();
    expect([...(await languagesWithPublishedNews(database.db, now))]).toEqual([]);
    expect(await listPostsForSitemap(database.db, now)).toEqual([]);

    const later = new Date(now.getTime() + 2 * day);
    const after = await listPublishedPosts(database.db, "en", { section: "all", page: 1, now: later });
    expect(after.posts.map((item) => item.slug)).toEqual(["scheduled"]);
    expect((await readPublishedPost(database.db, "scheduled", "zh", later))?.title.text).toBe("中文标题");
    expect([...(await languagesWithPublishedNews(database.db, later))]).toEqual(["en", "zh", "es", "ru", "ar"]);
  });

  it("shows a post written in English only in English and, in English, in the added languages; not in Chinese", async () => {
    await created(database, post({ slug: "english-only", titleZh: "", summaryZh: "", bodyZh: null }));
    expect([...(await languagesWithPublishedNews(database.db, now))]).toEqual(["en", "es", "ru", "ar"]);
    expect((await listPublishedPosts(database.db, "en", { section: "all", page: 1, now })).total).toBe(1);
    expect((await listPublishedPosts(database.db, "zh", { section: "all", page: 1, now })).total).toBe(0);
    expect(await readPublishedPost(database.db, "english-only", "zh", now)).toBeNull();
    expect(await readPublishedPost(database.db, "english-only", "en", now)).toMatchObject({
      title: { text: "English title", language: "en" },
      languages: ["en"],
    });
    expect(await readPublishedPost(database.db, "english-only", "ar", now)).toMatchObject({
      title: { text: "English title", language: "en" },
      body: { text: body, language: "en" },
    });
    expect(await listPostsForSitemap(database.db, now)).toMatchObject([{ slug: "english-only", languages: ["en"] }]);
  });

  it("shows a post in an added language in its own words, field by field, and one written only there only there", async () => {
    const spanishBody = {
      type: "doc" as const,
      content: [{ type: "paragraph", content: [{ type: "text", text: "Encimeras de cuarzo." }] }],
    };
    await created(
      database,
      post({ slug: "bilingual", translations: { es: { title: "Feria", body: spanishBody }, ru: { summary: "Без заголовка" } } }),
    );
    await created(
      database,
      post({ slug: "solo", titleEn: "", titleZh: "", summaryEn: "", summaryZh: "", translations: { es: { title: "Solo en español" } } }),
    );
    expect(await readPublishedPost(database.db, "bilingual", "es", now)).toMatchObject({
      title: { text: "Feria", language: "es" },
      summary: { text: "Summary", language: "en" },
      body: { text: spanishBody, language: "es" },
      languages: ["en", "zh", "es"],
    });
    // A summary without a title does not make the post Russian: the English stands in for the title.
    expect((await readPublishedPost(database.db, "bilingual", "ru", now))?.title).toEqual({ text: "English title", language: "en" });
    const titles = async (language: "en" | "es" | "ru") =>
      (await listPublishedPosts(database.db, language, { section: "all", page: 1, now })).posts.map((item) => item.title.text);
    expect(await titles("es")).toEqual(expect.arrayContaining(["Feria", "Solo en español"]));
    expect(await titles("en")).toEqual(["English title"]);
    expect(await titles("ru")).toEqual(["English title"]);
    expect(await readPublishedPost(database.db, "solo", "ru", now)).toBeNull();
    expect((await listFeedPosts(database.db, "es", now)).map((item) => item.title)).toEqual(
      expect.arrayContaining(["Feria", "Solo en español"]),
    );
    expect(await listPostsForSitemap(database.db, now)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ slug: "solo", languages: ["es"] }),
        expect.objectContaining({ slug: "bilingual", languages: ["en", "zh", "es"] }),
      ]),
    );
  });

  it("lists newest first and splits Recent News from Past News at 90 days", async () => {
    await created(database, post({ slug: "old", publishedAt: new Date(now.getTime() - 200 * day) }));
    await created(database, post({ slug: "newer", publishedAt: new Date(now.getTime() - 2 * day) }));
    await created(database, post({ slug: "newest", publishedAt: new Date(now.getTime() - day) }));
    const slugs = async (section: "all" | "recent" | "past") =>
      (await listPublishedPosts(database.db, "zh", { section, page: 1, now })).posts.map((item) => item.slug);
    expect(await slugs("all")).toEqual(["newest", "newer", "old"]);
    expect(await slugs("recent")).toEqual(["newest", "newer"]);
    expect(await slugs("past")).toEqual(["old"]);
  });

  it("refuses a save against an older version and an address another post uses", async () => {
    const id = await created(database, post({ slug: "first" }));
    await created(database, post({ slug: "second" }));
    expect(await updatePost(database.db, id, post({ slug: "first", titleEn: "Mine" }), 1, null)).toBe("saved");
    expect(await updatePost(database.db, id, post({ slug: "first", titleEn: "Stale" }), 1, null)).toBe("changed-meanwhile");
    expect(await updatePost(database.db, id, post({ slug: "second" }), 2, null)).toBe("slug-taken");
    expect(await createPost(database.db, post({ slug: "second" }), null)).toEqual({ ok: false, problem: "slug-taken" });
    const stored = await readPost(database.db, id);
    expect(stored).toMatchObject({ version: 2, content: { slug: "first", texts: { en: { title: "Mine" } } } });
  });

  it("keeps each save as a revision and restores an earlier one through the same version check", async () => {
    const id = await created(database, post({ slug: "history", titleEn: "First" }));
    expect(await updatePost(database.db, id, post({ slug: "history", titleEn: "Second", status: "draft" }), 1, null)).toBe("saved");
    const stored = await listRevisions(database.db, "post", id);
    expect(stored.map((revision) => revision.version)).toEqual([2, 1]);
    const kind = revisionKinds.post!;
    expect(kind.fields(stored[1]!.data, { timeZone: "Asia/Shanghai" })).toMatchObject({
      "标题（英文）": "First",
      状态: "已发布",
      "正文（英文）": "Body",
    });
    expect(await kind.current(database.db, id)).toEqual({ title: "新闻“中文标题”", version: 2 });

    expect(await kind.restore(database.db, id, stored[1]!.data, 1, null)).toBe("changed-meanwhile");
    expect(await kind.restore(database.db, id, stored[1]!.data, 2, null)).toBe("saved");
    expect(await readPost(database.db, id)).toMatchObject({
      version: 3,
      content: { texts: { en: { title: "First" } }, status: "published" },
    });
    expect(await readPublishedPost(database.db, "history", "en", now)).toMatchObject({ title: { text: "First" } });
  });

  it("names the texts of the added languages in the history, and restores a revision saved before posts had them", async () => {
    const id = await created(
      database,
      post({ slug: "translated-history", translations: { ar: { title: "معرض", summary: "ألواح كوارتز" } } }),
    );
    const [revision] = await listRevisions(database.db, "post", id);
    expect(revisionKinds.post!.fields(revision!.data, { timeZone: "UTC" })).toMatchObject({
      "标题（阿拉伯语）": "معرض",
      "摘要（阿拉伯语）": "ألواح كوارتز",
      "标题（西班牙语）": "",
    });
    const data = revision!.data as { texts: Record<string, unknown> };
    const before = { ...data, texts: { en: data.texts.en, zh: data.texts.zh } };
    expect(await revisionKinds.post!.restore(database.db, id, before, 1, null)).toBe("saved");
    expect(translationsOf((await readPost(database.db, id))!.content.texts)).toEqual({});
  });

  it("refuses to restore a version whose address another post took since, and says so", async () => {
    const id = await created(database, post({ slug: "spring" }));
    expect(await updatePost(database.db, id, post({ slug: "spring-2026" }), 1, null)).toBe("saved");
    await created(database, post({ slug: "spring" }));
    const [, original] = await listRevisions(database.db, "post", id);
    expect(await revisionKinds.post!.restore(database.db, id, original!.data, 2, null)).toBe("conflicts-now");
    expect(await readPost(database.db, id)).toMatchObject({ version: 2, content: { slug: "spring-2026" } });
  });

  it("deletes a post with its history", async () => {
    const id = await created(database, post({ slug: "gone" }));
    expect(await deletePost(database.db, id)).toBe("deleted");
    expect(await listRevisions(database.db, "post", id)).toEqual([]);
    expect(await deletePost(database.db, id)).toBe("not-found");
    expect(await readPost(database.db, "not-a-uuid")).toBeNull();
  });
});
