// Load generation with autocannon: one warm-up run thrown away, then the measured run.
import { performance } from "node:perf_hooks";
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
    // Over the whole run rather than autocannon's mean of per-second samples, which a short run skews.
    requestsPerSecond: result.duration > 0 ? responses / result.duration : 0,
    responses,
    // Without a single completed response autocannon reports 0 ms, which would read as instant.
    latencyMs: responses > 0 ? { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max } : {},
    // Includes headers; shows whether the page and its static twin really went out equally compressed.
    bytesPerResponse: responses > 0 ? Math.round(result.throughput.total / responses) : 0,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stats]) => [code, stats.count])),
  };
}

/**
 * Waits until the server answers `probeUrl` (a static file) quickly again. When autocannon stops, the
 * server still works through the requests already queued; a target measured straight after a slow
 * page would otherwise pay for that backlog.
 */
export async function waitUntilIdle(probeUrl, { quickMs = 50, timeoutMs = 30_000 } = {}) {
  const startedAt = performance.now();
  while (performance.now() - startedAt < timeoutMs) {
    const requestedAt = performance.now();
    try {
      await (await fetch(probeUrl, { headers: BROWSER_HEADERS })).arrayBuffer();
    } catch {
      // A refused or reset connection is one more sign of a busy server; keep probing.
    }
    if (performance.now() - requestedAt < quickMs) return;
  }
}
