import { describe, expect, it } from "vitest";
import { createContentMemo } from "./content-memo.server";

/** A read that counts its calls and answers what `value` holds at the time. */
function countedRead<T>(value: () => T) {
  const read = async () => {
    read.calls += 1;
    return value();
  };
  read.calls = 0;
  return read;
}

describe("createContentMemo", () => {
  it("reads a value once per content version, shared by the calls that arrive while it is read", async () => {
    const memo = createContentMemo({ confirmContentVersion: null });
    memo.observe(1);
    let stored = "first";
    const read = countedRead(() => stored);
    expect(await Promise.all([memo.get("setting", read), memo.get("setting", read)])).toEqual(["first", "first"]);
    expect(await memo.get("setting", read)).toBe("first");
    expect(read.calls).toBe(1);

    stored = "second";
    memo.observe(1);
    memo.observe(0);
    expect(await memo.get("setting", read)).toBe("first");
    memo.observe(2);
    expect(await memo.get("setting", read)).toBe("second");
    stored = "third";
    memo.invalidate();
    expect(await memo.get("setting", read)).toBe("third");
    expect(read.calls).toBe(3);
  });

  it("where other instances write, reads the version anew before every answer and drops what a write elsewhere changed", async () => {
    let databaseVersion = 5;
    const memo = createContentMemo({ confirmContentVersion: async () => databaseVersion });
    memo.observe(5);
    let stored = "before";
    const read = countedRead(() => stored);
    expect(await memo.get("product", read)).toBe("before");
    expect(await memo.get("product", read)).toBe("before");
    // Another instance saves: this one hears of no notification yet, but its next read of the version sees the write.
    stored = "after";
    databaseVersion = 6;
    expect(await memo.get("product", read)).toBe("after");
    expect(read.calls).toBe(2);
  });

  it("reads only the ids it does not hold, all in one call, and remembers those that have no value", async () => {
    const memo = createContentMemo({ confirmContentVersion: null });
    memo.observe(1);
    const asked: string[][] = [];
    const readMissing = async (ids: string[]) => {
      asked.push(ids);
      return new Map(ids.filter((id) => id !== "hidden").map((id) => [id, id.toUpperCase()]));
    };
    expect(await memo.getMany("product", ["a", "b", "a", "hidden"], readMissing)).toEqual(
      new Map([
        ["a", "A"],
        ["b", "B"],
      ]),
    );
    expect(await memo.getMany("product", ["b", "c", "hidden"], readMissing)).toEqual(
      new Map([
        ["b", "B"],
        ["c", "C"],
      ]),
    );
    expect(asked).toEqual([["a", "b", "hidden"], ["c"]]);
    // Another namespace is another kind of value.
    await memo.getMany("other", ["a"], readMissing);
    expect(asked).toHaveLength(3);
  });

  it("does not keep a failed read, so the next call reads again", async () => {
    const memo = createContentMemo({ confirmContentVersion: null });
    memo.observe(1);
    let failing = true;
    const read = async () => {
      if (failing) throw new Error("database gone");
      return "back";
    };
    await expect(memo.get("setting", read)).rejects.toThrow("database gone");
    failing = false;
    expect(await memo.get("setting", read)).toBe("back");
  });

  it("keeps no more values than its limit, the oldest going first, and none past its maximum age", async () => {
    let now = 0;
    const memo = createContentMemo({ confirmContentVersion: null, maxEntries: 3, maxAgeMs: 1000, now: () => now });
    memo.observe(1);
    const read = countedRead(() => "value");
    for (const key of ["a", "b", "c", "d"]) await memo.get(key, read);
    expect(memo.size).toBe(3);
    await memo.get("a", read);
    expect(read.calls).toBe(5);
    now = 1001;
    await memo.get("a", read);
    await memo.get("d", read);
    expect(read.calls).toBe(7);
  });
});
