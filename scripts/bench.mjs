// `npm run bench`: every budget of docs/requirements/additions.md#performance-budgets side by side in one run. For each public page in both
// languages, on embedded PGlite and on PostgreSQL: requests/s and latency beside a byte-identical static
// file from the same server at 10 and 50 connections, and the latency of the first requests right after
// a change saved in the dashboard; then the same pages behind the committed nginx site, what a first visit
// downloads, Lighthouse's mobile scores, the visit analysis and search; a closing Budgets table.
//
//   npm run bench                       5 s per target after 1 s warm-up, 20 change rounds per page
//   npm run bench -- --quick            2 s per target, 5 change rounds, a tenth of the analytics rows
//   options: --duration=SECONDS --warmup=SECONDS --connections=10,50 --cold-rounds=N --json=PATH
//            --no-build       measure build/ as it is, even when the sources are newer
//            --no-lighthouse  skip the Lighthouse audits (slow: docs/benchmarks/bench-method.md)
//            --no-search      skip the search bench (1,000 products in embedded PGlite, see scripts/bench/search.mjs)
//            --no-quotes      skip the quote list benches (planner, list page, Add to quote; scripts/bench/quotes.mjs and quote-list.mjs)
//            --no-brochure    skip the catalogue brochure bench (size and build time per language; scripts/bench/brochure.mjs)
//            --strict         exit with code 1 when a budget fails (the bench is a benchmark, not a test)
//            --no-scale       skip the scale scenario (docs/requirements/additions.md#performance-budgets, see scripts/bench/scale.mjs)
//   npm run bench -- --scenario scale   only the scale scenario: every page and dashboard screen at 14 and at
//            10,000 products with 10,000,000 page views, and the server's memory (--products=N, --views=N,
//            --pglite-views=N for a smaller history on the embedded database; --quick: a million views)
//   npm run bench -- --scenario tracking   only each page plain and with an ad's or a campaign's parameters of
//            every request's own, at the highest connection count, on PGlite and PostgreSQL, and their budget lines
//   npm run bench -- --scenario quotes   only the quote list: the planner, the list page and Add to quote, with budgets
//   npm run bench -- --scenario quote-list   only the quote list page on one core (server pinned to core 0): 0, 2 and
//            10 lines, and a cached page alone and while the list is hammered, median of 3 rounds (1 with --quick)
//   npm run bench -- --scenario catalogue-import   only the catalogue import: 1,000 products and 3,000 photos uploaded,
//            checked and applied while buyers' pages are loaded (--products=N; --quick: 100). `--no-catalogue-import` skips it
//   BENCH_DATABASE_URL=postgres://…     the PostgreSQL server for the second half (default
//                                       postgres://postgres@127.0.0.1:5432/postgres; skipped with a note when none answers)
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchAnalytics } from "./bench/analytics.mjs";
import { evaluateBudgets, evaluateScaleBudgets, trackingBudgets } from "./bench/budgets.mjs";
import { measureCold } from "./bench/cold.mjs";
import { auditPage, launchAuditBrowser } from "./bench/lighthouse.mjs";
import { benchIngestion } from "./bench/ingestion.mjs";
import { loadGenerator, measure, waitUntilIdle } from "./bench/load.mjs";
import { measuredAt } from "./bench/measured.mjs";
import { DEFAULT_POSTGRES_URL, throwawayPostgres } from "./bench/postgres.mjs";
import { benchScale } from "./bench/scale.mjs";
import { benchBrochure } from "./bench/brochure.mjs";
import { benchQuotes, quoteBudgets } from "./bench/quotes.mjs";
import { benchQuoteListPage, quoteListPageBudgets } from "./bench/quote-list.mjs";
import { benchSearch } from "./bench/search.mjs";
import { benchCatalogueImport } from "./bench/catalogue-import.mjs";
import { startServer } from "./bench/server.mjs";
import { build, buildNeeded } from "./build.mjs";
import { PAGE_SERVER_ENV, CONTACT_PAGES, discoverPages, fetchHtml, publishNewsPost, signIn } from "./bench/site.mjs";
import { formatTable, kb, ms, perSecond } from "./bench/table.mjs";
import { measureTracking, printTracking } from "./bench/tracking.mjs";
import { nginxMissing, requestThroughSite, startCommittedSite } from "./nginx-site.mjs";
import { VIEWPORTS, launchBrowser, weighPage } from "./bench/weight.mjs";

/** @import { BrowserRun, BudgetLine, ServerRun } from "./bench/budgets.mjs" */
/** @import { Measurement } from "./bench/load.mjs" */
/** @import { TrackingResult } from "./bench/tracking.mjs" */
/** @import { BenchServer } from "./bench/server.mjs" */
/** @import { Page } from "./bench/site.mjs" */
/**
 * A page as the bench measures it, beside its static twin.
 * @typedef {Page & { htmlBytes: number; staticPath: string }} PageWithTwin
 */
/**
 * The production server, signed in, and its pages as withServer hands them to the work.
 * @typedef {{ server: BenchServer; cookie: string; pages: PageWithTwin[] }} Started
 */
/**
 * A page's load at each connection count, beside its static twin's.
 * @typedef {{ database: string; page: string; path: string; htmlBytes: number; byConnections: Record<number, { rendered: Measurement; static: Measurement }> }} LoadEntry
 */
/**
 * @typedef {object} BenchOptions
 * @property {number} duration
 * @property {number} warmup
 * @property {number[]} connections
 * @property {number} coldRounds
 * @property {boolean} quick
 * @property {boolean} build
 * @property {boolean} lighthouse
 * @property {boolean} search
 * @property {boolean} quotes
 * @property {boolean} brochure
 * @property {boolean} strict
 * @property {string | undefined} json
 * @property {boolean} catalogueImport
 * @property {"all" | "scale" | "tracking" | "quotes" | "quote-list" | "catalogue-import"} scenario
 * @property {boolean} scale
 * @property {number} products
 * @property {number | undefined} views
 * @property {number | undefined} pgliteViews
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

/**
 * @param {string[]} argv
 * @returns {BenchOptions}
 */
function parseOptions(argv) {
  /** @type {BenchOptions} */
  const options = {
    duration: 5,
    warmup: 1,
    connections: [10, 50],
    coldRounds: 20,
    quick: false,
    build: true,
    lighthouse: true,
    search: true,
    quotes: true,
    catalogueImport: true,
    brochure: true,
    strict: false,
    json: undefined,
    scenario: "all",
    scale: true,
    products: 10_000,
    views: undefined,
    pgliteViews: undefined,
  };
  const count = (/** @type {string | undefined} */ value) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : NaN);
  // `--scenario scale` as well as `--scenario=scale`.
  const joined = argv.flatMap((argument, index) =>
    argument === "--scenario" ? [] : argv[index - 1] === "--scenario" ? [`--scenario=${argument}`] : [argument],
  );
  for (const argument of joined) {
    const [name, value] = argument.replace(/^--/, "").split("=", 2);
    if (name === "quick") Object.assign(options, { quick: true, duration: 2, coldRounds: 5 });
    else if (
      name === "scenario" &&
      (value === "all" ||
        value === "scale" ||
        value === "tracking" ||
        value === "quotes" ||
        value === "quote-list" ||
        value === "catalogue-import")
    )
      options.scenario = value;
    else if (name === "no-scale") options.scale = false;
    else if ((name === "products" || name === "views") && count(value) >= 1) options[name] = count(value);
    else if (name === "pglite-views" && count(value) >= 1) options.pgliteViews = count(value);
    else if (name === "no-build") options.build = false;
    else if (name === "no-lighthouse") options.lighthouse = false;
    else if (name === "no-search") options.search = false;
    else if (name === "no-quotes") options.quotes = false;
    else if (name === "no-catalogue-import") options.catalogueImport = false;
    else if (name === "no-brochure") options.brochure = false;
    else if (name === "strict") options.strict = true;
    else if (name === "json" && value) options.json = path.resolve(value);
    else if (name === "connections" && value && value.split(",").every((part) => count(part) >= 1))
      options.connections = value.split(",").map(Number);
    else if (name === "cold-rounds" && count(value) >= 1) options.coldRounds = count(value);
    else if ((name === "duration" && count(value) >= 1) || (name === "warmup" && count(value) >= 0)) options[name] = count(value);
    else {
      console.error(`Unknown or malformed option: ${argument}`);
      process.exit(2);
    }
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const scaleViews = options.views ?? (options.quick ? 1_000_000 : 10_000_000);
const progress = (/** @type {string} */ message) => console.error(`· ${message}`);
// The connection counts the goals name: p99 at the highest, the change test at the lowest.
const peakConnections = Math.max(...options.connections);
/** Load on each page once a server has started, before anything is measured. */
const SERVER_WARMUP_SECONDS_PER_PAGE = 1;
const coldConnections = Math.min(...options.connections);

// Everything the run leaves behind is undone here, whether it ends normally, fails or is interrupted.
/** @type {(() => Promise<void>)[]} */
const cleanups = [];
// The started server, kept so a failure can say whether it crashed and what it printed.
/** @type {BenchServer | undefined} */
let running;
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()?.();
    } catch (error) {
      console.error(`cleanup failed: ${error}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and removing temporary files…`);
    // A database busy with a long insert may not close promptly; an interrupt must still end the run.
    setTimeout(() => process.exit(130), 20_000).unref();
    void cleanUp().finally(() => process.exit(130));
  });
}

/**
 * Runs `work`, then undoes `undo` at once (not at the end of the run), keeping it registered until then.
 * @template T
 * @param {() => Promise<void>} undo
 * @param {() => Promise<T>} work
 */
async function withCleanup(undo, work) {
  cleanups.push(undo);
  try {
    return await work();
  } finally {
    cleanups.splice(cleanups.indexOf(undo), 1);
    await undo();
  }
}

/**
 * The static twin is a byte-for-byte copy of the rendered page, so it has the same size and compresses
 * exactly as well; the difference in throughput is then the cost of rendering. It lives in the server's
 * private copy of build/client and goes away with it.
 * @param {BenchServer} server
 * @param {Page[]} pages
 */
async function writeStaticTwins(server, pages) {
  /** @type {PageWithTwin[]} */
  const twinned = [];
  for (const [index, page] of pages.entries()) {
    const html = await fetchHtml(server.baseUrl + page.path);
    const fileName = `bench-static-${index}.html`;
    writeFileSync(path.join(server.staticDir, fileName), html);
    const served = await fetchHtml(`${server.baseUrl}/${fileName}`);
    if (!served.equals(html)) throw new Error(`the server did not serve ${fileName} from ${server.staticDir} unchanged`);
    twinned.push({ ...page, htmlBytes: html.length, staticPath: `/${fileName}` });
  }
  return twinned;
}

/**
 * Starts the production server on `database`, finds its public pages (publishing a news post when the demo
 * catalogue has none) and puts load on each, then runs `work` with it and stops it.
 * @template T
 * @param {{ database: string; databaseUrl?: string }} target
 * @param {(started: Started) => Promise<T>} work
 */
async function withServer({ database, databaseUrl }, work) {
  progress(`${database}: starting the production server (first start migrates and seeds the demo catalogue)…`);
  const server = await startServer({ root, databaseUrl, extraEnv: PAGE_SERVER_ENV });
  running = server;
  return withCleanup(server.stop, async () => {
    progress(`${database}: server ready at ${server.baseUrl} after ${(server.startupMs / 1000).toFixed(1)} s`);
    const cookie = await signIn(server.baseUrl);
    let { pages, newsPostFound } = await discoverPages(server.baseUrl);
    if (!newsPostFound) {
      progress(`${database}: publishing a news post through the dashboard (the demo catalogue has none)…`);
      await publishNewsPost(server.baseUrl, cookie);
      ({ pages } = await discoverPages(server.baseUrl));
    }
    const twinned = await writeStaticTwins(server, pages);
    // A fresh server's first seconds under load are slower than any later ones: the JIT compiles the hot
    // paths and the embedded database's WebAssembly tiers up: after a short warm-up the first target's p99 was
    // many times the same page's later one (docs/benchmarks/bench-method.md), so every page gets load first.
    progress(`${database}: warming the server up, ${SERVER_WARMUP_SECONDS_PER_PAGE} s of load on each page…`);
    for (const page of twinned)
      await measure(server.baseUrl + page.path, { duration: SERVER_WARMUP_SECONDS_PER_PAGE, warmup: 0, connections: peakConnections });
    return work({ server, cookie, pages: twinned });
  });
}

/**
 * Every page under load beside its static twin, with tracking parameters, and right after a change; then, on the same
 * server, `alsoWithServer`.
 * @template {object} T
 * @param {{ database: string; databaseUrl?: string }} target
 * @param {(server: BenchServer, pages: PageWithTwin[]) => Promise<T>} alsoWithServer
 */
async function benchDatabase({ database, databaseUrl }, alsoWithServer) {
  // Typed here, or JavaScript's inference would give the run the type `any`.
  return withServer({ database, databaseUrl }, async (/** @type {Started} */ { server, cookie, pages }) => {
    const targets = pages.length * 2 * options.connections.length;
    const coldRequests = pages.length * options.coldRounds;
    progress(
      `${database}: ${pages.length} pages, ${targets} load targets × ${options.warmup + options.duration} s ≈ ${Math.ceil((targets * (options.warmup + options.duration)) / 60)} min, then ${coldRequests} change rounds`,
    );
    /** @type {LoadEntry[]} */
    const load = [];
    /** @type {TrackingResult[]} */
    const tracking = [];
    for (const page of pages) {
      /** @type {LoadEntry} */
      const entry = { database, page: page.name, path: page.path, htmlBytes: page.htmlBytes, byConnections: {} };
      for (const connections of options.connections) {
        // Page and static twin run back to back so a slow patch on the machine hits both alike.
        progress(`${database}: ${page.path} and its static twin at ${connections} connections`);
        // Also before the first target: right after a start the server still builds its country table in the background.
        await waitUntilIdle(server.baseUrl + page.staticPath);
        const rendered = await measure(server.baseUrl + page.path, { ...options, connections });
        await waitUntilIdle(server.baseUrl + page.staticPath);
        const fixed = await measure(server.baseUrl + page.staticPath, { ...options, connections });
        entry.byConnections[connections] = { rendered, static: fixed };
        if (connections === peakConnections)
          tracking.push(
            await measureTracking(server, page, rendered, {
              ...options,
              connections,
              progress: (message) => progress(`${database}: ${message}`),
            }),
          );
      }
      load.push(entry);
    }

    let revision = 0;
    const cold = [];
    for (const page of pages) {
      progress(`${database}: ${page.path} right after a change, ${options.coldRounds} rounds × ${coldConnections} requests`);
      const result = await measureCold({
        baseUrl: server.baseUrl,
        pagePath: page.path,
        cookie,
        revision: () => `${Date.now()}-${(revision += 1)}`,
        repeats: options.coldRounds,
        connections: coldConnections,
      });
      cold.push({ database, page: page.name, path: page.path, ...result });
    }

    const more = await alsoWithServer(server, pages);
    return { database, startupMs: server.startupMs, pages, load, tracking, cold, ...more };
  });
}

/**
 * `--scenario tracking`: each page at the peak connections, plain and then with tracking parameters, and nothing else.
 * @param {{ database: string; databaseUrl?: string }} target
 */
async function benchTrackingOnly({ database, databaseUrl }) {
  return withServer({ database, databaseUrl }, async (/** @type {Started} */ { server, pages }) => {
    const tracking = [];
    for (const page of pages) {
      progress(`${database}: ${page.path} at ${peakConnections} connections`);
      await waitUntilIdle(server.baseUrl + page.staticPath);
      const plain = await measure(server.baseUrl + page.path, { ...options, connections: peakConnections });
      tracking.push(
        await measureTracking(server, page, plain, {
          ...options,
          connections: peakConnections,
          progress: (message) => progress(`${database}: ${message}`),
        }),
      );
    }
    return { database, tracking };
  });
}

/**
 * @param {BenchServer} server
 * @param {PageWithTwin[]} pages
 */
async function benchBehindNginx(server, pages) {
  const missing = nginxMissing();
  if (missing) return { skipped: `${missing}; the proxy scenario was skipped` };
  const proxy = await startCommittedSite(server.baseUrl);
  return withCleanup(proxy.stop, async () => {
    const results = [];
    for (const page of pages) {
      // Which cache answered a repeat visit: nginx's (never, for pages) or the instance's own.
      await requestThroughSite(proxy.httpsUrl + page.path);
      const { headers } = await requestThroughSite(proxy.httpsUrl + page.path);
      const cacheStatus = `nginx ${headers["x-proxy-cache"] ?? "pass"}, site ${headers["x-page-cache"] ?? "-"}`;
      progress(`nginx: ${page.path} at ${peakConnections} connections (${cacheStatus})`);
      results.push({
        page: page.name,
        path: page.path,
        cacheStatus,
        result: await measure(proxy.httpsUrl + page.path, { ...options, connections: peakConnections }),
      });
      await waitUntilIdle(server.baseUrl + page.staticPath);
    }
    return { results };
  });
}

/**
 * @param {BenchServer} server
 * @param {PageWithTwin[]} speedPages
 */
async function benchBrowserScenarios(server, speedPages) {
  const nginx = await benchBehindNginx(server, speedPages);
  if ("skipped" in nginx) progress(nginx.skipped);
  const pages = [...speedPages, ...CONTACT_PAGES];

  progress(`page weight: ${pages.length} pages × ${Object.keys(VIEWPORTS).length} viewports in Chromium…`);
  const browser = await launchBrowser();
  const weight = await withCleanup(
    () => browser.close(),
    async () => {
      const entries = [];
      for (const page of pages) {
        for (const viewport of /** @type {(keyof typeof VIEWPORTS)[]} */ (Object.keys(VIEWPORTS)))
          entries.push({ page: page.name, path: page.path, ...(await weighPage(browser, server.baseUrl + page.path, viewport)) });
      }
      return entries;
    },
  );

  /** @type {{ skipped?: string; audits?: ({ page: string; path: string } & Awaited<ReturnType<typeof auditPage>>)[] }} */
  let lighthouse = { skipped: "--no-lighthouse" };
  if (options.lighthouse) {
    progress(`Lighthouse mobile audits: ${pages.length} pages, ~13 s each…`);
    const auditBrowser = await launchAuditBrowser();
    lighthouse = await withCleanup(auditBrowser.close, async () => {
      const audits = [];
      for (const page of pages) {
        progress(`Lighthouse: ${page.path}`);
        audits.push({ page: page.name, path: page.path, ...(await auditPage(auditBrowser, server.baseUrl + page.path)) });
      }
      return { audits };
    });
  }
  return { nginx, weight, lighthouse };
}

/** @typedef {Awaited<ReturnType<typeof benchDatabase>>} DatabaseRun */
/** @typedef {Awaited<ReturnType<typeof benchBrowserScenarios>>} BrowserScenarios */

const failures = (/** @type {Measurement} */ result) => result.errors + result.timeouts + result.non2xx;
/**
 * @param {Measurement} rendered
 * @param {Measurement} fixed
 */
const ratio = (rendered, fixed) => (fixed.requestsPerSecond > 0 ? rendered.requestsPerSecond / fixed.requestsPerSecond : 0);

/** @param {DatabaseRun} run */
function printDatabase({ database, load, tracking, cold }) {
  console.log(
    `\nLoad, ${database}: ${loadGenerator} on the same ${availableParallelism()} cores as the server, ${options.duration} s per target after ${options.warmup} s warm-up, gzip, browser user agent; latency in ms; static = the page's byte-identical twin.`,
  );
  console.log(
    formatTable(
      [
        "page",
        "HTML KB",
        ...options.connections.flatMap((connections) => [
          `req/s @${connections}`,
          `static @${connections}`,
          "ratio",
          "p50",
          "p99",
          "static p99",
        ]),
        "errors",
      ],
      load.map((entry) => [
        `${entry.page} ${entry.path}`,
        kb(entry.htmlBytes),
        ...options.connections.flatMap((connections) => {
          const { rendered, static: fixed } = measuredAt(entry.byConnections, connections);
          return [
            perSecond(rendered.requestsPerSecond),
            perSecond(fixed.requestsPerSecond),
            ratio(rendered, fixed).toFixed(2),
            ms(rendered.latencyMs.p50),
            ms(rendered.latencyMs.p99),
            ms(fixed.latencyMs.p99),
          ];
        }),
        options.connections
          .map(
            (connections) =>
              failures(measuredAt(entry.byConnections, connections).rendered) +
              failures(measuredAt(entry.byConnections, connections).static),
          )
          .join("/"),
      ]),
    ),
  );
  printTracking(database, tracking, peakConnections);
  console.log(
    `\nRight after a change, ${database}: the basic info saved through the dashboard, then ${coldConnections} simultaneous first requests; ${options.coldRounds} rounds a page.`,
  );
  console.log(
    formatTable(
      ["page", "requests", "p50", "p99", "max", "errors", "stale"],
      cold.map((entry) => [
        `${entry.page} ${entry.path}`,
        entry.requests,
        ms(entry.latencyMs.p50),
        ms(entry.latencyMs.p99),
        ms(entry.latencyMs.max),
        entry.errors,
        entry.stale,
      ]),
    ),
  );
  console.log("stale = responses that did not yet show the saved change.");
}

/** @param {DatabaseRun & BrowserScenarios} run */
function printBrowserScenarios({ database, nginx, weight, lighthouse, load }) {
  if ("skipped" in nginx) console.log(`\nBehind nginx: skipped — ${nginx.skipped}.`);
  else {
    console.log(
      `\nBehind nginx over HTTPS (deploy/nginx/quartz.conf as committed), ${database} origin, ${peakConnections} connections; ratio against the origin's static twin without nginx.`,
    );
    console.log(
      formatTable(
        ["page", "cache", "req/s", "ratio", "p50", "p99", "errors"],
        nginx.results.map(({ page, path: pagePath, cacheStatus, result }) => {
          const twin = load.find((entry) => entry.path === pagePath);
          if (!twin) throw new Error(`${pagePath} was measured behind nginx only`);
          const fixed = measuredAt(twin.byConnections, peakConnections).static;
          return [
            `${page} ${pagePath}`,
            cacheStatus,
            perSecond(result.requestsPerSecond),
            ratio(result, fixed).toFixed(2),
            ms(result.latencyMs.p50),
            ms(result.latencyMs.p99),
            failures(result),
          ];
        }),
      ),
    );
    console.log(
      "cache = who answered a repeat visit: nginx keeps only assets and media (pages are no-cache), the instance its page cache.",
    );
  }
  console.log("\nPage weight: first visit, empty cache, until network idle; Accept-Encoding pinned to gzip.");
  console.log(
    formatTable(
      ["page", "viewport", "requests", "JS files", "JS gz KB", "total KB", "third-party"],
      weight.map((entry) => [
        `${entry.page} ${entry.path}`,
        entry.viewport,
        entry.requests,
        entry.javascriptFiles,
        kb(entry.javascriptGzipBytes),
        kb(entry.totalTransferBytes),
        entry.thirdPartyRequests.length,
      ]),
    ),
  );
  if (lighthouse.audits) {
    console.log("\nLighthouse 12, mobile (default throttling), scores 0–100; runs = attempts until Chromium recorded a usable trace.");
    console.log(
      formatTable(
        ["page", "performance", "accessibility", "SEO", "runs"],
        lighthouse.audits.map((audit) => [
          `${audit.page} ${audit.path}`,
          audit.performance ?? "-",
          audit.accessibility ?? "-",
          audit.seo ?? "-",
          audit.runtimeError ? `${audit.attempts}, ${audit.runtimeError}` : audit.attempts,
        ]),
      ),
    );
  } else console.log(`\nLighthouse: skipped (${lighthouse.skipped}).`);
}

/**
 * Prints the budget lines under `title`; answers how many failed.
 * @param {string} title
 * @param {BudgetLine[]} budgets
 */
function printBudgets(title, budgets) {
  console.log(`\n${title}`);
  console.log(
    formatTable(
      ["goal", "measured", "worst", "result"],
      budgets.map((budget) => [budget.goal, budget.measured, budget.worst, budget.result]),
    ),
  );
  const failed = budgets.filter((budget) => budget.result === "FAIL").length;
  console.log(
    `${budgets.length - failed} of ${budgets.length} budgets pass${options.strict ? "" : " (exit code stays 0 without --strict)"}.`,
  );
  return failed;
}

async function main() {
  const startedAt = Date.now();
  // Like `npm start`, rebuild when the sources are newer, so the numbers describe the code on disk.
  const reason = buildNeeded();
  if (reason === "no build yet" || (reason && options.build)) {
    progress(`building the site (${reason})…`);
    if (!build({ quiet: true })) throw new Error("the build failed");
  } else if (reason) {
    progress(`measuring the existing build although ${reason} (--no-build)`);
  }

  const postgresServer = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  const runScale = () =>
    benchScale({
      root,
      products: options.products,
      views: scaleViews,
      pgliteViews: options.pgliteViews ?? scaleViews,
      duration: options.quick ? 2 : 3,
      databaseUrl: postgresServer,
      progress,
      cleanups,
    });
  if (options.scenario === "tracking") {
    const pglite = await benchTrackingOnly({ database: "PGlite" });
    printTracking("PGlite", pglite.tracking, peakConnections);
    const runs = [pglite];
    const postgres = await throwawayPostgres(postgresServer);
    if (postgres.skipped !== undefined) console.log(`\nPostgreSQL: skipped — ${postgres.skipped}.`);
    else {
      const run = await withCleanup(postgres.drop, () => benchTrackingOnly({ database: "PostgreSQL", databaseUrl: postgres.url }));
      runs.push(run);
      printTracking("PostgreSQL", run.tracking, peakConnections);
    }
    const failed = printBudgets(
      "Budgets: every page is answered from the cache; the median page decides the speed.",
      runs.flatMap((run) => trackingBudgets(run, peakConnections)),
    );
    process.exitCode = options.strict && failed > 0 ? 1 : 0;
    return;
  }
  const runQuotes = () =>
    benchQuotes({ progress, cleanups, duration: options.duration, warmup: options.warmup, connections: Math.min(...options.connections) });
  if (options.scenario === "quotes") {
    const failed = printBudgets("Budgets: the quote list and its planner.", quoteBudgets(await runQuotes()));
    process.exitCode = options.strict && failed > 0 ? 1 : 0;
    return;
  }
  const runQuoteListPage = () =>
    benchQuoteListPage({ root, progress, cleanups, duration: options.duration, rounds: options.quick ? 1 : 3 });
  if (options.scenario === "quote-list") {
    const failed = printBudgets("Budgets: the quote list page on one core.", quoteListPageBudgets(await runQuoteListPage()));
    process.exitCode = options.strict && failed > 0 ? 1 : 0;
    return;
  }
  // The scale scenario's --products means its catalogue; here the number of products the sheet adds.
  const runCatalogueImport = (/** @type {number} */ products) =>
    benchCatalogueImport({ products, duration: options.quick ? 2 : 3, progress, cleanups });
  if (options.scenario === "catalogue-import") {
    await runCatalogueImport(options.products === 10_000 ? (options.quick ? 100 : 1000) : options.products);
    return;
  }
  if (options.scenario === "scale") {
    const failed = printBudgets("Budgets at scale: the worst page or screen decides each line.", evaluateScaleBudgets(await runScale()));
    console.log(`\nScale scenario took ${Math.round((Date.now() - startedAt) / 60_000)} min.`);
    process.exitCode = options.strict && failed > 0 ? 1 : 0;
    return;
  }

  const browserRun = await benchDatabase({ database: "PGlite" }, benchBrowserScenarios);
  printDatabase(browserRun);
  printBrowserScenarios(browserRun);
  /** @type {[BrowserRun, ...ServerRun[]]} */
  const runs = [browserRun];

  const postgres = await throwawayPostgres(postgresServer);
  if (postgres.skipped !== undefined) {
    console.log(`\nPostgreSQL: skipped — ${postgres.skipped}.`);
  } else {
    const run = await withCleanup(postgres.drop, () =>
      benchDatabase({ database: "PostgreSQL", databaseUrl: postgres.url }, async () => ({})),
    );
    runs.push(run);
    printDatabase(run);
  }

  // The dashboard's visit analysis over ten million page views (a million with --quick), in a database of its own.
  // Both make throwaway databases of their own on the PostgreSQL server the pages ran on.
  // null, not undefined: the benches read BENCH_DATABASE_URL when given no address at all.
  const analyticsServer = postgres.skipped ? null : postgresServer;
  const analytics = await benchAnalytics({
    rows: options.quick ? 1_000_000 : 10_000_000,
    databaseUrl: analyticsServer,
    progress,
    cleanups,
  });
  // Page-view ingestion per second on each store, none lost.
  await benchIngestion({ databaseUrl: analyticsServer, progress, cleanups });

  // Finding products (search and filters with counts) in a catalogue of a thousand, always on embedded PGlite.
  if (options.search) await benchSearch({ progress, cleanups });
  // The quote list page, Add to quote and the container planner (docs/decisions/042-quote-list-in-a-cookie.md), on embedded PGlite.
  const quotes = options.quotes ? await runQuotes() : null;
  const quoteListPage = options.quotes ? await runQuoteListPage() : null;
  // A spreadsheet of 1,000 products and 3,000 photos imported while buyers' pages are loaded (docs/decisions/051-catalogue-spreadsheet.md).
  if (options.catalogueImport) await runCatalogueImport(options.quick ? 100 : 1000);
  // The catalogue brochure of the demo catalogue, rooms composed: size and build time per language (docs/decisions/052-catalogue-brochure.md).
  if (options.brochure) {
    progress("catalogue brochures: composing the demo rooms, then each language's whole catalogue and one category");
    await benchBrochure();
  }
  // Every page and dashboard screen at 14 and at 10,000 products, and the server's memory (docs/decisions/025-footprint-on-a-small-server.md).
  const scale = options.scale ? await runScale() : [];

  const budgets = [
    ...evaluateBudgets({ runs, analytics, peakConnections, coldConnections, postgresSkipped: postgres.skipped }),
    ...evaluateScaleBudgets(scale),
    ...(quotes ? quoteBudgets(quotes) : []),
    ...(quoteListPage ? quoteListPageBudgets(quoteListPage) : []),
  ];
  const failed = printBudgets(
    `Budgets${scale.length > 0 ? ", with the scale scenario" : ""}: the worst page decides each line but the tracking speed, judged on the median page.`,
    budgets,
  );

  const jsonPath = options.json ?? path.join(mkdtempSync(path.join(tmpdir(), "quartz-bench-results-")), "bench-results.json");
  mkdirSync(path.dirname(jsonPath), { recursive: true });
  writeFileSync(
    jsonPath,
    `${JSON.stringify({ date: new Date().toISOString(), options, node: process.version, runs, analytics, budgets }, null, 2)}\n`,
  );
  console.log(`\nResults written to ${jsonPath} (run took ${Math.round((Date.now() - startedAt) / 60_000)} min).`);
  // The analysis bench flags its own overruns; the exit code is the Budgets table's alone.
  process.exitCode = options.strict && failed > 0 ? 1 : 0;
}

try {
  await main();
} catch (error) {
  console.error(`\nbench failed: ${error instanceof Error ? error.message : error}`);
  const exitReport = running?.exitReport();
  if (exitReport) console.error(exitReport);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
