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
