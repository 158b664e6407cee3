import { rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { z } from "zod";
import type { Logger } from "~/modules/observability/logger.server";

/**
 * How the command-line tools reach a running server that holds the embedded database: a Unix socket
 * inside DATA_DIR. Whoever may open that folder may already read every row, so the folder's
 * permissions are the authorisation; no port is opened and no password kept. See
 * docs/decisions/005a-data-directory-lock.md.
 */
export function controlSocketOf(dataDir: string): string {
  return path.join(dataDir, "server.sock");
}

/** Linux and macOS refuse socket paths longer than this (sun_path, less its terminator). */
const SOCKET_PATH_LIMIT = 103;

const backupAnswerSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("succeeded"),
    archive: z.string().min(1),
    bytes: z.number().int().nonnegative(),
    rows: z.number().int().nonnegative(),
    files: z.number().int().nonnegative(),
    pid: z.number().int(),
  }),
  z.object({ status: z.literal("failed"), error: z.string() }),
]);
export type ServerBackupAnswer = z.infer<typeof backupAnswerSchema>;

export type ControlCommands = { backup: () => Promise<ServerBackupAnswer> };

/**
 * Serves `POST /backup` on the data directory's socket while the server holds the embedded database.
 * Only the holder of the data directory's lock calls this, so a socket file left by a crash is its own to replace.
 */
export async function openControlSocket(dataDir: string, commands: ControlCommands, log: Logger): Promise<{ close: () => Promise<void> }> {
  const socket = controlSocketOf(dataDir);
  if (socket.length > SOCKET_PATH_LIMIT) {
    log({ level: "warn", event: "control-socket.path-too-long", socket });
    return { close: async () => {} };
  }
  rmSync(socket, { force: true });
  const server = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (request.method !== "POST" || request.url !== "/backup") return answer(404, { error: "unknown command" });
    commands.backup().then(
      (result) => answer(200, result),
      (error: unknown) => answer(500, { status: "failed", error: String(error) }),
    );
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socket, resolve));
  return {
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(socket, { force: true });
          resolve();
        }),
      ),
  };
}

/**
 * Asks the server running on `dataDir` for a backup. Null when no server answers on the socket
 * (none runs, or an older one without it), so the caller can report the lock's own message.
 */
export function askServerForBackup(dataDir: string): Promise<ServerBackupAnswer | null> {
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath: controlSocketOf(dataDir), path: "/backup", method: "POST" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        let body: unknown = null;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          // Reported below with the status, like any other answer that is not a backup's result.
        }
        const parsed = backupAnswerSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new Error(`The running server answered the backup request unexpectedly (HTTP ${response.statusCode}).`));
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ECONNREFUSED" ? resolve(null) : reject(error),
    );
    request.end();
  });
}
