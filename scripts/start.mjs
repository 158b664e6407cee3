// `npm start`: build when the sources are newer than the build, then run the production server.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestModification(path.join(entry, child))));
}

const buildOutput = "build/server/index.js";
const sources = ["app", "server", "public", "drizzle", "package.json", "vite.config.ts", "react-router.config.ts"];
if (!existsSync(buildOutput) || Math.max(...sources.map(newestModification)) > statSync(buildOutput).mtimeMs) {
  console.log("Building the site (first start or changed sources)…");
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV = "production";
await import("../server.js");
