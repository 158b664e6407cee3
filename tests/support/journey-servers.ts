import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { processIsRunning } from "~/modules/operations/data-dir-lock.server";

export type JourneyServer = { baseUrl: string; dataDir: string; databaseUrl: string };

function holderAlive(lock: string): boolean {
  try {
    return processIsRunning(Number(readFileSync(path.join(lock, "pid"), "utf8")));
  } catch {
    // The lease is being given up (moved aside) while it is read: no holder.
    return false;
  }
}

/** Gives a lease up in one step: moved aside whole, then removed, so no claim lands in it while it is being emptied. */
function giveUp(lock: string) {
  const aside = `${lock}-released-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    renameSync(lock, aside);
  } catch {
    return;
  }
  rmSync(aside, { recursive: true, force: true });
}

/**
 * Takes a server no other running journey file holds, waiting for one when all are taken. The lease is a directory
 * holding its holder's process id, moved into place whole (a rename fails onto a lease that exists), so no file ever
 * sees a lease without its holder, and a crashed worker's lease is taken over.
 * Returns it and the function that gives it back.
 */
export async function leaseJourneyServer(
  servers: JourneyServer[],
  leases: string,
): Promise<{ server: JourneyServer; release: () => void }> {
  const claim = path.join(leases, `claim-${process.pid}-${Math.random().toString(36).slice(2)}`);
  for (;;) {
    for (const [index, server] of servers.entries()) {
      const lock = path.join(leases, String(index));
      mkdirSync(claim, { recursive: true });
      writeFileSync(path.join(claim, "pid"), String(process.pid));
      try {
        renameSync(claim, lock);
      } catch {
        if (!holderAlive(lock)) giveUp(lock);
        continue;
      }
      return { server, release: () => giveUp(lock) };
    }
    await sleep(100);
  }
}
