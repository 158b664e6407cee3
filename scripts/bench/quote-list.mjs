// `npm run bench -- --scenario quote-list`: the quote list page, which the page cache cannot keep (each visitor has
// their own list in a cookie, decision 42), on one core. The server and its database thread run on core 0, the bench
// and its load generators on the others, so the figures say what one core of the server serves. Measured: the page
// with 0, 2 and 10 lines at 10 connections, then a cached product page at 10 connections alone and while another
// client asks for the 10-line list at 20 connections. Each target runs `rounds` times, in turn, and the median
// counts: other work on a shared machine slows some rounds (the load average is printed with the figures).
import { spawnSync } from "node:child_process";
import { Buffer } from "node:buffer";
import { request as httpRequest } from "node:http";
import { cpus, loadavg } from "node:os";
import { DEMO_LINES } from "./demo-quote-list.mjs";
import { BROWSER_HEADERS, measure, waitUntilIdle } from "./load.mjs";
import { measuredAt } from "./measured.mjs";
import { startServer } from "./server.mjs";
import { formatTable, ms, perSecond } from "./table.mjs";

/** @import { BudgetLine } from "./budgets.mjs" */
/** @import { Measurement } from "./load.mjs" */

export const QUOTE_LIST_PAGE_BUDGETS = { tenLinesPerSecond: 500, cachedPageLoss: 0.25 };
const MEASURED_CONNECTIONS = 10;
const HAMMER_CONNECTIONS = 20;

const LIST_SIZES = [0, 2, 10];
const PRODUCT_PATH = "/product/calacatta-gold";

/** The machine's cores, whatever this process is pinned to (`availableParallelism` counts only the latter). */
const CORES = cpus().length;

/** @returns {Record<string, string>} */
const cookieOf = (/** @type {number} */ lines) => (lines === 0 ? {} : { cookie: `quartz_quote=${DEMO_LINES.slice(0, lines).join("|")}` });

/**
 * Core 0 for the server, the rest for this process and the load generators it starts (they inherit its affinity).
 * Null where the machine has one core or no `taskset`: the run is then on shared cores, and says so.
 */
function pinCores() {
  if (CORES < 2) return null;
  const load = CORES === 2 ? "1" : `1-${CORES - 1}`;
  const pinned = spawnSync("taskset", ["-a", "-p", "-c", load, String(process.pid)]);
  return pinned.status === 0 ? { server: "0", load } : null;
}

/** Gives this process every core again, for what the bench measures after. */
function unpinCores() {
  spawnSync("taskset", ["-a", "-p", "-c", `0-${CORES - 1}`, String(process.pid)]);
}

/**
 * The page's size as the browser receives it (gzip, as BROWSER_HEADERS ask) and once unpacked.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ sentBytes: number; encoding: string }>}
 */
function pageSizes(url, headers) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      let sent = 0;
      response.on("data", (piece) => (sent += piece.length));
      response.on("end", () => resolve({ sentBytes: sent, encoding: response.headers["content-encoding"] ?? "identity" }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The median round of a target by requests/s, with its own p99 and the errors of every round.
 * @param {Measurement[]} rounds
 */
function medianRound(rounds) {
  const middle = median(rounds.map((round) => round.requestsPerSecond));
  const chosen = rounds.find((round) => round.requestsPerSecond === middle);
  if (!chosen) throw new Error("no round was measured");
  return {
    ...chosen,
    allRequestsPerSecond: rounds.map((round) => round.requestsPerSecond),
    failures: rounds.reduce((sum, round) => sum + round.errors + round.non2xx, 0),
  };
}

/**
 * @param {object} options
 * @param {string} options.root
 * @param {(message: string) => void} [options.progress]
 * @param {(() => Promise<void>)[]} [options.cleanups]
 * @param {number} [options.duration] seconds of each measured run
 * @param {number} [options.rounds]
 */
export async function benchQuoteListPage({ root, progress = console.error, cleanups = [], duration = 5, rounds = 3 }) {
  const cores = pinCores();
  progress(
    `quote list: starting the production server${cores ? ` on core ${cores.server}, load from core(s) ${cores.load}` : " (cores not pinned)"}…`,
  );
  const server = await startServer({ root, cores: cores?.server });
  cleanups.push(server.stop);
  try {
    const listUrl = `${server.baseUrl}/quote-list`;
    const productUrl = server.baseUrl + PRODUCT_PATH;
    /** @type {Record<number, { htmlBytes: number; sentBytes: number; encoding: string }>} */
    const sizes = {};
    for (const lines of LIST_SIZES) {
      const html = await (await fetch(listUrl, { headers: { ...BROWSER_HEADERS, ...cookieOf(lines) } })).text();
      const shown = (html.match(/data-line-summary/g) ?? []).length;
      if (shown !== lines) throw new Error(`the quote list showed ${shown} of ${lines} lines`);
      sizes[lines] = { htmlBytes: Buffer.byteLength(html), ...(await pageSizes(listUrl, { ...BROWSER_HEADERS, ...cookieOf(lines) })) };
    }
    await fetch(productUrl, { headers: BROWSER_HEADERS }).then((response) => response.arrayBuffer());
    const cacheStatus = (await fetch(productUrl, { headers: BROWSER_HEADERS })).headers.get("x-page-cache");
    if (cacheStatus !== "hit") throw new Error(`${PRODUCT_PATH} was not answered from the page cache (X-Page-Cache ${cacheStatus})`);

    const idle = () => waitUntilIdle(`${server.baseUrl}/favicon.svg`);
    /**
     * @param {string} url
     * @param {Record<string, string>} headers
     */
    const run = (url, headers, connections = MEASURED_CONNECTIONS) => measure(url, { connections, duration, warmup: 0, headers });
    progress("quote list: warming the server up, 2 s on each target…");
    for (const lines of LIST_SIZES)
      await measure(listUrl, { connections: MEASURED_CONNECTIONS, duration: 2, warmup: 0, headers: cookieOf(lines) });
    await measure(productUrl, { connections: MEASURED_CONNECTIONS, duration: 2, warmup: 0 });

    /** @type {{ lists: Record<number, Measurement[]>; productAlone: Measurement[]; productHammered: Measurement[]; hammer: Measurement[] }} */
    const samples = {
      lists: Object.fromEntries(LIST_SIZES.map((lines) => [lines, []])),
      productAlone: [],
      productHammered: [],
      hammer: [],
    };
    const oneMinuteLoad = () => loadavg()[0] ?? NaN;
    const loadAverages = [oneMinuteLoad()];
    for (let round = 1; round <= rounds; round += 1) {
      for (const lines of LIST_SIZES) {
        progress(`quote list: round ${round} of ${rounds}, the page with ${lines} lines at ${MEASURED_CONNECTIONS} connections`);
        await idle();
        measuredAt(samples.lists, lines).push(await run(listUrl, cookieOf(lines)));
      }
      progress(
        `quote list: round ${round} of ${rounds}, ${PRODUCT_PATH} alone, then while the 10-line list is asked for at ${HAMMER_CONNECTIONS} connections`,
      );
      await idle();
      samples.productAlone.push(await run(productUrl, {}));
      await idle();
      // The hammer starts first and ends after the measured run, so it loads the server for the whole of it.
      const hammer = measure(listUrl, { connections: HAMMER_CONNECTIONS, duration: duration + 2, warmup: 0, headers: cookieOf(10) });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      samples.productHammered.push(await run(productUrl, {}));
      samples.hammer.push(await hammer);
      loadAverages.push(oneMinuteLoad());
    }
    const result = {
      cores,
      rounds,
      loadAverages,
      lists: LIST_SIZES.map((lines) => ({ lines, ...measuredAt(sizes, lines), ...medianRound(measuredAt(samples.lists, lines)) })),
      productAlone: medianRound(samples.productAlone),
      productHammered: medianRound(samples.productHammered),
      hammer: medianRound(samples.hammer),
    };
    printQuoteListPage(result);
    return result;
  } finally {
    await server.stop();
    if (cores) unpinCores();
  }
}

/** @typedef {Awaited<ReturnType<typeof benchQuoteListPage>>} QuoteListPageResult */

/** @param {QuoteListPageResult} result */
function printQuoteListPage({ cores, rounds, loadAverages, lists, productAlone, productHammered, hammer }) {
  const where = cores
    ? `server on core ${cores.server}, load generators on core(s) ${cores.load}`
    : "server and load generators on shared cores (not pinned)";
  console.log(`\nQuote list page: ${where}; median of ${rounds} rounds by req/s (each round's req/s in brackets).`);
  console.log(
    `Machine load average (1 min) before and after each round: ${loadAverages.map((value) => value.toFixed(1)).join(", ")} on ${CORES} cores.`,
  );
  const kilobytes = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `The page's size: ${lists.map((entry) => `${entry.lines} lines ${kilobytes(entry.htmlBytes)}, sent ${kilobytes(entry.sentBytes)} (${entry.encoding})`).join("; ")}.\n`,
  );
  /**
   * @param {string} name
   * @param {ReturnType<typeof medianRound>} entry
   */
  const row = (name, entry) => [
    name,
    perSecond(entry.requestsPerSecond),
    `[${entry.allRequestsPerSecond.map((value) => perSecond(value)).join(", ")}]`,
    ms(entry.latencyMs.p50),
    ms(entry.latencyMs.p99),
    String(entry.failures),
  ];
  console.log(
    formatTable(
      ["request", "req/s", "rounds", "p50 ms", "p99 ms", "errors"],
      [
        ...lists.map((entry) => row(`GET /quote-list, ${entry.lines} lines, ${MEASURED_CONNECTIONS} connections`, entry)),
        row(`GET ${PRODUCT_PATH} (cached), ${MEASURED_CONNECTIONS} connections, alone`, productAlone),
        row(`GET ${PRODUCT_PATH} (cached), while the list is hammered`, productHammered),
        row(`  the hammering: GET /quote-list, 10 lines, ${HAMMER_CONNECTIONS} connections`, hammer),
      ],
    ),
  );
}

/**
 * The share of a cached page's rate that hammering the list takes away: the median over the rounds, each round's
 * two runs compared with each other, since they ran back to back under the same load from the rest of the machine.
 * @param {{ productAlone: { allRequestsPerSecond: number[] }; productHammered: { allRequestsPerSecond: number[] } }} result
 */
export const cachedPageLoss = ({ productAlone, productHammered }) =>
  median(productAlone.allRequestsPerSecond.map((alone, round) => 1 - (productHammered.allRequestsPerSecond[round] ?? NaN) / alone));

/**
 * One line per goal, in the shape of the bench's budget table.
 * @param {QuoteListPageResult} result
 * @returns {BudgetLine[]}
 */
export function quoteListPageBudgets(result) {
  const tenLines = result.lists.find((entry) => entry.lines === 10);
  if (!tenLines) throw new Error(`the quote list page was measured with ${LIST_SIZES.join(", ")} lines, not 10`);
  const loss = cachedPageLoss(result);
  /**
   * @param {string} goal
   * @param {string} measured
   * @param {boolean} passes
   * @returns {BudgetLine}
   */
  const line = (goal, measured, passes) => ({ goal, measured, worst: "-", result: passes ? "PASS" : "FAIL" });
  return [
    line(
      `quote list with 10 lines ≥ ${QUOTE_LIST_PAGE_BUDGETS.tenLinesPerSecond} req/s on one core`,
      `${perSecond(tenLines.requestsPerSecond)} req/s`,
      tenLines.requestsPerSecond >= QUOTE_LIST_PAGE_BUDGETS.tenLinesPerSecond && tenLines.failures === 0,
    ),
    line(
      `cached page loses ≤ ${QUOTE_LIST_PAGE_BUDGETS.cachedPageLoss * 100} % while the list is hammered`,
      `${(loss * 100).toFixed(0)} % (median of the rounds)`,
      loss <= QUOTE_LIST_PAGE_BUDGETS.cachedPageLoss && result.productHammered.failures === 0,
    ),
  ];
}
