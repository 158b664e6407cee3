// @ts-check
// The embedded database's own thread (see pglite-in-worker.server.ts and docs/decisions/030): it opens
// PGlite and answers the server's requests one message at a time. Plain JavaScript because Node starts
// a worker from a file it can run as it is, in the sources, the build and the tests alike.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

if (!parentPort) throw new Error("pglite-worker.mjs runs only as a worker thread.");
const port = parentPort;

/** @type {{ location: string; settings: string[] }} */
const { location, settings } = workerData;

/**
 * An error as plain data: a database error's fields (`code`, `constraint`, `detail` …) survive the
 * crossing, which structured cloning of an Error would drop. Only plain values: PGlite also attaches
 * the query's options, whose parsers are functions no message can carry. PGlite's file-system errors
 * are not Errors and have no message (`{ name: "ErrnoError", errno: 54 }`): their fields are it.
 * @param {unknown} error
 */
function asData(error) {
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const fields = Object.fromEntries(Object.entries(error).filter(([, value]) => ["string", "number", "boolean"].includes(typeof value)));
  if (error instanceof Error) return { ...fields, message: error.message, name: error.name };
  return { ...fields, message: JSON.stringify(fields) };
}

/**
 * @param {number} id
 * @param {unknown} error
 */
function fail(id, error) {
  port.postMessage({ id, error: asData(error) });
}

/**
 * Drizzle asks for some types as the text PostgreSQL sent; its parsers for them return the text
 * unchanged, and only their type ids cross the thread boundary.
 * @param {number[]} textTypes
 */
function textParsers(textTypes) {
  return Object.fromEntries(textTypes.map((type) => [type, (/** @type {string} */ text) => text]));
}

/** @typedef {{ query: PGlite["query"]; finish: (commit: boolean) => void; settled: Promise<unknown> }} OpenTransaction */

const ROLLED_BACK = Symbol("rolled back");

let database;
try {
  database = await PGlite.create(location, { postgresqlconf: settings });
} catch (error) {
  port.postMessage({ type: "failed", error: asData(error) });
  process.exit(1);
}
const db = database;
const query = db.query.bind(db);

/** @type {Map<number, OpenTransaction>} */
const transactions = new Map();
/** @type {Map<string, () => Promise<void>>} */
const subscriptions = new Map();

/**
 * Opens a transaction that stays open until its `end` message; PGlite holds every query from outside
 * it meanwhile, as it does for a transaction in its own thread.
 * @param {number} transaction
 * @param {number} id
 */
function begin(transaction, id) {
  let begun = false;
  const settled = db.transaction(
    (handle) =>
      new Promise((resolve, reject) => {
        begun = true;
        transactions.set(transaction, {
          query: handle.query,
          finish: (commit) => (commit ? resolve(undefined) : reject(ROLLED_BACK)),
          settled,
        });
        port.postMessage({ id });
      }),
  );
  settled.catch((error) => {
    if (!begun) fail(id, error);
  });
}

/**
 * @param {number} transaction
 * @param {boolean} commit
 */
async function end(transaction, commit) {
  const open = transactions.get(transaction);
  if (!open) throw new Error(`No open transaction ${transaction}.`);
  transactions.delete(transaction);
  open.finish(commit);
  await open.settled.catch((error) => {
    if (error !== ROLLED_BACK) throw error;
  });
}

/** @param {string} channel */
async function listen(channel) {
  if (subscriptions.has(channel)) return;
  subscriptions.set(channel, await db.listen(channel, (payload) => port.postMessage({ type: "notification", channel, payload })));
}

/** @param {string} channel */
async function unlisten(channel) {
  const unsubscribe = subscriptions.get(channel);
  subscriptions.delete(channel);
  await unsubscribe?.();
}

/** @param {any} message */
async function answer(message) {
  switch (message.type) {
    case "query": {
      const run = message.transaction === undefined ? query : transactions.get(message.transaction)?.query;
      if (!run) throw new Error(`No open transaction ${message.transaction}.`);
      return run(message.sql, message.params, { rowMode: message.rowMode, parsers: textParsers(message.textTypes) });
    }
    case "end":
      return end(message.transaction, message.commit);
    case "listen":
      return listen(message.channel);
    case "unlisten":
      return unlisten(message.channel);
    case "close":
      return db.close();
    default:
      throw new Error(`Unknown request ${String(message.type)}.`);
  }
}

/**
 * @param {number} id
 * @param {unknown} result
 */
function reply(id, result) {
  try {
    port.postMessage({ id, result });
  } catch (error) {
    // A value no message can carry fails that request alone, not the thread.
    fail(id, error);
  }
}

port.on("message", (message) => {
  if (message.type === "begin") return begin(message.transaction, message.id);
  answer(message).then(
    (result) => reply(message.id, result),
    (error) => fail(message.id, error),
  );
});
port.postMessage({ type: "ready" });
