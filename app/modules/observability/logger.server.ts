import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Level } from "pino";

/** `event` names what happened; `level` defaults to info; any other fields are data. */
export type Logger = (event: Record<string, unknown> & { level?: Level }) => void;

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The request being served, so every line logged while serving it carries its id. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Field names whose values are secrets wherever they appear in a logged event. */
const SECRET_FIELDS = ["password", "currentPassword", "confirmation", "token", "cookie", "authorization", "secret", "SMTP_URL"];

/**
 * One JSON object per line (pino), so any log collector can parse it: time, level, the id of the
 * request being served, then the event's fields, with secrets censored.
 */
export function createLogger(options: { level?: LogLevel; base?: Record<string, unknown>; destination?: DestinationStream } = {}): Logger {
  const logger = pino(
    {
      level: options.level ?? "info",
      base: options.base ?? {},
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = requestContext.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
      redact: { paths: SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]), censor: "[redacted]" },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
  return ({ level = "info", ...fields }) => logger[level](fields);
}

/** Reset, verification and invitation links carry their token in the path: the logs keep only the route. */
export function loggablePath(pathname: string): string {
  return pathname.replace(/^\/(reset-password|verify-email|confirm-email|accept-invitation)\/[^/]+/, "/$1/:token");
}
