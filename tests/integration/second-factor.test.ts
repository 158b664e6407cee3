import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { authenticatorApps, passkeys, rateLimits, recoveryCodes, sessions, signInChallenges, users } from "~/database/schema";
import { createOrResetAdministrator, findUserByEmail } from "~/modules/auth/accounts.server";
import { webAuthnSite } from "~/modules/auth/passkeys.server";
import { reAuthenticateWithPassword } from "~/modules/auth/re-authentication.server";
import { replaceRecoveryCodes } from "~/modules/auth/recovery-codes.server";
import {
  listAccountsWithFactors,
  readSecondFactors,
  recoveryCodesForNewFactor,
  resetSecondFactor,
} from "~/modules/auth/second-factor.server";
import { findSessionUser } from "~/modules/auth/session.server";
import { CHALLENGE_TTL_MS } from "~/modules/auth/sign-in-challenges.server";
import { completeSecondStep, signIn } from "~/modules/auth/sign-in.server";
import { acceptTotpCode, startTotpEnrolment } from "~/modules/auth/totp.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const admin = { email: "admin@example.com", password: "correct horse battery staple" };
const client = { ipAddress: "203.0.113.40", userAgent: "test" };
const site = webAuthnSite("https://quartz.example");
const STEP_MS = 30_000;

describe.each(databaseKinds)("second factor at sign-in on %s", (kind) => {
  let database: DatabaseHandle;
  let userId: string;
  let app: TOTP;
  /** A moment at the start of a time step, moved on by each test that spends codes so steps never repeat. */
  let clock = Math.floor(Date.UTC(2026, 11, 1, 9) / STEP_MS) * STEP_MS;
  const nextStep = () => new Date((clock += 10 * STEP_MS));
  const code = (now: Date) => app.generate({ timestamp: now.getTime() });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const table of [signInChallenges, recoveryCodes, passkeys, authenticatorApps, sessions, rateLimits, users])
      await database.db.delete(table);
    await createOrResetAdministrator(database.db, admin.email, admin.password);
    userId = (await findUserByEmail(database.db, admin.email))!.id;
  });

  /** Enrols an authenticator app as the security page does: a secret, then a first code that confirms it. */
  async function enrolApp(now: Date) {
    await startTotpEnrolment(database.db, userId);
    const [row] = await database.db.select().from(authenticatorApps);
    app = new TOTP({ secret: Secret.fromBase32(row!.secret) });
    expect(await acceptTotpCode(database.db, userId, code(now), now, { confirming: true })).toBe(true);
    return (await recoveryCodesForNewFactor(database.db, userId))!;
  }

  async function passwordStep(now: Date, ipAddress = client.ipAddress) {
    const result = await signIn(database.db, admin, { ...client, ipAddress }, now);
    if (result.ok || result.reason !== "second-step") throw new Error(`expected a second step, got ${JSON.stringify(result)}`);
    return result.pendingToken;
  }

  it("signs an account without a second factor in with its password alone, as before", async () => {
    const result = await signIn(database.db, admin, client);
    expect(result.ok).toBe(true);
  });

  it("asks an account with an authenticator app for a code: no session until it is right, then one", async () => {
    const enrolled = nextStep();
    const recovery = await enrolApp(enrolled);
    expect(recovery).toHaveLength(10);
    expect(await readSecondFactors(database.db, userId)).toEqual({ passkeys: 0, authenticatorApp: true, recoveryCodesLeft: 10 });

    const now = nextStep();
    const pending = await passwordStep(now);
    expect(await database.db.select().from(sessions)).toHaveLength(0);
    // The browser holds a random token; the database only its hash, never the account in the clear.
    const [record] = await database.db.select().from(signInChallenges);
    expect(record!.id).not.toBe(pending);
    expect(pending).not.toContain(userId);

    const wrongCode = code(now) === "000000" ? "111111" : "000000";
    expect(await completeSecondStep(database.db, pending, { kind: "code", code: wrongCode }, client, site, now)).toEqual({
      ok: false,
      reason: "wrong",
    });
    const done = await completeSecondStep(database.db, pending, { kind: "code", code: code(now) }, client, site, now);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    expect(await findSessionUser(database.db, done.token)).toMatchObject({ email: admin.email, hasSecondFactor: true });
    // The half-finished sign-in was used once and is gone.
    expect(await completeSecondStep(database.db, pending, { kind: "code", code: code(now) }, client, site, now)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a code used once for the rest of its window, and the code of an earlier step after a later one", async () => {
    await enrolApp(nextStep());
    const now = nextStep();
    const first = await completeSecondStep(database.db, await passwordStep(now), { kind: "code", code: code(now) }, client, site, now);
    expect(first.ok).toBe(true);
    const later = new Date(now.getTime() + 20_000);
    const replay = await completeSecondStep(database.db, await passwordStep(later), { kind: "code", code: code(now) }, client, site, later);
    expect(replay).toEqual({ ok: false, reason: "wrong" });
    const earlier = new Date(now.getTime() - STEP_MS);
    const stale = await completeSecondStep(
      database.db,
      await passwordStep(later),
      { kind: "code", code: code(earlier) },
      client,
      site,
      later,
    );
    expect(stale).toEqual({ ok: false, reason: "wrong" });
  });

  it("lets a half-finished sign-in run out after five minutes", async () => {
    await enrolApp(nextStep());
    const now = nextStep();
    const pending = await passwordStep(now);
    const late = new Date(now.getTime() + CHALLENGE_TTL_MS + 1000);
    expect(await completeSecondStep(database.db, pending, { kind: "code", code: code(late) }, client, site, late)).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("signs in once with each recovery code; new codes replace the old", async () => {
    const codes = await enrolApp(nextStep());
    const now = nextStep();
    // Each try from an address of its own, so the sign-in throttle stays out of what this test looks at.
    let address = 0;
    const tryCode = async (recoveryCode: string) => {
      const from = { ...client, ipAddress: `198.51.100.${++address}` };
      const pending = await passwordStep(now, from.ipAddress);
      return completeSecondStep(database.db, pending, { kind: "recovery-code", code: recoveryCode }, from, site, now);
    };
    expect((await tryCode(codes[3]!.toLowerCase().replaceAll("-", " "))).ok).toBe(true);
    expect(await tryCode(codes[3]!)).toEqual({ ok: false, reason: "wrong" });
    expect((await readSecondFactors(database.db, userId)).recoveryCodesLeft).toBe(9);
    const renewed = await replaceRecoveryCodes(database.db, userId);
    expect(await tryCode(codes[4]!)).toEqual({ ok: false, reason: "wrong" });
    expect((await tryCode(renewed[0]!)).ok).toBe(true);
    // Only hashes are stored.
    const stored = await database.db.select().from(recoveryCodes);
    expect(stored.map((row) => row.codeHash).join()).not.toContain(renewed[1]!.replaceAll("-", ""));
  });

  it("counts failed second steps in the sign-in throttle: after five from one address even the right code waits", async () => {
    await enrolApp(nextStep());
    const now = nextStep();
    const pending = await passwordStep(now, "203.0.113.77");
    const attacker = { ...client, ipAddress: "203.0.113.77" };
    // The password itself was the first attempt; it did not clear the count, since a second step was still to come.
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await completeSecondStep(database.db, pending, { kind: "code", code: `00000${attempt}` }, attacker, site, now);
      expect(wrong.ok).toBe(false);
    }
    const refused = await completeSecondStep(database.db, pending, { kind: "code", code: code(now) }, attacker, site, now);
    expect(refused).toMatchObject({ ok: false, reason: "throttled" });
    // A correct password again from there buys no fresh guesses.
    expect(await signIn(database.db, admin, attacker, now)).toMatchObject({ ok: false, reason: "throttled" });
    // The owner, elsewhere, signs in at once, and that clears the account's count.
    const owner = await completeSecondStep(database.db, await passwordStep(now), { kind: "code", code: code(now) }, client, site, now);
    expect(owner.ok).toBe(true);
  });

  it("re-authenticates a session with the password, moving its confirmation time", async () => {
    const signedIn = await signIn(database.db, admin, client, new Date(Date.now() - 60 * 60 * 1000));
    if (!signedIn.ok) throw new Error("sign-in failed");
    const before = (await findSessionUser(database.db, signedIn.token))!;
    expect(await reAuthenticateWithPassword(database.db, before, "not it", client.ipAddress)).toBe("wrong");
    expect(await reAuthenticateWithPassword(database.db, before, admin.password, client.ipAddress)).toBe("confirmed");
    const after = (await findSessionUser(database.db, signedIn.token))!;
    expect(after.authenticatedAt.getTime()).toBeGreaterThan(before.authenticatedAt.getTime() + 50 * 60 * 1000);
  });

  it("resets a lost second factor: factors, recovery codes and sessions go, and the password alone signs in", async () => {
    await enrolApp(nextStep());
    await database.db.insert(passkeys).values({ id: "key-1", userId, name: "Laptop", publicKey: "AAAA" });
    await createOrResetAdministrator(database.db, "colleague@example.com", "a colleague's passphrase");
    expect(await listAccountsWithFactors(database.db)).toMatchObject([
      { email: admin.email, hasSecondFactor: true },
      { email: "colleague@example.com", hasSecondFactor: false },
    ]);
    await resetSecondFactor(database.db, userId);
    expect((await listAccountsWithFactors(database.db)).map((account) => account.hasSecondFactor)).toEqual([false, false]);
    expect(await readSecondFactors(database.db, userId)).toEqual({ passkeys: 0, authenticatorApp: false, recoveryCodesLeft: 0 });
    expect(await database.db.select().from(sessions)).toHaveLength(0);
    expect((await signIn(database.db, admin, client)).ok).toBe(true);
  });
});
