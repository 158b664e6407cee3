import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { brochures, catalogueImports, categories, posts, products, roomCompositions } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { askForBrochures, buildDueBrochures, findBrochure, type BrochureServices } from "~/modules/brochure/brochure-files.server";
import { removeOrphanFiles } from "~/modules/maintenance/cleanup-jobs.server";
import { siteContentVersionReader } from "~/modules/page-cache/content-version.server";
import { compositionFiles, ensureShippedScenes, firstRooms } from "~/modules/room-scenes/room-scenes.server";
import { saveSiteLanguages } from "~/modules/site-settings/site-languages.server";
import { storeImageVariants } from "~/modules/storage/images.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { loader as brochureRoute } from "~/routes/resources/brochure";
import { databaseKinds, openTestDatabase } from "../support/database";
import { categoryRow, postRow } from "../support/content-rows";
import { embeddedFontNames, glyphTextsByFont, pdfText } from "../support/pdf";
import { productTexts } from "../support/product-texts";

/** The product titles each language's brochure must show, the owner's translations of them. */
const titles: Record<Language, { gold: string; carrara: string }> = {
  en: { gold: "Calacatta Gold", carrara: "Carrara White" },
  zh: { gold: "卡拉卡塔金", carrara: "卡拉拉白" },
  es: { gold: "Calacatta Oro", carrara: "Blanco Carrara" },
  ru: { gold: "Калакатта Голд", carrara: "Каррара Белый" },
  ar: { gold: "كالاكاتا الذهبي", carrara: "كرارا الأبيض" },
};
const textsOf = (name: "gold" | "carrara") =>
  productTexts(
    { title: titles.en[name], description: [`${titles.en[name]} for kitchen worktops.`] },
    Object.fromEntries((["zh", "es", "ru", "ar"] as const).map((language) => [language, { title: titles[language][name] }])),
  );

const config = { PUBLIC_URL: "https://www.saide.example", SITE_TIME_ZONE: "Asia/Shanghai" };
/** Spaces as pdf.js reads them back vary with the layout; the words are what a reader sees. */
const squeezed = (text: string) => text.replace(/\s+/gu, " ");

describe.each(databaseKinds)("catalogue brochures on %s", (kind) => {
  let database: DatabaseHandle;
  let storageRoot: string;
  let storage: Storage;
  let services: BrochureServices;
  const built: { language: string; scope: string; bytes: number; ms: number }[] = [];

  const build = () => buildDueBrochures(services, { automatic: true });
  const fileOf = async (language: Language, categorySlug: string | null) => {
    const found = await findBrochure(database.db, storage, language, categorySlug);
    if (found?.state !== "ready") throw new Error(`no ${language} brochure of ${categorySlug ?? "the catalogue"}`);
    return { ...found, pdf: await buffer(found.file.body) };
  };
  /** The public route as a buyer's request reaches it. */
  const get = (pathname: string, headers: Record<string, string> = {}) =>
    brochureRoute({
      request: new Request(`https://www.saide.example${pathname}`, { headers }),
      params: { categorySlug: pathname.match(/brochure\/([^/]+)\/catalogue\.pdf$/)?.[1] },
      context: { services: { db: database.db, storage } },
    } as unknown as Parameters<typeof brochureRoute>[0]) as Promise<Response>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    storageRoot = await mkdtemp(path.join(tmpdir(), "brochure-"));
    storage = createLocalStorage(storageRoot);
    services = {
      db: database.db,
      storage,
      config,
      log: (event) => {
        if (event.event === "brochure.built")
          built.push({ language: String(event.language), scope: String(event.scope), bytes: Number(event.bytes), ms: Number(event.ms) });
      },
    };
    const photo = await storeImageVariants(
      storage,
      await sharp({ create: { width: 1800, height: 1100, channels: 3, background: "#d9cbb0" } })
        .jpeg()
        .toBuffer(),
      "saide/calacatta-gold",
    );
    await database.db
      .insert(categories)
      .values([
        categoryRow({ id: "calacatta", slug: "calacatta", titleEn: "Calacatta Series", titleZh: "卡拉卡塔系列", sortOrder: 0 }),
        categoryRow({ id: "carrara", slug: "carrara", titleEn: "Carrara Series", titleZh: "卡拉拉系列", sortOrder: 1 }),
      ]);
    await database.db.insert(products).values([
      { id: "calacatta-gold", texts: textsOf("gold"), photoUrl: photo.photoUrl, photoVariants: photo.variants, categoryId: "calacatta" },
      { id: "carrara-white", texts: textsOf("carrara"), photoUrl: photo.photoUrl, photoVariants: photo.variants, categoryId: "carrara" },
      {
        id: "hidden-grey",
        texts: productTexts({ title: "Hidden Grey" }, { zh: { title: "隐藏灰" } }),
        photoUrl: "/media/saide/none.jpg",
        categoryId: "calacatta",
        visible: false,
      },
    ]);
    // The rooms every site ships, which apply to every product.
    await ensureShippedScenes(database.db, storage);
    await build();
  }, 120_000);
  afterAll(async () => {
    await database.close();
    await rm(storageRoot, { recursive: true, force: true });
    const whole = built.filter((run) => run.scope === "all");
    console.info(`brochures on ${kind}: ${whole.map((run) => `${run.language} ${run.bytes} B in ${run.ms} ms`).join(", ")}`);
  });

  it("draws the whole catalogue in each served language: the products' own titles, the Arabic in its font, no hidden product", async () => {
    for (const language of ["en", "zh", "es", "ru", "ar"] as const) {
      const { pdf } = await fileOf(language, null);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = squeezed(await pdfText(pdf));
      if (language === "ar") {
        // A reader's copy of shaped Arabic is not exact: every letter of the titles is drawn, in the Arabic font.
        const drawn = new Set(glyphTextsByFont(pdf).flat().join(""));
        for (const letter of (titles.ar.gold + "كتالوج").replace(/\s/gu, "")) expect(drawn).toContain(letter);
        expect(text).toMatch(/\p{Script=Arabic}{3}/u);
      } else {
        expect(text).toContain(titles[language].gold);
        expect(text).toContain(titles[language].carrara);
      }
      expect(text).not.toContain("Hidden Grey");
      // The cover lists the collections, each page names its number and how many there are.
      expect(text).toContain(language === "zh" ? "卡拉拉系列" : "Carrara Series");
      const fonts = embeddedFontNames(pdf).map((name) => name.split("+")[1]);
      expect(fonts).toContain("NotoSansSC-Bold");
      if (language === "ar") expect(fonts.some((name) => name?.startsWith("NotoSansArabic"))).toBe(true);
    }
    const english = squeezed(await pdfText((await fileOf("en", null)).pdf));
    expect(english).toContain("Page 3 of 3");
    expect(english).toContain("Product page: https://www.saide.example/product/carrara-white");
    expect(squeezed(await pdfText((await fileOf("ru", null)).pdf))).toContain("Каталог продукции");
  });

  it("draws a category's brochure with that category's products only", async () => {
    const { pdf, contentDisposition } = await fileOf("zh", "calacatta");
    const text = squeezed(await pdfText(pdf));
    expect(text).toContain("卡拉卡塔金");
    expect(text).not.toContain("卡拉拉白");
    expect(text).not.toContain("隐藏灰");
    expect(contentDisposition).toBe(
      `inline; filename="calacatta-catalogue.pdf"; filename*=UTF-8''${encodeURIComponent("产品目录-卡拉卡塔系列.pdf")}`,
    );
  });

  it("shows each product's room once it is composed, asking for it meanwhile", async () => {
    const rooms = await firstRooms(database.db, await database.db.select().from(products).where(eq(products.visible, true)));
    const gold = rooms.get("calacatta-gold")!;
    const [wanted] = await database.db.select().from(roomCompositions).where(eq(roomCompositions.productId, "calacatta-gold"));
    expect(wanted).toMatchObject({ status: "wanted", fingerprint: gold.fingerprint });
    const imagesIn = (pdf: Buffer) => pdf.toString("latin1").split("/Subtype /Image").length - 1;
    const before = await fileOf("en", "calacatta");
    expect(imagesIn(before.pdf)).toBe(1);

    // As the room worker leaves a composition: its files stored, its row ready.
    const room = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#8a7f70" } })
      .jpeg()
      .toBuffer();
    await storage.put(gold.jpegKey, room, "image/jpeg");
    await database.db
      .update(roomCompositions)
      .set({ status: "ready", files: compositionFiles(gold.fingerprint, gold.sceneId, { width: 1600, height: 1000 }) })
      .where(eq(roomCompositions.productId, "calacatta-gold"));
    expect(await build()).toBeGreaterThan(0);
    const after = await fileOf("en", "calacatta");
    expect(after.etag).not.toBe(before.etag);
    expect(imagesIn(after.pdf)).toBe(2);
  });

  it("serves the previous file until the rebuild after a change, and redraws nothing for a change it does not show", async () => {
    const before = await fileOf("es", null);
    const version = siteContentVersionReader(database.db);
    const versionBefore = await version();
    await database.db
      .update(products)
      .set({ texts: { ...textsOf("gold"), es: { title: "Calacatta Oro Imperial" } } })
      .where(eq(products.id, "calacatta-gold"));
    expect(await version()).toBeGreaterThan(versionBefore);
    // Not drawn yet: the buyer still gets the previous file at once.
    expect((await fileOf("es", null)).etag).toBe(before.etag);
    await build();
    const after = await fileOf("es", null);
    expect(after.etag).not.toBe(before.etag);
    expect(squeezed(await pdfText(after.pdf))).toContain("Calacatta Oro Imperial");
    const [row] = await database.db
      .select()
      .from(brochures)
      .where(and(eq(brochures.language, "es"), eq(brochures.scope, "all")));
    expect(row?.contentVersion).toBe(await version());

    // A news post raises the version; no brochure shows it, so none is drawn again, and all are marked current.
    await database.db
      .insert(posts)
      .values(postRow({ slug: "trade-fair", titleEn: "Trade fair", status: "published", publishedAt: new Date() }));
    expect(await build()).toBe(0);
    const rows = await database.db.select().from(brochures);
    expect(rows.every((kept) => kept.contentVersion === rows[0]!.contentVersion)).toBe(true);
    expect((await fileOf("es", null)).etag).toBe(after.etag);

    // The replaced file goes with the orphan-file clean-up; the one in use stays.
    await removeOrphanFiles(database.db, storage, new Date(), 0);
    await removeOrphanFiles(database.db, storage, new Date(), 0);
    const kept = await storage.list("brochures/");
    expect(kept).toHaveLength(rows.length);
    expect((await fileOf("es", null)).pdf.length).toBe(after.pdf.length);
  });

  it("leaves a changed catalogue's brochures for after an import being applied, but draws one the dashboard asks for", async () => {
    const spanishBefore = await fileOf("es", null);
    const [running] = await database.db
      .insert(catalogueImports)
      .values({ status: "applying", sheetName: "catalogue.csv", folder: "imports/running" })
      .returning({ id: catalogueImports.id });
    try {
      await database.db
        .update(products)
        .set({ texts: { ...textsOf("gold"), es: { title: "Calacatta Oro Real" }, ru: { title: "Калакатта Голд Роял" } } })
        .where(eq(products.id, "calacatta-gold"));
      expect(await build()).toBe(0);
      expect((await fileOf("es", null)).etag).toBe(spanishBefore.etag);

      await askForBrochures(database.db, [{ language: "ru", scope: "all" }]);
      expect(await build()).toBe(1);
      expect(squeezed(await pdfText((await fileOf("ru", null)).pdf))).toContain(squeezed("Калакатта Голд Роял"));
      expect((await fileOf("es", null)).etag).toBe(spanishBefore.etag);

      await database.db
        .update(catalogueImports)
        .set({ status: "applied", finishedAt: new Date() })
        .where(eq(catalogueImports.id, running!.id));
      expect(await build()).toBeGreaterThan(0);
      expect(squeezed(await pdfText((await fileOf("es", null)).pdf))).toContain("Calacatta Oro Real");
    } finally {
      await database.db.delete(catalogueImports).where(eq(catalogueImports.id, running!.id));
    }
  });

  it("draws on a thread of its own: the server answers meanwhile, a stop ends the drawing at once, a failure is drawn again", async () => {
    const before = await fileOf("ar", null);
    const arabic = { language: "ar", scope: "all" } as const;
    const rowOf = async () =>
      (
        await database.db
          .select()
          .from(brochures)
          .where(and(eq(brochures.language, "ar"), eq(brochures.scope, "all")))
      )[0]!;
    await askForBrochures(database.db, [arabic]);
    const stopping = new AbortController();
    setTimeout(() => stopping.abort(), 300);
    const started = performance.now();
    expect(await buildDueBrochures(services, { automatic: false, signal: stopping.signal })).toBe(0);
    // Drawing the Arabic catalogue takes longer than this (its fonts alone); the stop does not wait for it, and the
    // brochure stays asked for.
    expect(performance.now() - started).toBeLessThan(700);
    expect((await rowOf()).wantedAt).not.toBeNull();

    // The longest the event loop, which answers every request, went without a turn while the brochure was drawn.
    let longestPauseMs = 0;
    let lastTurn = performance.now();
    const turns = setInterval(() => {
      longestPauseMs = Math.max(longestPauseMs, performance.now() - lastTurn);
      lastTurn = performance.now();
    }, 5);
    expect(await buildDueBrochures(services, { automatic: false })).toBe(1);
    clearInterval(turns);
    expect(longestPauseMs).toBeLessThan(150);
    const drawn = await fileOf("ar", null);
    expect(drawn.etag).toBe(before.etag);
    expect(drawn.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect((await rowOf()).wantedAt).toBeNull();

    // A change whose drawing failed (its thread out of memory, say) leaves the row marked current with the error and
    // the previous file served: the job's next run draws it again.
    await database.db
      .update(products)
      .set({ texts: { ...textsOf("carrara"), ar: { title: "كرارا الأبيض الملكي" } } })
      .where(eq(products.id, "carrara-white"));
    await database.db
      .update(brochures)
      .set({
        contentVersion: await siteContentVersionReader(database.db)(),
        error: "Error: Worker terminated due to reaching memory limit",
      })
      .where(and(eq(brochures.language, "ar"), eq(brochures.scope, "all")));
    // The Arabic catalogue and its Carrara series.
    expect(await build()).toBe(2);
    expect((await rowOf()).error).toBeNull();
    expect((await fileOf("ar", null)).etag).not.toBe(drawn.etag);
  });

  it("answers with the file and its ETag, 304 when unchanged, and a page in the buyer's language while none is drawn", async () => {
    const response = await get("/ru/brochure/catalogue.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Cache-Control")).toBe("public, no-cache");
    expect(response.headers.get("Content-Disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("katalog.pdf")}`);
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("Content-Length"))).toBe(pdf.length);
    expect(squeezed(await pdfText(pdf))).toContain(titles.ru.gold);
    const again = await get("/ru/brochure/catalogue.pdf", { "If-None-Match": response.headers.get("ETag")! });
    expect(again.status).toBe(304);

    // A category added a moment ago has no brochure yet: the buyer is told so, in Arabic, and asked to try again.
    await database.db.insert(categories).values(categoryRow({ id: "onyx", slug: "onyx", titleEn: "Onyx Series", sortOrder: 2 }));
    const preparing = await get("/ar/brochure/onyx/catalogue.pdf");
    expect(preparing.status).toBe(503);
    expect(preparing.headers.get("Retry-After")).toBe("30");
    expect(preparing.headers.get("Cache-Control")).toBe("no-store");
    const page = await preparing.text();
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain("جارٍ إعداد الكتالوج");
    expect(page).toContain('href="/ar/brochure/onyx/catalogue.pdf"');

    expect((await get("/brochure/no-such-series/catalogue.pdf")).status).toBe(404);
    // A language turned off: the English brochure instead.
    await saveSiteLanguages(database.db, { off: ["es"] });
    const moved = await get("/es/brochure/calacatta/catalogue.pdf").catch((thrown: unknown) => thrown as Response);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/brochure/calacatta/catalogue.pdf");
    await saveSiteLanguages(database.db, { off: [] });
  });
});
