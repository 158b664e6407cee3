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

const fuzz = (args: string[]) =>
  spawnSync(process.execPath, ["scripts/fuzz.mjs", "--url", server.baseUrl, ...args], {
    cwd: path.resolve(import.meta.dirname, "../.."),
    encoding: "utf8",
    timeout: 300_000,
  });

describe("scripts/fuzz.mjs", () => {
  it("sends 1,500 malformed requests over every route of the route table: no 5xx, no stored change, every page still answering", () => {
    const run = fuzz(["--database-url", database.url, "--requests", "1500", "--seed", "8"]);
    expect(run.stdout, run.stdout + run.stderr).toMatch(/5xx: 0\b/);
    expect(run.stdout).toContain("stored content unchanged");
    expect(run.stdout).toContain("every page without a dynamic segment still answers");
    const [, fuzzed, inTable] = /routes fuzzed: (\d+) of (\d+)/.exec(run.stdout) ?? [];
    expect(fuzzed).toBe(inTable);
    // The dynamic segments were filled with the site's own values too (a product, its room picture, a news post).
    expect(run.stdout).toMatch(/\((?!0 )\d+ with the site's own values too\)/);
    expect(run.status, run.stdout + run.stderr).toBe(0);
  }, 360_000);

  it("fails, naming them, when routes of the route table got no request", () => {
    const run = fuzz(["--requests", "20"]);
    expect(run.status).toBe(1);
    const unfuzzed = /not fuzzed \(give at least \d+ requests\): (.*)/.exec(run.stdout)?.[1]?.split(" ");
    // Routes the fuzz never named by hand: they come from the route table and every language's address.
    expect(unfuzzed).toEqual(
      expect.arrayContaining([
        "/resources/quote-list",
        "/es/quote/:token/quotation.pdf",
        "/ar/quote/:token",
        "/room-images/:sceneId/:productId/:fileName",
        "/ru/product/:productId/spec-sheet.pdf",
        "/dashboard/quote-pdfs/:quoteId/:copy",
      ]),
    );
  }, 60_000);
});
