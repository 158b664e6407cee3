// Addresses with an ad's or a campaign's parameters: every click from an ad or a shared post carries its own
// (fbclid, gclid, utm_*), and the page cache answers them with the page kept for the plain address
// (docs/decisions/031). Each page is measured with parameters of every request's own right after its plain run.
import { BROWSER_HEADERS, measure, waitUntilIdle, withTracking } from "./load.mjs";
import { formatTable, ms, perSecond } from "./table.mjs";

/** The page with tracking parameters at `connections`, beside `plain`; `cache` is what answered one such request before. */
export async function measureTracking(server, page, plain, { connections, duration, warmup, progress }) {
  const url = server.baseUrl + page.path;
  const probe = await fetch(withTracking(url, 0, "probe"), { headers: BROWSER_HEADERS });
  await probe.arrayBuffer();
  const cache = probe.headers.get("x-page-cache") ?? "-";
  progress(`${page.path} with tracking parameters at ${connections} connections (first one: ${cache})`);
  await waitUntilIdle(server.baseUrl + page.staticPath);
  const tracked = await measure(url, { connections, duration, warmup, tracking: true });
  return { page: page.name, path: page.path, cache, plain, tracked };
}

const failures = (result) => result.errors + result.timeouts + result.non2xx;

export function printTracking(database, tracking, connections) {
  console.log(`\nTracking parameters, ${database}: each request's address with utm_campaign and fbclid of its own, at ${connections} connections; ratio against the plain address.`);
  console.log(
    formatTable(
      ["page", "first one", "plain req/s", "tracked req/s", "ratio", "plain p99", "tracked p99", "errors"],
      tracking.map(({ page, path, cache, plain, tracked }) => [
        `${page} ${path}`,
        cache,
        perSecond(plain.requestsPerSecond),
        perSecond(tracked.requestsPerSecond),
        (plain.requestsPerSecond > 0 ? tracked.requestsPerSecond / plain.requestsPerSecond : 0).toFixed(2),
        ms(plain.latencyMs.p99),
        ms(tracked.latencyMs.p99),
        failures(tracked),
      ]),
    ),
  );
  console.log("first one = what answered the first such request: the page cache (hit) or a render (miss).");
}
