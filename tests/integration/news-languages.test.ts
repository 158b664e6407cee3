import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { ar } from "~/i18n/ar";
import { ru } from "~/i18n/ru";
import { createPost } from "~/modules/news/news.server";
import type { PostContent } from "~/modules/news/news";
import { richTextFromPlainText } from "~/modules/news/rich-text";
import { createPostgresDatabase } from "../support/database";
import { request } from "../support/http";
import { startBuiltServer, type RunningServer } from "../support/server";
import { postContent, type PostContentWritten } from "../support/content-rows";

/** News posts as buyers in the added languages meet them on the built server (docs/requirements/languages.md#owner-texts-in-every-language). */
let server: RunningServer;
let database: { url: string; drop: () => Promise<void> };
let db: DatabaseHandle;

const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
const post = (content: Partial<PostContentWritten> & Pick<PostContent, "slug">): PostContent =>
  postContent({
    titleEn: "",
    titleZh: "",
    summaryEn: "",
    summaryZh: "",
    bodyEn: null,
    bodyZh: null,
    translations: {},
    coverImageId: null,
    status: "published",
    publishedAt: yesterday,
    ...content,
  });

const fair = post({
  slug: "canton-fair",
  titleEn: "Meet us at the Canton Fair",
  summaryEn: "Forty quartz slabs at booth 12.",
  bodyEn: richTextFromPlainText("Visit booth 12 to see our new colours."),
  titleZh: "广交会见",
  translations: {
    es: {
      title: "Visítenos en la Feria de Cantón",
      summary: "Cuarenta tablas de cuarzo en el stand 12.",
      body: richTextFromPlainText("Encimeras de cuarzo en el stand 12."),
    },
    ru: { title: "Встречаемся на Кантонской ярмарке" },
  },
});
const spanishOnly = post({
  slug: "solo-espanol",
  translations: {
    es: {
      title: "Nuevo almacén en Valencia",
      summary: "Tablas de cuarzo listas para entrega.",
      body: richTextFromPlainText("Encimeras a medida."),
    },
  },
});

beforeAll(async () => {
  database = await createPostgresDatabase();
  db = await openDatabase({ url: database.url, dataDir: "" });
  for (const content of [fair, spanishOnly]) {
    const created = await createPost(db.db, content, null);
    if (!created.ok) throw new Error(created.problem);
  }
  server = await startBuiltServer({ DATABASE_URL: database.url, SEED_DEMO: "false" });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.close();
  await database?.drop();
});

const unescaped = (text: string) => text.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
const metaDescription = (html: string) => unescaped(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
const articleLanguage = (html: string) => /"@type":"NewsArticle".*?"inLanguage":"([^"]+)"/.exec(html)?.[1];
const hrefLangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="https?:\/\/[^/"]+(\/[^"]*)"\/>/g)].map(
    (link) => `${link[1]} ${link[2]}`,
  );

describe("a post on the pages of the added languages", () => {
  it("shows the Spanish post in Spanish, unmarked, with its Spanish summary as the description", async () => {
    const page = await request(server.baseUrl, "/es/news-center/canton-fair");
    expect(page.status).toBe(200);
    const body = unescaped(page.body);
    expect(body).toMatch(/<h1 class="[^"]*">Visítenos en la Feria de Cantón<\/h1>/);
    expect(body).toContain(">Cuarenta tablas de cuarzo en el stand 12.</p>");
    expect(body).toMatch(/<div class="mt-6"><div class="[^"]*"><p class="[^"]*">Encimeras de cuarzo en el stand 12.<\/p>/);
    expect(body).not.toContain("Visit booth 12");
    expect(page.body.slice(page.body.indexOf("<article"), page.body.indexOf("</article>"))).not.toContain('lang="en"');
    expect(metaDescription(page.body)).toBe("Cuarenta tablas de cuarzo en el stand 12.");
    expect(articleLanguage(page.body)).toBe("es");
  });

  it("shows an English post on an Arabic page in English, each text marked as English, and a description in Arabic", async () => {
    const page = await request(server.baseUrl, "/ar/news-center/canton-fair");
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toMatch(/<h1 lang="en" dir="ltr" class="[^"]*">Meet us at the Canton Fair<\/h1>/);
    expect(page.body).toMatch(/<p lang="en" dir="ltr" class="[^"]*">Forty quartz slabs at booth 12.<\/p>/);
    expect(page.body).toMatch(
      /<div lang="en" dir="ltr" class="mt-6"><div class="[^"]*"><p class="[^"]*">Visit booth 12 to see our new colours.<\/p>/,
    );
    // Search texts never mix languages: the English summary gives way to the catalog's description.
    expect(metaDescription(page.body)).toBe(ar.meta.newsDescription);
    expect(articleLanguage(page.body)).toBe("en");
    const list = await request(server.baseUrl, "/ar/news-center");
    expect(list.body).toMatch(
      /<a lang="en" dir="ltr" class="[^"]*" href="\/ar\/news-center\/canton-fair"[^>]*>Meet us at the Canton Fair<\/a>/,
    );
  });

  it("marks only the texts not written in the language: a Russian title above the English summary and body", async () => {
    const page = await request(server.baseUrl, "/ru/news-center/canton-fair");
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1 class="[^"]*">Встречаемся на Кантонской ярмарке<\/h1>/);
    expect(page.body).toMatch(/<p lang="en" dir="ltr" class="[^"]*">Forty quartz slabs at booth 12.<\/p>/);
    expect(page.body).toMatch(/<div lang="en" dir="ltr" class="mt-6"><div class="[^"]*"><p class="[^"]*">Visit booth 12/);
    expect(metaDescription(page.body)).toBe(ru.meta.newsDescription);
    expect(articleLanguage(page.body)).toBe("ru");
    const feed = await request(server.baseUrl, "/ru/news-center/rss.xml");
    expect(feed.body).toContain("<title>Встречаемся на Кантонской ярмарке</title>");
  });

  it("names the post's twins in every language it shows in, in hreflang and the sitemap", async () => {
    const page = await request(server.baseUrl, "/es/news-center/canton-fair");
    expect(hrefLangs(page.body)).toEqual([
      "en /news-center/canton-fair",
      "zh-CN /news-center-zh/canton-fair",
      "es /es/news-center/canton-fair",
      "ru /ru/news-center/canton-fair",
      "ar /ar/news-center/canton-fair",
      "x-default /news-center/canton-fair",
    ]);
    const sitemap = (await request(server.baseUrl, "/sitemap.xml")).body;
    for (const path of [
      "/news-center/canton-fair",
      "/news-center-zh/canton-fair",
      "/es/news-center/canton-fair",
      "/ar/news-center/canton-fair",
    ]) {
      expect(sitemap).toContain(`<loc>${server.baseUrl}${path}</loc>`);
    }
  });
});

describe("a post written only in Spanish", () => {
  it("shows on Spanish pages, in the list and the feed, with the Spanish address as its only twin", async () => {
    const list = await request(server.baseUrl, "/es/news-center");
    expect(unescaped(list.body)).toMatch(/<a class="[^"]*" href="\/es\/news-center\/solo-espanol"[^>]*>Nuevo almacén en Valencia<\/a>/);
    const page = await request(server.baseUrl, "/es/news-center/solo-espanol");
    expect(page.status).toBe(200);
    expect(hrefLangs(page.body)).toEqual(["es /es/news-center/solo-espanol", "x-default /es/news-center/solo-espanol"]);
    expect(unescaped((await request(server.baseUrl, "/es/news-center/rss.xml")).body)).toContain(
      "<title>Nuevo almacén en Valencia</title>",
    );
  });

  it("is absent from the English, Chinese, Russian and Arabic pages, feeds and the sitemap's other languages", async () => {
    for (const path of [
      "/news-center/solo-espanol",
      "/news-center-zh/solo-espanol",
      "/ru/news-center/solo-espanol",
      "/ar/news-center/solo-espanol",
    ]) {
      expect((await request(server.baseUrl, path)).status, path).toBe(404);
    }
    for (const path of ["/news-center", "/ru/news-center", "/news-center/rss.xml", "/ru/news-center/rss.xml"]) {
      const body = unescaped((await request(server.baseUrl, path)).body);
      expect(body, path).not.toContain("solo-espanol");
      expect(body, path).not.toContain("Nuevo almacén");
    }
    const sitemap = (await request(server.baseUrl, "/sitemap.xml")).body;
    expect(sitemap).toContain(`<loc>${server.baseUrl}/es/news-center/solo-espanol</loc>`);
    expect(sitemap.match(/[^"<>]*solo-espanol/g)).toEqual([`${server.baseUrl}/es/news-center/solo-espanol`]);
  });
});
