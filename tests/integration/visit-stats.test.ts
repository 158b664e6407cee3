import { and, eq, like, not, sql, sum } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { pageViewDays, pageViewDaySources, pageViewPendingSources, pageViewRanges, pageViews, posts } from "~/database/schema";
import { countPageViews, foldPendingViews, rollUpPageViews } from "~/modules/analytics/page-view-rollup.server";
import { createPageViewRecorder } from "~/modules/analytics/page-views.server";
import { readVisitStats } from "~/modules/analytics/visit-stats.server";
import { calendarDateIn, periodCalendar, splitRules, topPagesMaxDays } from "~/modules/analytics/visit-stats";
import { databaseKinds, openTestDatabase } from "../support/database";
import { postRow } from "../support/content-rows";

/** Noon in Shanghai on 10 March 2026; Shanghai's 10 March runs from 2026-03-09T16:00Z to 2026-03-10T16:00Z. */
const now = new Date("2026-03-10T04:00:00Z");
const TIME_ZONE = "Asia/Shanghai";
const ADMIN_ID = "5f0c6a52-8f5e-4c1e-9d0a-3c2b1a000001";

type View = typeof pageViews.$inferInsert;

function view(at: string, fields: Partial<View> = {}): View {
  const pathname = fields.urlPathname ?? "/";
  return {
    url: `https://quartz.example${pathname}`,
    urlOrigin: "https://quartz.example",
    urlPathname: pathname,
    deviceType: "desktop",
    sourceType: "desktop",
    sourceFrom: "browser",
    userAgent: "Mozilla/5.0",
    createdAt: new Date(at),
    ...fields,
  };
}

const views: View[] = [
  view("2026-03-09T15:59:59Z", { urlPathname: "/zh", sourceType: "mobile", deviceType: "ios", sourceFrom: "wechat" }), // Shanghai 9 March, 23:59:59
  view("2026-03-09T16:00:00Z", { sourceType: "mobile", deviceType: "android" }), // Shanghai 10 March, 00:00
  view("2026-03-09T23:30:00Z", { urlPathname: "/dashboard", userId: ADMIN_ID }), // 9 March in UTC, 10 March in Shanghai
  // Values the dashboard does not name (docs/requirements/dashboard.md#visit-analysis), as an older client might have written them.
  view("2026-03-10T03:00:00Z", {
    sourceType: "tablet" as View["sourceType"],
    deviceType: "windows-phone" as View["deviceType"],
    sourceFrom: "instagram",
  }),
  view("2026-03-10T02:00:00Z", { urlPathname: "/brand-center", sourceFrom: "linkedin" }),
  view("2026-03-10T16:00:00Z", { urlPathname: "/tomorrow" }), // Shanghai 11 March, 00:00
  view("2026-01-29T08:00:00Z", { urlPathname: "/before-the-period" }),
  view("2026-02-28T10:00:00Z", { sourceType: "mobile", deviceType: "ios" }),
];

type StoredView = { createdAt: Date; userId: string | null; path: string; sourceType: string; deviceType: string; sourceFrom: string };

/** Every stored view, counted or not, with the fields the figures are counted from. */
const storedViews = (database: DatabaseHandle): Promise<StoredView[]> =>
  database.db
    .select({
      createdAt: pageViews.createdAt,
      userId: pageViews.userId,
      path: pageViews.urlPathname,
      sourceType: pageViews.sourceType,
      deviceType: pageViews.deviceType,
      sourceFrom: pageViews.sourceFrom,
    })
    .from(pageViews);

/** One split as the dashboard shows it: each value the rule names, then everything else in its last bucket. */
function splitOfValues(rule: { counted: readonly string[]; otherwise: string }, values: string[]) {
  const bucketOf = (value: string) => (rule.counted.includes(value) ? value : rule.otherwise);
  return [...rule.counted, rule.otherwise].map((bucket) => ({
    bucket,
    visits: values.filter((value) => bucketOf(value) === bucket).length,
  }));
}

/** Plain counts over the stored rows: the total and its splits, the period's days, and the pages visitors opened in its last 30 days at most. */
function countedFromRows(stored: StoredView[], at: Date, periodDays: number) {
  const { dates } = periodCalendar(at, TIME_ZONE, periodDays);
  const dayOf = (row: StoredView) => calendarDateIn(row.createdAt, TIME_ZONE);
  const daily = dates.map((date) => ({ date, visits: stored.filter((row) => dayOf(row) === date).length }));
  const pageDates = new Set(dates.slice(-topPagesMaxDays));
  const pages = new Map<string, number>();
  for (const row of stored) if (!row.userId && pageDates.has(dayOf(row))) pages.set(row.path, (pages.get(row.path) ?? 0) + 1);
  const ranked = [...pages]
    .map(([path, visits]) => ({ path, visits }))
    .sort((a, b) => b.visits - a.visits || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    total: stored.length,
    today: daily.at(-1)!.visits,
    splits: {
      sourceType: splitOfValues(
        splitRules.sourceType,
        stored.map((row) => row.sourceType),
      ),
      deviceType: splitOfValues(
        splitRules.deviceType,
        stored.map((row) => row.deviceType),
      ),
      audience: splitOfValues(
        splitRules.audience,
        stored.map((row) => (row.userId ? "admin" : "visitor")),
      ),
      sourceFrom: splitOfValues(
        splitRules.sourceFrom,
        stored.map((row) => row.sourceFrom),
      ),
    },
    period: { visits: daily.reduce((sum, day) => sum + day.visits, 0), daily },
    topPages: {
      days: Math.min(periodDays, topPagesMaxDays),
      pages: ranked.slice(0, 10),
      visitorVisits: [...pages.values()].reduce((sum, visits) => sum + visits, 0),
    },
  };
}

describe.each(databaseKinds)("visit statistics on %s", (kind) => {
  let database: DatabaseHandle;
  const statsFor = (periodDays: number, timeZone = "Asia/Shanghai") => readVisitStats(database.db, { now, timeZone, periodDays });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("reads an empty database as zeros, every day of the period included", async () => {
    const stats = await statsFor(7);
    expect(stats).toMatchObject({
      total: 0,
      today: 0,
      period: { visits: 0 },
      topPages: { days: 7, pages: [], visitorVisits: 0 },
      postCount: 0,
    });
    expect(stats.period.daily.map((day) => day.visits)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(stats.splits.sourceType).toEqual([
      { bucket: "mobile", visits: 0 },
      { bucket: "desktop", visits: 0 },
    ]);
  });

  describe("with known views", () => {
    beforeAll(async () => {
      await database.db.insert(pageViews).values(views);
      await database.db.insert(posts).values(
        [
          { slug: "spring-collection", titleEn: "Spring collection", status: "published", publishedAt: new Date("2026-03-01T00:00:00Z") },
          { slug: "trade-fair", titleEn: "Trade fair", status: "published", publishedAt: new Date("2026-03-05T00:00:00Z") },
          { slug: "unfinished", titleEn: "Not yet written" },
          { slug: "scheduled", titleEn: "Scheduled for April", status: "published", publishedAt: new Date("2026-04-01T00:00:00Z") },
        ].map((row) => postRow(row)),
      );
    });

    it("counts every view in the total and today's by the Shanghai calendar day", async () => {
      const stats = await statsFor(30);
      expect(stats.total).toBe(8);
      expect(stats.today).toBe(4);
      // A draft and a post scheduled after `now` are not published yet.
      expect(stats.postCount).toBe(2);
    });

    it("counts today by the configured time zone's day: 23:30 UTC is still yesterday in UTC", async () => {
      expect((await statsFor(30, "UTC")).today).toBe(3);
    });

    it("splits all views by source type, device type, administrator and app, unnamed values in the last bucket", async () => {
      const { splits } = await statsFor(30);
      expect(splits.sourceType).toEqual([
        { bucket: "mobile", visits: 3 },
        { bucket: "desktop", visits: 5 },
      ]);
      expect(splits.deviceType).toEqual([
        { bucket: "ios", visits: 2 },
        { bucket: "android", visits: 1 },
        { bucket: "web", visits: 5 },
      ]);
      expect(splits.audience).toEqual([
        { bucket: "admin", visits: 1 },
        { bucket: "visitor", visits: 7 },
      ]);
      expect(splits.sourceFrom).toEqual([
        { bucket: "wechat", visits: 1 },
        { bucket: "linkedin", visits: 1 },
        { bucket: "facebook", visits: 0 },
        { bucket: "weibo", visits: 0 },
        { bucket: "twitter", visits: 0 },
        { bucket: "browser", visits: 6 },
      ]);
    });

    it("gives the 30-day series oldest first, with zero days, ending today", async () => {
      const { period } = await statsFor(30);
      expect(period.daily).toHaveLength(30);
      expect(period.daily[0]).toEqual({ date: "2026-02-09", visits: 0 });
      const nonZero = period.daily.filter((day) => day.visits > 0);
      expect(nonZero).toEqual([
        { date: "2026-02-28", visits: 1 },
        { date: "2026-03-09", visits: 1 },
        { date: "2026-03-10", visits: 4 },
      ]);
      expect(period.visits).toBe(6);
    });

    it("narrows the series and the top pages to a 7-day period", async () => {
      const stats = await statsFor(7);
      expect(stats.period.daily.map((day) => day.date)).toEqual([
        "2026-03-04",
        "2026-03-05",
        "2026-03-06",
        "2026-03-07",
        "2026-03-08",
        "2026-03-09",
        "2026-03-10",
      ]);
      expect(stats.period.visits).toBe(5);
      expect(stats.topPages).toEqual({
        days: 7,
        pages: [
          { path: "/", visits: 2 },
          { path: "/brand-center", visits: 1 },
          { path: "/zh", visits: 1 },
        ],
        visitorVisits: 4,
      });
    });

    it("ranks the pages visitors opened in the period, leaving out the administrator and other periods", async () => {
      const stats = await statsFor(30);
      expect(stats.topPages).toEqual({
        days: 30,
        pages: [
          { path: "/", visits: 3 },
          { path: "/brand-center", visits: 1 },
          { path: "/zh", visits: 1 },
        ],
        visitorVisits: 5,
      });
    });

    it("ranks pages over the last 30 days at most, while the 90-day series reaches further back", async () => {
      const stats = await statsFor(90);
      expect(stats.period.visits).toBe(7);
      expect(stats.topPages.days).toBe(30);
      expect(stats.topPages.pages.map((page) => page.path)).not.toContain("/before-the-period");
      expect(stats.topPages.visitorVisits).toBe(5);
    });

    it("reads the same figures once every view so far is counted, and adds a view written after that", async () => {
      const before = await Promise.all([7, 30, 90].map((days) => statsFor(days)));
      expect(await countPageViews(database.db, { now, timeZone: "Asia/Shanghai" })).toBe(before[0]!.total - 1); // all but the view dated tomorrow
      expect(await Promise.all([7, 30, 90].map((days) => statsFor(days)))).toEqual(before);
      await database.db.insert(pageViews).values(view("2026-03-10T03:30:00Z", { urlPathname: "/zh" }));
      const after = await statsFor(7);
      expect(after).toMatchObject({
        total: before[0]!.total + 1,
        today: before[0]!.today + 1,
        topPages: { visitorVisits: before[0]!.topPages.visitorVisits + 1 },
      });
      expect(after.topPages.pages.find((page) => page.path === "/zh")?.visits).toBe(2);
    });

    /** Reads the figures of every period at `at` and expects each to be what the stored rows count. */
    const expectAll = async (at: Date, label: string) => {
      const stored = await storedViews(database);
      const stats = await Promise.all(
        [7, 30, 90].map((days) => readVisitStats(database.db, { now: at, timeZone: TIME_ZONE, periodDays: days })),
      );
      for (const [index, days] of [7, 30, 90].entries())
        expect(stats[index], `${label}, ${days} days`).toMatchObject(countedFromRows(stored, at, days));
      return stats;
    };

    it("counts as the raw rows do once views are counted and summed, late views and the next day included", async () => {
      const before = await expectAll(now, "before the roll-up");
      expect((await rollUpPageViews(database.db, { now, timeZone: TIME_ZONE, retentionDays: 36_500 })).views).toBe(1);
      expect(await expectAll(now, "rolled up")).toEqual(before);

      await database.db.insert(pageViews).values(view("2026-03-08T02:00:00Z", { urlPathname: "/brand-center" }));
      const withLateView = await expectAll(now, "with a late view");
      expect(withLateView[0]!.topPages.pages.find((page) => page.path === "/brand-center")?.visits).toBe(2);
      expect(await countPageViews(database.db, { now, timeZone: TIME_ZONE })).toBe(1);
      expect(await expectAll(now, "with a late view counted")).toEqual(withLateView);

      // The first count of a new day sums the ranges again, to end on it, without waiting for the daily clean-up.
      const tomorrow = new Date(now.getTime() + 86_400_000);
      await database.db.insert(pageViews).values(view("2026-03-11T01:00:00Z", { urlPathname: "/zh" }));
      const nextDay = await expectAll(tomorrow, "the next day");
      expect(await countPageViews(database.db, { now: tomorrow, timeZone: TIME_ZONE })).toBe(2); // this one and the view dated tomorrow from the start
      expect(await expectAll(tomorrow, "the next day, counted")).toEqual(nextDay);
      const ranges = await database.db
        .select({ range: pageViewRanges.range, firstDay: pageViewRanges.firstDay, lastDay: pageViewRanges.lastDay })
        .from(pageViewRanges);
      expect(ranges).toHaveLength(4);
      expect(ranges.find((row) => row.range === "7")).toEqual({ range: "7", firstDay: "2026-03-05", lastDay: "2026-03-11" });
      expect(ranges.every((row) => row.lastDay === "2026-03-11")).toBe(true);
    });

    it("counts the views the recorder stores as it stores them, each on its day, on either side of midnight", async () => {
      const recorder = createPageViewRecorder({ db: database.db, timeZone: TIME_ZONE, flushIntervalMs: 3_600_000 });
      const record = (path: string, userId: string | null = null) =>
        recorder.record({
          url: new URL(`https://quartz.example${path}`),
          referrer: null,
          userAgent: "Mozilla/5.0",
          ipAddress: "203.0.113.9",
          userId,
        });
      const daysCounted = async () =>
        Object.fromEntries(
          (
            await database.db
              .select({ day: pageViewDays.day, visits: sum(pageViewDays.visits).mapWith(Number) })
              .from(pageViewDays)
              .groupBy(pageViewDays.day)
          ).map((row) => [row.day, row.visits]),
        );
      const countedBefore = await daysCounted();
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(new Date("2026-03-11T15:59:59.500Z")); // Shanghai 11 March, 23:59:59.5
        ["/zh", "/brand-center", "/zh"].forEach((path) => record(path));
        record("/dashboard", ADMIN_ID);
        vi.setSystemTime(new Date("2026-03-11T16:00:00.500Z")); // Shanghai 12 March, 00:00:00.5
        ["/about-us", "/zh"].forEach((path) => record(path));
        await recorder.stop();
      } finally {
        vi.useRealTimers();
      }
      expect(await database.db.$count(pageViews, not(pageViews.rolledUp))).toBe(0);
      expect(await daysCounted()).toEqual({ ...countedBefore, "2026-03-11": countedBefore["2026-03-11"]! + 4, "2026-03-12": 2 });
      const at = new Date("2026-03-12T04:00:00Z");
      const stats = await expectAll(at, "stored counted, the range sums a day behind");
      expect(stats[0]!.today).toBe(2);
      expect(await countPageViews(database.db, { now: at, timeZone: TIME_ZONE })).toBe(0); // nothing left to count; the sums move to the new day
      expect(await expectAll(at, "the sums moved")).toEqual(stats);
    });
  });
});

describe.each(databaseKinds)("top pages past the list's length on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const expectTopPagesAsRows = async (label: string) => {
    const stored = await storedViews(database);
    for (const days of [7, 30, 90]) {
      const stats = await readVisitStats(database.db, { now, timeZone: TIME_ZONE, periodDays: days });
      expect(stats.topPages, `${label}, ${days} days`).toEqual(countedFromRows(stored, now, days).topPages);
    }
  };

  it("ranks as the raw rows do when a page viewed since the last count, or tied at the list's end, could be in it", async () => {
    // Pages 0–7 are viewed 20 down to 13 times, pages 8–11 tie at 5 for the ninth and tenth places, pages 12–14 trail.
    const timesViewed = (index: number) => (index < 8 ? 20 - index : index < 12 ? 5 : 15 - index);
    const pagePath = (index: number) => `/page-${String(index).padStart(2, "0")}`;
    const earlier = Array.from({ length: 15 }, (_, index) =>
      Array.from({ length: timesViewed(index) }, () => view("2026-03-07T02:00:00Z", { urlPathname: pagePath(index) })),
    ).flat();
    await database.db.insert(pageViews).values(earlier);
    await rollUpPageViews(database.db, { now, timeZone: TIME_ZONE, retentionDays: 36_500 });
    await expectTopPagesAsRows("summed");

    // Since the count, the last page is viewed most of all and page 11 leaves the tie ahead of pages 8–10.
    await database.db
      .insert(pageViews)
      .values([
        ...Array.from({ length: 30 }, () => view("2026-03-10T03:00:00Z", { urlPathname: pagePath(14) })),
        view("2026-03-10T03:10:00Z", { urlPathname: pagePath(11) }),
      ]);
    await expectTopPagesAsRows("viewed since");
    const [first, , , , , , , , , tenth] = (await readVisitStats(database.db, { now, timeZone: TIME_ZONE, periodDays: 7 })).topPages.pages;
    expect([first, tenth]).toEqual([
      { path: pagePath(14), visits: 31 },
      { path: pagePath(11), visits: 6 },
    ]);
    expect(await countPageViews(database.db, { now, timeZone: TIME_ZONE })).toBe(31);
    await expectTopPagesAsRows("counted");
  });
});

/** What `work` answers, and how many times the event loop turned while it ran: requests waiting meanwhile are answered on those turns. */
async function turnsOfTheLoopDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let working = true;
  const turn = () => {
    if (!working) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  const result = await work();
  working = false;
  return { result, turns };
}

describe.each(databaseKinds)("a backlog of views larger than one count on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it("counts every view exactly once, in batches that let waiting requests through, and only views recorded before it began", async () => {
    // Statistics taken while the table was small and fully counted, as PGlite (no autovacuum) keeps them until the daily clean-up.
    await database.db.insert(pageViews).values(Array.from({ length: 100 }, () => view("2026-03-08T02:00:00Z")));
    await rollUpPageViews(database.db, { now, timeZone: TIME_ZONE, retentionDays: 36_500 });
    // Then 20,000 views, one every 5 s over yesterday and today (Shanghai), one in twelve the administrator's, on 40 pages.
    const backlog = Array.from({ length: 20_000 }, (_, index) =>
      view(new Date(Date.parse("2026-03-09T00:00:00Z") + index * 5_000).toISOString(), {
        urlPathname: `/page-${index % 40}`,
        sourceType: index % 3 === 0 ? "mobile" : "desktop",
        userId: index % 12 === 0 ? ADMIN_ID : null,
      }),
    );
    for (let from = 0; from < backlog.length; from += 2_000) await database.db.insert(pageViews).values(backlog.slice(from, from + 2_000));
    // Recorded after the count begins (now), on the same day: the next count takes it.
    await database.db.insert(pageViews).values(view("2026-03-10T05:00:00Z", { urlPathname: "/after-the-count-began" }));
    const readAll = () => Promise.all([7, 30].map((days) => readVisitStats(database.db, { now, timeZone: TIME_ZONE, periodDays: days })));
    const raw = await readAll();

    // On embedded PGlite the count runs on this event loop: a request waiting for it is answered between batches.
    const { result: counted, turns: turnsWhileCounting } = await turnsOfTheLoopDuring(() =>
      countPageViews(database.db, { now, timeZone: TIME_ZONE }),
    );

    expect(counted).toBe(20_000);
    // Counted in one statement, the loop turned twice (between the statements around it); in batches, at least once per batch.
    expect(turnsWhileCounting).toBeGreaterThanOrEqual(40);
    expect(await countPageViews(database.db, { now, timeZone: TIME_ZONE })).toBe(0);
    const stored = await storedViews(database);
    const afterCount = await readAll();
    expect(afterCount).toEqual(raw);
    for (const [index, days] of [7, 30].entries())
      expect(afterCount[index], `${kind}, ${days} days`).toMatchObject(countedFromRows(stored, now, days));
    expect(await countPageViews(database.db, { now: new Date("2026-03-10T05:00:01Z"), timeZone: TIME_ZONE })).toBe(1);
  });

  it("folds the counts the recorder left pending for more pages than one statement takes, exactly once with two instances folding at once", async () => {
    const recorder = createPageViewRecorder({ db: database.db, timeZone: TIME_ZONE, flushIntervalMs: 3_600_000 });
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date(now.getTime() - 3_600_000));
      for (let index = 0; index < 1_000; index++) {
        recorder.record({
          url: new URL(`https://quartz.example/page-of-its-own-${index}`),
          referrer: null,
          userAgent: "Mozilla/5.0",
          ipAddress: "203.0.113.9",
          userId: null,
        });
      }
      await recorder.stop();
    } finally {
      vi.useRealTimers();
    }
    expect(await database.db.$count(pageViewPendingSources)).toBeGreaterThan(1_000);

    const { turns: turnsWhileFolding } = await turnsOfTheLoopDuring(() =>
      Promise.all([foldPendingViews(database.db), foldPendingViews(database.db)]),
    );

    // Seven statements of 150 rows; with both folds waiting, each turn of the loop lets one of each through.
    expect(turnsWhileFolding).toBeGreaterThanOrEqual(3);
    expect(await database.db.$count(pageViewPendingSources)).toBe(0);
    // Emptied to its last page: on PGlite, without autovacuum, every later reading would scan what it once held.
    const pendingTable = (await database.db.execute(
      sql`select pg_relation_size('page_view_pending_sources')::int as bytes`,
    )) as unknown as { rows: { bytes: number }[] };
    expect(pendingTable.rows[0]?.bytes).toBe(0);
    const stored = await storedViews(database);
    const stats = await Promise.all([7, 30].map((days) => readVisitStats(database.db, { now, timeZone: TIME_ZONE, periodDays: days })));
    for (const [index, days] of [7, 30].entries())
      expect(stats[index], `${kind}, ${days} days`).toMatchObject(countedFromRows(stored, now, days));
    const [pagesToday] = await database.db
      .select({ pageViewsToday: sum(pageViewDaySources.visits).mapWith(Number) })
      .from(pageViewDaySources)
      .where(
        and(
          eq(pageViewDaySources.dimension, "page"),
          eq(pageViewDaySources.day, "2026-03-10"),
          like(pageViewDaySources.path, "/page-of-its-own-%"),
        ),
      );
    expect(pagesToday?.pageViewsToday).toBe(1_000);
  });
});
