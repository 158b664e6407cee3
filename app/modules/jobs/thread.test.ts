import { describe, expect, it } from "vitest";
import { runInThread } from "./thread.server";

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
