// The scale scenario (docs/requirements/additions.md#performance-budgets): the same site at the demo's 14 products and at 10,000 products with
// 10,000,000 page views, on embedded PGlite and on PostgreSQL. For each public page in both languages:
// server time, HTML size and req/s at both sizes side by side; the dashboard screens' times; and the
// server's resident memory after its first start, after a restart, and under 50 connections.
//
//   npm run bench -- --scenario scale [--products=N] [--views=N] [--duration=SECONDS]
//   BENCH_DATABASE_URL=postgres://…     the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//
// Every timed request carries a query string of its own, so the page cache (which keys on the whole
// address) renders each one: the figures are the cost of rendering, not of a cache hit.
//
// The site at 14 products is copied before the copy is grown, and both run side by side while their
// pages are timed, a request to one then the same to the other. Timed one after the other, minutes
// apart, the same catalogue-independent screen grew in one run and not in the next (docs/benchmarks/bench-method.md):
// whatever the machine was doing meanwhile (a database writing out gigabytes, a server's first minutes) was
// measured as growth. Side by side, both sizes meet the same conditions.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { clearInterval, setInterval } from "node:timers";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { tsImport } from "tsx/esm/api";
import { insertViews } from "./analytics.mjs";
import { BROWSER_HEADERS } from "./load.mjs";
import { measuredAt } from "./measured.mjs";
import { copyPostgresDatabase, throwawayPostgres } from "./postgres.mjs";
import { startServer } from "./server.mjs";
import { PAGE_SERVER_ENV, discoverPages, fetchHtml, publishNewsPost, signIn } from "./site.mjs";
import { formatTable, kb, ms, perSecond } from "./table.mjs";

/** @import { SQL } from "drizzle-orm" */
/** @import { Database } from "../../app/database/client.server.ts" */
/** @import { BenchServer } from "./server.mjs" */
/** @import { Page } from "./site.mjs" */
/**
 * A running site signed in as its administrator.
 * @typedef {BenchServer & { cookie: string }} Site
 */
/**
 * A page's or screen's HTML as sent, and the median time of the requests for it.
 * @typedef {{ htmlBytes: number; gzipBytes: number; serverMs: number }} Timed
 */

// Enough requests for the median to stand clear of the machine's noise, where fewer showed one page growing far
// more than its siblings, and few enough to keep a run to about a minute (docs/benchmarks/bench-method.md).
const TIMED_REQUESTS = 41;
const LOAD_CONNECTIONS = 10;
const PEAK_CONNECTIONS = 50;
const PRODUCT_PREFIX = "scale-";
const TIME_ZONE = "Asia/Shanghai";
/** Raw views are kept for the whole 400-day spread, as in the visit-analysis bench. */
const RETENTION_DAYS = 36_500;

/** The dashboard screens an owner opens, each as its first page shows it. */
const DASHBOARD_SCREENS = [
  "/dashboard",
  "/dashboard/products",
  "/dashboard/analytics",
  "/dashboard/categories",
  "/dashboard/attributes",
  "/dashboard/media",
  "/dashboard/news",
  "/dashboard/web-pages",
  "/dashboard/basic-info",
  "/dashboard/health",
  "/dashboard/seo",
];

/** @param {number | undefined} pid */
const residentMiB = (pid) => {
  const resident = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
  if (!resident) throw new Error(`process ${pid} has no resident memory (has it ended?)`);
  return Number(resident[1]) / 1024;
};
const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
let uniqueness = 0;
/** The address with a query string no request has had, so the page cache renders it. */
const uncached = (/** @type {string} */ url) => `${url}${url.includes("?") ? "&" : "?"}scale=${(uniqueness += 1)}`;

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function timedGet(url, headers = {}) {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: { ...BROWSER_HEADERS, ...headers } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - startedAt;
}

/**
 * Requests/s at `connections` with every request rendered (a query string of its own).
 * @param {string} url
 * @param {{ connections: number; duration: number }} load
 */
async function requestsPerSecond(url, { connections, duration }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 20,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest: (request) => {
          const target = new URL(uncached(url));
          return { ...request, path: target.pathname + target.search };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** The machine's busy (waiting on disks included) and total processor time so far, summed over its cores (/proc/stat, in clock ticks). */
function processorTicks() {
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, ...rest] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "")
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = [user, nice, system, idle, iowait, ...rest].reduce((sum, ticks) => sum + ticks, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine is mostly idle: a load phase leaves the server storing thousands of views
 * and the database writing them, and a page timed meanwhile measured that work instead of its own.
 */
async function untilQuiet({ busyShare = 0.25, windowMs = 500, timeoutMs = 30_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const before = processorTicks();
    await sleep(windowMs);
    const after = processorTicks();
    if ((after.busy - before.busy) / Math.max(1, after.total - before.total) <= busyShare) return;
  }
}

/**
 * Each page's and screen's size on both sites, and the median time of TIMED_REQUESTS requests to each,
 * alternating between the two, on a quiet machine after every address has been asked once.
 * @param {Site[]} sites
 * @param {Page[]} pages
 */
async function timeSideBySide(sites, pages) {
  /** @typedef {{ kind: "pages" | "dashboard"; key: string; address: (site: Site) => string; headers: (site: Site) => Record<string, string> }} Address */
  const addresses = [
    ...pages.map(
      /** @returns {Address} */ (page) => ({
        kind: "pages",
        key: page.path,
        address: (site) => uncached(site.baseUrl + page.path),
        headers: () => ({}),
      }),
    ),
    ...DASHBOARD_SCREENS.map(
      /** @returns {Address} */ (screen) => ({
        kind: "dashboard",
        key: screen,
        address: (site) => site.baseUrl + screen,
        headers: (site) => ({ cookie: site.cookie }),
      }),
    ),
  ];
  /** @type {{ pages: Record<string, Omit<Timed, "serverMs"> & Partial<Timed>>; dashboard: Record<string, Omit<Timed, "serverMs"> & Partial<Timed>> }[]} */
  const measured = sites.map(() => ({ pages: {}, dashboard: {} }));
  for (const { kind, key, address, headers } of addresses) {
    for (const [index, site] of sites.entries()) {
      const html = await fetchHtml(address(site), headers(site));
      measuredAt(measured, index)[kind][key] = { htmlBytes: html.length, gzipBytes: gzipSync(html).length };
    }
  }
  await untilQuiet();
  for (const { kind, key, address, headers } of addresses) {
    const times = sites.map(() => /** @type {number[]} */ ([]));
    for (let run = 0; run < TIMED_REQUESTS; run += 1) {
      for (const [index, site] of sites.entries()) measuredAt(times, index).push(await timedGet(address(site), headers(site)));
    }
    for (const index of sites.keys()) measuredAt(measuredAt(measured, index)[kind], key).serverMs = median(measuredAt(times, index));
  }
  // Every address has been timed now.
  return /** @type {{ pages: Record<string, Timed>; dashboard: Record<string, Timed> }[]} */ (measured);
}

/**
 * Each page's requests/s at LOAD_CONNECTIONS on each site in turn, after the timings, so their aftermath is not timed.
 * @param {Site[]} sites
 * @param {Page[]} pages
 * @param {number} duration
 */
async function loadSideBySide(sites, pages, duration) {
  /** @type {Record<string, Awaited<ReturnType<typeof requestsPerSecond>>>[]} */
  const measured = sites.map(() => ({}));
  for (const page of pages) {
    for (const [index, site] of sites.entries())
      measuredAt(measured, index)[page.path] = await requestsPerSecond(site.baseUrl + page.path, {
        connections: LOAD_CONNECTIONS,
        duration,
      });
  }
  return measured;
}

/**
 * Times, sizes and requests/s of every page, and the dashboard screens' times and sizes, of each site.
 * @param {Site[]} sites
 * @param {Page[]} pages
 * @param {number} duration
 */
async function measureSideBySide(sites, pages, duration) {
  const timed = await timeSideBySide(sites, pages);
  const loaded = await loadSideBySide(sites, pages, duration);
  return sites.map((_, index) => ({
    pages: Object.fromEntries(
      pages.map((page) => [
        page.path,
        { ...measuredAt(measuredAt(timed, index).pages, page.path), ...measuredAt(measuredAt(loaded, index), page.path) },
      ]),
    ),
    dashboard: measuredAt(timed, index).dashboard,
  }));
}

/**
 * Resident memory after the server has sat idle a moment, and its highest sample under PEAK_CONNECTIONS over every page.
 * @param {BenchServer} server
 * @param {Page[]} pages
 * @param {number} duration
 */
async function measureMemory(server, pages, duration) {
  await sleep(5000);
  const idle = residentMiB(server.pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(server.pid))), 200);
  try {
    await autocannon({
      url: server.baseUrl,
      connections: PEAK_CONNECTIONS,
      duration: Math.max(duration * 3, 10),
      timeout: 20,
      headers: BROWSER_HEADERS,
      requests: pages.map((page) => ({ setupRequest: (request) => ({ ...request, path: uncached(page.path) }) })),
    });
  } finally {
    clearInterval(sampler);
  }
  return { idle, peak };
}

/** @param {string} root */
async function appModules(root) {
  const load = (/** @type {string} */ file) =>
    tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.json") });
  const [{ openDatabase }, { rollUpPageViews }] = /**
   * @type {[typeof import("../../app/database/client.server.ts"), typeof import("../../app/modules/analytics/page-view-rollup.server.ts")]}
   */ (await Promise.all([load("app/database/client.server.ts"), load("app/modules/analytics/page-view-rollup.server.ts")]));
  return { openDatabase, rollUpPageViews };
}

/**
 * @param {Database} db
 * @param {string} table
 */
const columnsOf = async (db, table) =>
  /** @type {{ rows: { column_name: string }[] }} */ (
    await db.execute(
      sql`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
    )
  ).rows.map((row) => row.column_name);

/**
 * Grows the demo catalogue to `total` products: each new one a copy of a demo product (its photos,
 * gallery, options and category, so every page has what it shows), with a title and place of its own.
 * Answers how many were added, named PRODUCT_PREFIX and a number from 0.
 * @param {Database} db
 * @param {number} total
 */
async function growCatalogue(db, total) {
  const [{ count }] = /** @type {{ rows: [{ count: number }] }} */ (await db.execute(sql`select count(*)::int as count from products`))
    .rows;
  const added = Math.max(0, total - count);
  if (added === 0) return 0;
  await db.execute(sql`drop table if exists scale_sources`);
  await db.execute(sql`
    create temporary table scale_sources as
    select ${PRODUCT_PREFIX} || i as id, i, source.id as source
    from generate_series(0, ${added - 1}::int) as i
      join (select id, (row_number() over (order by sort_order, id) - 1)::int as n from products) as source on source.n = i % ${count}::int
  `);
  /** @type {Record<string, SQL>} */
  const own = {
    id: sql`scale_sources.id`,
    // The copies' titles numbered, in English and, where it is written, Chinese.
    texts: sql`jsonb_set(products.texts, '{en,title}', to_jsonb((products.texts->'en'->>'title') || ' ' || scale_sources.i))
      || case when products.texts->'zh'->>'title' is null then '{}'::jsonb
        else jsonb_build_object('zh', (products.texts->'zh') || jsonb_build_object('title', (products.texts->'zh'->>'title') || scale_sources.i)) end`,
    sort_order: sql`${count}::int + scale_sources.i`,
  };
  const productColumns = await columnsOf(db, "products");
  await db.execute(sql`
    insert into products (${sql.join(
      productColumns.map((column) => sql.identifier(column)),
      sql`, `,
    )})
    select ${sql.join(
      productColumns.map((column) => own[column] ?? sql`products.${sql.identifier(column)}`),
      sql`, `,
    )}
    from scale_sources join products on products.id = scale_sources.source
  `);
  for (const table of ["product_options", "product_photos"]) {
    // Ids of their own are generated; everything else follows the source product's rows.
    const copied = (await columnsOf(db, table)).filter((column) => column !== "id" && column !== "product_id");
    await db.execute(sql`
      insert into ${sql.identifier(table)} (product_id, ${sql.join(
        copied.map((column) => sql.identifier(column)),
        sql`, `,
      )})
      select scale_sources.id, ${sql.join(
        copied.map((column) => sql`rows.${sql.identifier(column)}`),
        sql`, `,
      )}
      from scale_sources join ${sql.identifier(table)} as rows on rows.product_id = scale_sources.source
    `);
  }
  await db.execute(sql`drop table scale_sources`);
  return added;
}

/**
 * The database at scale, filled while the server is stopped: products, page views over 400 days, their daily roll-ups.
 * @param {object} fill
 * @param {Awaited<ReturnType<typeof appModules>>} fill.modules
 * @param {{ url?: string; dataDir: string }} fill.databaseOptions
 * @param {number} fill.products
 * @param {number} fill.views
 * @param {(message: string) => void} fill.progress
 */
async function fillAtScale({ modules, databaseOptions, products, views, progress }) {
  const handle = await modules.openDatabase(databaseOptions);
  try {
    const startedAt = performance.now();
    progress(`scale: growing the catalogue to ${products.toLocaleString("en")} products…`);
    const added = await growCatalogue(handle.db, products);
    await insertViews(handle.db, views, progress, { products: Math.max(added, 1), productPrefix: PRODUCT_PREFIX });
    progress("scale: counting complete days into daily roll-ups…");
    await modules.rollUpPageViews(handle.db, { now: new Date(), timeZone: TIME_ZONE, retentionDays: RETENTION_DAYS });
    // Embedded PGlite has no autovacuum, and PostgreSQL's would not have analyzed tables this new yet.
    await handle.db.execute(sql`vacuum analyze`);
    // Writes gigabytes out now rather than in a checkpoint PostgreSQL would start while pages are being timed.
    await handle.db.execute(sql`checkpoint`);
    return performance.now() - startedAt;
  } finally {
    await handle.close();
  }
}

/**
 * @param {object} run
 * @param {string} run.root
 * @param {"PGlite" | "PostgreSQL"} run.kind
 * @param {string} [run.databaseUrl] the PostgreSQL database; embedded PGlite without it
 * @param {number} run.products
 * @param {number} run.views
 * @param {number} run.duration
 * @param {(message: string) => void} run.progress
 * @param {(() => Promise<void>)[]} run.cleanups
 */
async function benchStore({ root, kind, databaseUrl, products, views, duration, progress, cleanups }) {
  const smallDir = mkdtempSync(path.join(tmpdir(), "quartz-bench-scale-"));
  const largeDir = mkdtempSync(path.join(tmpdir(), "quartz-bench-scale-"));
  const removeData = async () => {
    for (const dataDir of [smallDir, largeDir]) rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.push(removeData);
  /**
   * @param {string} dataDir
   * @param {string | undefined} url
   */
  const start = async (dataDir, url) => {
    const server = await startServer({ root, databaseUrl: url, dataDir, extraEnv: PAGE_SERVER_ENV, timeoutMs: 600_000 });
    cleanups.push(server.stop);
    return server;
  };
  try {
    progress(`scale, ${kind}: first start on an empty database (migrations, demo catalogue)…`);
    const first = await start(smallDir, databaseUrl);
    await sleep(5000);
    const memory = { firstStartIdle: residentMiB(first.pid) };
    let { pages, newsPostFound } = await discoverPages(first.baseUrl);
    if (!newsPostFound) {
      await publishNewsPost(first.baseUrl, await signIn(first.baseUrl));
      ({ pages } = await discoverPages(first.baseUrl));
    }
    await first.stop();

    progress(`scale, ${kind}: copying the site at 14 products, then growing the copy…`);
    cpSync(smallDir, largeDir, { recursive: true });
    const largeDatabase = databaseUrl ? await copyPostgresDatabase(databaseUrl) : null;
    if (largeDatabase) cleanups.push(largeDatabase.drop);
    try {
      const fillMs = await fillAtScale({
        modules: await appModules(root),
        databaseOptions: largeDatabase ? { url: largeDatabase.url, dataDir: largeDir } : { dataDir: largeDir },
        products,
        views,
        progress,
      });
      progress(`scale, ${kind}: filled in ${(fillMs / 60_000).toFixed(1)} min; starting the grown site…`);
      const large = await start(largeDir, largeDatabase?.url);
      const restarted = await measureMemory(large, pages, duration);
      const small = await start(smallDir, databaseUrl);
      /** @type {Site[]} */
      const sites = [];
      for (const server of [small, large]) sites.push({ ...server, cookie: await signIn(server.baseUrl) });
      progress(`scale, ${kind}: the pages and screens at 14 and at ${products.toLocaleString("en")} products, side by side…`);
      const [atSmall, atLarge] = /** @type {[SiteFigures, SiteFigures]} */ (await measureSideBySide(sites, pages, duration));
      for (const site of sites) await site.stop();
      return {
        kind,
        products,
        views,
        pages,
        small: atSmall,
        large: atLarge,
        firstStartMs: first.startupMs,
        restartMs: large.startupMs,
        memory: { ...memory, restartIdle: restarted.idle, underLoad: restarted.peak },
      };
    } finally {
      await largeDatabase?.drop();
    }
  } finally {
    await removeData();
  }
}

/** @typedef {Awaited<ReturnType<typeof measureSideBySide>>[number]} SiteFigures */
/** @typedef {Awaited<ReturnType<typeof benchStore>>} ScaleResult */

/** @param {ScaleResult} result */
function printStore(result) {
  const { kind, products, views, pages, small, large } = result;
  const size = products.toLocaleString("en");
  console.log(
    `\nScale, ${kind}: 14 products, then ${size} products and ${views.toLocaleString("en")} page views. time = median of ${TIMED_REQUESTS} requests (ms, whole body), each to both sites in turn, both running; req/s at ${LOAD_CONNECTIONS} connections, one site after the other; every request rendered (no page-cache hits); HTML KB raw (gzip), growing × raw and × gzip (what goes to a browser, the size docs/decisions/024-paginated-catalogue.md measures).`,
  );
  const growth = (/** @type {number} */ before, /** @type {number} */ after) => (before > 0 ? `${(after / before).toFixed(2)}×` : "-");
  /** Time and HTML size at 14 products and at scale, and how much each grew. */
  const sideBySide = (/** @type {Timed} */ before, /** @type {Timed} */ after) => [
    ms(before.serverMs),
    ms(after.serverMs),
    growth(before.serverMs, after.serverMs),
    `${kb(before.htmlBytes)} (${kb(before.gzipBytes)})`,
    `${kb(after.htmlBytes)} (${kb(after.gzipBytes)})`,
    growth(before.htmlBytes, after.htmlBytes),
    growth(before.gzipBytes, after.gzipBytes),
  ];
  console.log(
    formatTable(
      [
        "page",
        "time @14",
        `time @${size}`,
        "×",
        "HTML KB @14",
        `HTML KB @${size}`,
        "× raw",
        "× gzip",
        "req/s @14",
        `req/s @${size}`,
        "errors",
      ],
      pages.map((page) => {
        const before = measuredAt(small.pages, page.path);
        const after = measuredAt(large.pages, page.path);
        return [
          `${page.name} ${page.path}`,
          ...sideBySide(before, after),
          perSecond(before.requestsPerSecond),
          perSecond(after.requestsPerSecond),
          `${before.failures}/${after.failures}`,
        ];
      }),
    ),
  );
  console.log(`\nDashboard screens, ${kind}, signed in: time = median of ${TIMED_REQUESTS} requests (ms), as above; HTML KB raw (gzip).`);
  console.log(
    formatTable(
      ["screen", "time @14", `time @${size}`, "×", "HTML KB @14", `HTML KB @${size}`, "× raw", "× gzip"],
      DASHBOARD_SCREENS.map((screen) => [screen, ...sideBySide(measuredAt(small.dashboard, screen), measuredAt(large.dashboard, screen))]),
    ),
  );
  const { memory } = result;
  console.log(
    `\nServer, ${kind}: first start to healthy ${(result.firstStartMs / 1000).toFixed(1)} s, start of the copy grown to ${size} products ${(result.restartMs / 1000).toFixed(1)} s.`,
  );
  console.log(
    formatTable(
      ["resident memory (MiB)", "measured"],
      [
        ["idle after the first start", memory.firstStartIdle.toFixed(0)],
        [`idle after the start of the copy grown to ${size} products`, memory.restartIdle.toFixed(0)],
        [`highest under ${PEAK_CONNECTIONS} connections over every page`, memory.underLoad.toFixed(0)],
      ],
    ),
  );
}

/**
 * The scale scenario on PGlite, then on PostgreSQL when one answers; prints a section per store.
 * @param {object} options
 * @param {string} options.root
 * @param {number} [options.products]
 * @param {number} [options.views]
 * @param {number} [options.pgliteViews] a smaller history for the embedded database
 * @param {number} [options.duration] seconds of load on each page
 * @param {string} options.databaseUrl the PostgreSQL server
 * @param {(message: string) => void} [options.progress]
 * @param {(() => Promise<void>)[]} [options.cleanups]
 */
export async function benchScale({
  root,
  products = 10_000,
  views = 10_000_000,
  pgliteViews = views,
  duration = 3,
  databaseUrl,
  progress = console.error,
  cleanups = [],
}) {
  const results = [];
  const pglite = await benchStore({ root, kind: "PGlite", products, views: pgliteViews, duration, progress, cleanups });
  printStore(pglite);
  results.push(pglite);
  const postgres = await throwawayPostgres(databaseUrl);
  if (postgres.skipped !== undefined) console.log(`\nScale, PostgreSQL: skipped — ${postgres.skipped}.`);
  else {
    cleanups.push(postgres.drop);
    try {
      const result = await benchStore({
        root,
        kind: "PostgreSQL",
        databaseUrl: postgres.url,
        products,
        views,
        duration,
        progress,
        cleanups,
      });
      printStore(result);
      results.push(result);
    } finally {
      await postgres.drop();
    }
  }
  return results;
}
