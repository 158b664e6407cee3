import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPostgresDatabase } from "../support/database";
import type { JourneyServer } from "../support/journey-servers";
import { startBuiltServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    journeyServers: JourneyServer[];
    journeyLeases: string;
  }
}

/**
 * Seeded production servers for the browser journeys, one per journey file that may run at the same time
 * (tests/support/journey-servers.ts), so files running side by side never see each other's changes. One per
 * worker: with fewer, a journey file that found every server taken held its worker idle while it waited. They run on
 * PostgreSQL so the tests can look at what a journey stored while the server runs (an embedded PGlite folder has
 * one owner).
 */
export default async function setup(project: TestProject) {
  const started = await Promise.all(
    Array.from({ length: project.globalConfig.maxWorkers }, async () => {
      const database = await createPostgresDatabase();
      const server = await startBuiltServer({ DATABASE_URL: database.url });
      return { database, server };
    }),
  );
  const leases = mkdtempSync(path.join(tmpdir(), "quartz-journey-leases-"));
  project.provide(
    "journeyServers",
    started.map(({ database, server }) => ({ baseUrl: server.baseUrl, dataDir: server.dataDir, databaseUrl: database.url })),
  );
  project.provide("journeyLeases", leases);
  return async () => {
    await Promise.all(
      started.map(async ({ database, server }) => {
        await server.stop();
        await database.drop();
      }),
    );
    rmSync(leases, { recursive: true, force: true });
  };
}
