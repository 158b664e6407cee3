import { performance } from "node:perf_hooks";

/**
 * Keeps the pages no cache can answer (the quote list, each visitor's own) from crowding out the pages the cache
 * answers. A server answers its open connections in turn, so a client asking for the list on 20 connections took
 * two thirds of the turns from visitors of cached pages, each turn a render costing many times a cached answer, and
 * cached product pages lost most of their rate (docs/benchmarks/041-quote-list-page.md). Such renders now
 * run one at a time, and while cached pages are being answered, each render is followed by a pause four times its
 * length (at most `LONGEST_PAUSE_MS`) before the next may start, whether it was waiting or arrives during the pause, so
 * those pages keep at least `1 - share` of the server's time. With nothing else to answer, renders follow each other
 * without a pause.
 */
export type RenderShare = {
  /** Runs `render` when its turn comes; it calls the function it is given once its response has gone or failed. */
  admit(render: (done: () => void) => void): void;
  /** Called for every page answered from the cache, the work that renders must not crowd out. */
  noteCachedAnswer(): void;
  readonly waiting: number;
};

/** The share of the server's time renders may take while cached pages wait. */
const RENDER_SHARE = 0.2;
/**
 * A render's length is its time from start to answer, waits for the database included; a slow read must not hold the
 * next visitor back for four times as long, when the server was free meanwhile.
 */
const LONGEST_PAUSE_MS = 100;

export function createRenderShare(
  options: {
    share?: number;
    now?: () => number;
    wait?: (ms: number, then: () => void) => void;
    afterPendingRequests?: (then: () => void) => void;
  } = {},
): RenderShare {
  // The next render starts after the requests that arrived meanwhile are read (`setImmediate` runs after the event
  // loop's poll for input): a render that never waits for input ends in the same turn it starts, and renders started
  // from each other's ends would leave cached pages' requests unread until the queue is empty.
  const {
    share = RENDER_SHARE,
    now = () => performance.now(),
    wait = (ms, then) => setTimeout(then, ms),
    afterPendingRequests = setImmediate,
  } = options;
  const queue: ((done: () => void) => void)[] = [];
  /** A render under way, or a pause before the next. */
  let busy = false;
  let lastCachedAnswerAt = -Infinity;
  let lastRenderEndedAt = -Infinity;
  /** The end of the pause the last render earned: a render that arrives before it waits for it. */
  let restUntil = -Infinity;

  function startNext() {
    const render = queue.shift();
    if (!render) {
      busy = false;
      return;
    }
    busy = true;
    const startedAt = now();
    let finished = false;
    render(() => {
      if (finished) return;
      finished = true;
      const endedAt = now();
      // Cached answers given since the last render ended (this one's time and the pause before it) say that others
      // want the server's time: a render that never waits (the quote list's, all processor work; its cost is in
      // docs/benchmarks/041-quote-list-page.md) leaves them no turn while it runs, only between renders.
      const othersWaiting = lastCachedAnswerAt > lastRenderEndedAt;
      lastRenderEndedAt = endedAt;
      const pause = othersWaiting ? Math.min(((endedAt - startedAt) * (1 - share)) / share, LONGEST_PAUSE_MS) : 0;
      restUntil = endedAt + pause;
      if (queue.length === 0) busy = false;
      else if (pause > 0) wait(pause, startNext);
      else afterPendingRequests(startNext);
    });
  }

  return {
    admit(render) {
      queue.push(render);
      if (busy) return;
      // A render that costs a few milliseconds of work ends before the next visitor's request is read: it arrives to an
      // empty queue, and waits out the pause the one before it earned.
      const rest = restUntil - now();
      busy = true;
      if (rest > 0) wait(rest, startNext);
      else startNext();
    },
    noteCachedAnswer() {
      lastCachedAnswerAt = now();
    },
    get waiting() {
      return queue.length;
    },
  };
}
