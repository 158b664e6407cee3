import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "~/database/client.server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, productPhotos, products, siteSettings } from "~/database/schema";
import { languageEntry, languages } from "~/i18n/languages";
import { sitemapEntries, sitemapParts, urlSet } from "~/modules/seo/sitemap";
import { listSitemapPages } from "~/modules/seo/sitemap.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { productTexts } from "../support/product-texts";

const origin = "https://quartz.example";

/** Each `<url>` of a sitemap as its location, lastmod, alternates and images. */
function parseUrls(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(entry!)![1]!,
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(entry!)?.[1],
    alternates: Object.fromEntries(
      [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, language, href]) => [language!, href!]),
    ),
    images: [...entry!.matchAll(/<image:loc>(.*?)<\/image:loc>/g)].map(([, image]) => image!),
  }));
}

describe.each(databaseKinds)("sitemap on %s", (kind) => {
  let database: DatabaseHandle;
  const sitemap = async (now = new Date()) => parseUrls(urlSet(sitemapEntries(origin, await listSitemapPages(database.db, origin, now))));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const [photo] = await database.db
      .insert(media)
      .values({
        baseKey: "library/slab",
        filename: "slab.jpg",
        width: 1600,
        height: 1067,
        variants: [{ key: "library/slab-1600.jpg", width: 1600, height: 1067, format: "jpeg" }],
      })
      .returning({ id: media.id });
    await database.db.insert(products).values([
      {
        id: "calacatta-gold",
        texts: productTexts({ title: "Calacatta Gold" }),
        photoUrl: "/media/library/slab-1600.jpg",
        updatedAt: new Date("2026-03-01T00:00:00Z"),
      },
      { id: "hidden-slab", texts: productTexts({ title: "Hidden" }), photoUrl: "/media/library/slab-1600.jpg", visible: false },
    ]);
    await database.db.insert(productPhotos).values({ productId: "calacatta-gold", mediaId: photo!.id, position: 0, isCard: true });
    await database.db.insert(siteSettings).values([
      { key: "saideInfo", value: {}, updatedAt: new Date("2026-01-01T00:00:00Z") },
      { key: "aboutPage", value: {}, updatedAt: new Date("2026-02-01T00:00:00Z") },
    ]);
  });
  afterAll(() => database.close());

  it("names every language and x-default for every page, reciprocally, like the pages' own heads", async () => {
    const urls = await sitemap();
    const locations = new Set(urls.map((url) => url.loc));
    expect(locations).toContain(`${origin}/about-us-zh`);
    expect(locations).not.toContain(`${origin}/product/hidden-slab`);
    for (const url of urls) {
      expect(Object.keys(url.alternates).sort(), url.loc).toEqual(
        [...languages.map((language) => languageEntry(language).tag), "x-default"].sort(),
      );
      expect(Object.values(url.alternates), url.loc).toContain(url.loc);
      expect(url.alternates["x-default"]).toBe(url.alternates.en);
      for (const twin of Object.values(url.alternates))
        expect(urls.find((other) => other.loc === twin)?.alternates, twin).toEqual(url.alternates);
    }
  });

  it("dates each page by the last change buyers can see on it, and lists a product's photos", async () => {
    const byLocation = new Map((await sitemap()).map((url) => [url.loc, url]));
    expect(byLocation.get(`${origin}/about-us`)?.lastmod).toBe("2026-02-01T00:00:00.000Z");
    expect(byLocation.get(`${origin}/contact-us-zh`)?.lastmod).toBe("2026-01-01T00:00:00.000Z");
    expect(byLocation.get(`${origin}/product/calacatta-gold`)).toMatchObject({
      lastmod: "2026-03-01T00:00:00.000Z",
      images: [`${origin}/media/library/slab-1600.jpg`],
    });
    expect(byLocation.get(`${origin}/brand-center`)?.lastmod).toBe("2026-03-01T00:00:00.000Z");

    // The company details show on every page: changing them dates every page anew.
    await database.db
      .update(siteSettings)
      .set({ updatedAt: new Date("2026-04-01T00:00:00Z") })
      .where(sql`${siteSettings.key} = 'saideInfo'`);
    const after = await sitemap();
    expect(new Set(after.map((url) => url.lastmod))).toEqual(new Set(["2026-04-01T00:00:00.000Z"]));
  });

  it("splits a catalogue of more than 50,000 addresses into parts without separating twins", async () => {
    await database.db.execute(sql`
      insert into ${products} (id, texts, photo_url, sort_order)
      select 'slab-' || n, jsonb_build_object('en', jsonb_build_object('title', 'Slab ' || n, 'description', '[]'::jsonb,
          'keywords', '[]'::jsonb, 'applications', '[]'::jsonb, 'specRows', '[]'::jsonb)),
        '/media/library/slab-1600.jpg', n
      from generate_series(1, 25000) as n`);
    const pages = await listSitemapPages(database.db, origin);
    const parts = sitemapParts(pages);
    const urls = parts.map((part) => parseUrls(urlSet(sitemapEntries(origin, part))));
    // A part holds whole sets of twins: as many pages as fit in 50,000 addresses with all their languages.
    const perPart = Math.floor(50_000 / languages.length) * languages.length;
    const expected: number[] = [];
    for (let left = pages.length * languages.length; left > 0; left -= perPart) expected.push(Math.min(perPart, left));
    expect(urls.map((part) => part.length)).toEqual(expected);
    const separated = urls.flatMap((part) => {
      const locations = new Set(part.map((url) => url.loc));
      return part.flatMap((url) => Object.values(url.alternates).filter((twin) => !locations.has(twin)));
    });
    expect(separated).toEqual([]);
  }, 120_000);
});
