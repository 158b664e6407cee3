import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
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

  // `npm test` waits on Vitest with spawnSync, so nothing in its process reads anything while the tests run: the
  // server's log must reach its file however much the tests make it write (with a pipe, PostgreSQL stopped at ~64 KB).
  it("keeps serving while the process that started it is blocked, its log in a file kept on request", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const noisyQuery = `
      import pg from "pg";
      const client = new pg.Client({ connectionString: process.env.TEST_POSTGRES_URL });
      await client.connect();
      await client.query("do $$ begin for i in 1..400 loop raise warning 'fills the log %', repeat('x', 1000); end loop; end $$");
      await client.end();`;
    const probe = `
      import { spawnSync } from "node:child_process";
      import { statSync } from "node:fs";
      import { postgresForTests } from "./scripts/test-postgres.mjs";
      const server = await postgresForTests("postgres://postgres@127.0.0.1:1/test", () => {});
      const noisy = spawnSync(process.execPath, ["--input-type=module", "-e", ${JSON.stringify(noisyQuery)}], { env: { ...process.env, TEST_POSTGRES_URL: server.url }, timeout: 30_000 });
      const logBytes = statSync(server.logFile).size;
      const kept = await server.stop({ keepLog: true });
      console.log(JSON.stringify({ finished: noisy.status === 0, logBytes, kept }));`;
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", probe], { cwd: root, encoding: "utf8" });
    const { finished, logBytes, kept } = JSON.parse(output) as { finished: boolean; logBytes: number; kept: string };
    try {
      expect(finished).toBe(true);
      expect(logBytes).toBeGreaterThan(400_000);
      expect(readFileSync(kept, "utf8")).toContain("fills the log xxx");
    } finally {
      rmSync(kept, { force: true });
    }
  }, 90_000);

  it("is the one at the given address when it answers, left running", async () => {
    const url = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const server = await postgresForTests(url, () => {});
    expect(server).toMatchObject({ url, started: false });
    await server.stop();
    expect(await answers(url)).toBe(true);
  });

  // PostgreSQL runs as the "postgres" user then, who may not enter a clone under /root or in a mode-700 folder.
  it.runIf(process.getuid?.() === 0)(
    "is started as root from a checkout no other user may enter",
    () => {
      const root = path.resolve(import.meta.dirname, "..");
      // Beside node_modules, so its packages can be hard-linked rather than copied.
      const privateDir = mkdtempSync(path.join(root, ".private-checkout-"));
      try {
        expect(statSync(privateDir).mode & 0o777).toBe(0o700);
        const checkout = path.join(privateDir, "checkout");
        mkdirSync(path.join(checkout, "scripts"), { recursive: true });
        copyFileSync(path.join(root, "package.json"), path.join(checkout, "package.json"));
        copyFileSync(path.join(root, "scripts", "test-postgres.mjs"), path.join(checkout, "scripts", "test-postgres.mjs"));
        execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(checkout, "node_modules")]);
        const probe = `
        import pg from "pg";
        import { postgresForTests } from "./scripts/test-postgres.mjs";
        const server = await postgresForTests("postgres://postgres@127.0.0.1:1/test", () => {});
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        const { rows } = await client.query("select current_user as name");
        await client.end();
        await server.stop();
        console.log(JSON.stringify({ started: server.started, user: rows[0].name }));`;
        const output = execFileSync(process.execPath, ["--input-type=module", "-e", probe], { cwd: checkout, encoding: "utf8" });
        expect(JSON.parse(output)).toEqual({ started: true, user: "postgres" });
      } finally {
        rmSync(privateDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
