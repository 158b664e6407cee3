import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { pathToFileURL } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PGlite } from "@electric-sql/pglite";
import type { ClientBase } from "pg";
import { migrationsFolder } from "./migration-levels.server";
import { oneQueryAtATime } from "./one-query-at-a-time.server";
import { openPgliteInWorker } from "./pglite-in-worker.server";
import * as schema from "./schema";
import { shortLivedNodeFlags } from "~/config/process-options.mjs";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Called with a notification's payload, or with null when notifications may have been missed (a lost connection came back). */
export type NotificationListener = (payload: string | null) => void;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Subscribes to a `pg_notify` channel; the returned function unsubscribes. */
  listen: (channel: string, onNotification: NotificationListener) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** Any arbitrary constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 724_311_001;

export async function openDatabase(options: { url?: string; dataDir: string; poolSize?: number }): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // Every query here reads a bounded slice through an index, but the planner cannot see that where a bound
  // comes from a subquery (the visit analysis's range sums) and costs it as millions of rows: it then spent
  // many times the reading itself compiling the query (JIT) and starting parallel workers to read no rows
  // (docs/decisions/019, docs/benchmarks/019-visit-analysis-at-scale.md step 6). Set per session, not as a
  // startup option a pooler may refuse, and before the pool hands the connection out, so no query runs beside it.
  const onConnect = async (client: ClientBase) => {
    oneQueryAtATime(client);
    await client
      .query("set jit = off; set max_parallel_workers_per_gather = 0")
      .catch((error: Error) =>
        console.error(JSON.stringify({ level: "warn", event: "database.session-settings-refused", error: error.message })),
      );
  };
  const pool = new Pool({ connectionString: url, max: poolSize, onConnect });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the pool reconnects.
  pool.on("error", (error) => console.error(JSON.stringify({ level: "warn", event: "database.connection-lost", error: error.message })));
  const db = drizzle(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return {
    db: db as unknown as Database,
    kind: "postgres",
    listen: (channel, onNotification) => listenOnPostgres(url, channel, onNotification),
    close: () => pool.end(),
  };
}

const RECONNECT_DELAY_MS = 1000;

/**
 * A pooled connection cannot hold a LISTEN, so each subscription keeps a connection of its own and
 * opens it again when it drops; the listener hears null then, because what was sent meanwhile is lost.
 */
async function listenOnPostgres(url: string, channel: string, onNotification: NotificationListener): Promise<() => Promise<void>> {
  const { Client } = await import("pg");
  const quotedChannel = `"${channel.replaceAll('"', '""')}"`;
  let client: InstanceType<typeof Client> | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<void> {
    const connection = new Client({ connectionString: url });
    connection.on("notification", (message) => {
      if (message.channel === channel) onNotification(message.payload ?? "");
    });
    connection.on("error", () => reconnectSoon(connection));
    connection.on("end", () => reconnectSoon(connection));
    await connection.connect();
    await connection.query(`LISTEN ${quotedChannel}`);
    client = connection;
  }

  function reconnectSoon(lost: InstanceType<typeof Client>) {
    if (stopped || client !== lost) return;
    client = undefined;
    void lost.end().catch(() => {});
    console.error(JSON.stringify({ level: "warn", event: "database.listen-connection-lost", channel }));
    const attempt = () => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => onNotification(null),
        () => (retry = setTimeout(attempt, RECONNECT_DELAY_MS)),
      );
    };
    retry = setTimeout(attempt, RECONNECT_DELAY_MS);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * PostgreSQL's default of 128 MB is allocated inside PGlite's WebAssembly memory at every open and never
 * given back: it was 130 of the 290 MiB an idle server held. The operating system caches the data files
 * anyway, so a small pool costs little speed (docs/decisions/025-footprint-on-a-small-server.md).
 */
const PGLITE_SETTINGS = ["shared_buffers=32MB"];

/**
 * Creating an embedded database runs initdb in a WebAssembly instance of its own whose memory the
 * process keeps long after (a first start held ~800 MiB against ~300 MiB after a restart), so a
 * short-lived child process creates it and this one only opens it, in V8's baseline compiler only, which
 * spends less processor time on it (docs/decisions/038, docs/benchmarks/037-test-suite.md).
 */
async function createPgliteDirectory(location: string): Promise<void> {
  if (existsSync(path.join(location, "PG_VERSION"))) return;
  const pglite = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const script = "const { PGlite } = await import(process.argv[1]); await (await PGlite.create(process.argv[2])).close();";
  await promisify(execFile)(process.execPath, [...shortLivedNodeFlags, "--input-type=module", "-e", script, pglite, location]);
}

/** The embedded database in the `database` folder of the data directory, created at the first open. */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const location = path.join(dataDir, "database");
  mkdirSync(location, { recursive: true });
  await createPgliteDirectory(location);
  const client = await openPgliteInWorker(location, PGLITE_SETTINGS);
  const db = drizzle({ client: client as unknown as PGlite, schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    // One process owns an embedded database, so its own connection hears every write.
    listen: (channel, onNotification) => client.listen(channel, onNotification),
    close: () => client.close(),
  };
}

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: domain functions that write take this so callers can compose them atomically. */
export type DatabaseExecutor = Database | Transaction;
