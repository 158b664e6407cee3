// The PostgreSQL half of the run: a throwaway database on the server the bench finds, or a note why not.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const DEFAULT_POSTGRES_URL = "postgres://postgres@127.0.0.1:5432/postgres";

async function run(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database on the server at `serverUrl`; returns its URL and how to drop it, or why it could not. */
export async function throwawayPostgres(serverUrl) {
  const name = `bench_site_${Date.now()}_${randomBytes(3).toString("hex")}`;
  try {
    await run(serverUrl, `create database ${name}`);
  } catch (error) {
    return { skipped: `no PostgreSQL answered at ${serverUrl.replace(/\/\/[^@]*@/, "//")} (${error instanceof Error ? error.message : error})` };
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}

/** A copy of the database at `databaseUrl` (which nobody may be connected to), beside it on the same server; its URL and how to drop it. */
export async function copyPostgresDatabase(databaseUrl) {
  const source = new URL(databaseUrl);
  const name = `${source.pathname.slice(1)}_copy`;
  // Asked from the server's own database: PostgreSQL copies no database that a session is connected to.
  const server = new URL(databaseUrl);
  server.pathname = "/postgres";
  await run(server.toString(), `create database ${name} template ${source.pathname.slice(1)}`);
  const copy = new URL(databaseUrl);
  copy.pathname = `/${name}`;
  return { url: copy.toString(), drop: () => run(server.toString(), `drop database if exists ${name} with (force)`) };
}
