import { AsyncLocalStorage } from "node:async_hooks";

/** `event` names what happened; `level` defaults to info; any other fields are data. */
export type Logger = (event: Record<string, unknown>) => void;

/** The request being served, so every line logged while serving it carries its id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** One JSON object per line on stdout, so any log collector can parse it. */
export function createLogger(base: Record<string, unknown> = {}): Logger {
  const quiet = process.env.LOG_LEVEL === "silent";
  return (event) => {
    if (quiet) return;
    const requestId = requestContext.getStore()?.requestId;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: "info", ...base, ...(requestId && { requestId }), ...event })}\n`);
  };
}
