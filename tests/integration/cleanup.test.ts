import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql, sum } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "~/database/client.server";
import {
  authTokens,
  maintenanceLeases,
  enquiries,
  mailOutbox,
  pageViewDays,
  pageViewDaySources,
  pageViewRanges,
  pageViewRangeSources,
  pageViews,
  pageViewTotals,
  products,
  rateLimits,
  sessions,
  siteSettings,
  unusedFiles,
  users,
} from "~/database/schema";
import { rollUpPageViews } from "~/modules/analytics/page-view-rollup.server";
import { calendarDateIn } from "~/modules/analytics/visit-stats";
import { readVisitStats } from "~/modules/analytics/visit-stats.server";
import { cleanupJobs, removeOrphanFiles } from "~/modules/maintenance/cleanup-jobs.server";
import { createCleanupScheduler, runDueCleanup } from "~/modules/maintenance/cleanup-scheduler.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { createPostgresDatabase, databaseKinds, openTestDatabase } from "../support/database";
import { productTexts } from "../support/product-texts";

const DAY_MS = 86_400_000;
const now = new Date("2026-11-23T04:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
const ADMIN_ID = "5f0c6a52-8f5e-4c1e-9d0a-3c2b1a000009";
const config = { SITE_TIME_ZONE: "Asia/Shanghai", PAGE_VIEW_RETENTION_DAYS: 30, MEDIA_UNUSED_GRACE_DAYS: 7 };
const silent = () => {};

type View = typeof pageViews.$inferInsert;

/** Views over the last 500 days with every split's values, spread deterministically (including day edges in Shanghai). */
function historicViews(total: number): View[] {
  const sources = ["wechat", "linkedin", "facebook", "weibo", "twitter", "browser", "instagram"];
  const devices = [
    { deviceType: "ios", sourceType: "mobile" },
    { deviceType: "android", sourceType: "mobile" },
    { deviceType: "desktop", sourceType: "desktop" },
  ] as const;
  return Array.from({ length: total }, (_, index) => {
    const pathname = `/page-${index % 13}`;
    // Prime steps walk every hour of the day, so many views sit just before or after a Shanghai midnight (16:00Z).
    const at = new Date(now.getTime() - ((index * 7_919_993) % (500 * DAY_MS)));
    return {
      url: `https://quartz.example${pathname}`,
      urlOrigin: "https://quartz.example",
      urlPathname: pathname,
      ...devices[index % devices.length]!,
      sourceFrom: sources[index % sources.length]!,
      userAgent: "Mozilla/5.0",
      userId: index % 11 === 0 ? ADMIN_ID : null,
      createdAt: index % 17 === 0 ? new Date(Date.UTC(2026, 0, 1 + (index % 300), 15, 59, 59, 999)) : at,
    };
  });
}

async function seedViews(db: Database, views: View[]) {
  for (let start = 0; start < views.length; start += 500) await db.insert(pageViews).values(views.slice(start, start + 500));
}

/** Raw views not yet counted, views in the daily counts, and raw views still stored. */
async function countedViews(db: Database): Promise<{ uncounted: number; counted: number; kept: number }> {
  const [raw] = await db
    .select({ kept: count(), uncounted: sql<number>`count(*) filter (where not ${pageViews.rolledUp})`.mapWith(Number) })
    .from(pageViews);
  const [rolledUp] = await db.select({ value: sum(pageViewDays.visits).mapWith(Number) }).from(pageViewDays);
  return { uncounted: raw!.uncounted, counted: rolledUp?.value ?? 0, kept: raw!.kept };
}

const statsAt = (db: Database, periodDays: number) => readVisitStats(db, { now, timeZone: config.SITE_TIME_ZONE, periodDays });

describe.each(databaseKinds)("scheduled clean-up on %s", (kind) => {
  let database: DatabaseHandle;
  let filesDir: string;
  let storage: Storage;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    filesDir = await mkdtemp(path.join(tmpdir(), "quartz-cleanup-"));
    storage = createLocalStorage(filesDir);
    await database.db.insert(users).values({ id: ADMIN_ID, email: "owner@example.com", passwordHash: "x", role: "owner" });
  });
  afterEach(async () => {
    await rm(filesDir, { recursive: true, force: true });
    for (const table of [
      pageViews,
      pageViewDays,
      pageViewDaySources,
      pageViewRangeSources,
      pageViewRanges,
      pageViewTotals,
      maintenanceLeases,
      mailOutbox,
      enquiries,
      rateLimits,
      products,
      siteSettings,
      unusedFiles,
      users,
    ]) {
      await database.db.delete(table);
    }
  });

  it("removes spent sign-in records, throttle rows and old delivered mail, and keeps the rest", async () => {
    const { db } = database;
    await db.insert(sessions).values([
      { id: "expired-session", userId: ADMIN_ID, expiresAt: ago(1) },
      { id: "live-session", userId: ADMIN_ID, expiresAt: ago(-1) },
    ]);
    await db.insert(authTokens).values([
      { tokenHash: "expired-link", userId: ADMIN_ID, purpose: "password-reset", expiresAt: ago(1 / 24) },
      { tokenHash: "used-link", userId: ADMIN_ID, purpose: "password-reset", expiresAt: ago(-1), usedAt: ago(1 / 48) },
      { tokenHash: "open-link", userId: ADMIN_ID, purpose: "email-verification", expiresAt: ago(-1) },
    ]);
    await db.insert(rateLimits).values([
      { purpose: "password:address", key: "expired", hits: 3, nextAt: ago(1), expiresAt: ago(1 / 24) },
      { purpose: "password:address", key: "still-slowed", hits: 10, nextAt: ago(-1 / 96), expiresAt: ago(-1 / 48) },
      { purpose: "enquiry:address", key: "counting", hits: 2, nextAt: ago(1 / 86_400), expiresAt: ago(-1 / 24) },
    ]);
    const mail = (subject: string, fields: Partial<typeof mailOutbox.$inferInsert>) => ({
      to: ["a@example.com"],
      subject,
      text: "body",
      ...fields,
    });
    const [enquiry] = await db
      .insert(enquiries)
      .values({ firstName: "伟", lastName: "王", email: "wang@buyer.cn", source: "contact", language: "zh" })
      .returning();
    await db
      .insert(mailOutbox)
      .values([
        mail("reply long ago", { status: "sent", sentAt: ago(300), kind: "reply", enquiryId: enquiry!.id }),
        mail("reply to a deleted enquiry", { status: "sent", sentAt: ago(91), kind: "reply" }),
        mail("sent long ago", { status: "sent", sentAt: ago(91), createdAt: ago(91) }),
        mail("sent lately", { status: "sent", sentAt: ago(89), createdAt: ago(89) }),
        mail("never delivered", { status: "pending", createdAt: ago(200) }),
      ]);

    expect(await runDueCleanup({ db, storage, config, now, log: silent })).toEqual(cleanupJobs.map((job) => job.name));

    expect((await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual(["live-session"]);
    expect((await db.select({ token: authTokens.tokenHash }).from(authTokens)).map((row) => row.token)).toEqual(["open-link"]);
    expect((await db.select({ key: rateLimits.key }).from(rateLimits).orderBy(rateLimits.key)).map((row) => row.key)).toEqual([
      "counting",
      "still-slowed",
    ]);
    expect(
      (await db.select({ subject: mailOutbox.subject }).from(mailOutbox).orderBy(mailOutbox.subject)).map((row) => row.subject),
    ).toEqual(["never delivered", "reply long ago", "sent lately"]);
  });

  it("runs each job once a day whichever instance asks", async () => {
    const context = { db: database.db, storage, config, log: silent };
    expect(await runDueCleanup({ ...context, now })).toHaveLength(cleanupJobs.length);
    expect(await runDueCleanup({ ...context, now: new Date(now.getTime() + DAY_MS / 2) })).toEqual([]);
    expect(await runDueCleanup({ ...context, now: new Date(now.getTime() + DAY_MS) })).toHaveLength(cleanupJobs.length);
  });

  it("counts every view, today's so far included, so the visit analysis gives the same figures, and deletes raw views past the retention", async () => {
    const { db } = database;
    const views = historicViews(3000);
    await seedViews(db, views);
    const periods = [7, 30, 90, 365];
    const before = await Promise.all(periods.map((days) => statsAt(db, days)));

    const today = calendarDateIn(now, config.SITE_TIME_ZONE);
    const todays = views.filter((view) => calendarDateIn(view.createdAt!, config.SITE_TIME_ZONE) === today).length;
    const retentionStart = new Date("2026-10-23T16:00:00Z").getTime(); // Shanghai 24 October, 00:00: 30 days before today
    const pastRetention = views.filter((view) => view.createdAt!.getTime() < retentionStart).length;
    expect(todays).toBeGreaterThan(0);

    const { views: counted, deleted } = await rollUpPageViews(db, { now, timeZone: config.SITE_TIME_ZONE, retentionDays: 30 });
    expect(counted).toBe(views.length);
    expect(deleted).toBe(pastRetention);
    expect(await countedViews(db)).toEqual({ uncounted: 0, counted, kept: views.length - pastRetention });
    const [oldestRaw] = await db.select({ at: sql<string>`min(${pageViews.createdAt})::text` }).from(pageViews);
    expect(new Date(oldestRaw!.at).getTime()).toBeGreaterThanOrEqual(retentionStart);

    expect(await Promise.all(periods.map((days) => statsAt(db, days)))).toEqual(before);
    expect(before[3]!.total).toBe(views.length);

    // A view written late for a day already counted is counted once, raw until the next run folds it in.
    await db.insert(pageViews).values({ ...views[1]!, createdAt: ago(2) });
    const withLateView = await statsAt(db, 90);
    expect(withLateView.total).toBe(views.length + 1);
    expect((await rollUpPageViews(db, { now, timeZone: config.SITE_TIME_ZONE, retentionDays: 30 })).views).toBe(1);
    expect(await statsAt(db, 90)).toEqual(withLateView);
  });

  it("counts the views written today while the server runs, so the analysis reads them from the daily counts", async () => {
    const { db } = database;
    const justNow = new Date();
    await seedViews(db, [{ ...historicViews(1)[0]!, userId: null, createdAt: justNow }]);
    const before = await readVisitStats(db, { now: justNow, timeZone: config.SITE_TIME_ZONE, periodDays: 7 });
    const scheduler = createCleanupScheduler({ db, storage, config, log: silent, firstCheckMs: DAY_MS, countViewsEveryMs: 50 });
    try {
      await expect.poll(async () => (await countedViews(db)).uncounted, { timeout: 10_000 }).toBe(0);
    } finally {
      await scheduler.stop();
    }
    expect(await countedViews(db)).toMatchObject({ counted: 1, kept: 1 });
    expect(await readVisitStats(db, { now: justNow, timeZone: config.SITE_TIME_ZONE, periodDays: 7 })).toEqual(before);
  });

  it("deletes a file once it has been unused for the grace period, and keeps used files and the site's own images", async () => {
    const { db } = database;
    for (const key of [
      "saide/used-960.webp",
      "saide/used-1600.jpg",
      "saide/orphan-960.webp",
      "site/slide-1600.jpg",
      "site/hero-1-480.webp",
    ]) {
      await storage.put(key, Buffer.from(key), "image/webp");
    }
    await db.insert(products).values({
      id: "used",
      texts: productTexts({ title: "Used" }),
      photoUrl: "/media/saide/used-1600.jpg",
      photoVariants: [{ width: 960, height: 600, format: "webp", key: "saide/used-960.webp" }],
    });
    await db.insert(siteSettings).values({ key: "homePage", value: { header: "/media/site/", end: "-1600.jpg", urls: ["slide"] } });
    const grace = config.MEDIA_UNUSED_GRACE_DAYS * DAY_MS;

    expect(await removeOrphanFiles(db, storage, now, grace)).toEqual({ files: 0, unused: 1 });
    expect(await removeOrphanFiles(db, storage, new Date(now.getTime() + grace - 1), grace)).toEqual({ files: 0, unused: 1 });
    await storage.put("saide/fresh-960.webp", Buffer.from("fresh"), "image/webp");
    expect(await removeOrphanFiles(db, storage, new Date(now.getTime() + grace), grace)).toEqual({ files: 1, unused: 1 });
    expect(await storage.list()).toEqual([
      "saide/fresh-960.webp",
      "saide/used-1600.jpg",
      "saide/used-960.webp",
      "site/hero-1-480.webp",
      "site/slide-1600.jpg",
    ]);
  });
});

describe("two clean-up runs at once on PostgreSQL", () => {
  let created: { url: string; drop: () => Promise<void> };
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    created = await createPostgresDatabase();
    first = await openDatabase({ url: created.url, dataDir: "" });
    second = await openDatabase({ url: created.url, dataDir: "" });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await created?.drop();
  });

  it("counts every rolled-up view once", async () => {
    const views = historicViews(4000);
    await seedViews(first.db, views);
    const before = await statsAt(first.db, 90);
    const options = { now, timeZone: config.SITE_TIME_ZONE, retentionDays: 30 };
    const [a, b] = await Promise.all([rollUpPageViews(first.db, options), rollUpPageViews(second.db, options)]);
    const { uncounted, counted } = await countedViews(first.db);
    expect(a.views + b.views).toBe(counted);
    expect(uncounted + counted).toBe(views.length);
    expect(await statsAt(second.db, 90)).toEqual(before);
  });

  it("lets one instance run each job", async () => {
    const storage = createLocalStorage(path.join(tmpdir(), "quartz-cleanup-none"));
    const context = { storage, config, now, log: silent };
    const [a, b] = await Promise.all([runDueCleanup({ ...context, db: first.db }), runDueCleanup({ ...context, db: second.db })]);
    expect([...a, ...b].sort()).toEqual(cleanupJobs.map((job) => job.name).sort());
  });
});
