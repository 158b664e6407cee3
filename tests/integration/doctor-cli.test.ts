import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDirectory } from "~/modules/operations/data-dir-lock.server";
import { runScript } from "../support/cli";

/** `npm run doctor` as whoever installs the site runs it: one line per check, exit code 1 on a failure. */
describe("npm run doctor", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "doctor-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("prints one line per check on a fresh site, exits 0 with items needing attention, and writes the test mail", async () => {
    const { code, stdout } = await runScript("doctor", ["--send-test-mail", "li@saide-quartz.cn"], dataDir);
    const lines = stdout.trim().split("\n");
    expect(code).toBe(0);
    expect(lines.map((line) => line.split(":")[0])).toEqual([
      "ATTENTION Mail",
      "OK        Site address (PUBLIC_URL)",
      "ATTENTION Company details",
      "OK        Free disk space",
      "OK        Database size",
      "OK        File storage",
      "OK        Backups",
      "OK        Rooms on product pages",
      "OK        Version",
      "OK        Time zone",
      `Test mail to li@saide-quartz.cn accepted by a file in ${path.join(dataDir, "mail")} (no SMTP_URL is set).`,
    ]);
    expect(lines[0]).toContain("Fix: Set SMTP_URL");
    expect(await readdir(path.join(dataDir, "mail"))).toHaveLength(1);
  }, 120_000);

  it("exits 1 on a failure: a public address on plain http, a mail server that does not answer", async () => {
    const { code, stdout } = await runScript("doctor", ["--send-test-mail", "li@saide-quartz.cn"], dataDir, {
      PUBLIC_URL: "http://www.saide-quartz.cn",
      SMTP_URL: "smtp://127.0.0.1:1",
    });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^FAILURE {3}Site address \(PUBLIC_URL\): .* Fix: Put the site behind HTTPS/m);
    expect(stdout).toMatch(/^Test mail to li@saide-quartz.cn through the mail server in SMTP_URL failed: .*ECONNREFUSED/m);
  }, 120_000);

  it("leaves the embedded database to the running server and checks the rest", async () => {
    const lock = lockDataDirectory(dataDir, "the server");
    try {
      const { code, stdout } = await runScript("doctor", [], dataDir);
      expect(code).toBe(0);
      expect(stdout).toContain(`The embedded database in ${dataDir} is in use by the server`);
      expect(stdout).toContain("were skipped");
      expect(stdout).not.toContain("Company details");
      expect(stdout).toMatch(/^OK {8}Database size: The embedded database takes/m);
    } finally {
      lock.release();
    }
  }, 120_000);
});
