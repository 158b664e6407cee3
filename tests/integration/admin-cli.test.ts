import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/database/client.server";
import { passkeys, recoveryCodes, users } from "~/database/schema";
import { replaceRecoveryCodes } from "~/modules/auth/recovery-codes.server";
import { readSecondFactors } from "~/modules/auth/second-factor.server";
import { verifyPassword } from "~/modules/auth/password.server";
import { scriptCommand } from "../support/cli";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * `npm run admin` on a real terminal: `script` gives it a pseudo-terminal, as an operator's shell
 * would, and the test types only once each prompt is on screen.
 */
function onTerminal(dataDir: string, args: string[]) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL" && name !== "ADMIN_PASSWORD"));
  const command = [...scriptCommand("admin"), ...args].join(" ");
  // The terminal's output arrives on stdout, read for the whole run; `script`'s own complaints go to the test's stderr, never to a pipe nobody reads.
  const child = spawn("script", ["-qec", command, "/dev/null"], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let screen = "";
  child.stdout.on("data", (chunk: Buffer) => (screen += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return {
    screen: () => screen,
    async answer(prompt: string, keys: string) {
      const deadline = Date.now() + 60_000;
      while (!screen.includes(prompt)) {
        if (Date.now() > deadline) throw new Error(`no "${prompt}" prompt; screen: ${screen}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Give the prompt a moment to take over the terminal's input.
      await new Promise((resolve) => setTimeout(resolve, 200));
      child.stdin.write(keys);
    },
    exited,
  };
}

describe("npm run admin on a terminal", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "quartz-admin-cli-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function storedPasswordIs(password: string): Promise<boolean> {
    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db.select().from(users);
      return admin?.email === "typed@example.com" && (await verifyPassword(admin.passwordHash, password));
    } finally {
      await database.close();
    }
  }

  it("asks for the password twice without showing it, then creates the administrator", { timeout: 120_000 }, async () => {
    const session = onTerminal(dataDir, ["create", "--email", "typed@example.com"]);
    await session.answer("New password (8 characters or more):", "typed secret phrase\r");
    await session.answer("Repeat it:", "typed secret phrase\r");
    expect(await session.exited).toBe(0);
    expect(session.screen()).toContain("Administrator typed@example.com created.");
    expect(session.screen()).not.toContain("typed secret phrase");

    expect(await storedPasswordIs("typed secret phrase")).toBe(true);
  });

  it("refuses two different passwords and changes nothing", { timeout: 120_000 }, async () => {
    const session = onTerminal(dataDir, ["reset-password", "--email", "typed@example.com"]);
    await session.answer("New password (8 characters or more):", "first long phrase\r");
    await session.answer("Repeat it:", "second long phrase\r");
    expect(await session.exited).toBe(1);
    expect(session.screen()).toContain("The two passwords differ.");
    expect(await storedPasswordIs("typed secret phrase")).toBe(true);
  });

  it("resets a lost second factor, asking for nothing", { timeout: 120_000 }, async () => {
    const database = await openDatabase({ dataDir });
    try {
      const [admin] = await database.db.select().from(users);
      await database.db.insert(passkeys).values({ id: "lost-key", userId: admin!.id, name: "Lost phone", publicKey: "AAAA" });
      await replaceRecoveryCodes(database.db, admin!.id);
    } finally {
      await database.close();
    }
    const session = onTerminal(dataDir, ["reset-second-factor", "--email", "typed@example.com"]);
    expect(await session.exited).toBe(0);
    expect(session.screen()).toContain("Second factor of typed@example.com removed");
    const after = await openDatabase({ dataDir });
    try {
      const [admin] = await after.db.select().from(users);
      expect(await readSecondFactors(after.db, admin!.id)).toEqual({ passkeys: 0, authenticatorApp: false, recoveryCodesLeft: 0 });
      expect(await after.db.select().from(recoveryCodes)).toEqual([]);
    } finally {
      await after.close();
    }
    expect(await storedPasswordIs("typed secret phrase")).toBe(true);
  });
});
