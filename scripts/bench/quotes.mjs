// The buyer's quote list (docs/requirements/additions.md#performance-budgets): the container planner timed in this process over lists of 1, 10, 30 and 200 lines,
// then the production server on the demo catalogue: the quote list page under load with a list of ten lines in its
// cookie, "Add to quote" one request at a time, and a product page with that cookie still answered from the page cache.
//
//   node scripts/bench/quotes.mjs    standalone; `npm run bench` calls benchQuotes (skip with --no-quotes)
import { performance } from "node:perf_hooks";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tsImport } from "tsx/esm/api";
import { build, buildNeeded } from "../build.mjs";
import { DEMO_LINES } from "./demo-quote-list.mjs";
import { BROWSER_HEADERS, measure, waitUntilIdle } from "./load.mjs";
import { startServer } from "./server.mjs";
import { formatTable, ms, perSecond } from "./table.mjs";

/** @import { PlanLine } from "../../app/modules/quotes/container-plan.ts" */
/** @import { BudgetLine } from "./budgets.mjs" */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The list page is rendered for every request, like any page right after a change, and is held to the same p99 as
 * such a page (afterChangeP99Ms in budgets.mjs); the planner runs inside it and in the owner's quote.
 */
export const QUOTE_BUDGETS = { plannerP95Ms: 5, largePlannerP95Ms: 50, listPageP99Ms: 300, addP95Ms: 50 };
const PLANNER_RUNS = 1000;
const HTTP_RUNS = 30;
/** A list holds 30 lines at most; 200 is the planner's worst case with room to spare (docs/decisions/041). */
const LIST_LINES = [1, 10, 30, 200];

/** @param {number[]} values */
function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (/** @type {number} */ fraction) => sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * @param {number} runs
 * @param {() => unknown} work
 */
async function timeRuns(runs, work) {
  await work();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const startedAt = performance.now();
    await work();
    times.push(performance.now() - startedAt);
  }
  return percentiles(times);
}

/**
 * Lines of the kinds a buyer mixes: four thicknesses, three sizes, a few to a few hundred slabs each.
 * @param {number} count
 * @returns {PlanLine[]}
 */
function planLines(count) {
  const sizes = [
    [3200, 1600],
    [3050, 1440],
    [2440, 1220],
  ];
  return Array.from({ length: count }, (_, index) => {
    const [lengthMm, widthMm] = /** @type {[number, number]} */ (sizes[index % sizes.length]);
    return { thicknessMm: /** @type {number} */ ([12, 15, 20, 30][index % 4]), lengthMm, widthMm, slabs: 5 + ((index * 37) % 200) };
  });
}

async function benchPlanner() {
  const load = (/** @type {string} */ file) =>
    tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, "tsconfig.json") });
  /** @type {typeof import("../../app/modules/quotes/container-plan.ts")} */
  const { planContainers, defaultPlanSettings, cargoLimitsKg } = await load("app/modules/quotes/container-plan.ts");
  const results = [];
  // One list after the other: timed side by side, each run would also count the others' work between its awaits.
  for (const count of LIST_LINES) {
    const lines = planLines(count);
    const settings = { ...defaultPlanSettings, cargoLimitKg: cargoLimitsKg.port };
    const { plan } = planContainers(lines, settings);
    // The 200-line list takes milliseconds a plan: fewer runs keep the bench's minutes for the pages.
    const runs = count > 30 ? PLANNER_RUNS / 5 : PLANNER_RUNS;
    results.push({ lines: count, containers: plan.containers.length, ...(await timeRuns(runs, () => planContainers(lines, settings))) });
  }
  return results;
}

/**
 * @param {object} [options]
 * @param {(message: string) => void} [options.progress]
 * @param {(() => Promise<void>)[]} [options.cleanups]
 * @param {number} [options.duration] seconds of load on the list page
 * @param {number} [options.warmup]
 * @param {number} [options.connections]
 */
export async function benchQuotes({ progress = console.error, cleanups = [], duration = 3, warmup = 1, connections = 10 } = {}) {
  progress(`quotes: the planner, ${PLANNER_RUNS} plans of each list…`);
  const planner = await benchPlanner();

  progress("quotes: starting the production server on the demo catalogue…");
  const server = await startServer({ root });
  cleanups.push(server.stop);
  try {
    const cookie = `quartz_quote=${DEMO_LINES.join("|")}`;
    const listUrl = `${server.baseUrl}/quote-list?limit=port`;
    const shown = await fetch(listUrl, { headers: { ...BROWSER_HEADERS, cookie } });
    const html = await shown.text();
    const lines = (html.match(/data-line-summary/g) ?? []).length;
    if (!shown.ok || lines !== DEMO_LINES.length)
      throw new Error(`the quote list showed ${lines} of ${DEMO_LINES.length} lines (HTTP ${shown.status})`);

    progress(`quotes: the quote list page at ${connections} connections…`);
    await waitUntilIdle(`${server.baseUrl}/favicon.svg`);
    const page = await measure(listUrl, { connections, duration, warmup, headers: { cookie } });

    progress("quotes: Add to quote, one request at a time…");
    const add = await timeRuns(HTTP_RUNS, async () => {
      const response = await fetch(`${server.baseUrl}/resources/quote-list?lang=en`, {
        method: "POST",
        headers: { ...BROWSER_HEADERS, origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded", cookie },
        body: "intent=add&product=pure-white",
      });
      if (!response.ok) throw new Error(`Add to quote answered ${response.status}`);
      await response.arrayBuffer();
    });

    // The list's cookie must not take a visitor's pages out of the page cache (decision 42).
    const product = `${server.baseUrl}/product/calacatta-gold`;
    await fetch(product, { headers: BROWSER_HEADERS }).then((response) => response.arrayBuffer());
    const cached = (await fetch(product, { headers: { ...BROWSER_HEADERS, cookie } })).headers.get("x-page-cache");

    console.log("\nQuote list\n");
    console.log(
      formatTable(
        ["lines", "containers", "plan p50 ms", "plan p95 ms"],
        planner.map((entry) => [String(entry.lines), String(entry.containers), ms(entry.p50), ms(entry.p95)]),
      ),
    );
    console.log(
      formatTable(
        ["request", "req/s", "p50 ms", "p99 ms", "errors"],
        [
          [
            `GET /quote-list (${DEMO_LINES.length} lines) at ${connections} connections`,
            perSecond(page.requestsPerSecond),
            ms(page.latencyMs.p50),
            ms(page.latencyMs.p99),
            String(page.errors + page.non2xx),
          ],
          ["POST Add to quote, one at a time", "-", ms(add.p50), `p95 ${ms(add.p95)}`, "0"],
        ],
      ),
    );
    console.log(`A product page requested with the list's cookie: X-Page-Cache ${cached}.`);
    return { planner, page, add, productWithCookie: cached };
  } finally {
    await server.stop();
  }
}

/**
 * One line per goal, in the shape of the bench's budget table.
 * @param {Awaited<ReturnType<typeof benchQuotes>>} results
 * @returns {BudgetLine[]}
 */
export function quoteBudgets({ planner, page, add, productWithCookie }) {
  const fullList = planner.find((entry) => entry.lines === 30);
  const largest = planner.at(-1);
  if (!fullList || !largest) throw new Error(`the planner was timed on lists of ${LIST_LINES.join(", ")} lines, none of 30`);
  /**
   * @param {string} goal
   * @param {string} measured
   * @param {boolean} passes
   * @returns {BudgetLine}
   */
  const line = (goal, measured, passes) => ({ goal, measured, worst: "-", result: passes ? "PASS" : "FAIL" });
  return [
    line(
      `planner p95 ≤ ${QUOTE_BUDGETS.plannerP95Ms} ms (${fullList.lines} lines)`,
      `${ms(fullList.p95)} ms`,
      fullList.p95 <= QUOTE_BUDGETS.plannerP95Ms,
    ),
    line(
      `planner p95 ≤ ${QUOTE_BUDGETS.largePlannerP95Ms} ms (${largest.lines} lines)`,
      `${ms(largest.p95)} ms`,
      largest.p95 <= QUOTE_BUDGETS.largePlannerP95Ms,
    ),
    line(
      `quote list page p99 ≤ ${QUOTE_BUDGETS.listPageP99Ms} ms`,
      `${ms(page.latencyMs.p99)} ms`,
      (page.latencyMs.p99 ?? Infinity) <= QUOTE_BUDGETS.listPageP99Ms && page.errors + page.non2xx === 0,
    ),
    line(`Add to quote p95 ≤ ${QUOTE_BUDGETS.addP95Ms} ms`, `${ms(add.p95)} ms`, add.p95 <= QUOTE_BUDGETS.addP95Ms),
    line("pages stay cached with a quote list", String(productWithCookie), productWithCookie === "hit"),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.chdir(root);
  /** @type {(() => Promise<void>)[]} */
  const cleanups = [];
  try {
    if (buildNeeded() && !build({ quiet: true })) throw new Error("the build failed");
    const budgets = quoteBudgets(await benchQuotes({ cleanups }));
    console.log(
      formatTable(
        ["goal", "measured", "worst", "result"],
        budgets.map((entry) => [entry.goal, entry.measured, entry.worst, entry.result]),
      ),
    );
    if (budgets.some((entry) => entry.result === "FAIL")) process.exitCode = 1;
  } catch (error) {
    console.error(`\nquotes bench failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    while (cleanups.length > 0)
      await cleanups
        .pop()?.()
        .catch(() => {});
  }
}
