// `npm test`: type check, lint, build, then every Vitest project (unit, integration on PGlite and
// PostgreSQL, browser journeys in Chromium). Ends with one line of totals for CI.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) => candidate && existsSync(candidate));
if (!chromePath) {
  console.error("Chromium not found. Install it with `apt-get install -y chromium fonts-wqy-microhei`, or set CHROME_PATH.");
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
const vitestOk = step("vitest", bin("vitest"), vitestArgs, { CHROME_PATH: chromePath });
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
