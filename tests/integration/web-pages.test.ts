import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { media, revisions, siteSettings } from "~/database/schema";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { revisionKinds } from "~/modules/history/revision-kinds.server";
import { defaultAboutPage, type AboutPage } from "~/modules/site-settings/about-page";
import { ensureSiteImages } from "~/modules/site-settings/hero-images.server";
import { defaultHomePage, type HomePage } from "~/modules/site-settings/home-page";
import { PAGE_DOCUMENT_ID } from "~/modules/site-settings/page-documents";
import { discardDraft, publishDraft, readPageDocument, readPublicDocument, saveDraft } from "~/modules/site-settings/page-drafts.server";
import { defaultPageSeo } from "~/modules/site-settings/page-seo";
import { homeSlides } from "~/modules/site-settings/public-pages.server";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import { builtInImages } from "~/modules/site-settings/site-images";
import { createLocalStorage } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";

const owner = null;
const withHeading = (heading: string): HomePage => ({
  ...defaultHomePage,
  slides: defaultHomePage.slides.map((slide, index) =>
    index === 0
      ? { ...slide, texts: { ...slide.texts, en: { ...slide.texts.en, heading }, zh: { heading: `${heading}（中文）` } } }
      : slide,
  ),
});

const aboutNamed = (name: string): AboutPage => ({
  ...defaultAboutPage,
  texts: { ...defaultAboutPage.texts, en: { ...defaultAboutPage.texts.en, name } },
});

describe.each(databaseKinds)("web pages on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(siteSettings);
    await database.db.delete(revisions);
  });

  it("keeps buyers on the published version while a draft is saved, previewed and discarded", async () => {
    const { db } = database;
    const start = await readPageDocument(db, "homePage");
    expect(start).toMatchObject({ published: defaultHomePage, draft: null, version: 0, draftStamp: "" });

    expect(await saveDraft(db, "homePage", withHeading("Draft heading"), start)).toBe("saved");
    const drafted = await readPageDocument(db, "homePage");
    expect(drafted.version).toBe(0);
    expect(drafted.draft?.slides[0]?.texts.en.heading).toBe("Draft heading");
    expect(await readSetting(db, "homePage")).toEqual(defaultHomePage);
    expect((await readPublicDocument(db, "homePage", false)).slides[0]?.texts.en.heading).toBe("");
    expect((await readPublicDocument(db, "homePage", true)).slides[0]?.texts.en.heading).toBe("Draft heading");

    // A second editor who loaded the page before that draft cannot overwrite it silently.
    expect(await saveDraft(db, "homePage", withHeading("Other heading"), start)).toBe("changed-meanwhile");
    expect(await discardDraft(db, "homePage", start.draftStamp)).toBe("changed-meanwhile");
    expect(await discardDraft(db, "homePage", drafted.draftStamp)).toBe("saved");
    expect(await readPageDocument(db, "homePage")).toMatchObject({ draft: null, version: 0, published: defaultHomePage });
  });

  it("publishes the previewed draft, and refuses a publish after someone else published or changed the draft", async () => {
    const { db } = database;
    await saveDraft(db, "aboutPage", aboutNamed("Saide Stone"), { version: 0, draftStamp: "" });
    const first = await readPageDocument(db, "aboutPage");
    expect(await publishDraft(db, "aboutPage", first, owner)).toBe("published");
    const published = await readPageDocument(db, "aboutPage");
    expect(published).toMatchObject({ version: 1, draft: null });
    expect((await readSetting(db, "aboutPage")).texts.en.name).toBe("Saide Stone");

    // The stale editor still shows version 0 and the old draft.
    expect(await publishDraft(db, "aboutPage", first, owner)).toBe("changed-meanwhile");
    expect(await publishDraft(db, "aboutPage", published, owner)).toBe("no-draft");

    await saveDraft(db, "aboutPage", aboutNamed("Draft A"), published);
    const seenA = await readPageDocument(db, "aboutPage");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await saveDraft(db, "aboutPage", aboutNamed("Draft B"), seenA);
    expect(await publishDraft(db, "aboutPage", seenA, owner)).toBe("changed-meanwhile");
    expect((await readSetting(db, "aboutPage")).texts.en.name).toBe("Saide Stone");
  });

  it("records each publish as a revision, and restoring one publishes that state", async () => {
    const { db } = database;
    await saveDraft(
      db,
      "pageSeo",
      {
        ...defaultPageSeo,
        home: { ...defaultPageSeo.home, texts: { en: { title: "First title", description: "" }, es: { title: "Primer título" } } },
      },
      { version: 0, draftStamp: "" },
    );
    await publishDraft(db, "pageSeo", await readPageDocument(db, "pageSeo"), owner);
    const afterFirst = await readPageDocument(db, "pageSeo");
    await saveDraft(
      db,
      "pageSeo",
      { ...defaultPageSeo, home: { ...defaultPageSeo.home, texts: { en: { title: "Second title", description: "" } } } },
      afterFirst,
    );
    await publishDraft(db, "pageSeo", await readPageDocument(db, "pageSeo"), owner);

    const history = await listRevisions(db, "page-seo", PAGE_DOCUMENT_ID);
    expect(history.map((revision) => revision.version)).toEqual([2, 1, 0]);
    const kind = revisionKinds["page-seo"]!;
    expect(kind.fields(history[1]!.data, { timeZone: "Asia/Shanghai" })).toMatchObject({
      "首页 · 标题（英文）": "First title",
      "首页 · 标题（西班牙语）": "Primer título",
      "首页 · 标题（俄语）": "",
    });
    expect(await kind.current(db, PAGE_DOCUMENT_ID)).toMatchObject({ version: 2 });

    expect(await kind.restore(db, PAGE_DOCUMENT_ID, history[1]!.data, 1, owner)).toBe("changed-meanwhile");
    expect(await kind.restore(db, PAGE_DOCUMENT_ID, history[1]!.data, 2, owner)).toBe("saved");
    expect((await readSetting(db, "pageSeo")).home.texts).toMatchObject({ en: { title: "First title" }, es: { title: "Primer título" } });
    expect((await listRevisions(db, "page-seo", PAGE_DOCUMENT_ID))[0]).toMatchObject({ version: 3 });
  });

  it("reads a home page stored in the first document shape as extra slides after the built-in ones", async () => {
    const { db } = database;
    await db.insert(siteSettings).values({ key: "homePage", value: { header: "/media/library/", end: "-1600.jpg", urls: ["spring"] } });
    const page = await readSetting(db, "homePage");
    expect(page.slides.map((slide) => slide.image)).toEqual([...builtInImages.map((image) => image.id), "/media/library/spring-1600.jpg"]);
    const slides = await homeSlides(db, page, "en");
    expect(slides.at(-1)).toMatchObject({ src: "/media/library/spring-1600.jpg" });
    // Publishing over it records the first shape's state as read, so it can be restored.
    await saveDraft(db, "homePage", withHeading("New"), await readPageDocument(db, "homePage"));
    expect(await publishDraft(db, "homePage", await readPageDocument(db, "homePage"), owner)).toBe("published");
    const [, original] = await listRevisions(db, "home-page", PAGE_DOCUMENT_ID);
    expect(revisionKinds["home-page"]!.fields(original!.data, { timeZone: "Asia/Shanghai" })).toMatchObject({
      "第 4 张幻灯片 · 图片": "/media/library/spring-1600.jpg",
    });
  });

  it("creates the site's own pictures once, as library images with alt texts, which the default slides show", async () => {
    const { db } = database;
    const filesDir = mkdtempSync(path.join(tmpdir(), "quartz-site-images-"));
    try {
      const storage = createLocalStorage(filesDir);
      expect(await ensureSiteImages(db, storage)).toBe(3);
      expect(await ensureSiteImages(db, storage)).toBe(0);
      const [row] = await db.select().from(media).where(eq(media.id, builtInImages[0].id));
      expect(row).toMatchObject({
        baseKey: "site/hero-1",
        texts: { en: { alt: builtInImages[0].alt.en }, zh: { alt: builtInImages[0].alt.zh } },
      });
      const stored = await storage.list("site/");
      expect(stored).toEqual(expect.arrayContaining(row!.variants.map((variant) => variant.key)));
      const slides = await homeSlides(db, defaultHomePage, "zh");
      expect(slides).toHaveLength(3);
      expect(slides[0]).toMatchObject({ src: "/media/site/hero-1-1600.jpg", alt: builtInImages[0].alt.zh });
      expect(slides[0]!.srcSet).toContain("/media/site/hero-1-480.webp 480w");
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});

describe("a site started without the demo catalogue", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startBuiltServer({ SEED_DEMO: "false" });
  }, 180_000);
  afterAll(() => server?.stop());

  it.each(["/", "/zh", "/about-us", "/about-us-zh"])("shows working pictures with alt texts on %s", async (path) => {
    const html = await (await fetch(`${server.baseUrl}${path}`)).text();
    const images = [...html.matchAll(/<img [^>]*src="(\/media\/[^"]+)"[^>]*>/g)];
    expect(images.length).toBeGreaterThanOrEqual(3);
    const alts = images.map(([tag]) => /alt="([^"]*)"/.exec(tag)?.[1]);
    expect(alts.filter(Boolean).length).toBeGreaterThanOrEqual(3);
    for (const [, src] of images) {
      const picture = await fetch(`${server.baseUrl}${src}`);
      expect(picture.status, src).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/jpeg");
    }
  });
});
