// The dashboard's visit analysis over a million page views: fills a fresh database of its own with
// synthetic views spread over the last 90 days, then times `readVisitStats`, the function the
// analytics tab's loader calls. The budget is one second for the tab with a million views.
//
//   node scripts/bench/analytics.mjs [--rows=N]     standalone; `npm run bench` calls benchAnalytics
//   BENCH_DATABASE_URL=postgres://…                  a throwaway database on that server instead of PGlite
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

const BUDGET_MS = 1000;
const WARM_RUNS = 5;
const INSERT_CHUNK = 100_000;
const SPREAD_DAYS = 90;
const TIME_ZONE = "Asia/Shanghai";
/** The tab opens on 30 days; the other periods are one click away and must fit the budget too. */
const PERIODS = [30, 7, 90];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The app's own TypeScript modules, so the bench times exactly what the loader runs. */
async function appModules() {
  const load = (file) => tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.json") });
  const [{ openDatabase }, { readVisitStats }] = await Promise.all([load("app/database/client.server.ts"), load("app/modules/analytics/visit-stats.server.ts")]);
  return { openDatabase, readVisitStats };
}

/** An empty database that only this run uses: a PGlite folder, or a new database on the PostgreSQL server. */
async function freshDatabase(serverUrl) {
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "quartz-bench-analytics-"));
    return { kind: "PGlite", options: { dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `bench_analytics_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = async (statement) => {
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
  return { kind: "PostgreSQL", options: { url: url.toString(), dataDir: "" }, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Synthetic views in the order the recorder writes them (oldest first, evenly over 90 days), with a
 * plausible mix: 40 % phones, 4 % the administrator, a fifth from in-app browsers, 90 distinct pages.
 * A multiplicative hash of the row number stands in for randomness, so every run stores the same rows.
 */
async function insertViews(db, rows, progress) {
  for (let from = 0; from < rows; from += INSERT_CHUNK) {
    const to = Math.min(from + INSERT_CHUNK, rows) - 1;
    await db.execute(sql`
      insert into page_views (url, url_origin, url_pathname, device_type, source_type, source_from, user_agent, user_id, ip_address, created_at)
      select 'https://quartz.example' || path, 'https://quartz.example', path, device,
        case when device = 'desktop' then 'desktop' else 'mobile' end,
        coalesce((array['wechat', 'linkedin', 'facebook', 'weibo', 'twitter'])[1 + (hash / 7) % 20], 'browser'),
        case when device = 'desktop'
          then 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
          else 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
        end,
        case when hash % 25 = 0 then '00000000-0000-4000-8000-00000000a0a0'::uuid end,
        '203.0.113.' || hash % 250,
        now() - ${SPREAD_DAYS}::int * interval '1 day' + (i::float8 / ${rows}::int) * ${SPREAD_DAYS}::int * interval '1 day'
      from generate_series(${from}::int, ${to}::int) as i,
        lateral (select (i::bigint * 2654435761) % 4294967296 as hash) as hashed,
        lateral (select
          case when hash % 10 < 3 then 'ios' when hash % 10 < 4 then 'android' else 'desktop' end as device,
          case when hash % 3 = 0
            then (array['/', '/zh', '/about-us', '/about-us-zh', '/brand-center', '/brand-center-zh', '/news-center', '/contact-us', '/contact-us-zh', '/dashboard'])[1 + (hash / 3) % 10]
            else '/product' || (case when hash % 2 = 0 then '-zh' else '' end) || '/slab-' || (hash / 11) % 40
          end as path
        ) as fields
    `);
    progress(`inserted ${(to + 1).toLocaleString("en")} of ${rows.toLocaleString("en")} page views`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Wall time, and this process's CPU time: all of the query's work for in-process PGlite, only the client's for PostgreSQL. */
async function timed(work) {
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  const result = await work();
  const cpu = process.cpuUsage(cpuBefore);
  return { result, elapsedMs: performance.now() - startedAt, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/**
 * Fills a fresh database, reopens it so the first call is cold (new connection, empty PGlite caches;
 * a PostgreSQL server may still hold the pages in its shared buffers), times each period cold and
 * warm, prints the table and sets a failing exit code when a warm median is over the budget.
 */
export async function benchAnalytics({ rows = 1_000_000, databaseUrl = process.env.BENCH_DATABASE_URL, progress = console.error, cleanups = [] } = {}) {
  const { openDatabase, readVisitStats } = await appModules();
  const database = await freshDatabase(databaseUrl);
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
    handle = await openDatabase(database.options);
    const { elapsedMs: insertMs } = await timed(() => insertViews(handle.db, rows, progress));
    // PostgreSQL's autovacuum analyzes a table that grew this much within a minute; embedded PGlite has no autovacuum.
    if (handle.kind === "postgres") await handle.db.execute(sql`analyze page_views`);
    await handle.close();
    handle = await openDatabase(database.options);

    const measurements = [];
    for (const periodDays of PERIODS) {
      const read = () => readVisitStats(handle.db, { now: new Date(), timeZone: TIME_ZONE, periodDays });
      const cold = await timed(read);
      if (cold.result.total !== rows) throw new Error(`readVisitStats counted ${cold.result.total} views, expected ${rows}`);
      const warm = [];
      for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await timed(read));
      const warmMs = warm.map((run) => run.elapsedMs);
      measurements.push({
        periodDays,
        coldMs: cold.elapsedMs,
        warmMedianMs: median(warmMs),
        warmMaxMs: Math.max(...warmMs),
        warmCpuMedianMs: median(warm.map((run) => run.cpuMs)),
      });
    }

    console.log(
      `\nVisit analysis: readVisitStats (the analytics tab's loader query) over ${rows.toLocaleString("en")} page views spread over ${SPREAD_DAYS} days, ${database.kind}; inserted in ${(insertMs / 1000).toFixed(1)} s.`,
    );
    console.log(
      formatTable(
        ["period", "cold ms", "warm median ms", "warm max ms", "warm CPU ms", `within ${BUDGET_MS} ms`],
        measurements.map((entry) => [
          `last ${entry.periodDays} days`,
          ms(entry.coldMs),
          ms(entry.warmMedianMs),
          ms(entry.warmMaxMs),
          handle.kind === "pglite" ? ms(entry.warmCpuMedianMs) : "-",
          entry.warmMedianMs <= BUDGET_MS ? "yes" : "NO",
        ]),
      ),
    );
    console.log(
      `cold = first call on a newly opened database; warm = the next ${WARM_RUNS} calls; CPU = this process's CPU time, the whole query for in-process PGlite, so a busy machine shows as wall time above it. Time zone ${TIME_ZONE}.`,
    );
    if (measurements.some((entry) => entry.warmMedianMs > BUDGET_MS)) {
      console.log(`\nProblems:\n  - the visit analysis took longer than ${BUDGET_MS} ms warm`);
      process.exitCode = 1;
    }
    return measurements;
  } finally {
    await cleanUp();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(root);
  const rowsOption = process.argv.slice(2).find((argument) => argument.startsWith("--rows="));
  const rows = rowsOption ? Number(rowsOption.slice("--rows=".length)) : undefined;
  if (rows !== undefined && !(Number.isInteger(rows) && rows > 0)) {
    console.error(`--rows must be a positive whole number, not ${rowsOption}`);
    process.exit(2);
  }
  try {
    await benchAnalytics({ rows });
  } catch (error) {
    console.error(`\nvisit analysis bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
