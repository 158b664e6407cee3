import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runScript } from "../support/cli";
import { waitForMail } from "../support/mail";
import { startBuiltServer, TEST_ADMIN } from "../support/server";

/** The newcomer's path: the built server on the embedded database, stopped and started again. */
describe("the server on its embedded database", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "quartz-embedded-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const productLinks = (html: string) => html.match(/href="\/product\/[^"]+"/g) ?? [];

  async function signIn(baseUrl: string): Promise<string> {
    const response = await fetch(`${baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(TEST_ADMIN),
    });
    expect(response.status).toBe(302);
    return response.headers.get("set-cookie")!.split(";")[0]!;
  }

  it("seeds once, keeps enquiries across a restart, and mails the owners", async () => {
    const first = await startBuiltServer({ DATA_DIR: dataDir });
    const brandCenter = await (await fetch(`${first.baseUrl}/brand-center`)).text();
    const seededProducts = productLinks(brandCenter).length;
    expect(seededProducts).toBeGreaterThanOrEqual(12);

    const sender = `embedded.${Date.now()}@example.com`;
    const submitted = await fetch(`${first.baseUrl}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Embedded", lastName: "Check", email: sender, message: "persist me" }),
    });
    expect(await submitted.text()).toContain("We have received your request");
    expect(await waitForMail(dataDir, sender)).toContain("Form source: Contact page");
    await first.stop();
    expect(first.process.exitCode).toBe(0);

    const second = await startBuiltServer({ DATA_DIR: dataDir });
    try {
      expect(productLinks(await (await fetch(`${second.baseUrl}/brand-center`)).text()).length).toBe(seededProducts);
      const cookie = await signIn(second.baseUrl);
      const dashboard = await (await fetch(`${second.baseUrl}/dashboard`, { headers: { cookie } })).text();
      expect(dashboard).toContain(sender);
      expect(dashboard).toContain("persist me");
    } finally {
      await second.stop();
    }
  });

  const root = path.resolve(import.meta.dirname, "../..");
  /** The one line a refused process prints: who holds the folder, and what to do. */
  function expectInUseLine(stderr: string) {
    const line = stderr.trim();
    expect(line.split("\n")).toHaveLength(1);
    expect(line.startsWith(`The embedded database in ${dataDir} is in use by the server (pid `)).toBe(true);
    expect(line.endsWith("). Stop it first.")).toBe(true);
  }

  /** Runs the built server to its exit, as a second start would, and answers its exit code and stderr. */
  async function runServerToExit(): Promise<{ code: number | null; stderr: string }> {
    const child = spawn(process.execPath, ["server.js"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", PUBLIC_URL: "http://localhost:1", PORT: "0", DATA_DIR: dataDir, LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    clearTimeout(timer);
    return { code, stderr };
  }

  it("lets one process at a time open the data directory, and recovers it after kill -9", { timeout: 240_000 }, async () => {
    const first = await startBuiltServer({ DATA_DIR: dataDir });
    const sender = `owner-of-folder.${Date.now()}@example.com`;
    try {
      await fetch(`${first.baseUrl}/contact-us`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ firstName: "Only", lastName: "Owner", email: sender, message: "one writer" }),
      });

      const second = await runServerToExit();
      expect(second.code).toBe(1);
      expectInUseLine(second.stderr);

      // A backup is made by the running server itself; the other commands refuse.
      const backup = await runScript("backup", [path.join(dataDir, "while-running.tar.gz")], dataDir);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain("made by the running server");
      for (const [script, args] of [
        ["admin", ["create", "--email", "intruder@example.com"]],
        ["restore", [path.join(dataDir, "while-running.tar.gz"), "--force"]],
      ] as const) {
        const refused = await runScript(script, [...args], dataDir, { ADMIN_PASSWORD: "another long password" });
        expect(refused.code).toBe(1);
        expectInUseLine(refused.stderr.replace(/^(Backup|Restore) failed: /, ""));
      }

      const dashboard = await (await fetch(`${first.baseUrl}/dashboard`, { headers: { cookie: await signIn(first.baseUrl) } })).text();
      expect(dashboard).toContain(sender);
      expect(dashboard).not.toContain("intruder@example.com");
    } finally {
      first.process.kill("SIGKILL");
      await new Promise((resolve) => first.process.once("exit", resolve));
    }

    const afterCrash = await startBuiltServer({ DATA_DIR: dataDir });
    try {
      const dashboard = await (
        await fetch(`${afterCrash.baseUrl}/dashboard`, { headers: { cookie: await signIn(afterCrash.baseUrl) } })
      ).text();
      expect(dashboard).toContain(sender);
    } finally {
      await afterCrash.stop();
    }
  });
});
