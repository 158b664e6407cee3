// Load generation: one warm-up run thrown away, then the measured run. wrk when it is installed, since it
// costs the shared cores a fraction of what autocannon (JavaScript) does; autocannon otherwise.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

/** The load generator this machine offers: wrk (C, one thread) or autocannon (JavaScript, in this process). */
export const loadGenerator = spawnSync("wrk", ["--version"]).error ? "autocannon" : "wrk";

/**
 * What `tracking` adds to every request's address: parameters no other request carries, as every click
 * from an ad or a shared post brings its own (a campaign name, Facebook's click id).
 */
const trackingQuery = (count, random) => `utm_campaign=bench-${count}&fbclid=${random}`;
export const withTracking = (target, count, random) => `${target}${target.includes("?") ? "&" : "?"}${trackingQuery(count, random)}`;

/** wrk builds each request's address in Lua when `tracking` asks for one of its own. */
const WRK_TRACKING = `
local count = 0
request = function()
  count = count + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  local random = string.format("%08x%08x", math.random(0, 0x7fffffff), math.random(0, 0x7fffffff))
  return wrk.format(nil, wrk.path .. separator .. "${trackingQuery('" .. count .. "', '" .. random .. "')}")
end
`;

/** wrk's summary as JSON, written by its `done` hook; latencies in microseconds. */
const WRK_REPORT = `
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"bytes":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    errors.connect, errors.read, errors.write, errors.status, errors.timeout))
end
`;
const wrkScripts = {};

/** The Lua script wrk runs, written once per kind of run. */
function wrkScript(tracking) {
  const name = tracking ? "tracking.lua" : "report.lua";
  if (!wrkScripts[name]) {
    wrkScripts[name] = path.join(mkdtempSync(path.join(tmpdir(), "bench-wrk-")), name);
    writeFileSync(wrkScripts[name], tracking ? WRK_TRACKING + WRK_REPORT : WRK_REPORT);
  }
  return wrkScripts[name];
}

/** One wrk run, read into the shape autocannon's results have where `measure` reads them. */
async function runWrk(url, { connections, duration, tracking }) {
  const headers = Object.entries(BROWSER_HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const child = spawn("wrk", ["-t1", `-c${connections}`, `-d${duration}s`, "--timeout", "10s", ...headers, "-s", wrkScript(tracking), url]);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const code = await new Promise((resolve) => child.on("close", resolve));
  const line = output.split("\n").find((candidate) => candidate.startsWith('{"requests"'));
  if (code !== 0 || !line) throw new Error(`wrk failed on ${url} (exit ${code}): ${output.slice(-500)}`);
  const report = JSON.parse(line);
  return {
    requests: { total: report.requests },
    duration: report.durationUs / 1e6,
    latency: { p50: report.p50 / 1000, p90: report.p90 / 1000, p99: report.p99 / 1000, max: report.max / 1000 },
    throughput: { total: report.bytes },
    errors: report.connect + report.read + report.write,
    timeouts: report.timeout,
    non2xx: report.status,
    statusCodeStats: {},
  };
}

function run(url, { connections, duration, tracking }) {
  if (loadGenerator === "wrk") return runWrk(url, { connections, duration, tracking });
  const target = new URL(url);
  let count = 0;
  const requests = tracking
    ? [{ setupRequest: (request) => ({ ...request, path: withTracking(target.pathname + target.search, (count += 1), randomBytes(8).toString("hex")) }) }]
    : undefined;
  return autocannon({ url, connections, duration, headers: BROWSER_HEADERS, timeout: 10, requests });
}

/**
 * Measures one URL; the warm-up lets the JIT, connection pools and caches settle before counting. With
 * `tracking`, each request adds parameters of its own to the address (see `trackingQuery`).
 */
export async function measure(url, { connections, duration, warmup, tracking = false }) {
  if (warmup > 0) await run(url, { connections, duration: warmup, tracking });
  const result = await run(url, { connections, duration, tracking });
  const responses = result.requests.total;
  return {
    url,
    generator: loadGenerator,
    connections,
    durationSeconds: duration,
    // Over the whole run rather than a mean of per-second samples, which a short run skews.
    requestsPerSecond: result.duration > 0 ? responses / result.duration : 0,
    responses,
    // Without a single completed response the generators report 0 ms, which would read as instant.
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
 * Waits until the server answers `probeUrl` (a static file) quickly again. When the load stops, the
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
