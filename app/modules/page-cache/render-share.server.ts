import { performance } from "node:perf_hooks";

/**
 * Keeps the pages no cache can answer (the quote list, each visitor's own) from crowding out the pages the cache
 * answers. A server answers its open connections in turn, so a client asking for the list on 20 connections took
 * two thirds of the turns from visitors of cached pages, each turn a render costing 20 to 40 times a cached answer:
 * a cached product page fell from 8,262 to 2,705 req/s (docs/benchmarks/041-quote-list-page.md). Such renders now
 * run one at a time, and while cached pages are being answered, each render is followed by a pause four times its
 * length (at most `LONGEST_PAUSE_MS`), so those pages keep at least `1 - share` of the server's time. With nothing else to answer, renders
 * follow each other without a pause.
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

export function createRenderShare(options: { share?: number; now?: () => number; wait?: (ms: number, then: () => void) => void } = {}): RenderShare {
  const { share = RENDER_SHARE, now = () => performance.now(), wait = (ms, then) => setTimeout(then, ms) } = options;
  const queue: ((done: () => void) => void)[] = [];
  let rendering = false;
  let lastCachedAnswerAt = -Infinity;

  function startNext() {
    const render = queue.shift();
    if (!render) {
      rendering = false;
      return;
    }
    rendering = true;
    const startedAt = now();
    let finished = false;
    render(() => {
      if (finished) return;
      finished = true;
      const took = now() - startedAt;
      // Only cached answers given while this render ran say that others are waiting for the server's time.
      if (lastCachedAnswerAt >= startedAt && queue.length > 0) wait(Math.min((took * (1 - share)) / share, LONGEST_PAUSE_MS), startNext);
      else startNext();
    });
  }

  return {
    admit(render) {
      queue.push(render);
      if (!rendering) startNext();
    },
    noteCachedAnswer() {
      lastCachedAnswerAt = now();
    },
    get waiting() {
      return queue.length;
    },
  };
}
