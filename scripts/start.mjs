// `npm start`: build when the sources are newer than the build, then run the production server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverEnvironment, serverNodeFlags } from "../server/process-options.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

function newestModification(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((child) => newestModification(path.join(entry, child))));
}

/**
 * @react-router/dev 7.18, the last 7.x, hands Vite 8 the deprecated `envFile: false` inside its own
 * config loader; no setting of ours reaches it, so the warning would ask whoever starts the site to
 * act on something they cannot. Only that line is dropped; every other line of the build is shown.
 */
function withoutUpstreamWarning(output) {
  return output
    .split("\n")
    .filter((line) => !line.includes("The `envFile` option is deprecated, please use `envDir: false` instead."))
    .join("\n");
}

const buildOutput = "build/server/index.js";
const sources = ["app", "server", "public", "drizzle", "package.json", "vite.config.ts", "vite.enhance.config.ts", "react-router.config.ts"];
if (!existsSync(buildOutput) || Math.max(...sources.map(newestModification)) > statSync(buildOutput).mtimeMs) {
  console.log("Building the site (first start or changed sources)…");
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.js", "build"], {
    stdio: ["inherit", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(withoutUpstreamWarning(result.stdout ?? ""));
  process.stderr.write(withoutUpstreamWarning(result.stderr ?? ""));
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A process of its own, because its heap limits and malloc setting take effect only when node starts; this
// one passes on the signals that stop it (Ctrl-C reaches both) and ends with its exit code.
const server = spawn(process.execPath, [...serverNodeFlags, "server.js"], { stdio: "inherit", env: { ...process.env, ...serverEnvironment, NODE_ENV: "production" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
