import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { createCountryLookup } from "~/modules/geo/country-lookup.server";

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

/** A freshly migrated, empty database of the given kind; `close` drops it again. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const dataDir = await dataDirAfterFirstStart("quartz-pglite-");
    const handle = await openDatabase({ dataDir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
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
