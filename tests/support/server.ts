import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import path from "node:path";
import { serverEnvironment, serverNodeFlags, shortLivedNodeFlags } from "../../app/config/process-options.mjs";
import { dataDirAfterFirstStart } from "./database";

/** The administrator every test server starts with. */
export const TEST_ADMIN = { email: "admin@example.com", password: "correct horse battery staple" } as const;

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  /** What the server printed, line by line, when started with `captureOutput`. */
  output: { stdout: string[]; stderr: string[] };
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/**
 * Starts the built production server (`npm run build` first) on a free port with its own data directory, from
 * this checkout or the one at `cwd`. A data directory it makes holds what a first start would have made; given a
 * `DATA_DIR`, the server starts from that folder as it is (a first start, when it is empty). `publicHost` names the
 * host of its PUBLIC_URL (127.0.0.1 by default): passkeys need a domain, such as `localhost`, not an IP address.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  options: { captureOutput?: boolean; cwd?: string; publicHost?: string } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await dataDirAfterFirstStart("quartz-e2e-", { embeddedDatabase: !env.DATABASE_URL }));
  // A test's server lives for its file: the short-lived flags spare the cores V8's background recompiling.
  const child = spawn(process.execPath, [...serverNodeFlags, ...shortLivedNodeFlags, "server.js"], {
    cwd: options.cwd ?? path.resolve(import.meta.dirname, "../.."),
    env: {
      ...process.env,
      ...serverEnvironment,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://${options.publicHost ?? "127.0.0.1"}:${port}`,
      DATA_DIR: dataDir,
      OWNER_EMAILS: "owner-one@example.com,owner-two@example.com",
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      LOG_LEVEL: "silent",
      // A test's pages ask for rooms as a buyer's do, and drawing them takes seconds of a core each: only a test about them draws them.
      COMPOSE_ROOMS: "false",
      // Drawing every language's brochures takes a core for a minute: a test about them asks for the one it needs.
      BUILD_BROCHURES: "false",
      ...env,
    },
    stdio: ["ignore", options.captureOutput ? "pipe" : "inherit", options.captureOutput ? "pipe" : "inherit"],
  });
  const output = { stdout: [] as string[], stderr: [] as string[] };
  for (const stream of ["stdout", "stderr"] as const) {
    createInterface({ input: child[stream] ?? Readable.from([]) }).on("line", (line) => output[stream].push(line));
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not become healthy within 120 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        // A server that had to be forced out lost what it held (page views not yet written): the test must not pass on that.
        const code = await exited;
        if (code !== 0) throw new Error(`the server exited with code ${code} when asked to stop`);
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
