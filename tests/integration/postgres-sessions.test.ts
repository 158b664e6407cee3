import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { openTestDatabase } from "../support/database";

describe("the application's PostgreSQL sessions", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
  });
  afterAll(() => database.close());

  it("neither compile queries nor start parallel workers, on every connection of the pool", async () => {
    // Held open together, the transactions take connections of their own.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.db.transaction(async (tx) => {
          const result = await tx.execute(
            sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers, pg_backend_pid() as pid, pg_sleep(0.1)`,
          );
          return (result as unknown as { rows: { jit: string; workers: string; pid: number }[] }).rows[0]!;
        }),
      ),
    );
    expect(new Set(settings.map((row) => row.pid)).size).toBe(4);
    for (const row of settings) expect([row.jit, row.workers]).toEqual(["off", "0"]);
  });
});
