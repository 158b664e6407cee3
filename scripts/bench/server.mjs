// Running the production server as a child process for the benchmark.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { serverEnvironment, serverNodeFlags } from "../../app/config/process-options.mjs";

const BUILD_OUTPUT = "build/server/index.js";

/** @returns {Promise<number>} */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/**
 * Copies what `node server.js` needs into a private directory. Other work on this machine rebuilds
 * `build/` (`npm test` always does), which empties `build/client` under a running server: its static
 * twins and hashed assets would start answering 404 half-way through a run. The copy keeps the
 * measured build fixed and keeps the bench's own static files out of the shared folder.
 * @param {string} root
 */
async function snapshotApp(root) {
  const directory = mkdtempSync(path.join(tmpdir(), "quartz-bench-app-"));
  try {
    for (let attempt = 1; ; attempt += 1) {
      const builtAt = existsSync(path.join(root, BUILD_OUTPUT)) ? statSync(path.join(root, BUILD_OUTPUT)).mtimeMs : 0;
      try {
        rmSync(path.join(directory, "build"), { recursive: true, force: true });
        cpSync(path.join(root, "build"), path.join(directory, "build"), { recursive: true });
        // A build finishing while we copied would leave a mix of two builds; copy again.
        if (builtAt !== 0 && statSync(path.join(root, BUILD_OUTPUT)).mtimeMs === builtAt) break;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
      if (attempt >= 5) throw new Error("build/ kept changing while it was copied; is a build running in a loop?");
      await sleep(2000);
    }
    for (const file of ["server.js", "package.json"]) cpSync(path.join(root, file), path.join(directory, file));
    // The server bundle finds migrations at ../../drizzle from build/server/index.js.
    cpSync(path.join(root, "drizzle"), path.join(directory, "drizzle"), { recursive: true });
    // The server's threads (the embedded database's, the room compositions') run from the sources, as in a release's checkout.
    cpSync(path.join(root, "app"), path.join(directory, "app"), { recursive: true });
    // The first start copies the committed demo photographs from here.
    cpSync(path.join(root, "demo-photos"), path.join(directory, "demo-photos"), { recursive: true });
    symlinkSync(path.join(root, "node_modules"), path.join(directory, "node_modules"), "dir");
    mkdirSync(path.join(directory, "data"));
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  return directory;
}

/**
 * Starts `node server.js` in production mode from a snapshot of the app, on a free port with a fresh
 * data directory, and waits for /healthz. The first start migrates and seeds the demo catalogue,
 * which takes tens of seconds. `stop` is safe to call more than once.
 * @param {object} options
 * @param {string} options.root the checkout whose build runs
 * @param {string} [options.databaseUrl] PostgreSQL; embedded PGlite without it
 * @param {(dataDir: string) => Promise<void>} [options.prepareData]
 * @param {Record<string, string>} [options.extraEnv]
 * @param {number} [options.timeoutMs]
 * @param {string} [options.dataDir]
 * @param {string} [options.cores]
 * @param {string[]} [options.nodeFlags]
 */
export async function startServer({
  root,
  databaseUrl,
  prepareData,
  extraEnv = {},
  timeoutMs = 120_000,
  dataDir: keptDataDir,
  cores,
  nodeFlags = [],
}) {
  const port = await freePort();
  const appDir = await snapshotApp(root);
  // A data directory the caller passes outlives this server, so a second start finds what the first left.
  const dataDir = keptDataDir ?? path.join(appDir, "data");
  // A catalogue of the caller's own (the search bench's thousand products) goes in before the first
  // start, which then finds the catalogue filled and seeds nothing.
  if (prepareData) {
    try {
      await prepareData(dataDir);
    } catch (error) {
      rmSync(appDir, { recursive: true, force: true });
      throw error;
    }
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    ...serverEnvironment,
    NODE_ENV: "production",
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...extraEnv,
  };
  // An inherited DATABASE_URL would point the bench at someone's real database; only the explicit variable counts.
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;

  const command = [...serverNodeFlags, ...nodeFlags, "server.js"];
  // `cores` ("0") pins the server and its database thread to those cores, so a load generator on the others does not compete with it.
  const [program, programArguments] =
    cores === undefined ? [process.execPath, command] : ["taskset", ["-c", cores, process.execPath, ...command]];
  const child = spawn(program, programArguments, { cwd: appDir, env, stdio: ["ignore", "pipe", "pipe"] });
  // Logs are silenced, so anything printed is a startup error or a crash; keep the tail to explain a failure.
  let output = "";
  const keep = (/** @type {Buffer} */ chunk) => (output = (output + chunk).slice(-8000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // An interrupt during the start (before the caller can register `stop`) must not leave the server running.
  const abandon = () => {
    child.kill("SIGKILL");
    rmSync(appDir, { recursive: true, force: true });
  };
  process.once("exit", abandon);

  const stop = async () => {
    process.off("exit", abandon);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      // The server flushes buffered page views before exiting; give it as long as its own 10 s guard.
      // Unreferenced, so a quick exit does not leave the bench waiting for the timer.
      const timedOut = await Promise.race([exited.then(() => false), sleep(15_000, true, { ref: false })]);
      if (timedOut) {
        child.kill("SIGKILL");
        await exited;
      }
    }
    rmSync(appDir, { recursive: true, force: true });
  };

  const startedAt = Date.now();
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode} during startup:\n${output}`);
      try {
        const response = await fetch(`${baseUrl}/healthz`);
        if (response.ok) break;
      } catch {
        // Not listening yet: migrations and the demo seed run before `listen`.
      }
      if (Date.now() - startedAt > timeoutMs) throw new Error(`server was not healthy within ${timeoutMs / 1000} s:\n${output}`);
      await sleep(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl,
    /** Why the server is no longer running, with its last output, or null while it runs. */
    exitReport: () =>
      child.exitCode === null && child.signalCode === null
        ? null
        : `server exited (code ${child.exitCode}, signal ${child.signalCode})\n${output}`,
    // express.static in server.js serves build/client relative to the server's working directory.
    staticDir: path.join(appDir, "build", "client"),
    pid: child.pid,
    startupMs: Date.now() - startedAt,
    stop,
  };
}

/** @typedef {Awaited<ReturnType<typeof startServer>>} BenchServer */
