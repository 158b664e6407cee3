import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export type JourneyServer = { baseUrl: string; dataDir: string; databaseUrl: string };

/**
 * How many journey files run at once, each on a server of its own: two keep this 2-core machine's cores busy
 * beside the integration tests (vitest.config.ts), and a file never shares its server with one running beside it.
 */
export const JOURNEY_SERVERS = 2;

function holderAlive(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(path.join(lock, "pid"), "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes a server no other running journey file holds (a directory created atomically is the lease, with the
 * holder's process id so a crashed worker's lease is taken over), waiting for one when all are taken.
 * Returns it and the function that gives it back.
 */
export async function leaseJourneyServer(servers: JourneyServer[], leases: string): Promise<{ server: JourneyServer; release: () => void }> {
  for (;;) {
    for (const [index, server] of servers.entries()) {
      const lock = path.join(leases, String(index));
      try {
        mkdirSync(lock);
      } catch {
        if (holderAlive(lock)) continue;
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      return { server, release: () => rmSync(lock, { recursive: true, force: true }) };
    }
    await sleep(100);
  }
}
