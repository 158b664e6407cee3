import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./delivery.server";

describe("retryDelayMs", () => {
  it("waits 30 seconds after the first failure and doubles after each further one", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it("never waits more than an hour, however long the outage", () => {
    expect(retryDelayMs(8)).toBe(60 * 60_000);
    expect(retryDelayMs(20)).toBe(60 * 60_000);
    expect(retryDelayMs(10_000)).toBe(60 * 60_000);
  });

  it("only grows as failures accumulate", () => {
    for (let attempts = 1; attempts < 30; attempts += 1) {
      expect(retryDelayMs(attempts + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempts));
    }
  });

  it("treats a message that never failed like one that failed once", () => {
    expect(retryDelayMs(0)).toBe(30_000);
  });
});
