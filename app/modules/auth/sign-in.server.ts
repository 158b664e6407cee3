import { z } from "zod";
import type { Database } from "~/database/client.server";
import { recordAuditEvent, recordSignInFailure } from "~/modules/audit/audit-log.server";
import { findUserById } from "./accounts.server";
import { checkPassword, forgetSignInFailures, takeSignInAttempt } from "./password-attempts.server";
import { PASSWORD_MAX_LENGTH } from "./password.server";
import { passkeyAuthenticationOptions, verifyPasskey, type WebAuthnSite } from "./passkeys.server";
import { spendRecoveryCode } from "./recovery-codes.server";
import { hasSecondFactor, readSecondFactors } from "./second-factor.server";
import { createSession } from "./session.server";
import { closeChallenge, openChallenge, readChallenge, setWebAuthnChallenge } from "./sign-in-challenges.server";
import { acceptTotpCode } from "./totp.server";

export const signInSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

type Client = { ipAddress: string; userAgent: string };

export type SignInResult =
  | { ok: true; token: string }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterMs: number }
  /** The password was right and the account has a second factor: `pendingToken` names the half-finished sign-in. */
  | { ok: false; reason: "second-step"; pendingToken: string };

/**
 * A wrong address and a wrong password answer the same way; too many tries answer "throttled" either way. An account
 * with a second factor gets a short-lived server-side record of the half-finished sign-in instead of a session, and
 * its failed attempts stay counted until the second step succeeds (decision 053). Each outcome but a malformed form
 * writes its line in the audit log (docs/decisions/054-team-roles.md).
 */
export async function signIn(db: Database, input: unknown, client: Client, now = new Date()): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const check = await checkPassword(db, parsed.data.email, parsed.data.password, client.ipAddress, now, { forgetFailures: false });
  if (check.outcome !== "correct") {
    const reason = check.outcome === "throttled" ? "locked" : "wrong-password";
    await recordSignInFailure(db, { email: parsed.data.email, ipAddress: client.ipAddress, reason }, now);
    return check.outcome === "throttled"
      ? { ok: false, reason: "throttled", retryAfterMs: check.retryAfterMs }
      : { ok: false, reason: "invalid" };
  }
  if (hasSecondFactor(await readSecondFactors(db, check.user.id))) {
    return { ok: false, reason: "second-step", pendingToken: await openChallenge(db, "second-step", check.user.id, now) };
  }
  await forgetSignInFailures(db, check.user.email, client.ipAddress);
  const token = await createSession(db, check.user.id, client, now);
  await recordAuditEvent(
    db,
    { action: "sign-in", actor: { id: check.user.id, email: check.user.email }, ipAddress: client.ipAddress, detail: { step: "password" } },
    now,
  );
  return { ok: true, token };
}

/** What the second step offers the account: its passkeys, its authenticator app (recovery codes always). */
export async function secondStepChoices(db: Database, pendingToken: string, now = new Date()) {
  const record = await readChallenge(db, pendingToken, "second-step", now);
  if (!record) return null;
  const factors = await readSecondFactors(db, record.userId);
  return { passkey: factors.passkeys > 0, code: factors.authenticatorApp };
}

/** Options for the browser to ask for one of the account's passkeys; the record keeps their challenge. */
export async function secondStepPasskeyOptions(db: Database, pendingToken: string, site: WebAuthnSite, now = new Date()) {
  const record = await readChallenge(db, pendingToken, "second-step", now);
  if (!record) return null;
  const options = await passkeyAuthenticationOptions(db, record.userId, site);
  await setWebAuthnChallenge(db, pendingToken, options.challenge);
  return options;
}

export type SecondStepProof =
  | { kind: "code"; code: string }
  | { kind: "recovery-code"; code: string }
  | { kind: "passkey"; response: string };

export type SecondStepResult =
  | { ok: true; token: string }
  | { ok: false; reason: "wrong" | "expired" }
  | { ok: false; reason: "throttled"; retryAfterMs: number };

/**
 * The second step: counted by the same throttle as passwords (and a backoff of its own) before it is checked, and
 * once it succeeds the half-finished sign-in ends (single use) and becomes a session.
 */
export async function completeSecondStep(
  db: Database,
  pendingToken: string,
  proof: SecondStepProof,
  client: Client,
  site: WebAuthnSite,
  now = new Date(),
): Promise<SecondStepResult> {
  const record = await readChallenge(db, pendingToken, "second-step", now);
  const user = record ? await findUserById(db, record.userId) : null;
  if (!record || !user) return { ok: false, reason: "expired" };
  const actor = { id: user.id, email: user.email };
  const verdict = await takeSignInAttempt(db, user.email, client.ipAddress, now, "second-step");
  if (!verdict.allowed) {
    await recordAuditEvent(db, { action: "sign-in-failed", actor, ipAddress: client.ipAddress, detail: { reason: "locked" } }, now);
    return { ok: false, reason: "throttled", retryAfterMs: verdict.retryAfterMs };
  }
  const proven =
    proof.kind === "code"
      ? await acceptTotpCode(db, user.id, proof.code, now)
      : proof.kind === "recovery-code"
        ? await spendRecoveryCode(db, user.id, proof.code, now)
        : record.challenge !== null && (await verifyPasskey(db, user.id, record.challenge, proof.response, site, now));
  if (!proven) {
    const detail = { reason: "wrong-code", factor: proof.kind };
    await recordAuditEvent(db, { action: "sign-in-failed", actor, ipAddress: client.ipAddress, detail }, now);
    return { ok: false, reason: "wrong" };
  }
  if (!(await closeChallenge(db, pendingToken))) return { ok: false, reason: "expired" };
  await forgetSignInFailures(db, user.email, client.ipAddress);
  const token = await createSession(db, user.id, client, now);
  await recordAuditEvent(
    db,
    { action: "sign-in", actor, ipAddress: client.ipAddress, detail: { step: "second", factor: proof.kind } },
    now,
  );
  return { ok: true, token };
}
