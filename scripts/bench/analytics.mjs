// The dashboard's visit analysis over ten million page views: fills a fresh database of its own with
// synthetic views of a 1,000-product catalogue spread over the last 400 days (today included), and
// enquiries, runs the daily roll-up as the scheduler would, then times `readVisitStats` and
// `readVisitDetails` (conversion per product, referrers, campaigns, countries), the two functions the
// analytics tab's loader calls, for every range the tab offers. The budget is 100 ms per range (docs/requirements/additions.md#performance-budgets).
//
//   node scripts/bench/analytics.mjs [--rows=N] [--quick] [--products=N]   standalone (--quick: a million views); `npm run bench` calls benchAnalytics
//   BENCH_DATABASE_URL=postgres://…                          also on a throwaway database on that server, after PGlite
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { formatTable, ms } from "./table.mjs";

/** @import { SQL } from "drizzle-orm" */
/** @import { Database, DatabaseHandle } from "../../app/database/client.server.ts" */
/** @import { DetailRange, VisitDetails } from "../../app/modules/analytics/visit-details.ts" */

const BUDGET_MS = 100;
const WARM_RUNS = 5;
const INSERT_CHUNK = 100_000;
const SPREAD_DAYS = 400;
/** Raw views are kept for the whole spread, so the all-time figures can be checked against them. */
const RETENTION_DAYS = 36_500;
const TIME_ZONE = "Asia/Shanghai";
/** The tab opens on 30 days; the other periods are one click away and must fit the budget too. */
const PERIODS = [30, 7, 90];
/**
 * Every range the conversion figures offer.
 * @type {DetailRange[]}
 */
const DETAIL_RANGES = [30, 7, 90, "all"];
const PRODUCTS = 1000;
const ENQUIRIES = 5000;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The app's own TypeScript modules, so the bench times exactly what the loader runs. */
async function appModules() {
  const load = (/** @type {string} */ file) =>
    tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.json") });
  const [{ openDatabase }, { readVisitStats }, { readVisitDetails }, { rollUpPageViews }] = /**
   * @type {[
   *   typeof import("../../app/database/client.server.ts"),
   *   typeof import("../../app/modules/analytics/visit-stats.server.ts"),
   *   typeof import("../../app/modules/analytics/visit-details.server.ts"),
   *   typeof import("../../app/modules/analytics/page-view-rollup.server.ts"),
   * ]}
   */ (
    await Promise.all([
      load("app/database/client.server.ts"),
      load("app/modules/analytics/visit-stats.server.ts"),
      load("app/modules/analytics/visit-details.server.ts"),
      load("app/modules/analytics/page-view-rollup.server.ts"),
    ])
  );
  return { openDatabase, readVisitStats, readVisitDetails, rollUpPageViews };
}

/**
 * An empty database that only this run uses: a PGlite folder, or a new database on the PostgreSQL server.
 * @param {string | undefined} serverUrl
 */
export async function freshDatabase(serverUrl) {
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "quartz-bench-analytics-"));
    return { kind: "PGlite", options: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `bench_analytics_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = async (/** @type {string} */ statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: "PostgreSQL",
    options: { url: url.toString(), dataDir: "" },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Synthetic views in the order the recorder writes them (oldest first, evenly over 400 days up to now), with a
 * plausible mix: 40 % phones, 4 % the administrator, a fifth from in-app browsers, 90 distinct pages.
 * A multiplicative hash of the row number stands in for randomness, so every run stores the same rows.
 * Product pages are of `products` products named `productPrefix` and a number from 0.
 * @param {Database} db
 * @param {number} rows
 * @param {(message: string) => void} progress
 * @param {{ products?: number; productPrefix?: string }} [catalogue]
 */
export async function insertViews(db, rows, progress, { products = PRODUCTS, productPrefix = "slab-" } = {}) {
  for (let from = 0; from < rows; from += INSERT_CHUNK) {
    const to = Math.min(from + INSERT_CHUNK, rows) - 1;
    await db.execute(sql`
      insert into page_views (url, url_origin, url_pathname, device_type, source_type, source_from, user_agent, user_id, ip_address,
        country, product_id, referrer_host, utm_source, utm_medium, utm_campaign, created_at)
      select 'https://quartz.example' || path, 'https://quartz.example', path, device,
        case when device = 'desktop' then 'desktop' else 'mobile' end,
        coalesce((array['wechat', 'linkedin', 'facebook', 'weibo', 'twitter'])[1 + (hash / 7) % 20], 'browser'),
        case when device = 'desktop'
          then 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
          else 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
        end,
        case when hash % 25 = 0 then '00000000-0000-4000-8000-00000000a0a0'::uuid end,
        '203.0.113.' || hash % 250,
        (array['CN', 'US', 'DE', 'AU', 'IN', 'GB', 'AE', 'VN', 'CA', ''])[1 + (hash / 13) % 10],
        case when hash % 3 <> 0 then ${productPrefix} || (hash / 11) % ${products}::int end,
        coalesce((array['www.google.com', 'www.bing.com', 'stone-forum.example'])[1 + (hash / 17) % 12], ''),
        coalesce((array['newsletter', 'fair', 'ads'])[1 + (hash / 19) % 10], ''),
        case when (hash / 19) % 10 < 3 then 'email' else '' end,
        case when (hash / 19) % 10 < 3 then 'spring-' || (hash / 23) % 4 else '' end,
        now() - ${SPREAD_DAYS}::int * interval '1 day' + (i::float8 / ${rows}::int) * ${SPREAD_DAYS}::int * interval '1 day'
      from generate_series(${from}::int, ${to}::int) as i,
        lateral (select (i::bigint * 2654435761) % 4294967296 as hash) as hashed,
        lateral (select
          case when hash % 10 < 3 then 'ios' when hash % 10 < 4 then 'android' else 'desktop' end as device,
          case when hash % 3 = 0
            then (array['/', '/zh', '/about-us', '/about-us-zh', '/brand-center', '/brand-center-zh', '/news-center', '/contact-us', '/contact-us-zh', '/dashboard'])[1 + (hash / 3) % 10]
            else '/product' || (case when hash % 2 = 0 then '-zh' else '' end) || '/' || ${productPrefix} || (hash / 11) % ${products}::int
          end as path
        ) as fields
    `);
    progress(`inserted ${(to + 1).toLocaleString("en")} of ${rows.toLocaleString("en")} page views`);
  }
}

/**
 * The catalogue the views are of, and enquiries about its products over the same days.
 * @param {Database} db
 * @param {number} products
 */
async function insertCatalogueAndEnquiries(db, products) {
  await db.execute(sql`
    insert into products (id, texts, photo_url)
    select 'slab-' || i,
      jsonb_build_object(
        'en', jsonb_build_object('title', 'Slab ' || i, 'description', '[]'::jsonb, 'keywords', '[]'::jsonb, 'applications', '[]'::jsonb, 'specRows', '[]'::jsonb),
        'zh', jsonb_build_object('title', '石板 ' || i)
      ),
      '/bench.jpg'
    from generate_series(0, ${products - 1}::int) as i
  `);
  await db.execute(sql`
    insert into enquiries (first_name, last_name, email, source, language, product_id, country, referrer, utm_source, created_at)
    select 'Buyer', i::text, 'buyer' || i || '@example.com', 'product', 'en', 'slab-' || (i * 7) % ${products}::int,
      (array['CN', 'US', 'DE', 'AU', 'IN', 'GB', 'AE', 'VN', 'CA', ''])[1 + i % 10],
      case when i % 4 = 0 then 'https://www.google.com/search' else '' end,
      case when i % 5 = 0 then 'newsletter' else '' end,
      now() - ${SPREAD_DAYS}::int * interval '1 day' + (i::float8 / ${ENQUIRIES}::int) * ${SPREAD_DAYS}::int * interval '1 day'
    from generate_series(0, ${ENQUIRIES - 1}::int) as i
  `);
}

/**
 * All-time figures must equal plain counts over the rows: every visitor view, every enquiry, and the most viewed product's.
 * @param {Database} db
 * @param {VisitDetails} details
 */
async function checkDetailsAgainstRawRows(db, details) {
  const count = async (/** @type {SQL} */ query) =>
    Number(/** @type {{ rows: { count: unknown }[] }} */ (await db.execute(query)).rows[0]?.count);
  const visitorViews = await count(sql`select count(*) from page_views where user_id is null`);
  if (details.views !== visitorViews) throw new Error(`readVisitDetails counted ${details.views} visitor views, expected ${visitorViews}`);
  if (details.enquiries !== ENQUIRIES) throw new Error(`readVisitDetails counted ${details.enquiries} enquiries, expected ${ENQUIRIES}`);
  const [top] = details.products;
  if (!top) throw new Error("readVisitDetails found no product views");
  const productViews = await count(
    sql`select count(*) from page_views where user_id is null and url_pathname in (${`/product/${top.productId}`}, ${`/product-zh/${top.productId}`})`,
  );
  const productEnquiries = await count(sql`select count(*) from enquiries where product_id = ${top.productId}`);
  if (top.views !== productViews || top.enquiries !== productEnquiries) {
    throw new Error(
      `${top.productId}: ${top.views} views and ${top.enquiries} enquiries, expected ${productViews} and ${productEnquiries}`,
    );
  }
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Wall time, and this process's CPU time: all of the query's work for in-process PGlite, only the client's for PostgreSQL.
 * @template T
 * @param {() => Promise<T>} work
 */
async function timed(work) {
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { result, elapsedMs: performance.now() - startedAt, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * Times `read` on a newly opened database (cold) and then WARM_RUNS times (warm); `check` vets the
 * cold answer against the stored rows.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(result: T) => unknown} check
 */
async function timeRange(read, check) {
  const cold = await timed(read);
  await check(cold.result);
  const warm = [];
  for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await timed(read));
  const warmMs = warm.map((run) => run.elapsedMs);
  return {
    result: cold.result,
    coldMs: cold.elapsedMs,
    warmMedianMs: median(warmMs),
    warmMaxMs: Math.max(...warmMs),
    warmCpuMedianMs: median(warm.map((run) => run.cpuMs)),
  };
}

/**
 * Fills a fresh database, runs the roll-up the scheduler runs daily, reopens the database so the
 * first call is cold (new connection, empty PGlite caches; a PostgreSQL server may still hold the
 * pages in its shared buffers) and times every range cold and warm.
 * @param {object} run
 * @param {Awaited<ReturnType<typeof appModules>>} run.modules
 * @param {number} run.rows
 * @param {number} run.products
 * @param {string | undefined} run.serverUrl
 * @param {(message: string) => void} run.progress
 * @param {(() => Promise<void>)[]} run.cleanups
 */
async function benchStore({ modules, rows, products, serverUrl, progress, cleanups }) {
  const { openDatabase, readVisitStats, readVisitDetails, rollUpPageViews } = modules;
  const database = await freshDatabase(serverUrl);
  /** @type {DatabaseHandle | undefined} */
  let handle;
  let dropped = false;
  const cleanUp = async () => {
    await handle?.close().catch(() => {});
    handle = undefined;
    if (!dropped) await database.drop();
    dropped = true;
  };
  cleanups.push(cleanUp);
  try {
    progress(`visit analysis: filling a fresh ${database.kind} database with ${rows.toLocaleString("en")} page views…`);
    const filling = await openDatabase(database.options);
    handle = filling;
    const { elapsedMs: insertMs } = await timed(async () => {
      await insertViews(filling.db, rows, progress, { products });
      await insertCatalogueAndEnquiries(filling.db, products);
    });
    progress(`visit analysis: counting ${SPREAD_DAYS} days of views into daily roll-ups…`);
    const rollUp = await timed(() => rollUpPageViews(filling.db, { now: new Date(), timeZone: TIME_ZONE, retentionDays: RETENTION_DAYS }));
    // PostgreSQL's autovacuum analyzes a table that grew this much within a minute; embedded PGlite has no autovacuum.
    if (filling.kind === "postgres") {
      for (const table of ["page_views", "page_view_days", "page_view_day_sources", "enquiries"])
        await filling.db.execute(sql.raw(`vacuum analyze ${table}`));
    }
    await filling.close();
    const reading = await openDatabase(database.options);
    handle = reading;

    const measurements = [];
    for (const periodDays of PERIODS) {
      const read = () => readVisitStats(reading.db, { now: new Date(), timeZone: TIME_ZONE, periodDays });
      const timing = await timeRange(read, (stats) => {
        if (stats.total !== rows) throw new Error(`readVisitStats counted ${stats.total} views, expected ${rows}`);
      });
      measurements.push({ label: `stats, last ${periodDays} days`, ...timing });
    }
    for (const range of DETAIL_RANGES) {
      const read = () => readVisitDetails(reading.db, { now: new Date(), timeZone: TIME_ZONE, range });
      const timing = await timeRange(read, (details) => (range === "all" ? checkDetailsAgainstRawRows(reading.db, details) : undefined));
      measurements.push({ label: `details, ${range === "all" ? "all time" : `last ${range} days`}`, ...timing });
    }

    console.log(
      `\nVisit analysis over ${rows.toLocaleString("en")} page views spread over ${SPREAD_DAYS} days, ${database.kind}: inserted in ${(insertMs / 1000).toFixed(1)} s, ` +
        `${rollUp.result.views.toLocaleString("en")} views counted into daily roll-ups and range sums in ${(rollUp.elapsedMs / 1000).toFixed(1)} s (all at once; a server counts each batch of views as it stores it). ` +
        `stats = readVisitStats (totals, splits, days, top pages); details = readVisitDetails (${products.toLocaleString("en")} products, ${ENQUIRIES.toLocaleString("en")} enquiries, referrers, campaigns, countries).`,
    );
    console.log(
      formatTable(
        ["range", "cold ms", "warm median ms", "warm max ms", "warm CPU ms", `within ${BUDGET_MS} ms`],
        measurements.map((entry) => [
          entry.label,
          ms(entry.coldMs),
          ms(entry.warmMedianMs),
          ms(entry.warmMaxMs),
          reading.kind === "pglite" ? ms(entry.warmCpuMedianMs) : "-",
          entry.warmMedianMs <= BUDGET_MS ? "yes" : "NO",
        ]),
      ),
    );
    console.log(
      `cold = first call on a newly opened database; warm = the next ${WARM_RUNS} calls; CPU = this process's CPU time, the whole query for in-process PGlite, so a busy machine shows as wall time above it. Time zone ${TIME_ZONE}.`,
    );
    return { kind: database.kind, measurements };
  } finally {
    await cleanUp();
  }
}

/**
 * The visit analysis on PGlite, then on PostgreSQL when a server is given; prints a table per store
 * and sets a failing exit code when a warm median is over the budget.
 * @param {object} [options]
 * @param {number} [options.rows]
 * @param {number} [options.products]
 * @param {string | null} [options.databaseUrl] the PostgreSQL server; BENCH_DATABASE_URL's without it, none when null
 * @param {(message: string) => void} [options.progress]
 * @param {(() => Promise<void>)[]} [options.cleanups]
 */
export async function benchAnalytics({
  rows = 10_000_000,
  products = PRODUCTS,
  databaseUrl = process.env.BENCH_DATABASE_URL,
  progress = console.error,
  cleanups = [],
} = {}) {
  const modules = await appModules();
  const stores = [];
  for (const serverUrl of [undefined, ...(databaseUrl ? [databaseUrl] : [])]) {
    stores.push(await benchStore({ modules, rows, products, serverUrl, progress, cleanups }));
  }
  if (stores.some((store) => store.measurements.some((entry) => entry.warmMedianMs > BUDGET_MS))) {
    console.log(`\nProblems:\n  - the visit analysis took longer than ${BUDGET_MS} ms warm`);
    process.exitCode = 1;
  }
  return stores;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(root);
  const rowsOption = process.argv.slice(2).find((argument) => argument.startsWith("--rows="));
  const productsOption = process.argv.slice(2).find((argument) => argument.startsWith("--products="));
  const rows = rowsOption ? Number(rowsOption.slice("--rows=".length)) : process.argv.includes("--quick") ? 1_000_000 : undefined;
  const products = productsOption ? Number(productsOption.slice("--products=".length)) : undefined;
  for (const [option, value] of /** @type {[string | undefined, number | undefined][]} */ ([
    [rowsOption, rows],
    [productsOption, products],
  ])) {
    if (value !== undefined && !(Number.isInteger(value) && value > 0)) {
      console.error(`${option?.split("=")[0]} must be a positive whole number, not ${option}`);
      process.exit(2);
    }
  }
  try {
    await benchAnalytics({ rows, products });
  } catch (error) {
    console.error(`\nvisit analysis bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
