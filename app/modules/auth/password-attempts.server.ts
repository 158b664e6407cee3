import type { Database } from "~/database/client.server";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { forgetRateLimit, takeRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { authenticate, normalizeEmail } from "./accounts.server";

export type PasswordCheck =
  | { outcome: "correct"; user: NonNullable<Awaited<ReturnType<typeof authenticate>>> }
  | { outcome: "wrong" }
  | { outcome: "throttled"; retryAfterMs: number };

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

const accountAndAddress = (account: string, clientIp: string) => `${account} ${clientIp}`;

/**
 * Counts one attempt to prove who someone is (a password, or the second step of a sign-in) against the account and
 * the client's address, before anything is checked, so parallel attempts cannot outrun the count. The address's own
 * backoff comes first: an attacker held back by it uses up nothing of the account-wide allowance the owner needs from
 * another address. A second step also meets its own backoff per account (decision 053).
 */
export async function takeSignInAttempt(
  db: Database,
  email: string,
  clientIp: string,
  now = new Date(),
  step: "password" | "second-step" = "password",
): Promise<AttemptVerdict> {
  const account = normalizeEmail(email);
  const limits = [
    [RATE_LIMITS.passwordPerAccountAndAddress, accountAndAddress(account, clientIp)],
    [RATE_LIMITS.passwordPerAddress, clientIp],
    [RATE_LIMITS.passwordPerAccount, account],
    ...(step === "second-step" ? ([[RATE_LIMITS.secondStepPerAccount, account]] as const) : []),
  ] as const;
  for (const [rule, key] of limits) {
    const verdict = await takeRateLimit(db, rule, key, now);
    if (!verdict.allowed) return verdict;
  }
  return { allowed: true };
}

/** Whoever proved who they are gains nothing from a clean slate; the owner's own sign-ins never add up. */
export async function forgetSignInFailures(db: Database, email: string, clientIp: string): Promise<void> {
  const account = normalizeEmail(email);
  await forgetRateLimit(db, RATE_LIMITS.passwordPerAccountAndAddress, accountAndAddress(account, clientIp));
  await forgetRateLimit(db, RATE_LIMITS.passwordPerAccount, account);
  await forgetRateLimit(db, RATE_LIMITS.secondStepPerAccount, account);
}

/**
 * Every password check (sign-in, re-authentication, and the current password on the account page) goes through here,
 * counted by `takeSignInAttempt`. `forgetFailures: false` keeps the count when a second step is still to come, so a
 * known password does not buy fresh guesses at the second step.
 */
export async function checkPassword(
  db: Database,
  email: string,
  password: string,
  clientIp: string,
  now = new Date(),
  { forgetFailures = true }: { forgetFailures?: boolean } = {},
): Promise<PasswordCheck> {
  const verdict = await takeSignInAttempt(db, email, clientIp, now);
  if (!verdict.allowed) return { outcome: "throttled", retryAfterMs: verdict.retryAfterMs };
  const user = await authenticate(db, normalizeEmail(email), password);
  if (!user) return { outcome: "wrong" };
  if (forgetFailures) await forgetSignInFailures(db, email, clientIp);
  return { outcome: "correct", user };
}
