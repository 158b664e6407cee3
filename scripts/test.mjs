// `npm test`: type check, lint, build, then every Vitest project (unit, integration on PGlite and
// PostgreSQL, browser journeys in Chromium). Ends with one line of totals for CI. On a machine with
// only Node it installs Chromium through apt where it may, and starts a PostgreSQL of its own.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresForTests } from "./test-postgres.mjs";

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

if (!findChromium() || !chineseFontPresent()) installChromium();
const chromePath = findChromium();
if (!chromePath) {
  console.error(`Chromium not found. Install it with \`sudo apt-get install -y ${CHROMIUM_PACKAGES.join(" ")}\` (or your system's chromium package), or set CHROME_PATH.`);
  process.exit(1);
}

const bin = (name) => path.join("node_modules", ".bin", name);
let passed = 0;
let failed = 0;

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

for (const [name, command, args] of [
  ["type check", bin("react-router"), ["typegen"]],
  ["type check", bin("tsc"), []],
  ["lint", bin("eslint"), ["."]],
  ["build", bin("react-router"), ["build"]],
]) {
  if (step(name, command, args)) passed += 1;
  else failed += 1;
}

const reportDir = mkdtempSync(path.join(tmpdir(), "vitest-report-"));
const report = path.join(reportDir, "report.json");
const vitestArgs = ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)];
const postgres = await postgresForTests();
const vitestOk = step("vitest", bin("vitest"), vitestArgs, { CHROME_PATH: chromePath, TEST_POSTGRES_URL: postgres.url });
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

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
