// Addresses with an ad's or a campaign's parameters: every click from an ad or a shared post carries its own
// (fbclid, gclid, utm_*), and the page cache answers them with the page kept for the plain address
// (docs/decisions/031). Each page is measured with parameters of every request's own right after a plain run whose
// requests the load generator builds the same way, since on a shared machine its own work takes cores from the server.
import { BROWSER_HEADERS, measure, waitUntilIdle, withTracking } from "./load.mjs";
import { formatTable, ms, perSecond } from "./table.mjs";

/** @import { Measurement } from "./load.mjs" */

/**
 * The page with tracking parameters at `connections`, beside the plain page asked the same way; `plain` is the plain
 * page's ordinary run, shown for reference. `cache` is what answered one tracked request before, `plainCache` what
 * answered the plain address just before it.
 * @param {{ baseUrl: string }} server
 * @param {{ name: string; path: string; staticPath: string }} page with its static twin, to wait on until the server is idle
 * @param {Measurement} plain
 * @param {{ connections: number; duration: number; warmup: number; progress: (message: string) => void }} options
 */
export async function measureTracking(server, page, plain, { connections, duration, warmup, progress }) {
  const url = server.baseUrl + page.path;
  const answeredBy = async (/** @type {string} */ address) => {
    const response = await fetch(address, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    return response.headers.get("x-page-cache") ?? "-";
  };
  const plainCache = await answeredBy(url);
  const cache = await answeredBy(withTracking(url, 0, "probe"));
  progress(`${page.path} with tracking parameters at ${connections} connections (first one: ${cache})`);
  await waitUntilIdle(server.baseUrl + page.staticPath);
  const plainBuiltAlike = await measure(url, { connections, duration, warmup, perRequest: "plain" });
  await waitUntilIdle(server.baseUrl + page.staticPath);
  const tracked = await measure(url, { connections, duration, warmup, perRequest: "tracked" });
  return { page: page.name, path: page.path, plainCache, cache, plain: plainBuiltAlike, plainAsUsual: plain, tracked };
}

/** @typedef {Awaited<ReturnType<typeof measureTracking>>} TrackingResult */

const failures = (/** @type {Measurement} */ result) => result.errors + result.timeouts + result.non2xx;

/**
 * @param {string} database
 * @param {TrackingResult[]} tracking
 * @param {number} connections
 */
export function printTracking(database, tracking, connections) {
  console.log(
    `\nTracking parameters, ${database}: each request's address with utm_campaign and fbclid of its own, at ${connections} connections; ratio against the plain address, its requests built the same way.`,
  );
  console.log(
    formatTable(
      ["page", "first one", "plain req/s (usual)", "plain req/s", "tracked req/s", "ratio", "plain p99", "tracked p99", "errors"],
      tracking.map(({ page, path, cache, plain, plainAsUsual, tracked }) => [
        `${page} ${path}`,
        cache,
        perSecond(plainAsUsual.requestsPerSecond),
        perSecond(plain.requestsPerSecond),
        perSecond(tracked.requestsPerSecond),
        (plain.requestsPerSecond > 0 ? tracked.requestsPerSecond / plain.requestsPerSecond : 0).toFixed(2),
        ms(plain.latencyMs.p99),
        ms(tracked.latencyMs.p99),
        failures(tracked),
      ]),
    ),
  );
  console.log(
    "first one = what answered the first such request: the page cache (hit) or a render (miss). plain (usual) = the plain run with one request repeated, for reference.",
  );
}
