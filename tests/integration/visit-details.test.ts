import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableColumns, gt, max } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import {
  enquiries,
  pageViewPendingSources,
  pageViewRanges,
  pageViewRangeSources,
  pageViews,
  pageViewTotals,
  products,
} from "~/database/schema";
import { countPageViews, rollUpPageViews } from "~/modules/analytics/page-view-rollup.server";
import { createPageViewRecorder } from "~/modules/analytics/page-views.server";
import { readVisitDetails } from "~/modules/analytics/visit-details.server";
import type { DetailRange, VisitDetails } from "~/modules/analytics/visit-details";
import { calendarDateIn, periodCalendar } from "~/modules/analytics/visit-stats";
import { cachedTablePath, createCountryLookup, installedDatabasePath } from "~/modules/geo/country-lookup.server";
import { enquiryCountries, listEnquiries, submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { inboxFiltersFrom } from "~/modules/enquiries/inbox";
import { runScript } from "../support/cli";
import { databaseKinds, openTestDatabase } from "../support/database";
import { productTexts } from "../support/product-texts";

const now = new Date("2026-03-10T04:00:00Z");
const TIME_ZONE = "Asia/Shanghai";
const ADMIN_ID = "5f0c6a52-8f5e-4c1e-9d0a-3c2b1a000001";
const HOUR = 3_600_000;

type View = typeof pageViews.$inferInsert;
type Enquiry = typeof enquiries.$inferInsert;

/** A deterministic mix over the last 60 days: product pages in both languages, countries, referrers, in-app browsers, campaigns, the administrator. */
function syntheticViews(): View[] {
  return Array.from({ length: 600 }, (_, index) => {
    const hash = (index * 2654435761) % 4294967296;
    const product = hash % 3 === 0 ? null : `slab-${hash % 7}`;
    const pathname = product ? `/product${hash % 2 === 0 ? "-zh" : ""}/${product}` : ["/", "/zh", "/about-us"][hash % 3]!;
    const campaign =
      hash % 5 === 0 ? { utmSource: ["news", "fair"][hash % 2]!, utmMedium: "email", utmCampaign: hash % 4 === 0 ? "spring" : "" } : {};
    return {
      url: `https://quartz.example${pathname}`,
      urlOrigin: "https://quartz.example",
      urlPathname: pathname,
      deviceType: "desktop",
      sourceType: "desktop",
      sourceFrom: hash % 11 === 0 ? "wechat" : "browser",
      userAgent: "Mozilla/5.0",
      userId: hash % 13 === 0 ? ADMIN_ID : null,
      country: ["CN", "US", "DE", "", "AU"][hash % 5]!,
      productId: product,
      referrerHost: hash % 6 === 0 ? ["www.google.com", "stone-forum.example"][hash % 2]! : "",
      ...campaign,
      createdAt: new Date(now.getTime() - (index % 1440) * HOUR + (hash % 3600) * 1000),
    };
  });
}

function syntheticEnquiries(): Enquiry[] {
  return Array.from({ length: 60 }, (_, index) => ({
    firstName: "Buyer",
    lastName: String(index),
    email: `buyer${index}@example.com`,
    source: index % 4 === 0 ? "contact" : "product",
    language: "en",
    productId: index % 4 === 0 ? null : `slab-${index % 9}`,
    country: ["CN", "US", "FR", ""][index % 4]!,
    referrer: index % 3 === 0 ? "https://www.google.com/search" : index % 5 === 0 ? "http://stone-forum.example:8080/thread/1" : "",
    utmSource: index % 7 === 0 ? "news" : "",
    utmMedium: index % 7 === 0 ? "email" : "",
    status: index % 10 === 0 ? "spam" : "new",
    createdAt: new Date(now.getTime() - index * 23 * HOUR),
  }));
}

type Tally = Map<string, { views: number; enquiries: number }>;

/** The same figures, computed plainly from the rows the test inserted. */
function expectedDetails(views: View[], sent: Enquiry[], range: DetailRange, at = now) {
  const dates = range === "all" ? null : periodCalendar(at, TIME_ZONE, range).dates;
  const inRange = (at: Date) => {
    if (!dates) return true;
    const day = calendarDateIn(at, TIME_ZONE);
    return day >= dates[0]! && day <= dates.at(-1)!;
  };
  const tallies = { products: new Map(), referrers: new Map(), campaigns: new Map(), countries: new Map() } satisfies Record<string, Tally>;
  const add = (tally: Tally, key: string | null, kind: "views" | "enquiries") => {
    if (key === null) return;
    const entry = tally.get(key) ?? { views: 0, enquiries: 0 };
    entry[kind] += 1;
    tally.set(key, entry);
  };
  const campaignKey = (row: View | Enquiry) =>
    row.utmSource || row.utmMedium || row.utmCampaign ? [row.utmSource ?? "", row.utmMedium ?? "", row.utmCampaign ?? ""].join("|") : null;
  let viewCount = 0;
  for (const view of views.filter((row) => !row.userId && inRange(row.createdAt!))) {
    viewCount += 1;
    add(tallies.products, view.productId ?? null, "views");
    add(tallies.referrers, view.referrerHost || (view.sourceFrom !== "browser" ? view.sourceFrom : null), "views");
    add(tallies.campaigns, campaignKey(view), "views");
    add(tallies.countries, view.country ?? "", "views");
  }
  let enquiryCount = 0;
  for (const enquiry of sent.filter((row) => row.status !== "spam" && inRange(row.createdAt!))) {
    enquiryCount += 1;
    add(tallies.products, enquiry.productId ?? null, "enquiries");
    add(tallies.referrers, enquiry.referrer ? new URL(enquiry.referrer).hostname : null, "enquiries");
    add(tallies.campaigns, campaignKey(enquiry), "enquiries");
    add(tallies.countries, enquiry.country ?? "", "enquiries");
  }
  return { views: viewCount, enquiries: enquiryCount, ...tallies };
}

/** The answer as the same maps; every list is short enough here that no row falls past its limit. */
function asTallies(details: VisitDetails) {
  const tally = <Row extends { views: number; enquiries: number }>(rows: Row[], key: (row: Row) => string) =>
    new Map(rows.map((row) => [key(row), { views: row.views, enquiries: row.enquiries }]));
  return {
    views: details.views,
    enquiries: details.enquiries,
    products: tally(details.products, (row) => row.productId),
    referrers: tally(details.referrers, (row) => row.referrer),
    campaigns: tally(details.campaigns, (row) => [row.source, row.medium, row.campaign].join("|")),
    countries: tally(details.countries, (row) => row.country),
  };
}

const ranges: DetailRange[] = [7, 30, 90, "all"];

describe.each(databaseKinds)("conversion and source figures on %s", (kind) => {
  let database: DatabaseHandle;
  const views = syntheticViews();
  const sent = syntheticEnquiries();
  const read = (range: DetailRange, at = now) => readVisitDetails(database.db, { now: at, timeZone: TIME_ZONE, range });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(pageViews).values(views);
    await database.db.insert(enquiries).values(sent);
    await database.db
      .insert(products)
      .values({ id: "slab-1", texts: productTexts({ title: "Calacatta Gold" }, { zh: { title: "卡拉卡塔金" } }), photoUrl: "/p.jpg" });
  });
  afterAll(() => database.close());

  it.each(ranges)("match the raw rows over the range %s", async (range) => {
    const details = await read(range);
    expect(asTallies(details)).toEqual(expectedDetails(views, sent, range));
    expect(details.products.find((row) => row.productId === "slab-1")?.title).toBe("卡拉卡塔金");
    const viewsInOrder = details.products.map((row) => row.views);
    expect(viewsInOrder).toEqual(viewsInOrder.toSorted((a, b) => b - a));
  });

  it("stay exact once every view is counted into daily counts and range sums", async () => {
    const { views: moved } = await rollUpPageViews(database.db, { now, timeZone: TIME_ZONE, retentionDays: 5 });
    expect(moved).toBeGreaterThan(500);
    for (const range of ranges) expect(asTallies(await read(range)), String(range)).toEqual(expectedDetails(views, sent, range));
  });

  it("stay exact with a view written since, before and after the next minute's count", async () => {
    views.push({ ...views.find((view) => view.productId && !view.userId)!, createdAt: new Date(now.getTime() - HOUR) });
    await database.db.insert(pageViews).values(views.at(-1)!);
    for (const range of ranges) expect(asTallies(await read(range)), `${range}, a view since`).toEqual(expectedDetails(views, sent, range));
    expect(await countPageViews(database.db, { now, timeZone: TIME_ZONE })).toBe(1);
    for (const range of ranges) expect(asTallies(await read(range)), `${range}, counted`).toEqual(expectedDetails(views, sent, range));
  });

  it("stay exact with views the recorder stored, while their counts wait to be folded into the sums and after", async () => {
    const recorder = createPageViewRecorder({ db: database.db, timeZone: TIME_ZONE, flushIntervalMs: 3_600_000 });
    const [before] = await database.db.select({ lastId: max(pageViews.id) }).from(pageViews);
    const visits = [
      ["/product/slab-1?utm_source=fair&utm_medium=email", "https://www.google.com/"],
      ["/product-zh/slab-2", null],
      ["/about-us", "https://stone-forum.example/thread/1"],
    ] as const;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(now.getTime() - 2 * HOUR));
      for (const [path, referrer] of visits) {
        recorder.record({
          url: new URL(`https://quartz.example${path}`),
          referrer,
          userAgent: "Mozilla/5.0",
          ipAddress: "203.0.113.9",
          userId: null,
        });
      }
      await recorder.stop();
    } finally {
      vi.useRealTimers();
    }
    views.push(...(await database.db.select().from(pageViews).where(gt(pageViews.id, before!.lastId!))));
    expect(await database.db.$count(pageViewPendingSources)).toBeGreaterThan(0);
    for (const range of ranges)
      expect(asTallies(await read(range)), `${range}, counts pending`).toEqual(expectedDetails(views, sent, range));
    expect(await database.db.$count(pageViewPendingSources)).toBe(0);
    await countPageViews(database.db, { now, timeZone: TIME_ZONE });
    for (const range of ranges)
      expect(asTallies(await read(range)), `${range}, after the minute's count`).toEqual(expectedDetails(views, sent, range));
  });

  it("stay exact when a late view reaches a counted day, and on the next day before and after its roll-up", async () => {
    const late: View = { ...views.find((view) => view.productId && !view.userId)!, createdAt: new Date(now.getTime() - 30 * HOUR) };
    await database.db.insert(pageViews).values(late);
    const all = [...views, late];
    for (const range of ranges)
      expect(asTallies(await read(range)), `${range} with a late view`).toEqual(expectedDetails(all, sent, range));
    const tomorrow = new Date(now.getTime() + 24 * HOUR);
    for (const range of ranges)
      expect(asTallies(await read(range, tomorrow)), `${range} tomorrow`).toEqual(expectedDetails(all, sent, range, tomorrow));
    expect((await rollUpPageViews(database.db, { now: tomorrow, timeZone: TIME_ZONE, retentionDays: 5 })).views).toBeGreaterThan(0);
    for (const range of ranges)
      expect(asTallies(await read(range, tomorrow)), `${range} tomorrow, counted`).toEqual(expectedDetails(all, sent, range, tomorrow));
    views.push(late);
  });

  it("move their range sums to the sums counted afresh, a day later, the next and after 40 days missed", async () => {
    const rangeSums = async () => ({
      sums: await database.db
        .select()
        .from(pageViewRangeSources)
        .orderBy(...Object.values(getTableColumns(pageViewRangeSources))),
      totals: await database.db
        .select()
        .from(pageViewTotals)
        .orderBy(pageViewTotals.sourceType, pageViewTotals.deviceType, pageViewTotals.sourceFrom, pageViewTotals.admin),
    });
    for (const days of [2, 3, 43]) {
      const later = new Date(now.getTime() + days * 24 * HOUR);
      await countPageViews(database.db, { now: later, timeZone: TIME_ZONE });
      const moved = await rangeSums();
      expect(moved.sums.length).toBeGreaterThan(0);
      await database.db.delete(pageViewRanges);
      await countPageViews(database.db, { now: later, timeZone: TIME_ZONE });
      expect(await rangeSums(), `${days} days later`).toEqual(moved);
      for (const range of ranges)
        expect(asTallies(await read(range, later)), `${range}, ${days} days later`).toEqual(expectedDetails(views, sent, range, later));
    }
  });
});

describe.each(databaseKinds)("most viewed products past the list's length on %s", (kind) => {
  let database: DatabaseHandle;
  const productId = (index: number) => `slab-${String(index).padStart(2, "0")}`;
  const productView = (index: number, at: Date): View => ({
    url: `https://quartz.example/product/${productId(index)}`,
    urlOrigin: "https://quartz.example",
    urlPathname: `/product/${productId(index)}`,
    deviceType: "desktop",
    sourceType: "desktop",
    sourceFrom: "browser",
    userAgent: "Mozilla/5.0",
    productId: productId(index),
    createdAt: at,
  });
  const enquiryAbout = (index: number, at: Date): Enquiry => ({
    firstName: "Buyer",
    lastName: String(index),
    email: `buyer${index}@example.com`,
    source: "product",
    language: "en",
    productId: productId(index),
    createdAt: at,
  });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("ranks as the raw rows do when a product viewed or asked about since the last count, or tied at the list's end, could be in it", async () => {
    const views: View[] = [];
    const sent: Enquiry[] = [];
    // Products 0–17 are viewed 40 down to 23 times, 18–23 tie at 10 for the last two places, 24–29 trail.
    const timesViewed = (index: number) => (index < 18 ? 40 - index : index < 24 ? 10 : 30 - index);
    for (let index = 0; index < 30; index += 1) {
      for (let time = 0; time < timesViewed(index); time += 1) views.push(productView(index, new Date(now.getTime() - 3 * 24 * HOUR)));
    }
    await database.db.insert(pageViews).values(views);
    await rollUpPageViews(database.db, { now, timeZone: TIME_ZONE, retentionDays: 36_500 });
    const expectTopAsRows = async (label: string) => {
      for (const range of ranges) {
        const expected = [...expectedDetails(views, sent, range).products]
          .map(([id, figures]) => ({ productId: id, ...figures }))
          .sort((a, b) => b.views - a.views || b.enquiries - a.enquiries || (a.productId < b.productId ? -1 : 1))
          .slice(0, 20);
        const ranked = (await readVisitDetails(database.db, { now, timeZone: TIME_ZONE, range })).products;
        expect(
          ranked.map(({ productId: id, views: viewed, enquiries: asked }) => ({ productId: id, views: viewed, enquiries: asked })),
          `${label}, ${range}`,
        ).toEqual(expected);
      }
    };
    await expectTopAsRows("summed");

    // Since the count, the last product is viewed most of all, and an enquiry puts product 23 first of the tie.
    for (let time = 0; time < 50; time += 1) views.push(productView(29, new Date(now.getTime() - HOUR)));
    sent.push(enquiryAbout(23, new Date(now.getTime() - HOUR)));
    await database.db.insert(pageViews).values(views.slice(-50));
    await database.db.insert(enquiries).values(sent);
    await expectTopAsRows("viewed since");
    const ranked = (await readVisitDetails(database.db, { now, timeZone: TIME_ZONE, range: 7 })).products;
    expect([ranked[0], ranked[19]]).toEqual([
      expect.objectContaining({ productId: productId(29), views: 51, enquiries: 0 }),
      expect.objectContaining({ productId: productId(23), views: 10, enquiries: 1 }),
    ]);
    expect(await countPageViews(database.db, { now, timeZone: TIME_ZONE })).toBe(50);
    await expectTopAsRows("counted");
  });
});

describe.each(databaseKinds)("visitor's country on %s", (kind) => {
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    dataDir = mkdtempSync(path.join(tmpdir(), "quartz-geoip-"));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is stored with each page view and enquiry from the shipped database", async () => {
    const countries = createCountryLookup({ dataDir });
    const recorder = createPageViewRecorder({
      db: database.db,
      timeZone: TIME_ZONE,
      countryOf: countries.countryOf,
      flushIntervalMs: 60_000,
    });
    const url = new URL("https://quartz.example/product/slab-1?utm_source=fair");
    for (const ipAddress of ["8.8.8.8", "::ffff:114.114.114.114", "2a00:1450:4001:800::200e", "192.168.1.20", "::1"]) {
      recorder.record({ url, referrer: "https://www.bing.com/", userAgent: "Mozilla/5.0", ipAddress, userId: null });
    }
    await recorder.stop();
    const stored = await database.db
      .select({
        ip: pageViews.ipAddress,
        country: pageViews.country,
        productId: pageViews.productId,
        referrerHost: pageViews.referrerHost,
        utmSource: pageViews.utmSource,
      })
      .from(pageViews);
    expect(Object.fromEntries(stored.map((row) => [row.ip, row.country]))).toEqual({
      "8.8.8.8": "US",
      "::ffff:114.114.114.114": "CN",
      "2a00:1450:4001:800::200e": "DE",
      "192.168.1.20": "",
      "::1": "",
    });
    expect(stored[0]).toMatchObject({ productId: "slab-1", referrerHost: "www.bing.com", utmSource: "fair" });

    const input = { firstName: "Li", lastName: "Wei", email: "li@example.com", phone: "", message: "Price?", website: "" };
    const context = {
      language: "zh" as const,
      ipAddress: "114.114.114.114",
      ownerEmails: ["owner@example.com"],
      siteUrl: "https://quartz.example",
    };
    const submitted = await submitEnquiry(
      database.db,
      input,
      { source: "contact" },
      { ...context, country: await countries.countryOf(context.ipAddress) },
    );
    expect(submitted.ok).toBe(true);
    const [enquiry] = await database.db.select({ country: enquiries.country }).from(enquiries);
    expect(enquiry?.country).toBe("CN");
    expect(countries.loaded()?.bytes).toBeLessThan(16_000_000);

    await submitEnquiry(
      database.db,
      { ...input, email: "ann@example.com" },
      { source: "contact" },
      { ...context, ipAddress: "8.8.4.4", country: "US" },
    );
    expect(await enquiryCountries(database.db)).toEqual(["CN", "US"]);
    const fromChina = await listEnquiries(database.db, 1, inboxFiltersFrom(new URLSearchParams("country=CN")));
    expect(fromChina.items.map((item) => item.email)).toEqual(["li@example.com"]);
    expect(inboxFiltersFrom(new URLSearchParams("country=china"))).toEqual({});
  });

  it("is read on later starts from the table the first start built, not parsed again", async () => {
    const events: Record<string, unknown>[] = [];
    const restarted = createCountryLookup({ dataDir, log: (event) => events.push(event) });
    expect(await restarted.countryOf("::ffff:114.114.114.114")).toBe("CN");
    expect(await restarted.countryOf("2a00:1450:4001:800::200e")).toBe("DE");
    expect(events).toEqual([expect.objectContaining({ event: "geoip.loaded", cached: true })]);
    expect(Number(events[0]!.ms)).toBeLessThan(500);

    writeFileSync(cachedTablePath(dataDir), "not a table");
    const afterDamage = createCountryLookup({ dataDir, log: (event) => events.push(event) });
    expect(await afterDamage.countryOf("8.8.8.8")).toBe("US");
    expect(events.at(-1)).toMatchObject({ event: "geoip.loaded", cached: false });
  });

  it("comes from a file the update command installed, which replaces the shipped one", async () => {
    const download = path.join(dataDir, "download.csv");
    writeFileSync(download, "8.8.8.0,8.8.8.255,NZ\n2a00::,2a00:ffff:ffff:ffff:ffff:ffff:ffff:ffff,JP\n");
    const installed = await runScript("geoip:update", [download], dataDir);
    expect(installed.code, installed.stderr).toBe(0);
    expect(installed.stdout).toContain("Installed 2 ranges");
    const countries = createCountryLookup({ dataDir });
    expect(await countries.countryOf("8.8.8.8")).toBe("NZ");
    expect(await countries.countryOf("2a00:1450::1")).toBe("JP");
    expect(await countries.countryOf("114.114.114.114")).toBe("");
    expect(countries.loaded()?.files).toEqual([installedDatabasePath(dataDir)]);
  });

  it("refuses a file that is not a country CSV and keeps the installed one", async () => {
    const broken = path.join(dataDir, "broken.csv");
    writeFileSync(broken, "8.8.8.0,8.8.8.255,NZ\n<!doctype html>\n");
    const refused = await runScript("geoip:update", [broken], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("line 2");
    expect(await createCountryLookup({ dataDir }).countryOf("2a00:1450::1")).toBe("JP");
  });
});
