import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { rateLimits } from "~/database/schema";
import { purgeExpiredRateLimits, takeRateLimit, type BackoffRule, type BucketRule } from "~/modules/rate-limit/rate-limit.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const bucket: BucketRule = { purpose: "test:bucket", burst: 5, intervalMs: 60_000 };
const backoff: BackoffRule = { purpose: "test:backoff", freeAttempts: 3, baseDelayMs: 1000, maxDelayMs: 4000, forgetAfterMs: 3_600_000 };

describe.each(databaseKinds)("rate limits on %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(() => database.db.delete(rateLimits));

  const start = new Date("2026-11-23T10:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);
  const allowed = async (rule: BucketRule | BackoffRule, key: string, ms: number) =>
    (await takeRateLimit(database.db, rule, key, at(ms))).allowed;

  it("lets a burst through, then one request per interval, and tells when the next is free", async () => {
    for (let request = 0; request < bucket.burst; request++) expect(await allowed(bucket, "a", 0)).toBe(true);
    expect(await takeRateLimit(database.db, bucket, "a", at(0))).toEqual({ allowed: false, retryAfterMs: 60_000 });
    expect(await allowed(bucket, "b", 0)).toBe(true);
    expect(await allowed(bucket, "a", 59_000)).toBe(false);
    expect(await allowed(bucket, "a", 60_000)).toBe(true);
    expect(await allowed(bucket, "a", 60_000)).toBe(false);
    // A long quiet spell refills the whole burst, no more.
    for (let request = 0; request < bucket.burst; request++) expect(await allowed(bucket, "a", 3_600_000)).toBe(true);
    expect(await allowed(bucket, "a", 3_600_000)).toBe(false);
  });

  it("counts parallel requests exactly: 100 at once get exactly the burst", async () => {
    const verdicts = await Promise.all(Array.from({ length: 100 }, () => takeRateLimit(database.db, bucket, "parallel", at(0))));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(bucket.burst);
    const backoffs = await Promise.all(Array.from({ length: 100 }, () => takeRateLimit(database.db, backoff, "parallel", at(0))));
    expect(backoffs.filter((verdict) => verdict.allowed)).toHaveLength(backoff.freeAttempts);
  });

  it("doubles the wait after the free attempts, up to the cap, and starts again after a quiet spell", async () => {
    for (let attempt = 0; attempt < backoff.freeAttempts; attempt++) expect(await allowed(backoff, "k", 0)).toBe(true);
    expect(await allowed(backoff, "k", 999)).toBe(false);
    expect(await allowed(backoff, "k", 1000)).toBe(true);
    expect(await allowed(backoff, "k", 2999)).toBe(false);
    expect(await allowed(backoff, "k", 3000)).toBe(true);
    expect(await allowed(backoff, "k", 7000)).toBe(true);
    expect(await takeRateLimit(database.db, backoff, "k", at(7000))).toEqual({ allowed: false, retryAfterMs: 4000 });
    expect(await allowed(backoff, "k", 11_000)).toBe(true);
    for (let attempt = 0; attempt < backoff.freeAttempts; attempt++)
      expect(await allowed(backoff, "k", 11_000 + backoff.forgetAfterMs + attempt)).toBe(true);
  });

  it("purges only rows that no longer limit anything", async () => {
    await takeRateLimit(database.db, bucket, "old", at(0));
    await takeRateLimit(database.db, bucket, "recent", at(120_000));
    await takeRateLimit(database.db, backoff, "failures", at(0));
    expect(await purgeExpiredRateLimits(database.db, at(150_000))).toBe(1);
    expect((await database.db.select().from(rateLimits)).map((row) => row.key).sort()).toEqual(["failures", "recent"]);
  });
});
