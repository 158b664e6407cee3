import { existsSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { postgresForTests } from "./test-postgres.mjs";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe("the PostgreSQL the tests use", () => {
  it("is started from npm when none answers, speaks UTF-8, and is removed afterwards", async () => {
    const server = await postgresForTests("postgres://postgres@127.0.0.1:1/test", () => {});
    expect(server.started).toBe(true);
    const client = new pg.Client({ connectionString: server.url });
    try {
      await client.connect();
      const { rows } = await client.query<{ version: string; encoding: string; text: string }>(
        "select current_setting('server_version_num') as version, current_setting('server_encoding') as encoding, '卡拉拉石英石'::text as text",
      );
      expect(rows[0]).toEqual({ version: expect.stringMatching(/^15\d{4}$/), encoding: "UTF8", text: "卡拉拉石英石" });
    } finally {
      await client.end();
    }
    expect(existsSync(server.databaseDir!)).toBe(true);
    await server.stop();
    expect(await answers(server.url)).toBe(false);
    expect(existsSync(server.databaseDir!)).toBe(false);
  }, 60_000);

  it("is the one at the given address when it answers, left running", async () => {
    const url = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const server = await postgresForTests(url, () => {});
    expect(server).toMatchObject({ url, started: false });
    await server.stop();
    expect(await answers(url)).toBe(true);
  });
});
