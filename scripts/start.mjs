// `npm start`: build when the sources are newer than the build, then run the production server.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverEnvironment, serverNodeFlags } from "../app/config/process-options.mjs";
import { build, buildNeeded } from "./build.mjs";

const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
// package.json's engines, which npm only warns about.
const supported = (major === 22 && minor >= 22) || (major === 24 && minor >= 8) || major > 24;
if (!supported) {
  console.error(
    `Node ${process.versions.node} is not supported: use Node 24 (or 22.22+); \`eval "$(sh scripts/use-node.sh)"\` puts Node 24 on your PATH.`,
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

if (buildNeeded()) {
  console.log("Building the site (first start or changed sources)…");
  if (!build()) process.exit(1);
}

// A process of its own, because its heap limits and malloc setting take effect only when node starts; this
// one passes on the signals that stop it (Ctrl-C reaches both) and ends with its exit code.
const server = spawn(process.execPath, [...serverNodeFlags, "server.js"], {
  stdio: "inherit",
  env: { ...process.env, ...serverEnvironment, NODE_ENV: "production" },
});
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
