import { describe, expect, it } from "vitest";
import { coalescedFreshReads } from "./content-version.server";

describe("coalescedFreshReads", () => {
  it("answers each call with a read begun after it, shared by the calls that wait together", async () => {
    const started: ((value: number) => void)[] = [];
    const fresh = coalescedFreshReads(() => new Promise<number>((resolve) => started.push(resolve)));
    const first = fresh();
    const second = fresh();
    const third = fresh();
    expect(started).toHaveLength(1);
    started[0]!(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(started).toHaveLength(2);
    started[1]!(2);
    expect(await Promise.all([second, third])).toEqual([2, 2]);
  });

  it("reads again after a failed read", async () => {
    let reads = 0;
    const fresh = coalescedFreshReads(async () => {
      reads += 1;
      if (reads === 1) throw new Error("connection lost");
      return reads;
    });
    await expect(fresh()).rejects.toThrow("connection lost");
    expect(await fresh()).toBe(2);
  });
});
