import type { TestProject } from "vitest/node";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    databaseUrl: string;
  }
}

/**
 * One seeded production server for every browser journey. It runs on PostgreSQL so the tests can
 * look at what a journey stored while the server runs (an embedded PGlite folder has one owner).
 */
export default async function setup(project: TestProject) {
  const database = await createPostgresDatabase();
  const server = await startBuiltServer({ DATABASE_URL: database.url });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  project.provide("databaseUrl", database.url);
  return async () => {
    await server.stop();
    await database.drop();
  };
}
