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
 * How the load generator builds each request's address (see `measure`).
 * @typedef {"plain" | "tracked"} PerRequest
 */
/** @typedef {{ connections: number; duration: number; perRequest?: PerRequest; headers?: Record<string, string> }} RunOptions */
/**
 * One run of either load generator, in the shape of autocannon's result where `measure` reads it; latencies in ms.
 * @typedef {object} RunResult
 * @property {{ total: number }} requests
 * @property {number} duration seconds
 * @property {{ p50: number; p90: number; p99: number; max: number }} latency
 * @property {{ total: number }} throughput bytes
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {Record<string, { count?: number }>} [statusCodeStats]
 */
/**
 * What `measure` found for one URL.
 * @typedef {object} Measurement
 * @property {string} url
 * @property {string} generator
 * @property {number} connections
 * @property {number} durationSeconds
 * @property {number} requestsPerSecond
 * @property {number} responses
 * @property {{ p50?: number; p90?: number; p99?: number; max?: number }} latencyMs empty without a single completed response
 * @property {number} bytesPerResponse
 * @property {number} errors
 * @property {number} timeouts
 * @property {number} non2xx
 * @property {Record<string, number | undefined>} statusCodes
 */

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
 * What a tracked run adds to every request's address: parameters no other request carries, as every click
 * from an ad or a shared post brings its own (a campaign name, Facebook's click id). In wrk's script, `count` and
 * `random` are Lua expressions.
 * @param {number | string} count
 * @param {string} random
 */
const trackingQuery = (count, random) => `utm_campaign=bench-${count}&fbclid=${random}`;
/**
 * @param {string} target
 * @param {number} count
 * @param {string} random
 */
export const withTracking = (target, count, random) => `${target}${target.includes("?") ? "&" : "?"}${trackingQuery(count, random)}`;

/**
 * wrk builds each request's address in Lua when `perRequest` asks for it: with tracking parameters of its own, or
 * (for the plain run it is compared with) the plain address after the same work, so the two runs cost the load
 * generator alike and differ only in what the server is asked.
 */
const wrkPerRequest = (/** @type {boolean} */ tracked) => `
local count = 0
request = function()
  count = count + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  local random = string.format("%08x%08x", math.random(0, 0x7fffffff), math.random(0, 0x7fffffff))
  local tracked = wrk.path .. separator .. "${trackingQuery('" .. count .. "', '" .. random .. "')}"
  return wrk.format(nil, ${tracked ? "tracked" : "wrk.path"})
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
/** @type {Record<string, string>} */
const wrkScripts = {};

/**
 * The Lua script wrk runs, written once per kind of run.
 * @param {PerRequest | undefined} perRequest
 */
function wrkScript(perRequest) {
  const name = `${perRequest ?? "report"}.lua`;
  let script = wrkScripts[name];
  if (!script) {
    script = path.join(mkdtempSync(path.join(tmpdir(), "bench-wrk-")), name);
    wrkScripts[name] = script;
    writeFileSync(script, perRequest ? wrkPerRequest(perRequest === "tracked") + WRK_REPORT : WRK_REPORT);
  }
  return script;
}

/**
 * One wrk run, read into the shape autocannon's results have where `measure` reads them.
 * @param {string} url
 * @param {RunOptions} options
 * @returns {Promise<RunResult>}
 */
async function runWrk(url, { connections, duration, perRequest, headers: extraHeaders }) {
  const headers = Object.entries({ ...BROWSER_HEADERS, ...extraHeaders }).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const child = spawn("wrk", [
    "-t1",
    `-c${connections}`,
    `-d${duration}s`,
    "--timeout",
    "10s",
    ...headers,
    "-s",
    wrkScript(perRequest),
    url,
  ]);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  // Read too, and shown with a failure: a pipe nobody reads stops wrk once it fills.
  child.stderr.on("data", (chunk) => (output += chunk));
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

/**
 * @param {string} url
 * @param {RunOptions} options
 * @returns {Promise<RunResult>}
 */
function run(url, { connections, duration, perRequest, headers }) {
  if (loadGenerator === "wrk") return runWrk(url, { connections, duration, perRequest, headers });
  const target = new URL(url);
  const plainPath = target.pathname + target.search;
  let count = 0;
  // As with wrk: the plain run builds each request with the same work as the tracked one it is compared with.
  const pathOf = () => {
    const tracked = withTracking(plainPath, (count += 1), randomBytes(8).toString("hex"));
    return perRequest === "tracked" ? tracked : plainPath;
  };
  /** @type {autocannon.Request[] | undefined} */
  const requests = perRequest ? [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }] : undefined;
  return autocannon({ url, connections, duration, headers: { ...BROWSER_HEADERS, ...headers }, timeout: 10, requests });
}

/**
 * Measures one URL; the warm-up lets the JIT, connection pools and caches settle before counting. With
 * `perRequest`, the load generator builds each request's address: "tracked" adds parameters of the request's own
 * (see `trackingQuery`), "plain" keeps the address after the same work. `headers` go with every request (a cookie).
 * @param {string} url
 * @param {RunOptions & { warmup: number }} options
 * @returns {Promise<Measurement>}
 */
export async function measure(url, { connections, duration, warmup, perRequest, headers }) {
  if (warmup > 0) await run(url, { connections, duration: warmup, perRequest, headers });
  const result = await run(url, { connections, duration, perRequest, headers });
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
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  };
}

/**
 * Waits until the server answers `probeUrl` (a static file) quickly again. When the load stops, the
 * server still works through the requests already queued; a target measured straight after a slow
 * page would otherwise pay for that backlog.
 * @param {string} probeUrl
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
