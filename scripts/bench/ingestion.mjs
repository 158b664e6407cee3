// Page-view ingestion: how many views per second `createPageViewRecorder` (the recorder every page
// and beacon goes through) persists, with the shipped IP-to-country lookup, on a fresh PGlite folder
// and, when a server is given, a throwaway PostgreSQL database; then checks that every recorded view
// is stored and counted. The budget is at least 5,000 views/s with none lost (docs/requirements/additions.md#performance-budgets).
//
//   node scripts/bench/ingestion.mjs [--views=N]    standalone; `npm run bench` calls benchIngestion
//   BENCH_DATABASE_URL=postgres://…                 also on a throwaway database on that server, after PGlite
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { setImmediate } from "node:timers";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { tsImport } from "tsx/esm/api";
import { freshDatabase } from "./analytics.mjs";
import { formatTable, perSecond } from "./table.mjs";

/** @import { DatabaseHandle } from "../../app/database/client.server.ts" */
/** @import { PageViewInput } from "../../app/modules/analytics/page-views.server.ts" */
/** @import { CountryLookup } from "../../app/modules/geo/country-lookup.server.ts" */

const TARGET_PER_SECOND = 5000;
/** The site's time zone the recorder counts days by (the default of SITE_TIME_ZONE). */
const TIME_ZONE = "Asia/Shanghai";
/**
 * A saturated server's page rate: at this pace, the longest time the recorder holds the event loop
 * (making a batch's rows; on PGlite the database runs in a thread of its own, decision 030) is the
 * longest any page waits behind it.
 */
const PACED_PER_SECOND = 1500;
const PACED_SECONDS = 5;
/** Views recorded per event-loop turn: a busy server's requests arrive between the recorder's writes, not all at once. */
const BURST = 500;
const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 MicroMessenger/8.0.49",
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

async function appModules() {
  const load = (/** @type {string} */ file) =>
    tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.json") });
  const [{ openDatabase }, { createPageViewRecorder }, { countPageViews }, { createCountryLookup }] = /**
   * @type {[
   *   typeof import("../../app/database/client.server.ts"),
   *   typeof import("../../app/modules/analytics/page-views.server.ts"),
   *   typeof import("../../app/modules/analytics/page-view-rollup.server.ts"),
   *   typeof import("../../app/modules/geo/country-lookup.server.ts"),
   * ]}
   */ (
    await Promise.all([
      load("app/database/client.server.ts"),
      load("app/modules/analytics/page-views.server.ts"),
      load("app/modules/analytics/page-view-rollup.server.ts"),
      load("app/modules/geo/country-lookup.server.ts"),
    ])
  );
  return { openDatabase, createPageViewRecorder, countPageViews, createCountryLookup };
}

/** @typedef {Awaited<ReturnType<typeof appModules>>} AppModules */

/**
 * The i-th synthetic view: product pages and others, referrers, campaigns, addresses from many networks.
 * @param {number} i
 * @returns {PageViewInput}
 */
function viewNumber(i) {
  const path = i % 3 === 0 ? ["/", "/zh", "/about-us", "/contact-us"][i % 4] : `/product${i % 2 ? "-zh" : ""}/slab-${i % 1000}`;
  return {
    url: new URL(`https://quartz.example${path}${i % 10 === 0 ? "?utm_source=fair&utm_medium=email" : ""}`),
    referrer: i % 4 === 0 ? "https://www.google.com/" : null,
    userAgent: USER_AGENTS[i % 2] ?? "",
    ipAddress: `${1 + (i % 223)}.${(i >> 8) % 256}.${i % 256}.${(i * 7) % 256}`,
    userId: null,
  };
}

/**
 * @param {object} run
 * @param {AppModules} run.modules
 * @param {number} run.views
 * @param {string | undefined} run.serverUrl
 * @param {(message: string) => void} run.progress
 * @param {(() => Promise<void>)[]} run.cleanups
 */
async function benchStore({ modules, views, serverUrl, progress, cleanups }) {
  const database = await freshDatabase(serverUrl);
  const geoDir = mkdtempSync(path.join(tmpdir(), "quartz-bench-geo-"));
  /** @type {DatabaseHandle | undefined} */
  let handle;
  const cleanUp = async () => {
    await handle?.close().catch(() => {});
    handle = undefined;
    rmSync(geoDir, { recursive: true, force: true });
    await database.drop();
  };
  cleanups.push(cleanUp);
  try {
    progress(`ingestion: recording ${views.toLocaleString("en")} page views into a fresh ${database.kind} database…`);
    handle = await modules.openDatabase(database.options);
    const countries = modules.createCountryLookup({ dataDir: geoDir });
    await countries.countryOf("8.8.8.8"); // the table loads once per process, at the first view after a start
    // As on a running server after its first minute: the range sums exist, so every view is added to them too.
    await modules.countPageViews(handle.db, { now: new Date(), timeZone: TIME_ZONE });
    /** @type {Record<string, unknown>[]} */
    const failures = [];
    const recorder = modules.createPageViewRecorder({
      db: handle.db,
      timeZone: TIME_ZONE,
      countryOf: countries.countryOf,
      log: (event) => failures.push(event),
    });
    const startedAt = performance.now();
    for (let i = 0; i < views; i += 1) {
      recorder.record(viewNumber(i));
      if (i % BURST === BURST - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    const recordedMs = performance.now() - startedAt;
    await recorder.stop();
    // The minute's count folds the pending counts into the sums: part of storing a view, so timed with it.
    await modules.countPageViews(handle.db, { now: new Date(), timeZone: TIME_ZONE });
    const elapsedMs = performance.now() - startedAt;
    const [{ stored, counted }] = /** @type {{ rows: [{ stored: number; counted: number }] }} */ (
      await handle.db.execute(
        sql`select (select count(*)::int from page_views) as stored, (select coalesce(sum(visits), 0)::int from page_view_range_sources where range = 'all' and dimension = 'total') as counted`,
      )
    ).rows;
    return {
      kind: database.kind,
      views,
      stored,
      counted,
      recordedMs,
      elapsedMs,
      failures: failures.length,
      stallMs: await longestStall(modules, handle, countries),
    };
  } finally {
    await cleanUp();
  }
}

/**
 * Views recorded at PACED_PER_SECOND, one every few milliseconds as requests come; the event loop's longest delay meanwhile.
 * @param {AppModules} modules
 * @param {DatabaseHandle} handle
 * @param {CountryLookup} countries
 */
async function longestStall(modules, handle, countries) {
  const recorder = modules.createPageViewRecorder({ db: handle.db, timeZone: TIME_ZONE, countryOf: countries.countryOf });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const tickMs = 5;
  const perTick = (PACED_PER_SECOND * tickMs) / 1000;
  delay.enable();
  const ticks = (PACED_SECONDS * 1000) / tickMs;
  /** @type {Promise<number> | undefined} */
  let minutesCount;
  for (let tick = 0; tick < ticks; tick += 1) {
    for (let i = 0; i < perTick; i += 1) recorder.record(viewNumber(tick * perTick + i));
    // Half-way, the scheduler's minute count folds what the writes so far left pending, as views keep coming.
    if (tick === ticks / 2) minutesCount = modules.countPageViews(handle.db, { now: new Date(), timeZone: TIME_ZONE });
    await new Promise((resolve) => setTimeout(resolve, tickMs));
  }
  await minutesCount;
  delay.disable();
  await recorder.stop();
  return delay.max / 1e6;
}

/**
 * Ingestion on PGlite, then on PostgreSQL when a server is given; fails the run below the target or when a view is missing.
 * @param {object} [options]
 * @param {number} [options.views]
 * @param {string | null} [options.databaseUrl] the PostgreSQL server; BENCH_DATABASE_URL's without it, none when null
 * @param {(message: string) => void} [options.progress]
 * @param {(() => Promise<void>)[]} [options.cleanups]
 */
export async function benchIngestion({
  views = 100_000,
  databaseUrl = process.env.BENCH_DATABASE_URL,
  progress = console.error,
  cleanups = [],
} = {}) {
  const modules = await appModules();
  const results = [];
  for (const serverUrl of [undefined, ...(databaseUrl ? [databaseUrl] : [])]) {
    results.push(await benchStore({ modules, views, serverUrl, progress, cleanups }));
  }
  console.log(
    `\nPage-view ingestion: createPageViewRecorder with the shipped country lookup, views recorded ${BURST} per event-loop turn, then stop() (as on SIGTERM) and the minute's count that folds the pending counts into the sums; the stall is measured with that count run half-way.`,
  );
  console.log(
    formatTable(
      [
        "store",
        "recorded",
        "stored",
        "in the all-time sums",
        "seconds",
        "views/s",
        `≥ ${TARGET_PER_SECOND}/s`,
        `longest stall at ${PACED_PER_SECOND.toLocaleString("en")} views/s`,
      ],
      results.map((result) => [
        result.kind,
        result.views.toLocaleString("en"),
        result.stored.toLocaleString("en"),
        result.counted.toLocaleString("en"),
        (result.elapsedMs / 1000).toFixed(1),
        perSecond((result.stored / result.elapsedMs) * 1000),
        (result.stored / result.elapsedMs) * 1000 >= TARGET_PER_SECOND ? "yes" : "NO",
        `${result.stallMs.toFixed(0)} ms`,
      ]),
    ),
  );
  const problems = results.flatMap((result) => [
    ...(result.stored !== result.views ? [`${result.kind}: ${result.views - result.stored} of ${result.views} views were not stored`] : []),
    ...(result.counted !== result.stored
      ? [`${result.kind}: ${result.counted} of ${result.stored} stored views reached the all-time sums`]
      : []),
    ...(result.failures > 0 ? [`${result.kind}: the recorder logged ${result.failures} failures`] : []),
    ...((result.stored / result.elapsedMs) * 1000 < TARGET_PER_SECOND ? [`${result.kind}: below ${TARGET_PER_SECOND} views/s`] : []),
  ]);
  if (problems.length > 0) {
    console.log(`\nProblems:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    process.exitCode = 1;
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(root);
  const viewsOption = process.argv.slice(2).find((argument) => argument.startsWith("--views="));
  const views = viewsOption ? Number(viewsOption.slice("--views=".length)) : undefined;
  if (views !== undefined && !(Number.isInteger(views) && views > 0)) {
    console.error(`--views must be a positive whole number, not ${viewsOption}`);
    process.exit(2);
  }
  try {
    await benchIngestion({ views });
  } catch (error) {
    console.error(`\ningestion bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
