import type { TestProject } from "vitest/node";
import { startBuiltServer } from "../support/server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** One seeded production server for every browser journey. */
export default async function setup(project: TestProject) {
  const server = await startBuiltServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
