import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { openDatabase, type Database, type DatabaseHandle } from "~/database/client.server";
import * as schema from "~/database/schema";
import { createCountryLookup } from "~/modules/geo/country-lookup.server";
import { processIsRunning } from "~/modules/operations/data-dir-lock.server";

/** The PostgreSQL server every machine here runs; CI starts it when it is down. */
export const TEST_POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export const databaseKinds = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

async function adminQuery(statement: string): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const root = path.resolve(import.meta.dirname, "../..");

/** Names the migrated schema: the migrations and the PGlite that ran them, so a changed migration makes a new template. */
const schemaVersion = (() => {
  const hash = createHash("sha256");
  const drizzle = path.join(root, "drizzle");
  for (const file of readdirSync(drizzle, { recursive: true, encoding: "utf8" }).sort()) {
    const full = path.join(drizzle, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  hash.update(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json")));
  return hash.digest("hex").slice(0, 12);
})();

const templatesFolder = path.join(root, "node_modules", ".cache", "quartz-test-databases");

/**
 * A data directory as a server's first start leaves it, made once per schema version and copied for each test: a
 * migrated embedded database, and the country table built from the shipped CSV files. Creating the database (initdb
 * inside WebAssembly) and building the table take many seconds of a core, where copying and opening the copy is quick
 * (docs/benchmarks/037-test-suite.md). The first worker to need it makes it under a lock; the others wait for it to
 * appear whole.
 */
async function firstStartTemplate(): Promise<string> {
  const template = path.join(templatesFolder, `data-dir-${schemaVersion}`);
  const lock = `${template}.lock`;
  mkdirSync(templatesFolder, { recursive: true });
  for (;;) {
    if (existsSync(template)) return template;
    try {
      mkdirSync(lock);
    } catch {
      // A lock older than making a template ever takes was left by a run that was stopped.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 300_000)
        rmSync(lock, { recursive: true, force: true });
      await sleep(200);
      continue;
    }
    try {
      for (const old of readdirSync(templatesFolder))
        if (!old.startsWith(`data-dir-${schemaVersion}`)) rmSync(path.join(templatesFolder, old), { recursive: true, force: true });
      const making = mkdtempSync(path.join(tmpdir(), "quartz-data-dir-template-"));
      await (await openDatabase({ dataDir: making })).close();
      await createCountryLookup({ dataDir: making }).preload();
      cpSync(making, `${template}.partial`, { recursive: true });
      renameSync(`${template}.partial`, template);
      rmSync(making, { recursive: true, force: true });
      return template;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * A data directory of its own holding what a server's first start would have made (`firstStartTemplate`); with
 * `embeddedDatabase: false` only the country table, for a server on PostgreSQL.
 */
export async function dataDirAfterFirstStart(
  prefix: string,
  options: { embeddedDatabase: boolean } = { embeddedDatabase: true },
): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const template = await firstStartTemplate();
  const embeddedDatabase = path.join(template, "database");
  cpSync(template, dataDir, { recursive: true, filter: (source) => options.embeddedDatabase || !source.startsWith(embeddedDatabase) });
  return dataDir;
}

/** Held while the PostgreSQL template is made, so workers starting together make it once. */
const TEMPLATE_LOCK_ID = 724_311_900;

/** A migrated PostgreSQL database per schema version that test databases are copied from (`create database … template`). */
async function migratedPostgresTemplate(): Promise<string> {
  const name = `quartz_template_${schemaVersion}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_ID]);
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) {
      const making = `${name}_making`;
      await admin.query(`drop database if exists ${making} with (force)`);
      await admin.query(`create database ${making}`);
      const url = new URL(TEST_POSTGRES_ADMIN_URL);
      url.pathname = `/${making}`;
      await (await openDatabase({ url: url.toString(), dataDir: "" })).close();
      await admin.query(`alter database ${making} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * A PostgreSQL database of its own, so test runs never see each other's rows: migrated and empty, or without even
 * the migrations (`unmigrated`) for a test of migrating itself.
 */
export async function createPostgresDatabase(options: { unmigrated?: boolean } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await adminQuery(options.unmigrated ? `create database ${name}` : `create database ${name} template ${await migratedPostgresTemplate()}`);
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`).then(() => undefined) };
}

/** A PGlite database a worker keeps between test files, and what it held when it was new. */
type KeptPglite = { handle: DatabaseHandle; dataDir: string; schema: string };
const keptPglites: KeptPglite[] = [];
/** The rows a fresh database holds (the migrations' own), as `json_agg` writes them, by table. */
let firstStartRows: Map<string, string> | undefined;
const KEPT_FOLDER_PREFIX = `quartz-pglite-kept-${process.pid}-`;

/** Everything about the schema a test could have changed (a test of migrating drops and alters): a kept database must match. */
const schemaFingerprint = async (db: Database) =>
  (
    (await db.execute(sql`
      select md5(string_agg(item, '|' order by item)) as fingerprint from (
        select 'column ' || attrelid::regclass || '.' || attname || ' ' || format_type(atttypid, atttypmod) || ' ' || attnotnull as item
          from pg_attribute join pg_class on pg_class.oid = attrelid join pg_namespace on pg_namespace.oid = relnamespace
          where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and attnum > 0 and not attisdropped
        union all select 'constraint ' || conrelid::regclass || ' ' || pg_get_constraintdef(oid) from pg_constraint
          where connamespace = 'public'::regnamespace
        union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
        union all select 'trigger ' || tgrelid::regclass || ' ' || tgname || ' ' || tgfoid::regprocedure from pg_trigger
          where not tgisinternal
        union all select 'function ' || oid::regprocedure || ' ' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
        union all select 'migrations ' || count(*) from drizzle.__drizzle_migrations
      ) as items`)) as unknown as { rows: { fingerprint: string }[] }
  ).rows[0]!.fingerprint;

const publicTables = async (db: Database) =>
  (
    (await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
      rows: { tablename: string }[];
    }
  ).rows.map((row) => row.tablename);

/** A database a folder of its own was copied for, as the first start leaves it. */
async function newKeptPglite(): Promise<KeptPglite> {
  // A worker that ended without its exit handlers (killed) left its folders: they go with the next worker's first.
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith("quartz-pglite-kept-"))) {
    const pid = Number(name.split("-")[3]);
    if (pid !== process.pid && !processIsRunning(pid)) rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
  const dataDir = await dataDirAfterFirstStart(KEPT_FOLDER_PREFIX);
  const handle = await openDatabase({ dataDir });
  if (!firstStartRows) {
    firstStartRows = new Map();
    for (const table of await publicTables(handle.db)) {
      const { rows } = (await handle.db.execute(
        sql.raw(`select json_agg(kept)::text as rows from public."${table}" as kept`),
      )) as unknown as { rows: { rows: string | null }[] };
      if (rows[0]?.rows) firstStartRows.set(table, rows[0].rows);
    }
  }
  return { handle, dataDir, schema: await schemaFingerprint(handle.db) };
}

process.once("exit", () => {
  for (const kept of keptPglites) rmSync(kept.dataDir, { recursive: true, force: true });
});

/**
 * Puts a kept database back as the first start left it: every table emptied and the migrations' rows put back,
 * triggers off meanwhile, so nothing counts the rows. Answers false when a test changed the schema itself, or the
 * database no longer answers: then it is closed instead.
 */
async function emptied(kept: KeptPglite): Promise<boolean> {
  const { db } = kept.handle;
  try {
    if ((await schemaFingerprint(db)) !== kept.schema) return false;
    await db.execute(sql`reset all`);
    await db.execute(sql`select pg_advisory_unlock_all()`);
    await db.execute(sql`set session_replication_role = replica`);
    const tables = await publicTables(db);
    await db.execute(sql.raw(`truncate ${tables.map((table) => `public."${table}"`).join(", ")} restart identity cascade`));
    for (const [table, rows] of firstStartRows ?? [])
      await db.execute(
        sql.raw(
          `insert into public."${table}" select * from json_populate_recordset(null::public."${table}", '${rows.replaceAll("'", "''")}')`,
        ),
      );
    await db.execute(sql`set session_replication_role = origin`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A PGlite database for one test file: one the worker kept, emptied, or a new one. Starting an embedded database
 * (copying the first start's 48 MB and opening it on a thread) took 1.1–1.5 CPU-seconds, a run opens over a hundred,
 * and emptying one takes a tenth of that (docs/benchmarks/053-test-suite-speed.md). The file gets a database object
 * of its own over the kept connection, which refuses every query once the file closed it, as a closed database does:
 * nothing a file left running reaches the next file's rows.
 */
async function keptPglite(): Promise<DatabaseHandle> {
  const kept = keptPglites.pop() ?? (await newKeptPglite());
  // The connection drizzle was given: the database thread's client (app/database/pglite-in-worker.server.ts).
  const client = (kept.handle.db as unknown as { $client: object }).$client;
  let closed = false;
  const guarded = new Proxy(client, {
    get(target, property) {
      if (closed) throw new Error("The test database was closed.");
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const subscriptions: (() => Promise<void>)[] = [];
  return {
    db: drizzle({ client: guarded as unknown as PGlite, schema }) as unknown as Database,
    kind: "pglite",
    listen: async (channel, onNotification) => {
      const unsubscribe = await kept.handle.listen(channel, onNotification);
      subscriptions.push(unsubscribe);
      return unsubscribe;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all(subscriptions.map((unsubscribe) => unsubscribe().catch(() => {})));
      if (await emptied(kept)) {
        keptPglites.push(kept);
        return;
      }
      await kept.handle.close().catch(() => {});
      rmSync(kept.dataDir, { recursive: true, force: true });
    },
  };
}

/** A freshly migrated, empty database of the given kind; `close` drops it again. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") return keptPglite();
  const created = await createPostgresDatabase();
  const handle = await openDatabase({ url: created.url, dataDir: "" });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}
