import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { authTokens, loginThrottle, mailOutbox, sessions, users } from "~/database/schema";
import { confirmEmailChange, requestEmailChange, requestPasswordReset, resetPassword } from "~/modules/auth/account-mail.server";
import { authenticate, createOrResetAdministrator, findUserByEmail } from "~/modules/auth/accounts.server";
import { lockedUntil, THROTTLE_POLICY } from "~/modules/auth/login-throttle.server";
import { createSession, findSessionUser, SESSION_TTL_MS } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { consumeToken, issueToken, TOKEN_LIFETIME_MS } from "~/modules/auth/tokens.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const admin = { email: "admin@example.com", password: "correct horse battery staple" };
const client = { ipAddress: "203.0.113.9", userAgent: "test" };
const noDelay = { delay: async () => {} };

describe.each(databaseKinds)("accounts and sessions on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const table of [mailOutbox, authTokens, sessions, loginThrottle, users]) await database.db.delete(table);
    await createOrResetAdministrator(database.db, admin.email, admin.password);
  });

  it("stores an argon2id hash, never the password", async () => {
    const user = await findUserByEmail(database.db, "ADMIN@example.com");
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user!.passwordHash).not.toContain(admin.password);
  });

  it("refuses passwords shorter than 8 characters and accepts long passphrases", async () => {
    await expect(createOrResetAdministrator(database.db, "b@example.com", "short")).rejects.toThrow(/8/);
    const passphrase = "a long passphrase with spaces, punctuation and 中文 ".repeat(4);
    await createOrResetAdministrator(database.db, "c@example.com", passphrase);
    expect(await authenticate(database.db, "c@example.com", passphrase)).not.toBeNull();
  });

  it("signs in with a new session each time and finds the user from the cookie token", async () => {
    const first = await signIn(database.db, admin, client, noDelay);
    const second = await signIn(database.db, admin, client, noDelay);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.token).not.toBe(second.token);
    expect(await findSessionUser(database.db, first.token)).toMatchObject({ email: admin.email, emailVerified: false });
    expect((await database.db.select().from(sessions)).every((row) => row.id !== first.token)).toBe(true);
  });

  it("answers a wrong address exactly like a wrong password", async () => {
    expect(await signIn(database.db, { ...admin, password: "wrong password" }, client, noDelay)).toEqual({ ok: false, reason: "invalid" });
    expect(await signIn(database.db, { ...admin, email: "nobody@example.com" }, client, noDelay)).toEqual({ ok: false, reason: "invalid" });
  });

  it("expires sessions", async () => {
    const user = await findUserByEmail(database.db, admin.email);
    const start = new Date("2026-01-01T00:00:00Z");
    const token = await createSession(database.db, user!.id, client, start);
    expect(await findSessionUser(database.db, token, new Date(start.getTime() + SESSION_TTL_MS - 1000))).not.toBeNull();
    expect(await findSessionUser(database.db, token, new Date(start.getTime() + SESSION_TTL_MS + 1000))).toBeNull();
  });

  it("after ten wrong passwords in a minute refuses even the right one until the cool-down passes", async () => {
    const start = new Date();
    const delays: number[] = [];
    const options = (offsetMs: number) => ({ now: new Date(start.getTime() + offsetMs), delay: async (ms: number) => void delays.push(ms) });
    for (let attempt = 0; attempt < THROTTLE_POLICY.maxFailures; attempt++) {
      expect((await signIn(database.db, { ...admin, password: `guess ${attempt}` }, client, options(attempt * 1000))).ok).toBe(false);
    }
    expect(delays.at(-1)).toBeGreaterThan(delays[0]!);
    expect(await signIn(database.db, admin, client, options(15_000))).toEqual({ ok: false, reason: "locked" });
    // The account is locked from another address too, and the address for another account.
    expect(await signIn(database.db, admin, { ...client, ipAddress: "198.51.100.1" }, options(16_000))).toEqual({ ok: false, reason: "locked" });
    expect(await lockedUntil(database.db, { ipAddress: client.ipAddress, email: "other@example.com" }, options(16_000).now)).not.toBeNull();
    const afterCooldown = options(10_000 + THROTTLE_POLICY.cooldownMs);
    expect((await signIn(database.db, admin, client, afterCooldown)).ok).toBe(true);
  });

  it("forgets failures spread out over more than a minute", async () => {
    const start = new Date();
    for (let attempt = 0; attempt < 15; attempt++) {
      const now = new Date(start.getTime() + attempt * 10_000);
      await signIn(database.db, { ...admin, password: "wrong" }, { ...client, ipAddress: `203.0.113.${attempt + 20}` }, { now, delay: async () => {} });
    }
    expect((await signIn(database.db, admin, client, { now: new Date(start.getTime() + 151_000), ...noDelay })).ok).toBe(true);
  });

  it("mails a single-use, expiring reset link and signs every device out when it is used", async () => {
    const user = await findUserByEmail(database.db, admin.email);
    const session = await createSession(database.db, user!.id, client);
    await requestPasswordReset(database.db, admin.email, "https://quartz.example");
    await requestPasswordReset(database.db, "unknown@example.com", "https://quartz.example");
    const mails = await database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([admin.email]);
    const token = mails[0]!.text.match(/https:\/\/quartz\.example\/reset-password\/([\w-]+)/)![1]!;
    const stored = await database.db.select().from(authTokens);
    expect(stored[0]!.tokenHash).not.toBe(token);

    expect(await resetPassword(database.db, token, "a brand new password")).toBe(true);
    expect(await resetPassword(database.db, token, "another new password")).toBe(false);
    expect(await authenticate(database.db, admin.email, "a brand new password")).not.toBeNull();
    expect(await findSessionUser(database.db, session)).toBeNull();
  });

  it("refuses an expired token", async () => {
    const user = await findUserByEmail(database.db, admin.email);
    const issuedAt = new Date(Date.now() - TOKEN_LIFETIME_MS["password-reset"] - 1000);
    const token = await issueToken(database.db, user!.id, "password-reset", { now: issuedAt });
    expect(await consumeToken(database.db, token, "password-reset")).toBeNull();
    const verification = await issueToken(database.db, user!.id, "email-verification");
    expect(await consumeToken(database.db, verification, "password-reset")).toBeNull();
  });

  it("changes the sign-in email only after the current password and the new address's link", async () => {
    const user = await findUserByEmail(database.db, admin.email);
    expect(await requestEmailChange(database.db, user!, "new@example.com", "wrong password", "https://q.example")).toBe("wrong-password");
    expect(await requestEmailChange(database.db, user!, "new@example.com", admin.password, "https://q.example")).toBe("sent");
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.to).toEqual(["new@example.com"]);
    expect(await findUserByEmail(database.db, "new@example.com")).toBeNull();
    const token = mail!.text.match(/confirm-email\/([\w-]+)/)![1]!;
    expect(await confirmEmailChange(database.db, token)).toBe(true);
    expect(await findUserByEmail(database.db, "new@example.com")).toMatchObject({ id: user!.id });
  });
});
