import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { loginThrottle } from "~/database/schema";

/** Ten failures within a minute, from one address or against one account, lock both out for the cool-down. */
export const THROTTLE_POLICY = { maxFailures: 10, windowMs: 60_000, cooldownMs: 15 * 60_000 } as const;

export type ThrottleKeys = { ipAddress: string; email: string };

const keysOf = ({ ipAddress, email }: ThrottleKeys) => [`ip:${ipAddress}`, `account:${email.trim().toLowerCase()}`];

/** When sign-in is refused for now, the moment it opens again. */
export async function lockedUntil(db: Database, keys: ThrottleKeys, now = new Date()): Promise<Date | null> {
  const rows = await db.select().from(loginThrottle).where(inArray(loginThrottle.key, keysOf(keys)));
  const locks = rows.map((row) => row.lockedUntil).filter((until): until is Date => until !== null && until > now);
  return locks.length ? new Date(Math.max(...locks.map((until) => until.getTime()))) : null;
}

/** Counts a failure under both keys; returns the larger failure count, for slowing the next answer. */
export async function recordFailure(db: Database, keys: ThrottleKeys, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - THROTTLE_POLICY.windowMs);
  const lockUntil = new Date(now.getTime() + THROTTLE_POLICY.cooldownMs);
  let highest = 0;
  for (const key of keysOf(keys)) {
    // One statement per key, so concurrent failures from several instances all count.
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    const failures = row?.failures ?? 0;
    if (failures >= THROTTLE_POLICY.maxFailures) {
      await db.update(loginThrottle).set({ lockedUntil: lockUntil }).where(eq(loginThrottle.key, key));
    }
    highest = Math.max(highest, failures);
  }
  return highest;
}

/** A success forgets the account's failures; the address keeps its count, so one valid login cannot reset a spray. */
export async function recordSuccess(db: Database, keys: ThrottleKeys): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keysOf(keys)[1]!));
}

/** Each failure makes the next answer a little slower, up to two seconds. */
export function failureDelayMs(failures: number): number {
  return Math.min(2000, failures * 200);
}
