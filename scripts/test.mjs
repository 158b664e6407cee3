// `npm test`: type check then build, then every Vitest project (unit, integration on PGlite and PostgreSQL, browser
// journeys in Chromium), the format check and lint running beside them all. Ends with each stage's time and one line
// of totals for CI.
// `npm test -- <pattern …>` is the inner loop: it skips the type check and lint, builds only when the sources
// changed, and runs the test files matching the patterns. On a machine with only Node it installs Chromium
// through apt where it may, and starts a PostgreSQL of its own.
import { Buffer } from "node:buffer";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, buildNeeded } from "./build.mjs";
import { headlessShellPath } from "./chromium.mjs";
import { nginxMissing } from "./nginx-site.mjs";
import { logTail, postgresForTests, TestPostgresUnavailable } from "./test-postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const CHROMIUM_PACKAGES = ["chromium", "chromium-headless-shell", "fonts-wqy-microhei"];
// The deploy test runs the committed nginx site in front of the server; without nginx it is skipped.
const NGINX_PACKAGES = ["nginx-light", "openssl"];
const findChromium = () =>
  [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) => candidate && existsSync(candidate));

/** Without a CJK font Chromium draws Chinese text as boxes. */
const chineseFontPresent = () => /wenquanyi|wqy/i.test(spawnSync("fc-list", { encoding: "utf8" }).stdout ?? "");

/**
 * Debian and Ubuntu as root can install them here; anywhere else the person is told the one command to run.
 * @param {string[]} packages
 */
function installSystemPackages(packages) {
  const apt = "/usr/bin/apt-get";
  if (!existsSync(apt) || process.getuid?.() !== 0) return;
  console.log(`Installing ${packages.join(" ")} with apt-get for the tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync(apt, ["update", "-qq"], { stdio: "inherit", env });
  spawnSync(apt, ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
}

const testsStartedAt = Date.now();
const patterns = process.argv.slice(2);
const focused = patterns.length > 0;
const bin = (/** @type {string} */ name) => path.join("node_modules", ".bin", name);
/** @type {{ name: string; seconds: number; ok: boolean }[]} */
const stages = [];
let passed = 0;
let failed = 0;

/**
 * Runs one stage, its output shown as it comes, timing it; resolves with whether it succeeded.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Promise<boolean>}
 */
function stage(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("close", (code) => {
      stages.push({ name, seconds: (Date.now() - startedAt) / 1000, ok: code === 0 });
      resolve(code === 0);
    });
  });
}

const missingPackages = [
  ...(!findChromium() || !headlessShellPath() || !chineseFontPresent() ? CHROMIUM_PACKAGES : []),
  ...(nginxMissing() ? NGINX_PACKAGES : []),
];
if (missingPackages.length > 0) installSystemPackages(missingPackages);
const chromePath = findChromium();
if (!chromePath) {
  console.error(
    `Chromium not found. Install it with \`sudo apt-get install -y ${CHROMIUM_PACKAGES.join(" ")}\` (or your system's chromium package), or set CHROME_PATH.`,
  );
  process.exit(1);
}

/**
 * Runs one command with its output kept; resolves with whether it succeeded.
 * @param {string} command
 * @param {string[]} args
 * @param {Buffer[]} output
 * @returns {Promise<boolean>}
 */
const runKeepingOutput = (command, args, output) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve(code === 0));
  });

/**
 * Runs a lane: stages in turn, each a list of commands, timed on its own; a stage runs even when the one before it
 * failed. Its output is kept, to be shown stage by stage by `show` once the lane ends, so it never interleaves with
 * another's.
 * @param {[name: string, steps: [command: string, args: string[]][]][]} lane
 */
async function runLane(lane) {
  const results = [];
  for (const [name, steps] of lane) {
    const startedAt = Date.now();
    /** @type {Buffer[]} */
    const output = [];
    let ok = true;
    for (const [command, args] of steps) if (ok) ok = await runKeepingOutput(command, args, output);
    results.push({ name, seconds: (Date.now() - startedAt) / 1000, ok, output });
  }
  return results;
}

/** @param {Awaited<ReturnType<typeof runLane>>} results */
function show(results) {
  for (const { name, seconds, ok, output } of results) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(Buffer.concat(output));
    stages.push({ name, seconds, ok });
    if (ok) passed += 1;
    else failed += 1;
  }
}

// Lint reads neither the build nor the route types and takes longer than the type check and build together, so it
// runs beside them and on beside the tests, which wait only for the build; waiting for lint left a core idle
// (docs/benchmarks/053-test-suite-speed.md).
const lint = focused
  ? Promise.resolve([])
  : runLane([
      [
        // The formatter's check takes a second; `npm run format` writes what it asks for.
        "lint",
        [
          [bin("biome"), ["format", "."]],
          [bin("eslint"), ["."]],
        ],
      ],
    ]);
if (focused) {
  const startedAt = Date.now();
  const ok = buildNeeded() ? build() : true;
  show([{ name: "build", ok, seconds: (Date.now() - startedAt) / 1000, output: [] }]);
} else {
  show(
    await runLane([
      [
        "type check",
        [
          // The route types React Router generates come first: the type check reads them. With lint on the other
          // core, TypeScript 7 on one thread checks as fast as on several, at half the CPU (decision 057).
          [process.execPath, ["scripts/build.mjs", "typegen"]],
          [bin("tsc"), ["--singleThreaded"]],
        ],
      ],
      ["build", [[process.execPath, ["scripts/build.mjs", "build"]]]],
    ]),
  );
}

/** @type {import("./test-postgres.mjs").TestPostgres} */
let postgres;
try {
  postgres = await postgresForTests();
} catch (error) {
  if (!(error instanceof TestPostgresUnavailable)) throw error;
  console.error(error.message);
  process.exit(1);
}
const reportDir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
const report = path.join(reportDir, "report.json");
const vitestArgs = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...patterns];
const vitestOk = await stage("vitest", bin("vitest"), vitestArgs, { CHROME_PATH: chromePath, TEST_POSTGRES_URL: postgres.url });
// The server's own account of a failure (a deadlock, a database that would not drop) is in its log, kept for reading.
const keptLog = await postgres.stop({ keepLog: !vitestOk && postgres.started });
if (keptLog)
  console.log(`\nThe last lines of the tests' PostgreSQL log, checkpoints left out (whole log: ${keptLog}):\n${logTail(keptLog)}`);
if (existsSync(report)) {
  const results = JSON.parse(readFileSync(report, "utf8"));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  if (!vitestOk && results.numFailedTests === 0) failed += 1;
} else {
  failed += 1;
}
rmSync(reportDir, { recursive: true, force: true });
show(await lint);

console.log("");
for (const { name, seconds, ok } of stages) console.log(`${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s${ok ? "" : "  (failed)"}`);
console.log(
  `${"total".padEnd(12)} ${((Date.now() - testsStartedAt) / 1000).toFixed(1).padStart(7)} s${focused ? "" : "  (lint beside the type check, the build and the tests)"}`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
