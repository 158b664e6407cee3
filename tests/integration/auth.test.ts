import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { authTokens, mailOutbox, rateLimits, sessions, users } from "~/database/schema";
import {
  confirmEmailChange,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  sendEmailVerification,
} from "~/modules/auth/account-mail.server";
import { authenticate, createOrResetAdministrator, findUserByEmail } from "~/modules/auth/accounts.server";
import { changePassword } from "~/modules/auth/password-change.server";
import { createSession, findSessionUser, SESSION_TTL_MS } from "~/modules/auth/session.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { consumeToken, isTokenUsable, issueToken, TOKEN_LIFETIME_MS } from "~/modules/account-links/tokens.server";
import type { MailMessage } from "~/modules/mail/delivery.server";
import { writeBackup } from "~/modules/operations/backup-writer.server";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { createLocalStorage } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { deliverOutbox, TEST_PUBLIC_URL } from "../support/mail";

const admin = { email: "admin@example.com", password: "correct horse battery staple" };
const client = { ipAddress: "203.0.113.9", userAgent: "test" };
const SITE = TEST_PUBLIC_URL;
const FREE_ATTEMPTS = RATE_LIMITS.passwordPerAccountAndAddress.freeAttempts;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(databaseKinds)("accounts and sessions on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const table of [mailOutbox, authTokens, sessions, rateLimits, users]) await database.db.delete(table);
    await createOrResetAdministrator(database.db, admin.email, admin.password);
  });

  const deliverMail = (now?: Date) => deliverOutbox(database.db, now);

  const linkIn = (mail: MailMessage, pathPrefix: string) => new RegExp(`${SITE}${pathPrefix}([\\w-]+)`).exec(mail.text)?.[1];

  /** Asks for a reset as the route does, running the deferred work before returning. */
  async function askForReset(email: string, ipAddress = client.ipAddress, now = new Date()) {
    const deferred: Promise<void>[] = [];
    const result = await requestPasswordReset(database.db, email, ipAddress, (work) => void deferred.push(work()), now);
    await Promise.all(deferred);
    return result;
  }

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
    const first = await signIn(database.db, admin, client);
    const second = await signIn(database.db, admin, client);
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.token).not.toBe(second.token);
    expect(await findSessionUser(database.db, first.token)).toMatchObject({ email: admin.email, emailVerified: false });
    expect((await database.db.select().from(sessions)).every((row) => row.id !== first.token)).toBe(true);
  });

  it("answers a wrong address exactly like a wrong password", async () => {
    expect(await signIn(database.db, { ...admin, password: "wrong password" }, client)).toEqual({ ok: false, reason: "invalid" });
    expect(await signIn(database.db, { ...admin, email: "nobody@example.com" }, client)).toEqual({ ok: false, reason: "invalid" });
  });

  it("expires sessions", async () => {
    const user = await findUserByEmail(database.db, admin.email);
    const start = new Date("2026-01-01T00:00:00Z");
    const token = await createSession(database.db, user!.id, client, start);
    expect(await findSessionUser(database.db, token, new Date(start.getTime() + SESSION_TTL_MS - 1000))).not.toBeNull();
    expect(await findSessionUser(database.db, token, new Date(start.getTime() + SESSION_TTL_MS + 1000))).toBeNull();
  });

  it("gives no session to 200 parallel attempts with the right password at #150: each is counted before its password is checked", async () => {
    const attempts = Array.from({ length: 200 }, (_, index) =>
      signIn(database.db, { email: admin.email, password: index === 149 ? admin.password : `guess ${index}` }, client),
    );
    const results = await Promise.all(attempts);
    expect(results[149]).toMatchObject({ ok: false, reason: "throttled" });
    expect(results.filter((result) => result.ok)).toHaveLength(0);
    // Only the free attempts reached the password check; every other one was refused before it.
    expect(results.filter((result) => !result.ok && result.reason === "invalid")).toHaveLength(FREE_ATTEMPTS);
    expect(await database.db.select().from(sessions)).toHaveLength(0);
  });

  it("makes each further wrong attempt from one address wait twice as long, and a right password clears the count", async () => {
    const start = new Date();
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    const wrong = { ...admin, password: "wrong" };
    for (let attempt = 0; attempt < FREE_ATTEMPTS; attempt++)
      expect(await signIn(database.db, wrong, client, at(0))).toEqual({ ok: false, reason: "invalid" });
    expect(await signIn(database.db, admin, client, at(0.5))).toMatchObject({ ok: false, reason: "throttled", retryAfterMs: 1000 });
    expect(await signIn(database.db, wrong, client, at(1))).toEqual({ ok: false, reason: "invalid" });
    expect(await signIn(database.db, admin, client, at(2.5))).toMatchObject({ ok: false, reason: "throttled" });
    expect((await signIn(database.db, admin, client, at(3))).ok).toBe(true);
    for (let attempt = 0; attempt < FREE_ATTEMPTS; attempt++)
      expect(await signIn(database.db, wrong, client, at(4))).toEqual({ ok: false, reason: "invalid" });
  });

  it("lets the owner sign in from another address at once while an attacker hammers the account from one", async () => {
    const attacker = { ...client, ipAddress: "198.51.100.66" };
    const start = Date.now();
    // Ten minutes of an attacker retrying as fast as allowed, with 200 parallel tries at the start.
    await Promise.all(Array.from({ length: 200 }, () => signIn(database.db, { ...admin, password: "guess" }, attacker, new Date(start))));
    expect((await signIn(database.db, admin, { ...client, ipAddress: "192.0.2.43" }, new Date(start + 1000))).ok).toBe(true);
    for (let second = 1; second <= 600; second += 1)
      await signIn(database.db, { ...admin, password: `guess ${second}` }, attacker, new Date(start + second * 1000));
    expect(await signIn(database.db, admin, attacker, new Date(start + 600_500))).toMatchObject({ reason: "throttled" });
    expect((await signIn(database.db, admin, { ...client, ipAddress: "192.0.2.44" }, new Date(start + 600_500))).ok).toBe(true);
  });

  it("slows the account down when many addresses guess, but lets the owner in within seconds after", async () => {
    const start = Date.now();
    const crowd = Array.from({ length: 40 }, (_, index) => ({ ...client, ipAddress: `198.51.100.${index + 1}` }));
    const results = await Promise.all(
      crowd.map((attacker) => signIn(database.db, { ...admin, password: "guess" }, attacker, new Date(start))),
    );
    expect(results.filter((result) => !result.ok && result.reason === "throttled")).toHaveLength(40 - RATE_LIMITS.passwordPerAccount.burst);
    const owner = { ...client, ipAddress: "192.0.2.45" };
    expect(await signIn(database.db, admin, owner, new Date(start + 1000))).toMatchObject({ reason: "throttled" });
    expect((await signIn(database.db, admin, owner, new Date(start + RATE_LIMITS.passwordPerAccount.intervalMs))).ok).toBe(true);
  });

  it("counts the current-password checks of the account page in the same throttle as sign-in", async () => {
    const user = (await findUserByEmail(database.db, admin.email))!;
    const session = { ...user, sessionId: "current" };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await changePassword(database.db, session, { current: "wrong", next: "a brand new password" }, client.ipAddress)).toBe(
        "wrong-password",
      );
    }
    expect(await requestEmailChange(database.db, user, "new@example.com", "wrong", client.ipAddress)).toBe("wrong-password");
    expect(await signIn(database.db, { ...admin, password: "wrong" }, client)).toEqual({ ok: false, reason: "invalid" });
    expect(await changePassword(database.db, session, { current: admin.password, next: "a brand new password" }, client.ipAddress)).toBe(
      "throttled",
    );
    expect(await requestEmailChange(database.db, user, "new@example.com", admin.password, client.ipAddress)).toBe("throttled");
    expect(await signIn(database.db, admin, client)).toMatchObject({ ok: false, reason: "throttled" });
    expect(await authenticate(database.db, admin.email, admin.password)).not.toBeNull();
  });

  it("mails a working reset link that is not stored anywhere, and signs every device out when it is used", async () => {
    const user = await findUserByEmail(database.db, admin.email);
    const session = await createSession(database.db, user!.id, client);
    expect(await askForReset(admin.email)).toEqual({ status: "accepted" });
    expect(await askForReset("unknown@example.com")).toEqual({ status: "accepted" });
    const [mail, ...others] = await deliverMail();
    expect(others).toHaveLength(0);
    expect(mail!.to).toEqual([admin.email]);
    const token = linkIn(mail!, "/reset-password/")!;
    expect(token).toBeTruthy();

    const outbox = await database.db.select().from(mailOutbox);
    expect(JSON.stringify(outbox)).not.toContain(token);
    const [stored] = await database.db.select().from(authTokens);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + TOKEN_LIFETIME_MS["password-reset"] - 60_000);
    const workDir = await mkdtemp(path.join(tmpdir(), "auth-backup-"));
    try {
      const archive = path.join(workDir, "backup.tar.gz");
      await writeBackup(database.db, createLocalStorage(path.join(workDir, "files")), archive);
      expect(gunzipSync(await readFile(archive)).toString("latin1")).not.toContain(token);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }

    expect(await resetPassword(database.db, token, "a brand new password")).toBe(true);
    expect(await resetPassword(database.db, token, "another new password")).toBe(false);
    expect(await authenticate(database.db, admin.email, "a brand new password")).not.toBeNull();
    expect(await findSessionUser(database.db, session)).toBeNull();
  });

  it("makes an older reset link stop working once a newer one is asked for, even if its mail was never sent", async () => {
    const later = new Date(Date.now() + 3_600_000);
    await askForReset(admin.email);
    const [first] = await deliverMail();
    await askForReset(admin.email, "192.0.2.9");
    await askForReset(admin.email, "192.0.2.10", later);
    const [second, ...unsent] = await deliverMail();
    expect(unsent).toHaveLength(0);
    const older = linkIn(first!, "/reset-password/")!;
    const newer = linkIn(second!, "/reset-password/")!;
    expect(await isTokenUsable(database.db, older, "password-reset")).toBe(false);
    expect(await resetPassword(database.db, older, "a brand new password")).toBe(false);
    expect(await resetPassword(database.db, newer, "a brand new password")).toBe(true);
  });

  it("ends every other session and every outstanding link when the password changes anywhere, the CLI included", async () => {
    const user = (await findUserByEmail(database.db, admin.email))!;
    const phone = await createSession(database.db, user.id, client);
    const laptop = await createSession(database.db, user.id, client);
    const reset = (await issueToken(database.db, user.id, "password-reset")).token;
    const verification = (await issueToken(database.db, user.id, "email-verification")).token;
    const current = (await findSessionUser(database.db, laptop))!;
    expect(await changePassword(database.db, current, { current: admin.password, next: "a brand new password" }, client.ipAddress)).toBe(
      "changed",
    );
    expect(await findSessionUser(database.db, phone)).toBeNull();
    expect(await findSessionUser(database.db, laptop)).not.toBeNull();
    expect(await isTokenUsable(database.db, reset, "password-reset")).toBe(false);
    expect(await isTokenUsable(database.db, verification, "email-verification")).toBe(false);

    const another = (await issueToken(database.db, user.id, "password-reset")).token;
    expect(await createOrResetAdministrator(database.db, admin.email, "set from the command line")).toBe("reset");
    expect(await findSessionUser(database.db, laptop)).toBeNull();
    expect(await isTokenUsable(database.db, another, "password-reset")).toBe(false);
  });

  it("refuses an expired token", async () => {
    const user = await findUserByEmail(database.db, admin.email);
    const issuedAt = new Date(Date.now() - TOKEN_LIFETIME_MS["password-reset"] - 1000);
    const { token } = await issueToken(database.db, user!.id, "password-reset", { now: issuedAt });
    expect(await consumeToken(database.db, token, "password-reset")).toBeNull();
    const verification = await issueToken(database.db, user!.id, "email-verification");
    expect(await consumeToken(database.db, verification.token, "password-reset")).toBeNull();
  });

  it("mails a verification link that works, keeping only a placeholder in the outbox", async () => {
    const user = (await findUserByEmail(database.db, admin.email))!;
    await sendEmailVerification(database.db, user);
    const [mail] = await deliverMail();
    expect(mail!.subject).toContain("验证后台邮箱地址");
    const token = linkIn(mail!, "/verify-email/")!;
    const [stored] = await database.db.select().from(mailOutbox);
    expect(stored).toMatchObject({ status: "sent", to: [admin.email] });
    expect(stored!.text).toContain("{{link}}");
    expect(stored!.text).not.toContain(token);
    expect(await isTokenUsable(database.db, token, "email-verification")).toBe(true);
  });

  it("drops a link mail whose link expired before it could be sent, sending no dead link", async () => {
    const user = (await findUserByEmail(database.db, admin.email))!;
    await sendEmailVerification(database.db, user);
    const afterExpiry = new Date(Date.now() + TOKEN_LIFETIME_MS["email-verification"] + 60_000);
    expect(await deliverMail(afterExpiry)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("changes the sign-in email only after the current password and the new address's link", async () => {
    const user = await findUserByEmail(database.db, admin.email);
    expect(await requestEmailChange(database.db, user!, "new@example.com", "wrong password", client.ipAddress)).toBe("wrong-password");
    expect(await requestEmailChange(database.db, user!, "new@example.com", admin.password, client.ipAddress)).toBe("sent");
    const [mail] = await deliverMail();
    expect(mail!.to).toEqual(["new@example.com"]);
    expect(await findUserByEmail(database.db, "new@example.com")).toBeNull();
    const token = linkIn(mail!, "/confirm-email/")!;
    expect(await confirmEmailChange(database.db, token)).toBe(true);
    expect(await findUserByEmail(database.db, "new@example.com")).toMatchObject({ id: user!.id });
  });

  it("answers a reset request for an unknown address after the same work and in the same time as for the administrator", async () => {
    const start = Date.now();
    const answers = new Set<string>();
    const timed = async (email: string, now: Date) => {
      const began = performance.now();
      answers.add((await requestPasswordReset(database.db, email, client.ipAddress, () => {}, now)).status);
      return performance.now() - began;
    };
    // Pairs taken back to back, in alternating order, so a busy machine slows both sides of a pair alike.
    const differences: number[] = [];
    const durations: number[] = [];
    for (let round = 0; round < 110; round++) {
      // An hour apart, so every request is within the limits and takes the accepting path.
      const now = new Date(start + round * 3_600_000);
      const order = round % 2 ? [admin.email, "nobody@example.com"] : ["nobody@example.com", admin.email];
      const [first, second] = [await timed(order[0]!, now), await timed(order[1]!, now)];
      if (round < 10) continue;
      const [known, unknown] = order[0] === admin.email ? [first, second] : [second, first];
      differences.push(known - unknown);
      durations.push(known, unknown);
    }
    expect([...answers]).toEqual(["accepted"]);
    // A known address once took three more statements and visibly longer (docs/decisions/004, its context); the same
    // work differs by noise only.
    expect(Math.abs(median(differences))).toBeLessThan(0.2 * median(durations) + 0.1);
  });
});
