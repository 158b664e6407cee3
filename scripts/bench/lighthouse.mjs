// Lighthouse's mobile audit (its default: a mid-range phone on a throttled connection), performance,
// accessibility and SEO, against Debian's Chromium started with a DevTools port for it. Lighthouse is not a
// dependency: its 149 packages (165 MiB) serve this one audit, so npm fetches the pinned version into its own
// cache the first time the bench runs it (`npm exec`), and every later run finds it there.
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { CHROMIUM_FLAGS, fullChromiumPath } from "../chromium.mjs";
import { freePort } from "./server.mjs";

export async function launchAuditBrowser() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), "quartz-bench-lighthouse-"));
  const child = spawn(
    fullChromiumPath(),
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(5000)]);
    }
    rmSync(profile, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
      break;
    } catch {
      if (attempt > 100 || child.exitCode !== null) {
        await close();
        throw new Error("Chromium did not open its DevTools port for Lighthouse");
      }
      await sleep(100);
    }
  }
  return { port, close };
}

const ATTEMPTS = 3;
const LIGHTHOUSE = "lighthouse@13.5.0";

/**
 * The part of Lighthouse's report the bench reads.
 * @typedef {{ categories?: Record<string, { score: number | null } | undefined>; runtimeError?: { code: string } }} LighthouseReport
 */

/**
 * Lighthouse's report of one page; it exits with an error when the page could not be audited, which is reported as such.
 * @param {string} url
 * @param {number} port
 * @returns {Promise<LighthouseReport>}
 */
async function lighthouse(url, port) {
  const args = [
    "exec",
    "--yes",
    `--package=${LIGHTHOUSE}`,
    "--",
    "lighthouse",
    url,
    `--port=${port}`,
    "--output=json",
    "--quiet",
    "--only-categories=performance,accessibility,seo",
  ];
  try {
    const { stdout } = await promisify(execFile)("npm", args, { maxBuffer: 256 * 1024 * 1024 });
    return JSON.parse(stdout);
  } catch (failure) {
    // execFile's error: the command's own output beside Node's message.
    const error = /** @type {Error & { stderr?: string }} */ (failure);
    return { runtimeError: { code: error.stderr?.trim().split("\n").at(-1) || error.message } };
  }
}

/**
 * Scores one page, 0–100 per category (null when Lighthouse could not compute it). Chromium sometimes
 * loses the trace of a load (NO_NAVSTART) on this busy machine; such a run is repeated, not scored.
 * @param {{ port: number }} browser
 * @param {string} url
 */
export async function auditPage(browser, url) {
  let runtimeError;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const report = await lighthouse(url, browser.port);
    const score = (/** @type {string} */ category) =>
      report.categories?.[category]?.score == null ? null : Math.round(report.categories[category].score * 100);
    runtimeError = report.runtimeError?.code;
    if (!runtimeError && score("performance") !== null)
      return { url, performance: score("performance"), accessibility: score("accessibility"), seo: score("seo"), attempts: attempt };
  }
  return { url, performance: null, accessibility: null, seo: null, attempts: ATTEMPTS, runtimeError: runtimeError ?? "no score" };
}
