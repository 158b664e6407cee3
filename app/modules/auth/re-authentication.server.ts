import { eq } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { sessions } from "~/database/schema";
import { checkPassword, forgetSignInFailures, takeSignInAttempt } from "./password-attempts.server";
import { passkeyAuthenticationOptions, verifyPasskey, type WebAuthnSite } from "./passkeys.server";
import type { SessionUser } from "./session.server";
import { closeChallenge, openChallenge, readChallenge } from "./sign-in-challenges.server";

/**
 * How long a sign-in (or the last re-authentication) lets sensitive actions through without asking again: long enough
 * for one sitting's export and settings, short enough that a dashboard left open elsewhere does not hand them over
 * (decision 053).
 */
export const RE_AUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

/** Whether the session proved who it is recently enough; a time ahead of `now` (a clock moved back) does not count. */
export function isRecentSignIn(authenticatedAt: Date, now = new Date()): boolean {
  const age = now.getTime() - authenticatedAt.getTime();
  return age >= 0 && age <= RE_AUTHENTICATION_WINDOW_MS;
}

export type ReAuthenticationResult = "confirmed" | "wrong" | "throttled";

async function markAuthenticated(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ authenticatedAt: now }).where(eq(sessions.id, sessionId));
}

/** The password again, through the sign-in's throttle. */
export async function reAuthenticateWithPassword(
  db: Database,
  user: SessionUser,
  password: string,
  clientIp: string,
  now = new Date(),
): Promise<ReAuthenticationResult> {
  const check = await checkPassword(db, user.email, password, clientIp, now);
  if (check.outcome !== "correct" || check.user.id !== user.id) return check.outcome === "throttled" ? "throttled" : "wrong";
  await markAuthenticated(db, user.sessionId, now);
  return "confirmed";
}

/** Options asking for one of the person's passkeys, and the token of the record that keeps their challenge. */
export async function reAuthenticationPasskeyOptions(db: Database, user: SessionUser, site: WebAuthnSite, now = new Date()) {
  const options = await passkeyAuthenticationOptions(db, user.id, site);
  return { options, token: await openChallenge(db, "re-authentication", user.id, now, options.challenge) };
}

/** One of the person's passkeys instead of the password; the challenge's record is used once. */
export async function reAuthenticateWithPasskey(
  db: Database,
  user: SessionUser,
  input: { token: string; response: string },
  clientIp: string,
  site: WebAuthnSite,
  now = new Date(),
): Promise<ReAuthenticationResult> {
  const verdict = await takeSignInAttempt(db, user.email, clientIp, now);
  if (!verdict.allowed) return "throttled";
  const record = await readChallenge(db, input.token, "re-authentication", now, user.id);
  if (!record?.challenge || !(await closeChallenge(db, input.token))) return "wrong";
  if (!(await verifyPasskey(db, user.id, record.challenge, input.response, site, now))) return "wrong";
  await forgetSignInFailures(db, user.email, clientIp);
  await markAuthenticated(db, user.sessionId, now);
  return "confirmed";
}
