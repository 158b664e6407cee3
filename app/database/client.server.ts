import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

/** Any arbitrary constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_ID = 724_311_001;

export async function openDatabase(options: { url?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const db = drizzle(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}

/** `memory://` gives a throwaway database (tests); anything else is a folder under the data directory. */
async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let location = dataDir;
  if (!dataDir.startsWith("memory://")) {
    location = path.join(dataDir, "database");
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "pglite", close: () => client.close() };
}

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or an open transaction: domain functions that write take this so callers can compose them atomically. */
export type DatabaseExecutor = Database | Transaction;
