import { defineConfig } from "vitest/config";
import { shortLivedNodeFlags } from "./app/config/process-options.mjs";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Most integration and browser tests wait on a server, a database or Chromium in another process, so more
    // files than cores run at once (vitest's default on 2 cores is one file at a time). Each browser journey file
    // runs on a server of its own, one per worker (tests/e2e/global-setup.ts). A journey slows down beside the
    // others: the time limits are there to end a hung test, and leave room for a 2-core machine's busiest minute.
    maxWorkers: 3,
    // A worker runs its files one after another in one process, importing the app's modules once: a fresh process per
    // file spent more of a core importing them again than most files spend testing (docs/benchmarks/037-test-suite.md).
    // No test changes what another imports: the environment and the clock are set per test, and each file opens its
    // own databases and servers.
    isolate: false,
    // Much of a worker's work is the embedded database's WebAssembly, which V8's optimising compiler recompiles in
    // the background at a cost a test run never earns back: the integration project took much longer without
    // this flag (app/config/process-options.mjs, docs/benchmarks/037-test-suite.md).
    execArgv: shortLivedNodeFlags,
    // What a test waits for (a mail sent, a view written) comes from another process, which a busy machine can slow
    // well past expect.poll's default second.
    expect: { poll: { timeout: 20_000 } },
    // Each project inherits the options above (Vitest 5 makes `extends: true` the default for inline projects).
    projects: [
      {
        test: { name: "unit", include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"] },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
