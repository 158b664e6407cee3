import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";
import { findProjectFolder } from "~/config/project-folder.server";
import type { NotificationListener } from "./client.server";

const workerScript = path.join(findProjectFolder("app", path.join("database", "pglite-worker.mjs")), "database", "pglite-worker.mjs");

type QueryRequest = {
  type: "query";
  sql: string;
  params: unknown[];
  rowMode: QueryOptions["rowMode"];
  textTypes: number[];
  transaction?: number;
};
type Request =
  | QueryRequest
  | { type: "begin"; transaction: number }
  | { type: "end"; transaction: number; commit: boolean }
  | { type: "listen" | "unlisten"; channel: string }
  | { type: "close" };

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Notice =
  | { type: "ready" }
  | { type: "failed"; error: { message: string } }
  | { type: "notification"; channel: string; payload: string };

/** What drizzle's PGlite driver and this project use of a PGlite instance, served by the database's own thread. */
export type PgliteInWorker = Pick<PGlite, "query"> & {
  /** Drizzle's driver runs its statements with the handle's `query`, the only one it is given. */
  transaction<T>(work: (tx: Pick<PGlite, "query">) => Promise<T>): Promise<T>;
  listen(channel: string, onNotification: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

function errorFrom(data: Record<string, unknown> & { message: string }): Error {
  return Object.assign(new Error(data.message), data);
}

/** Resolves once the worker has opened the database; rejects with the reason it could not. */
function opened(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onNotice = (notice: Notice) => {
      if (notice.type === "ready") done(resolve);
      else if (notice.type === "failed") done(() => reject(errorFrom(notice.error)));
    };
    const onError = (error: Error) => done(() => reject(error));
    const onExit = (code: number) => done(() => reject(new Error(`The embedded database's thread ended (${code}) before it opened.`)));
    // Removed one by one: Worker's own listeners keep its message port open.
    const done = (settle: () => void) => {
      worker.off("message", onNotice).off("error", onError).off("exit", onExit);
      settle();
    };
    worker.on("message", onNotice).on("error", onError).on("exit", onExit);
  });
}

/**
 * Embedded PGlite runs the database inside this process, on whichever thread calls it. On the server's
 * own event loop, storing page views and rendering uncached pages held every waiting request
 * (docs/benchmarks/030-embedded-database-thread.md), so the database gets a worker thread: the server
 * only posts a query and reads its rows back, as it would from PostgreSQL
 * (docs/decisions/030-embedded-database-thread.md).
 * Queries keep PGlite's order and a transaction keeps the database to itself until it ends.
 */
export async function openPgliteInWorker(location: string, settings: string[]): Promise<PgliteInWorker> {
  const worker = new Worker(workerScript, { workerData: { location, settings } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<NotificationListener>>();
  let nextId = 1;
  let nextTransaction = 1;
  let stopped: Error | undefined;

  await opened(worker);

  // Idle, the thread does not keep the process alive, as PGlite in the process itself would not; while a request waits it does.
  worker.unref();
  function settle(id: number) {
    const request = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return request;
  }

  worker.on("message", (message: Reply | Notice) => {
    if ("id" in message) {
      const request = settle(message.id);
      if (message.error) request?.reject(errorFrom(message.error));
      else request?.resolve(message.result);
    } else if (message.type === "notification") {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
    }
  });
  worker.on("error", (error) => (stopped = error));
  worker.on("exit", (code) => {
    stopped ??= new Error(`The embedded database's thread ended (${code}).`);
    for (const id of [...pending.keys()]) settle(id)?.reject(stopped);
  });

  function send<T>(request: Request): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  /** Every parser given is taken to return PostgreSQL's text unchanged, the only kind drizzle gives (see the worker). */
  function query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, transaction?: number): Promise<Results<T>> {
    const textTypes = Object.keys(options.parsers ?? {}).map(Number);
    return send({ type: "query", sql, params, rowMode: options.rowMode, textTypes, transaction });
  }

  async function transaction<T>(work: (tx: Pick<PGlite, "query">) => Promise<T>): Promise<T> {
    const id = nextTransaction++;
    await send({ type: "begin", transaction: id });
    let value: T;
    try {
      value = await work({ query: (sql, params, options) => query(sql, params, options, id) });
    } catch (error) {
      await send({ type: "end", transaction: id, commit: false });
      throw error;
    }
    await send({ type: "end", transaction: id, commit: true });
    return value;
  }

  return {
    query: (sql, params, options) => query(sql, params, options),
    transaction,
    async listen(channel, onNotification) {
      const channelListeners = listeners.get(channel) ?? new Set();
      listeners.set(channel, channelListeners);
      channelListeners.add(onNotification);
      if (channelListeners.size === 1) await send({ type: "listen", channel });
      return async () => {
        channelListeners.delete(onNotification);
        if (channelListeners.size === 0 && listeners.get(channel) === channelListeners) {
          listeners.delete(channel);
          await send({ type: "unlisten", channel });
        }
      };
    },
    async close() {
      if (stopped) return;
      await send({ type: "close" });
      stopped = new Error("The embedded database is closed.");
      await worker.terminate();
    },
  };
}
