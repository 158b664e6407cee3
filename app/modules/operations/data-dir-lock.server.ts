import { randomUUID } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { z } from "zod";
import type { Config } from "~/config/config.server";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";

/**
 * The embedded database has one owner at a time: two processes opening the same PGlite folder
 * silently diverge and lose writes. Whoever opens it (the server, `npm run admin`, backup,
 * restore) first holds this lock, taken before PGlite touches the folder. See
 * docs/decisions/005a-data-directory-lock.md for why it is a lock file checked for liveness
 * rather than a lock that goes stale by age.
 */
export class DataDirectoryInUseError extends Error {}

export type DataDirectoryLock = { release: () => void };

const holderSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  /** The kernel's boot id and the process's start tick, so a reused pid is not taken for the holder. */
  processStart: z.string().nullable(),
  holder: z.string(),
  since: z.string(),
});
type Holder = z.infer<typeof holderSchema>;

export function lockFileOf(dataDir: string): string {
  return path.join(dataDir, "database.lock");
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** On Linux, when a process started: stable for its whole life and different for any later process with the same pid. */
function processStartOf(pid: number): string | null {
  const bootId = readText("/proc/sys/kernel/random/boot_id")?.trim();
  const stat = readText(`/proc/${pid}/stat`);
  if (!bootId || !stat) return null;
  // Field 22 (starttime) counted after the command name, which sits in parentheses and may hold spaces.
  const startTicks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
  return startTicks ? `${bootId}:${startTicks}` : null;
}

/** Whether a process with this pid is running on this machine. */
export function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the recorded holder may still be running. A holder on another host cannot be checked, so it counts as alive. */
function mayBeAlive(recorded: Holder): boolean {
  if (recorded.hostname !== hostname()) return true;
  const start = processStartOf(recorded.pid);
  // Our own pid is this very process, or a previous life of this container or machine; only the start time tells which.
  if (recorded.pid === process.pid) return start !== null && start === recorded.processStart;
  if (!processIsRunning(recorded.pid)) return false;
  return recorded.processStart === null || start === null || start === recorded.processStart;
}

function parseHolder(text: string): Holder | null {
  try {
    const result = holderSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Moves the stale lock file aside, but only the one judged stale: if another process replaced it
 * meanwhile, its live lock is put back. Renaming is atomic where a delete-then-check is not.
 */
function removeStale(file: string, staleText: string): void {
  const aside = `${file}.${randomUUID()}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return;
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone else holds the lock now; the next attempt reads who.
    }
  }
  rmSync(aside, { force: true });
}

function refusal(dataDir: string, recorded: Holder | null): DataDirectoryInUseError {
  const who = recorded ? `${recorded.holder} (pid ${recorded.pid} on ${recorded.hostname}, since ${recorded.since})` : "another process";
  const remote = recorded && recorded.hostname !== hostname() ? ` If that host is gone, delete ${lockFileOf(dataDir)}.` : "";
  return new DataDirectoryInUseError(`The embedded database in ${dataDir} is in use by ${who}. Stop it first.${remote}`);
}

/**
 * Takes the data directory's lock for `holder` ("the server", "npm run backup"…) or throws
 * DataDirectoryInUseError. A lock left by a process that died (kill -9, power loss) is taken over at once.
 */
export function lockDataDirectory(dataDir: string, holder: string): DataDirectoryLock {
  mkdirSync(dataDir, { recursive: true });
  const file = lockFileOf(dataDir);
  const record: Holder = {
    pid: process.pid,
    hostname: hostname(),
    processStart: processStartOf(process.pid),
    holder,
    since: new Date().toISOString(),
  };
  const text = JSON.stringify(record);
  // Written whole under a private name, then linked into place: linking fails if the lock exists, and a reader never sees half a record.
  const candidate = `${file}.${randomUUID()}.new`;
  writeFileSync(candidate, text);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(candidate, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const existing = readText(file);
        if (existing === null) continue;
        const recorded = parseHolder(existing);
        if (recorded && mayBeAlive(recorded)) throw refusal(dataDir, recorded);
        removeStale(file, existing);
        continue;
      }
      const release = () => {
        if (readText(file) === text) rmSync(file, { force: true });
        process.off("exit", release);
      };
      // A process that exits without stopping cleanly (process.exit after an error) still frees the folder.
      process.on("exit", release);
      return { release };
    }
    throw refusal(dataDir, parseHolder(readText(file) ?? ""));
  } finally {
    rmSync(candidate, { force: true });
  }
}

/**
 * This instance's database for `holder`: PostgreSQL as is (instances share it by design), the
 * embedded one only under the data directory's lock, released when the handle closes.
 */
export async function openInstanceDatabase(
  config: Pick<Config, "DATABASE_URL" | "dataDir"> & { DATABASE_POOL_SIZE?: number },
  holder: string,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir, poolSize: config.DATABASE_POOL_SIZE });
  const lock = lockDataDirectory(config.dataDir, holder);
  try {
    const database = await openDatabase({ dataDir: config.dataDir });
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
