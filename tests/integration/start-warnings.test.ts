import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `npm start` builds when the sources changed, then starts the server. Both run here on a copy of
 * the sources (the other tests keep using the project's own build) and must print no React Router
 * future-flag warning and no deprecation.
 */
describe("npm start's output", () => {
  const copy = mkdtempSync(path.join(tmpdir(), "quartz-start-"));
  const dataDir = mkdtempSync(path.join(tmpdir(), "quartz-start-data-"));
  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("has no future-flag or deprecation warning, from the build or the server", { timeout: 240_000 }, async () => {
    for (const entry of [
      "app",
      "server",
      "public",
      "drizzle",
      "scripts",
      "package.json",
      "react-router.config.ts",
      "vite.config.ts",
      "vite.enhance.config.ts",
      "tsconfig.json",
      "server.js",
      "demo-photos",
    ]) {
      cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"));

    const { DATABASE_URL: _sharedDatabase, NODE_ENV: _testEnvironment, ...environment } = process.env;
    const start = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: copy,
      env: {
        ...environment,
        PORT: "0",
        PUBLIC_URL: "http://127.0.0.1",
        DATA_DIR: dataDir,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
      },
    });
    let output = "";
    start.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    start.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 200_000;
    while (!output.includes("server.listening") && start.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // A server that stopped by itself has nothing left to stop; its output says why.
    if (start.exitCode === null) {
      const exited = new Promise((resolve) => start.once("exit", resolve));
      start.kill("SIGTERM");
      await exited;
    }
    expect(output).toContain("Building the site");
    expect(output, output.slice(-2000)).toContain("server.listening");
    expect(output).not.toMatch(/future flag|deprecat/i);
  });
});
