import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/server";

/** `/healthz` is for load balancers and anyone else: yes or no, with the reason only in the server's log. */
describe("/healthz", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ LOG_LEVEL: "error" }, { captureOutput: true });
  }, 120_000);
  afterAll(() => server.stop());

  it("answers 200 ok while it works, and 503 unavailable naming no part once file storage breaks, logging which part", async () => {
    const healthy = await fetch(`${server.baseUrl}/healthz`);
    expect([healthy.status, await healthy.json()]).toEqual([200, { status: "ok" }]);

    const files = path.join(server.dataDir, "files");
    await rm(files, { recursive: true, force: true });
    // A plain file where the storage folder belongs: the storage can neither create nor write it.
    await writeFile(files, "");
    const broken = await fetch(`${server.baseUrl}/healthz`);
    expect([broken.status, await broken.json()]).toEqual([503, { status: "unavailable" }]);
    expect(server.output.stdout.join("\n")).toContain('"event":"healthz.storage"');
  });
});
