import type { Database } from "~/database/client.server";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { forgetRateLimit, takeRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { authenticate, normalizeEmail } from "./accounts.server";

export type PasswordCheck =
  | { outcome: "correct"; user: NonNullable<Awaited<ReturnType<typeof authenticate>>> }
  | { outcome: "wrong" }
  | { outcome: "throttled"; retryAfterMs: number };

/**
 * Every password check (sign-in, and the current password on the account page) goes through here.
 * The attempt is counted in the database before the password is looked at, so parallel attempts
 * cannot outrun the count. The address's own backoff comes first: an attacker held back by it uses
 * up nothing of the account-wide allowance the owner needs from another address.
 */
export async function checkPassword(
  db: Database,
  email: string,
  password: string,
  clientIp: string,
  now = new Date(),
): Promise<PasswordCheck> {
  const account = normalizeEmail(email);
  const accountAndAddress = `${account} ${clientIp}`;
  const limits = [
    [RATE_LIMITS.passwordPerAccountAndAddress, accountAndAddress],
    [RATE_LIMITS.passwordPerAddress, clientIp],
    [RATE_LIMITS.passwordPerAccount, account],
  ] as const;
  for (const [rule, key] of limits) {
    const verdict = await takeRateLimit(db, rule, key, now);
    if (!verdict.allowed) return { outcome: "throttled", retryAfterMs: verdict.retryAfterMs };
  }
  const user = await authenticate(db, account, password);
  if (!user) return { outcome: "wrong" };
  // Whoever typed the right password gains nothing from a clean slate; the owner's own sign-ins never add up.
  await forgetRateLimit(db, RATE_LIMITS.passwordPerAccountAndAddress, accountAndAddress);
  await forgetRateLimit(db, RATE_LIMITS.passwordPerAccount, account);
  return { outcome: "correct", user };
}
