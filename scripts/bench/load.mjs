// Load generation with autocannon: one warm-up run thrown away, then the measured run.
import autocannon from "autocannon";

/**
 * Headers of a real visit: gzip so the server compresses as it does for browsers, and a browser user
 * agent so the page is streamed and counted as a person's view (a bot agent changes both paths).
 */
export const BROWSER_HEADERS = {
  "accept-encoding": "gzip",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
};

function run(url, { connections, duration }) {
  return autocannon({ url, connections, duration, headers: BROWSER_HEADERS, timeout: 10 });
}

/** Measures one URL; the warm-up lets the JIT, connection pools and caches settle before counting. */
export async function measure(url, { connections, duration, warmup }) {
  if (warmup > 0) await run(url, { connections, duration: warmup });
  const result = await run(url, { connections, duration });
  const responses = result.requests.total;
  return {
    url,
    connections,
    durationSeconds: duration,
    requestsPerSecond: result.requests.average,
    responses,
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    // Includes headers; shows whether the page and its static twin really went out equally compressed.
    bytesPerResponse: responses > 0 ? Math.round(result.throughput.total / responses) : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count])),
  };
}
