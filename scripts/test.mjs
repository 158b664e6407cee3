// `npm test`: type check then build, beside the format check and lint; then every Vitest project (unit, integration
// on PGlite and PostgreSQL, browser journeys in Chromium). Ends with each stage's time and one line of totals for CI.
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
 * Runs one stage, timing it; returns whether it succeeded.
 * @param {string} name
 * @param {() => boolean} run
 */
function stage(name, run) {
  console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  const ok = run();
  stages.push({ name, seconds: (Date.now() - startedAt) / 1000, ok });
  return ok;
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
const runs =
  (command, args, env = {}) =>
  () =>
    spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;

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
 * Runs lanes side by side, one per core, each a list of stages run in turn, each stage a list of commands timed on
 * its own; a stage runs even when the one before it in its lane failed. Their output is shown stage by stage once
 * all end, so it never interleaves.
 * @param {[name: string, steps: [command: string, args: string[]][]][][]} lanes
 */
async function stagesSideBySide(lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const laneResults = [];
      for (const [name, steps] of lane) {
        const startedAt = Date.now();
        /** @type {Buffer[]} */
        const output = [];
        let ok = true;
        for (const [command, args] of steps) if (ok) ok = await runKeepingOutput(command, args, output);
        laneResults.push({ name, seconds: (Date.now() - startedAt) / 1000, ok, output });
      }
      return laneResults;
    }),
  );
  for (const { name, seconds, ok, output } of results.flat()) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(Buffer.concat(output));
    stages.push({ name, seconds, ok });
  }
  return results.flat().map(({ ok }) => ok);
}

const checkResults = focused
  ? [stage("build", () => (buildNeeded() ? build() : true))]
  : // The type check takes less of a core than lint (31 against 42 CPU-seconds), so the build follows it in its lane
    // rather than waiting for both (docs/benchmarks/053-test-suite-speed.md); lint reads neither its output nor the
    // route types.
    await stagesSideBySide([
      [
        [
          "type check",
          [
            // The route types React Router generates come first: the type check reads them.
            [process.execPath, ["scripts/build.mjs", "typegen"]],
            [bin("tsc"), []],
          ],
        ],
        ["build", [[process.execPath, ["scripts/build.mjs", "build"]]]],
      ],
      [
        [
          // The formatter's check takes a second; `npm run format` writes what it asks for.
          "lint",
          [
            [bin("biome"), ["format", "."]],
            [bin("eslint"), ["."]],
          ],
        ],
      ],
    ]);
for (const ok of checkResults) {
  if (ok) passed += 1;
  else failed += 1;
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
const vitestOk = stage("vitest", runs(bin("vitest"), vitestArgs, { CHROME_PATH: chromePath, TEST_POSTGRES_URL: postgres.url }));
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

console.log("");
for (const { name, seconds, ok } of stages) console.log(`${name.padEnd(12)} ${seconds.toFixed(1).padStart(7)} s${ok ? "" : "  (failed)"}`);
console.log(
  `${"total".padEnd(12)} ${((Date.now() - testsStartedAt) / 1000).toFixed(1).padStart(7)} s${focused ? "" : "  (the type check and build beside lint)"}`,
);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
