import type { ClientBase } from "pg";

type Query = (...args: unknown[]) => unknown;

/**
 * A PostgreSQL connection runs one query at a time. Inside a transaction, reads a domain function starts side by side
 * (`Promise.all` on its `DatabaseExecutor`) share the transaction's one connection; pg queues them itself, but that
 * queue is deprecated and pg 9 removes it. Makes each promised query of `client` wait for the one before it to end,
 * the flow control pg asks for. A query given a callback or a submittable (a cursor) is left to pg: drizzle sends
 * neither, and the pool's own `query` holds its connection for that one query alone.
 */
export function oneQueryAtATime(client: Pick<ClientBase, "query">): void {
  const query = client.query.bind(client) as Query;
  let previous: Promise<unknown> = Promise.resolve();
  const queued: Query = (...args) => {
    const submittable = typeof (args[0] as { submit?: unknown } | null)?.submit === "function";
    if (submittable || args.some((arg) => typeof arg === "function")) return query(...args);
    const turn = previous.then(() => query(...args));
    previous = turn.catch(() => undefined);
    return turn;
  };
  (client as { query: Query }).query = queued;
}
