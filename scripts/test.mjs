// `npm test`: type check, lint, build, then every Vitest project (unit, integration on PGlite and
// PostgreSQL, browser journeys in Chromium). Ends with each stage's time and one line of totals for CI.
// `npm test -- <pattern …>` is the inner loop: it skips the type check and lint, builds only when the sources
// changed, and runs the test files matching the patterns. On a machine with only Node it installs Chromium
// through apt where it may, and starts a PostgreSQL of its own.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, buildNeeded, reactRouter } from "./build.mjs";
import { postgresForTests, TestPostgresUnavailable } from "./test-postgres.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const CHROMIUM_PACKAGES = ["chromium", "fonts-wqy-microhei"];
const findChromium = () => [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) => candidate && existsSync(candidate));

/** Without a CJK font Chromium draws Chinese text as boxes. */
const chineseFontPresent = () => /wenquanyi|wqy/i.test(spawnSync("fc-list", { encoding: "utf8" }).stdout ?? "");

/** Debian and Ubuntu as root can install it here; anywhere else the person is told the one command to run. */
function installChromium() {
  const apt = "/usr/bin/apt-get";
  if (!existsSync(apt) || process.getuid?.() !== 0) return;
  console.log(`Chromium or its Chinese font is missing: installing ${CHROMIUM_PACKAGES.join(" ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  spawnSync(apt, ["update", "-qq"], { stdio: "inherit", env });
  spawnSync(apt, ["install", "-y", "-qq", ...CHROMIUM_PACKAGES], { stdio: "inherit", env });
}

const patterns = process.argv.slice(2);
const focused = patterns.length > 0;
const bin = (name) => path.join("node_modules", ".bin", name);
const stages = [];
let passed = 0;
let failed = 0;

/** Runs one stage, timing it; returns whether it succeeded. */
function stage(name, run) {
  console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  const ok = run();
  stages.push({ name, seconds: (Date.now() - startedAt) / 1000, ok });
  return ok;
}

const runs = (command, args, env = {}) => () => spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status === 0;

if (!findChromium() || !chineseFontPresent()) installChromium();
const chromePath = findChromium();
if (!chromePath) {
  console.error(`Chromium not found. Install it with \`sudo apt-get install -y ${CHROMIUM_PACKAGES.join(" ")}\` (or your system's chromium package), or set CHROME_PATH.`);
  process.exit(1);
}

const checks = focused
  ? [["build", () => (buildNeeded() ? build() : true)]]
  : [
      ["type check", () => reactRouter("typegen") && runs(bin("tsc"), [])()],
      ["lint", runs(bin("eslint"), ["."])],
      ["build", () => build()],
    ];
for (const [name, run] of checks) {
  if (stage(name, run)) passed += 1;
  else failed += 1;
}

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
await postgres.stop();
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
console.log(`${"total".padEnd(12)} ${stages.reduce((sum, { seconds }) => sum + seconds, 0).toFixed(1).padStart(7)} s`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
