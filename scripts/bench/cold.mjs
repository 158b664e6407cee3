// "Right after a change": the administrator saves something buyers see, then ten visitors ask for the
// same page at once. Whatever cache the server keeps, these are the first requests after it was invalidated.
import { performance } from "node:perf_hooks";
import { BROWSER_HEADERS } from "./load.mjs";
import { changeBasicInfo } from "./site.mjs";

/**
 * The value below which `fraction` of the sorted samples lie (nearest rank).
 * @param {number[]} sortedSamples
 * @param {number} fraction
 */
export function percentile(sortedSamples, fraction) {
  if (sortedSamples.length === 0) return undefined;
  return sortedSamples[Math.min(sortedSamples.length - 1, Math.max(0, Math.ceil(fraction * sortedSamples.length) - 1))];
}

/**
 * @param {string} url
 * @param {string} revision
 */
async function timedGet(url, revision) {
  const startedAt = performance.now();
  try {
    const response = await fetch(url, { headers: BROWSER_HEADERS });
    const body = await response.text();
    return { ms: performance.now() - startedAt, ok: response.ok, stale: response.ok && !body.includes(revision) };
  } catch {
    return { ms: performance.now() - startedAt, ok: false, stale: false };
  }
}

/**
 * `repeats` rounds of: save the basic info through the dashboard, then `connections` simultaneous
 * first requests for the page. Latency is to the last byte of the body; a response without the
 * saved change counts as stale (the correctness rule: a change shows on the next request).
 * @param {{ baseUrl: string; pagePath: string; cookie: string; revision: () => string; repeats: number; connections: number }} run
 */
export async function measureCold({ baseUrl, pagePath, cookie, revision, repeats, connections }) {
  const samples = [];
  let errors = 0;
  let stale = 0;
  for (let round = 0; round < repeats; round += 1) {
    const saved = revision();
    await changeBasicInfo(baseUrl, cookie, saved);
    const answers = await Promise.all(Array.from({ length: connections }, () => timedGet(baseUrl + pagePath, saved)));
    for (const answer of answers) {
      samples.push(answer.ms);
      if (!answer.ok) errors += 1;
      if (answer.stale) stale += 1;
    }
  }
  samples.sort((a, b) => a - b);
  return {
    connections,
    repeats,
    requests: samples.length,
    errors,
    stale,
    latencyMs: { p50: percentile(samples, 0.5), p99: percentile(samples, 0.99), max: samples.at(-1) },
  };
}
