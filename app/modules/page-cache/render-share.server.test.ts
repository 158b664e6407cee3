import { describe, expect, it } from "vitest";
import { createRenderShare } from "./render-share.server";

/** A render share on a clock the test moves, whose pauses the test ends. */
function onTestClock(share = 0.2) {
  let time = 0;
  const pauses: { ms: number; then: () => void }[] = [];
  const renderShare = createRenderShare({
    share,
    now: () => time,
    wait: (ms, then) => pauses.push({ ms, then }),
    afterPendingRequests: (then) => then(),
  });
  return { renderShare, pauses, advance: (ms: number) => (time += ms) };
}

describe("createRenderShare", () => {
  it("renders one page at a time, each as the one before it ends, when no cached page is waiting", () => {
    const { renderShare, pauses, advance } = onTestClock();
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    for (const name of ["a", "b", "c"]) {
      renderShare.admit((done) => {
        started.push(name);
        finish[name] = done;
      });
    }
    expect(started).toEqual(["a"]);
    expect(renderShare.waiting).toBe(2);
    advance(5);
    finish.a!();
    finish.a!();
    expect(started).toEqual(["a", "b"]);
    finish.b!();
    expect(started).toEqual(["a", "b", "c"]);
    expect(pauses).toEqual([]);
  });

  it("leaves cached pages answered meanwhile the rest of the server's time: a pause after each render, four times its length at a fifth", () => {
    const { renderShare, pauses, advance } = onTestClock(0.2);
    const started: string[] = [];
    const finish: Record<string, () => void> = {};
    for (const name of ["a", "b"]) {
      renderShare.admit((done) => {
        started.push(name);
        finish[name] = done;
      });
    }
    advance(1);
    renderShare.noteCachedAnswer();
    advance(4);
    finish.a!();
    expect(started).toEqual(["a"]);
    expect(pauses.map((pause) => pause.ms)).toEqual([20]);
    // A render arriving during the pause waits its turn too.
    renderShare.admit(() => started.push("c"));
    pauses[0]!.then();
    expect(started).toEqual(["a", "b"]);
    // No cached answer while b ran: c follows at once.
    finish.b!();
    expect(started).toEqual(["a", "b", "c"]);
    expect(pauses).toHaveLength(1);
  });

  it("pauses after a render that never waited, while cached pages are answered between renders", () => {
    const { renderShare, pauses, advance } = onTestClock(0.2);
    const finish: (() => void)[] = [];
    for (let i = 0; i < 3; i += 1) renderShare.admit((done) => finish.push(done));
    advance(1);
    renderShare.noteCachedAnswer();
    advance(1);
    finish[0]!();
    expect(pauses.map((pause) => pause.ms)).toEqual([8]);
    // Cached pages answered in the pause; the next render runs without a break and none is answered during it.
    advance(4);
    renderShare.noteCachedAnswer();
    advance(4);
    pauses[0]!.then();
    advance(2);
    finish[1]!();
    expect(pauses.map((pause) => pause.ms)).toEqual([8, 8]);
  });

  it("makes a render that arrives alone, during the pause the one before it earned, wait for its end", () => {
    const { renderShare, pauses, advance } = onTestClock(0.2);
    renderShare.admit((done) => {
      advance(1);
      renderShare.noteCachedAnswer();
      advance(1);
      done();
    });
    expect(pauses).toEqual([]);
    advance(3);
    let started = false;
    renderShare.admit(() => (started = true));
    expect(started).toBe(false);
    expect(pauses.map((pause) => pause.ms)).toEqual([5]);
    pauses[0]!.then();
    expect(started).toBe(true);
  });

  it("pauses no longer than a tenth of a second after a render that waited long for the database", () => {
    const { renderShare, pauses, advance } = onTestClock(0.2);
    let finishFirst = () => {};
    renderShare.admit((done) => (finishFirst = done));
    renderShare.admit(() => {});
    renderShare.noteCachedAnswer();
    advance(2000);
    finishFirst();
    expect(pauses.map((pause) => pause.ms)).toEqual([100]);
  });

  it("starts a render at once when it is alone, whatever cached pages were answered before", () => {
    const { renderShare, pauses } = onTestClock();
    renderShare.noteCachedAnswer();
    let finishFirst = () => {};
    renderShare.admit((done) => (finishFirst = done));
    renderShare.noteCachedAnswer();
    finishFirst();
    let started = false;
    renderShare.admit(() => (started = true));
    expect(started).toBe(true);
    expect(pauses).toEqual([]);
  });
});
