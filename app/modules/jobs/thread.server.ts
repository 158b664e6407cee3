import { Worker, type ResourceLimits } from "node:worker_threads";

/**
 * Runs `file` on a worker thread of its own with `data` and answers the one message it posts: seconds of drawing which
 * on the server's own thread would hold every request waiting meanwhile (decisions 046 and 052). Aborting `signal` ends
 * the thread at once. A thread that throws, runs out of the memory `resourceLimits` allow it, or ends without an answer
 * rejects; the server goes on. Node runs the file as it is, stripping its types, so it imports only relative files
 * named with their extension.
 */
export function runInThread<Answer>(
  file: string | URL,
  data: unknown,
  { signal, resourceLimits, what }: { signal?: AbortSignal; resourceLimits?: ResourceLimits; what: string },
): Promise<Answer> {
  signal?.throwIfAborted();
  const thread = new Worker(file, { workerData: data, resourceLimits });
  return new Promise<Answer>((resolve, reject) => {
    const stop = () => void thread.terminate();
    signal?.addEventListener("abort", stop, { once: true });
    thread.once("message", resolve);
    thread.once("error", reject);
    // After its answer, the thread ends by itself; ended otherwise (stopped, or out of memory) it says why.
    thread.once("exit", (code) => {
      signal?.removeEventListener("abort", stop);
      reject(signal?.reason ?? new Error(`The thread drawing ${what} ended (${code}) without an answer.`));
    });
  });
}

/** What a pooled thread posts for each request: its answer, or why it has none. */
export type PooledAnswer<Answer> = { answer: Answer } | { error: string };

/**
 * `size` threads running `file`, each taking one request at a time and posting one `PooledAnswer` for it: for many
 * small pieces of work (an import's photos) whose start-up a thread per piece would cost again each time. A thread that
 * ends without an answer rejects its request and is replaced; `close` ends them all, rejecting what still waits.
 */
export function startThreadPool<Request, Answer>(
  file: string | URL,
  { size, what }: { size: number; what: string },
): { run: (request: Request) => Promise<Answer>; close: () => Promise<void> } {
  type Job = { request: Request; resolve: (answer: Answer) => void; reject: (error: Error) => void };
  const waiting: Job[] = [];
  const idle: Worker[] = [];
  const working = new Map<Worker, Job>();
  let closed = false;

  const give = (thread: Worker) => {
    const job = waiting.shift();
    if (!job) return void idle.push(thread);
    working.set(thread, job);
    thread.postMessage(job.request);
  };
  const start = () => {
    const thread = new Worker(file);
    thread.on("message", (message: PooledAnswer<Answer>) => {
      const job = working.get(thread);
      working.delete(thread);
      if ("error" in message) job?.reject(new Error(message.error));
      else job?.resolve(message.answer);
      give(thread);
    });
    // An error is followed by the exit, which answers for it.
    thread.on("error", () => {});
    thread.once("exit", (code) => {
      working.get(thread)?.reject(new Error(`The thread ${what} ended (${code}) without an answer.`));
      working.delete(thread);
      const idleAt = idle.indexOf(thread);
      if (idleAt >= 0) idle.splice(idleAt, 1);
      if (!closed) give(start());
    });
    return thread;
  };
  for (let index = 0; index < size; index += 1) idle.push(start());

  return {
    run: (request) =>
      new Promise<Answer>((resolve, reject) => {
        if (closed) return reject(new Error(`The threads ${what} are closed.`));
        waiting.push({ request, resolve, reject });
        const thread = idle.shift();
        if (thread) give(thread);
      }),
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error(`The threads ${what} are closed.`));
      await Promise.all([...idle, ...working.keys()].map((thread) => thread.terminate()));
    },
  };
}
