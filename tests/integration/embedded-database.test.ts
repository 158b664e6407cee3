import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { openPgliteInWorker } from "~/database/pglite-in-worker.server";
import { dataDirAfterFirstStart, openTestDatabase } from "../support/database";

type Rows<T> = { rows: T[] };

describe("the embedded database on a small server", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "quartz-embedded-database-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is created on the first open and reopened with a small buffer pool (decision 025)", async () => {
    for (const open of ["first", "again"]) {
      const database = await openDatabase({ dataDir });
      try {
        expect(existsSync(path.join(dataDir, "database", "PG_VERSION")), open).toBe(true);
        const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as Rows<{ shared_buffers: string }>;
        expect(rows[0]!.shared_buffers, open).toBe("32MB");
      } finally {
        await database.close();
      }
    }
  }, 180_000);

  it("refuses a folder it cannot open with PGlite's reason", async () => {
    const notAFolder = path.join(dataDir, "a-file");
    writeFileSync(notAFolder, "not a database");
    await expect(openPgliteInWorker(notAFolder, [])).rejects.toThrow(/ErrnoError/);
  });
});

describe("the embedded database's own thread (decision 030)", () => {
  let database: DatabaseHandle;
  const count = async () =>
    ((await database.db.execute(sql`select count(*)::int as n from thread_test`)) as unknown as Rows<{ n: number }>).rows[0]!.n;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await database.db.execute(sql`create table thread_test (id int primary key, at timestamptz not null default now())`);
  });
  afterAll(() => database.close());

  it("keeps the server's event loop turning while a long statement runs", async () => {
    let turns = 0;
    const ticker = setInterval(() => (turns += 1), 5);
    const startedAt = performance.now();
    try {
      await database.db.execute(sql`select count(*) from generate_series(1, 3000000)`);
    } finally {
      clearInterval(ticker);
    }
    const tookMs = performance.now() - startedAt;
    expect(tookMs).toBeGreaterThan(100);
    // Had the statement run on this thread, no timer could have fired before it ended.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(tookMs / 5 / 4));
  });

  it("hands a database error back with its code, as PostgreSQL's driver does", async () => {
    await database.db.execute(sql`insert into thread_test (id) values (1)`);
    const failure = await database.db.execute(sql`insert into thread_test (id) values (1)`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as { cause?: { code?: string; constraint?: string } }).cause).toMatchObject({
      code: "23505",
      constraint: "thread_test_pkey",
    });
    await database.db.execute(sql`delete from thread_test`);
  });

  it("keeps a transaction's writes to itself until it commits, and undoes them when it throws", async () => {
    let outsideRead: Promise<number> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_test (id) values (2)`);
      // A query from outside waits for the transaction, as on PGlite's own thread.
      outsideRead = count();
      await tx.execute(sql`insert into thread_test (id) values (3)`);
    });
    expect(await outsideRead).toBe(2);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_test (id) values (4)`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count()).toBe(2);
  });

  it("gives a timestamp as the text drizzle asks for, which it parses itself", async () => {
    const { rows } = (await database.db.execute(sql`select at from thread_test order by id limit 1`)) as unknown as Rows<{ at: unknown }>;
    expect(rows[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  });

  it("tells listeners of a notification until they unsubscribe", async () => {
    const heard: (string | null)[] = [];
    const unsubscribe = await database.listen("thread_test", (payload) => heard.push(payload));
    await database.db.execute(sql`select pg_notify('thread_test', 'first')`);
    await expect.poll(() => heard).toEqual(["first"]);
    await unsubscribe();
    await database.db.execute(sql`select pg_notify('thread_test', 'second')`);
    await database.db.execute(sql`select 1`);
    expect(heard).toEqual(["first"]);
  });

  it("refuses queries once closed", async () => {
    // The app's own handle: a test database is kept between files (tests/support/database.ts), and refuses in its own words.
    const closingDir = await dataDirAfterFirstStart("quartz-embedded-closing-");
    const closing = await openDatabase({ dataDir: closingDir });
    await closing.close();
    rmSync(closingDir, { recursive: true, force: true });
    const failure = await closing.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(String((failure as { cause?: unknown }).cause)).toMatch(/The embedded database is closed/);
  });
});
