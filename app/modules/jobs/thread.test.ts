import { describe, expect, it } from "vitest";
import { runInThread, startThreadPool } from "./thread.server";

/** A thread's code as a module of its own, as a file would hold it. */
const threadOf = (code: string) =>
  new URL(`data:text/javascript,${encodeURIComponent(`import { parentPort, workerData } from "node:worker_threads";\n${code}`)}`);

describe("runInThread", () => {
  it("answers what the thread posts, and rejects with what it threw", async () => {
    expect(await runInThread(threadOf("parentPort.postMessage(workerData * 2);"), 21, { what: "a sum" })).toBe(42);
    await expect(runInThread(threadOf("throw new Error('no fonts');"), null, { what: "a page" })).rejects.toThrow("no fonts");
  });

  it("ends a thread that outgrows its memory, and the process goes on", async () => {
    const greedy = threadOf("const kept = []; for (;;) kept.push(new Array(100_000).fill(kept.length));");
    await expect(
      runInThread(greedy, null, { what: "a brochure", resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 } }),
    ).rejects.toMatchObject({ code: "ERR_WORKER_OUT_OF_MEMORY" });
    expect(await runInThread(threadOf("parentPort.postMessage('still here');"), null, { what: "a check" })).toBe("still here");
  });

  it("ends the thread at once when stopped", async () => {
    const stopping = new AbortController();
    const endless = runInThread(threadOf("for (;;) {}"), null, { what: "nothing", signal: stopping.signal });
    const started = performance.now();
    setTimeout(() => stopping.abort(new Error("stopping")), 50);
    await expect(endless).rejects.toThrow("stopping");
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("startThreadPool", () => {
  // Doubles a number after a moment, refuses a negative one, and ends its thread at zero.
  const doubler = threadOf(`
    import { threadId } from "node:worker_threads";
    parentPort.on("message", async (number) => {
      if (number === 0) process.exit(3);
      await new Promise((resolve) => setTimeout(resolve, 20));
      parentPort.postMessage(number < 0 ? { error: "no negative numbers" } : { answer: [number * 2, threadId] });
    });`);

  it("spreads the requests over its threads, one at a time each, and answers each with its own result", async () => {
    const pool = startThreadPool<number, [number, number]>(doubler, { size: 2, what: "doubling" });
    try {
      const answers = await Promise.all([1, 2, 3, 4, 5].map((number) => pool.run(number)));
      expect(answers.map(([double]) => double)).toEqual([2, 4, 6, 8, 10]);
      expect(new Set(answers.map(([, thread]) => thread)).size).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it("rejects a refused request and one whose thread ended, and goes on with a thread in its place", async () => {
    const pool = startThreadPool<number, [number, number]>(doubler, { size: 1, what: "doubling" });
    try {
      await expect(pool.run(-1)).rejects.toThrow("no negative numbers");
      await expect(pool.run(0)).rejects.toThrow("The thread doubling ended (3) without an answer.");
      expect((await pool.run(21))[0]).toBe(42);
    } finally {
      await pool.close();
    }
    await expect(pool.run(1)).rejects.toThrow("closed");
  });
});
