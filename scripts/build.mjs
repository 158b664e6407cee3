// React Router's build and route types for `npm run build` and `npm run typecheck`, and the one build
// `npm start`, `npm test` and `npm run bench` run when the sources are newer than the last one.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_OUTPUT = path.join(root, "build/server/index.js");
const BUILD_INPUTS = [
  "app",
  "server",
  "public",
  "drizzle",
  "package.json",
  "vite.config.ts",
  "vite.enhance.config.ts",
  "react-router.config.ts",
];

/**
 * @param {string} entry
 * @returns {number}
 */
function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestModification(path.join(entry, child))));
}

/** Why a build is needed, or null when `build/` is current. */
export function buildNeeded() {
  if (!existsSync(BUILD_OUTPUT)) return "no build yet";
  if (Math.max(...BUILD_INPUTS.map((input) => newestModification(path.join(root, input)))) > statSync(BUILD_OUTPUT).mtimeMs)
    return "sources changed since the last build";
  return null;
}

/**
 * Runs React Router's command line (`build`, `typegen`). `quiet` keeps its output for a failure (the bench's
 * tables would drown in Vite's file listing); returns whether it succeeded.
 * @param {string} command
 * @param {{ quiet?: boolean }} [options]
 */
export function reactRouter(command, { quiet = false } = {}) {
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), command], {
    cwd: root,
    stdio: ["inherit", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (!quiet || result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
  }
  return result.status === 0;
}

/**
 * Builds the site; returns whether the build succeeded.
 * @param {{ quiet?: boolean }} [options]
 */
export const build = (options) => reactRouter("build", options);

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(reactRouter(process.argv[2] ?? "build") ? 0 : 1);
