/** `event` names what happened; `level` defaults to info; any other fields are data. */
export type Logger = (event: Record<string, unknown>) => void;

/** One JSON object per line on stdout, so any log collector can parse it. */
export function createLogger(base: Record<string, unknown> = {}): Logger {
  const quiet = process.env.LOG_LEVEL === "silent";
  return (event) => {
    if (quiet) return;
    process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level: "info", ...base, ...event })}\n`);
  };
}
