/**
 * The one rate-limit mechanism: a row per (purpose, key) in `rate_limits`, taken by a single
 * INSERT … ON CONFLICT DO UPDATE … WHERE. PostgreSQL runs that statement under the row's lock, so
 * concurrent requests on any number of instances queue on the row and each sees the previous one's
 * count; PGlite runs one statement at a time anyway. A request is counted before the work it guards
 * (a password check, a stored enquiry), so a burst of parallel requests cannot slip through together.
 *
 * Two kinds of rule share the table:
 * - a bucket (GCRA, the token bucket as one timestamp): `burst` requests at once, then one per
 *   `intervalMs`; `nextAt` is the theoretical arrival time of the next request;
 * - a backoff: `freeAttempts`, then each further attempt must wait twice as long as the one before
 *   (`baseDelayMs`, doubling, at most `maxDelayMs`), until `forget` clears it or `forgetAfterMs` of quiet.
 */
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import type { DatabaseExecutor } from "~/database/client.server";
import { rateLimits } from "~/database/schema";

export type BucketRule = { purpose: string; burst: number; intervalMs: number };
export type BackoffRule = { purpose: string; freeAttempts: number; baseDelayMs: number; maxDelayMs: number; forgetAfterMs: number };
export type RateLimitRule = BucketRule | BackoffRule;

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Keys may come from a client (an email typed into a form); a bound keeps one row small. */
const MAX_KEY_LENGTH = 300;

const isBucket = (rule: RateLimitRule): rule is BucketRule => "burst" in rule;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const milliseconds = (value: SQL) => sql`(${value}) * interval '1 millisecond'`;

/** Counts one request under `key` if the rule allows it now; a refused request is not counted. */
export async function takeRateLimit(db: DatabaseExecutor, rule: RateLimitRule, key: string, now = new Date()): Promise<RateLimitVerdict> {
  const row = { purpose: rule.purpose, key: key.slice(0, MAX_KEY_LENGTH) };
  const taken = isBucket(rule) ? await takeBucket(db, rule, row, now) : await takeBackoff(db, rule, row, now);
  if (taken) return { allowed: true };
  const [current] = await db
    .select({ nextAt: rateLimits.nextAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.purpose, row.purpose), eq(rateLimits.key, row.key)));
  const freeAt = current ? current.nextAt.getTime() - (isBucket(rule) ? (rule.burst - 1) * rule.intervalMs : 0) : now.getTime();
  return { allowed: false, retryAfterMs: Math.max(1000, freeAt - now.getTime()) };
}

async function takeBucket(db: DatabaseExecutor, rule: BucketRule, row: { purpose: string; key: string }, now: Date): Promise<boolean> {
  const interval = milliseconds(sql`${rule.intervalMs}::bigint`);
  const arrival = sql`greatest(${rateLimits.nextAt}, ${at(now)}) + ${interval}`;
  const first = new Date(now.getTime() + rule.intervalMs);
  const taken = await db
    .insert(rateLimits)
    .values({ ...row, hits: 1, nextAt: first, expiresAt: first })
    .onConflictDoUpdate({
      target: [rateLimits.purpose, rateLimits.key],
      set: { hits: sql`${rateLimits.hits} + 1`, nextAt: arrival, expiresAt: arrival },
      setWhere: sql`${arrival} <= ${at(now)} + ${milliseconds(sql`${rule.burst * rule.intervalMs}::bigint`)}`,
    })
    .returning({ hits: rateLimits.hits });
  return taken.length > 0;
}

async function takeBackoff(db: DatabaseExecutor, rule: BackoffRule, row: { purpose: string; key: string }, now: Date): Promise<boolean> {
  // After a quiet spell the count starts again, as if the row had been purged.
  const hits = sql`(case when ${rateLimits.expiresAt} <= ${at(now)} then 1 else ${rateLimits.hits} + 1 end)`;
  const delay = sql`(case when ${hits} < ${rule.freeAttempts} then 0 else least(${rule.maxDelayMs}::bigint, ${rule.baseDelayMs}::bigint * power(2, ${hits} - ${rule.freeAttempts})::bigint) end)`;
  const expiresAt = new Date(now.getTime() + rule.forgetAfterMs);
  const taken = await db
    .insert(rateLimits)
    // The first attempt waits only when the rule grants no free attempt beyond it (every policy grants one).
    .values({ ...row, hits: 1, nextAt: new Date(now.getTime() + (rule.freeAttempts > 1 ? 0 : rule.baseDelayMs)), expiresAt })
    .onConflictDoUpdate({
      target: [rateLimits.purpose, rateLimits.key],
      set: { hits, nextAt: sql`${at(now)} + ${milliseconds(delay)}`, expiresAt },
      setWhere: sql`${rateLimits.nextAt} <= ${at(now)}`,
    })
    .returning({ hits: rateLimits.hits });
  return taken.length > 0;
}

/** Forgets what `key` has used up, e.g. a correct password clears the failures before it. */
export async function forgetRateLimit(db: DatabaseExecutor, rule: RateLimitRule, key: string): Promise<void> {
  await db.delete(rateLimits).where(and(eq(rateLimits.purpose, rule.purpose), eq(rateLimits.key, key.slice(0, MAX_KEY_LENGTH))));
}

/** Rows past their expiry limit nothing any more: deleting them changes no answer. Returns how many went. */
export async function purgeExpiredRateLimits(db: DatabaseExecutor, now = new Date()): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)).returning({ key: rateLimits.key });
  return deleted.length;
}
