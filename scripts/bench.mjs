// `npm run bench`: throughput and latency of the server-rendered pages beside a static file of the
// same size from the same server, then the bytes each public page makes a first-time visitor load.
//
//   npm run bench                       10 s per target, 10 connections, English pages
//   npm run bench -- --quick            3 s per target, for a smoke test
//   npm run bench -- --zh               also the Chinese twins (doubles the load-test time)
//   options: --duration=SECONDS --connections=N --warmup=SECONDS --json=PATH
//            --no-build   measure build/ as it is, even when the sources are newer
//            --no-search  skip the search bench (1,000 products in embedded PGlite, see scripts/bench/search.mjs)
//   BENCH_DATABASE_URL=postgres://…     run the server on PostgreSQL instead of embedded PGlite (and the
//                                       visit analysis in a throwaway database on that server)
import { Buffer } from "node:buffer";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { benchAnalytics } from "./bench/analytics.mjs";
import { BROWSER_HEADERS, measure } from "./bench/load.mjs";
import { benchSearch } from "./bench/search.mjs";
import { build, buildNeeded, startServer } from "./bench/server.mjs";
import { formatTable, kb, ms, perSecond } from "./bench/table.mjs";
import { VIEWPORTS, launchBrowser, weighPage } from "./bench/weight.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

function parseOptions(argv) {
  const options = { duration: 10, connections: 10, warmup: 2, zh: false, build: true, search: true, json: undefined };
  for (const argument of argv) {
    const [name, value] = argument.replace(/^--/, "").split("=", 2);
    if (name === "quick") options.duration = 3;
    else if (name === "zh") options.zh = true;
    else if (name === "no-build") options.build = false;
    else if (name === "no-search") options.search = false;
    else if (name === "json" && value) options.json = path.resolve(value);
    else if (["duration", "connections", "warmup"].includes(name) && value !== undefined && Number.isFinite(Number(value)) && Number(value) >= 0) {
      options[name] = Number(value);
    } else {
      console.error(`Unknown or malformed option: ${argument}`);
      process.exit(2);
    }
  }
  if (options.duration < 1 || options.connections < 1) {
    console.error("--duration and --connections must be at least 1");
    process.exit(2);
  }
  return options;
}

const options = parseOptions(process.argv.slice(2));
const progress = (message) => console.error(`· ${message}`);

// Everything the run leaves behind is undone here, whether it ends normally, fails or is interrupted.
const cleanups = [];
// The started server, kept so a failure can say whether it crashed and what it printed.
let running;
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`cleanup failed: ${error}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server and removing temporary files…`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function fetchHtml(url) {
  const response = await fetch(url, { headers: { "user-agent": BROWSER_HEADERS["user-agent"] } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function main() {
  const startedAt = Date.now();
  // Like `npm start`, rebuild when the sources are newer, so the numbers describe the code on disk.
  const reason = buildNeeded();
  if (reason === "no build yet" || (reason && options.build)) {
    progress(`building the site (${reason})…`);
    build();
  } else if (reason) {
    progress(`measuring the existing build although ${reason} (--no-build)`);
  }

  progress(`starting the production server on ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"} (first start seeds the demo catalogue)…`);
  const server = await startServer({ root, databaseUrl: process.env.BENCH_DATABASE_URL });
  cleanups.push(server.stop);
  running = server;
  progress(`server ready at ${server.baseUrl} after ${(server.startupMs / 1000).toFixed(1)} s`);

  const brandCenter = (await fetchHtml(`${server.baseUrl}/brand-center`)).toString("utf8");
  const productPath = brandCenter.match(/href="(\/product\/[^"?#]+)"/)?.[1];
  if (!productPath) throw new Error("no product link (href=\"/product/…\") on /brand-center; is the catalogue seeded?");
  const productId = productPath.slice("/product/".length);

  const loadPages = [
    { name: "home", path: "/" },
    { name: "brand center", path: "/brand-center" },
    { name: "product", path: productPath },
  ];
  if (options.zh) {
    loadPages.push(
      { name: "home (zh)", path: "/zh" },
      { name: "brand center (zh)", path: "/brand-center-zh" },
      { name: "product (zh)", path: `/product-zh/${productId}` },
    );
  }

  // The static twin is a byte-for-byte copy of the rendered page, so it has the same size and
  // compresses exactly as well; the difference in throughput is then the cost of rendering.
  // It lives in the server's private copy of build/client and goes away with it.
  for (const [index, page] of loadPages.entries()) {
    const html = await fetchHtml(server.baseUrl + page.path);
    const fileName = `bench-static-${index}.html`;
    writeFileSync(path.join(server.staticDir, fileName), html);
    const served = await fetchHtml(`${server.baseUrl}/${fileName}`);
    if (!served.equals(html)) throw new Error(`the server did not serve ${fileName} from ${server.staticDir} unchanged`);
    Object.assign(page, { htmlBytes: html.length, staticPath: `/${fileName}` });
  }

  const perTarget = options.warmup + options.duration;
  progress(
    `load test: ${loadPages.length * 2} targets × (${options.warmup} s warm-up + ${options.duration} s) at ${options.connections} connections ≈ ${Math.ceil((loadPages.length * 2 * perTarget) / 60)} min`,
  );
  const load = [];
  for (const page of loadPages) {
    // Page and static twin run back to back so a slow patch on the machine hits both alike.
    progress(`${page.path}`);
    const rendered = await measure(server.baseUrl + page.path, options);
    progress(`${page.staticPath} (static, ${page.htmlBytes} bytes)`);
    const fixed = await measure(server.baseUrl + page.staticPath, options);
    load.push({ page: page.name, path: page.path, htmlBytes: page.htmlBytes, rendered, static: fixed });
  }

  const weightPages = ["/", "/zh", "/about-us", "/brand-center", productPath, "/news-center", "/contact-us"];
  progress(`page weight: ${weightPages.length} pages × ${Object.keys(VIEWPORTS).length} viewports in Chromium…`);
  const browser = await launchBrowser();
  cleanups.push(() => browser.close());
  const weight = [];
  for (const pagePath of weightPages) {
    for (const viewport of Object.keys(VIEWPORTS)) weight.push({ path: pagePath, ...(await weighPage(browser, server.baseUrl + pagePath, viewport)) });
  }

  report({ load, weight, server, startedAt });

  // The dashboard's visit analysis over a million page views (a tenth with --quick), in a database of its own.
  await benchAnalytics({ rows: process.argv.includes("--quick") ? 100_000 : 1_000_000, progress, cleanups });

  // Finding products (search and filters with counts) in a catalogue of a thousand, always on embedded PGlite.
  if (options.search) await benchSearch({ progress, cleanups });
}

function report({ load, weight, server, startedAt }) {
  const failures = (result) => result.errors + result.timeouts + result.non2xx;
  console.log(
    `\nLoad: ${options.connections} connections, ${options.duration} s per target after ${options.warmup} s warm-up, gzip, browser user agent; latency in ms.`,
  );
  console.log(
    formatTable(
      ["page", "HTML KB", "req/s", "p50", "p90", "p99", "static req/s", "static p50", "static p99", "ratio", "wire KB page/static", "errors page/static"],
      load.map(({ page, path: pagePath, htmlBytes, rendered, static: fixed }) => [
        `${page} ${pagePath}`,
        kb(htmlBytes),
        perSecond(rendered.requestsPerSecond),
        ms(rendered.latencyMs.p50),
        ms(rendered.latencyMs.p90),
        ms(rendered.latencyMs.p99),
        perSecond(fixed.requestsPerSecond),
        ms(fixed.latencyMs.p50),
        ms(fixed.latencyMs.p99),
        fixed.requestsPerSecond > 0 ? (rendered.requestsPerSecond / fixed.requestsPerSecond).toFixed(2) : "-",
        `${kb(rendered.bytesPerResponse)}/${kb(fixed.bytesPerResponse)}`,
        `${failures(rendered)}/${failures(fixed)}`,
      ]),
    ),
  );
  console.log("ratio = page req/s ÷ static req/s; wire KB = gzipped bytes per response, headers included; errors = socket errors + timeouts + non-2xx.");

  console.log("\nPage weight: first visit, empty cache, until network idle; Accept-Encoding pinned to gzip.");
  console.log(
    formatTable(
      ["page", "viewport", "requests", "JS files", "JS gz KB", "total KB", "third-party requests"],
      weight.map((entry) => [entry.path, entry.viewport, entry.requests, entry.javascriptFiles, kb(entry.javascriptGzipBytes), kb(entry.totalTransferBytes), entry.thirdPartyRequests.length]),
    ),
  );
  console.log("JS gz KB = compressed script bodies; total KB = every response as transferred, headers included.");

  const problems = [
    ...load.flatMap(({ path: pagePath, rendered, static: fixed }) =>
      [rendered, fixed].filter((result) => failures(result) > 0).map((result) => `${result.url}: status codes ${JSON.stringify(result.statusCodes)}, ${result.errors} errors, ${result.timeouts} timeouts (${pagePath})`),
    ),
    ...weight.flatMap((entry) => [
      ...entry.thirdPartyRequests.map((url) => `${entry.path} (${entry.viewport}) requested another origin: ${url}`),
      ...entry.failedRequests.map((failure) => `${entry.path} (${entry.viewport}) failed request: ${failure}`),
      ...entry.uncompressedScripts.map((url) => `${entry.path} (${entry.viewport}) script not gzipped: ${url}`),
    ]),
  ];
  if (problems.length > 0) {
    console.log(`\nProblems:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    // The numbers are still printed, but a failing request or a foreign origin should fail a CI step.
    process.exitCode = 1;
  }

  const jsonPath = options.json ?? path.join(mkdtempSync(path.join(tmpdir(), "quartz-bench-results-")), "bench-results.json");
  mkdirSync(path.dirname(jsonPath), { recursive: true });
  const results = {
    date: new Date().toISOString(),
    options,
    database: process.env.BENCH_DATABASE_URL ? "postgresql" : "pglite",
    node: process.version,
    serverStartupMs: server.startupMs,
    load,
    weight,
    problems,
  };
  writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nResults written to ${jsonPath} (run took ${Math.round((Date.now() - startedAt) / 1000)} s).`);
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
