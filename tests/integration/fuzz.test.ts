import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";

/** `npm test` runs a short fuzz (scripts/fuzz.mjs) against a fresh server; `npm run fuzz` runs the long one. */
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let server: RunningServer;
beforeAll(async () => {
  database = await createPostgresDatabase();
  server = await startBuiltServer({ DATABASE_URL: database.url });
}, 120_000);
afterAll(async () => {
  await server.stop();
  await database.drop();
});

describe("scripts/fuzz.mjs", () => {
  it("sends 1,500 malformed requests: no 5xx, no stored change, the server still healthy", () => {
    const run = spawnSync(
      process.execPath,
      ["scripts/fuzz.mjs", "--url", server.baseUrl, "--database-url", database.url, "--requests", "1500", "--seed", "8"],
      { cwd: path.resolve(import.meta.dirname, "../.."), encoding: "utf8", timeout: 240_000 },
    );
    expect(run.stdout).toMatch(/5xx: 0\b/);
    expect(run.stdout).toContain("stored content unchanged");
    expect(run.status, run.stdout + run.stderr).toBe(0);
  }, 300_000);
});
