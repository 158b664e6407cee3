// The PostgreSQL half of the run: a throwaway database on the server the bench finds, or a note why not.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * @param {string} serverUrl
 * @param {string} statement
 */
async function run(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database on the server at `serverUrl`; returns its URL and how to drop it, or why it could not.
 * @param {string} serverUrl
 * @returns {Promise<{ skipped: string } | { skipped?: undefined; url: string; drop: () => Promise<void> }>}
 */
export async function throwawayPostgres(serverUrl) {
  const name = `bench_site_${Date.now()}_${randomBytes(3).toString("hex")}`;
  try {
    await run(serverUrl, `create database ${name}`);
  } catch (error) {
    return {
      skipped: `no PostgreSQL answered at ${serverUrl.replace(/\/\/[^@]*@/, "//")} (${error instanceof Error ? error.message : error})`,
    };
  }
  return { url: withDatabase(serverUrl, name), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * `url` naming the database `name` on the same server.
 * @param {string} url
 * @param {string} name
 */
function withDatabase(url, name) {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/**
 * A copy of the database at `databaseUrl` (which nobody may be connected to), beside it on the same server; its URL and how to drop it.
 * @param {string} databaseUrl
 */
export async function copyPostgresDatabase(databaseUrl) {
  const source = new URL(databaseUrl).pathname.slice(1);
  const name = `${source}_copy`;
  // Asked from the server's own database: PostgreSQL copies no database that a session is connected to.
  const serverUrl = withDatabase(databaseUrl, "postgres");
  await run(serverUrl, `create database ${name} template ${source}`);
  return { url: withDatabase(databaseUrl, name), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
