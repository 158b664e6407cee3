import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { launchChromium } from "../../scripts/chromium.mjs";
import { leaseJourneyServer, type JourneyServer } from "./journey-servers";

/** The test file's Chromium and its connection to its server's database, set by `setUpJourneys`. */
export let browser: Browser;
export let database: DatabaseHandle;
let server: JourneyServer | undefined;

/**
 * A file that drives a server calls this once (or `setUpJourneys`): a server of the global set-up's that no file
 * running beside it uses, and a connection to that server's database, opened before its tests, closed after.
 */
export function setUpJourneyServer() {
  let release = () => {};
  // Long enough to wait while the files beside it hold every server.
  beforeAll(async () => {
    ({ server, release } = await leaseJourneyServer(inject("journeyServers"), inject("journeyLeases")));
    database = await connectToServerDatabase();
  }, 900_000);
  afterAll(async () => {
    await database?.close();
    release();
  });
}

/** The worker's Chromium of each kind, started by the first file that needs it and kept for the files after it. */
const chromiums = new Map<boolean, Browser>();

/**
 * Every browser journey file calls this once: its server (`setUpJourneyServer`) and the worker's Chromium, the
 * headless shell unless the file needs what only the full browser has (its PDF viewer). The file's browser contexts
 * close after it, so nothing it opened (a page whose slideshow still turns) runs on beside the next file; Chromium
 * itself ends with the worker.
 */
export function setUpJourneys({ fullBrowser = false }: { fullBrowser?: boolean } = {}) {
  setUpJourneyServer();
  beforeAll(async () => {
    const running = chromiums.get(fullBrowser);
    browser = running?.isConnected() ? running : await launchChromium({ fullBrowser });
    chromiums.set(fullBrowser, browser);
  });
  afterAll(() => Promise.all(browser?.contexts().map((context) => context.close()) ?? []));
}

function journeyServer(): JourneyServer {
  if (!server)
    throw new Error("setUpJourneys() gives the file its server before its tests run: call baseUrl() and dataDir() inside a test or hook");
  return server;
}

export const baseUrl = () => journeyServer().baseUrl;
export const dataDir = () => journeyServer().dataDir;

/**
 * A client address of its own for a journey that sends enquiries, so the per-address rate limit it
 * meets is its own: drawn from 198.18.0.0/15, where no test uses a fixed address.
 */
export const randomVisitorAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

/**
 * An error the page's scripts did not catch, or one React caught in an error boundary (which it logs),
 * is printed with the address, so a journey that fails on it shows why. Refused requests are the
 * journeys' own doing and stay quiet.
 */
function printPageErrors(page: Page) {
  page.on("pageerror", (error) => console.error(`Uncaught in the page at ${page.url()}:\n${error.stack ?? error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      console.error(`Logged by the page at ${page.url()}: ${message.text()}`);
  });
}

/** A fresh context per test; `javaScriptEnabled: false` checks the no-JavaScript path. */
export async function newPage(
  browser: Browser,
  options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number }; userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  printPageErrors(page);
  return { context, page };
}

/**
 * Waits until the page's scripts have taken over: React hydrated (dashboard, sign-in pages) or a public page's
 * enhancements started. Both mark <html data-hydrated="true">. A click before then can land on a form React is still
 * hydrating, and on a busy machine that submission was seen to go nowhere.
 */
export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/** A connection to the running server's database, to check what a journey stored. */
export async function connectToServerDatabase() {
  const { openDatabase } = await import("~/database/client.server");
  return openDatabase({ url: journeyServer().databaseUrl, dataDir: "" });
}

type SignInOptions = {
  clientIp?: string;
  viewport?: { width: number; height: number };
  javaScriptEnabled?: boolean;
  baseUrl?: string;
  /** The dashboard page to open (`/dashboard` unless given). */
  path?: string;
};

/** The cookies of the file's last sign-in on each server, which later tests of the file start from. */
const signedInStates = new Map<string, Awaited<ReturnType<BrowserContext["storageState"]>>>();

/**
 * A page on the dashboard (at `path`), signed in as the test administrator (of the shared server, or of the one at
 * `baseUrl`), from an address of the test's own (X-Forwarded-For is trusted from loopback), so the sign-in throttle of
 * one test never blocks another. The file's first call signs in through the login page; later ones start from its
 * session cookie, opening `path` at once, and sign in again when a test ended that session (signed out, changed the
 * password). A test that goes to its own page passes it as `path` rather than loading the dashboard's home first:
 * that load cost Chromium a quarter of a CPU-second each time (docs/benchmarks/053-test-suite-speed.md).
 */
export async function signedInPage(browser: Browser, options: SignInOptions = {}) {
  const { TEST_ADMIN } = await import("./server");
  const server = options.baseUrl ?? baseUrl();
  const path = options.path ?? "/dashboard";
  const clientIp = options.clientIp ?? `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({
    baseURL: server,
    viewport: options.viewport,
    javaScriptEnabled: options.javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": clientIp },
    storageState: signedInStates.get(server),
  });
  const page = await context.newPage();
  printPageErrors(page);
  if (signedInStates.has(server)) {
    await page.goto(path);
    if (new URL(page.url()).pathname === new URL(path, server).pathname) return { context, page };
  }
  await page.goto("/login");
  await page.getByLabel(/^Email Address/).fill(TEST_ADMIN.email);
  await page.getByLabel(/^Password/).fill(TEST_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  // By path: the login page's own address can end in "/dashboard" (its `redirectTo`), which a glob would match at once.
  await page.waitForURL((url) => url.pathname === "/dashboard");
  // The address changes before React has drawn the dashboard in place of the login form, in the person's language.
  await page.getByRole("button", { name: "Login" }).waitFor({ state: "detached" });
  signedInStates.set(server, await context.storageState());
  if (path !== "/dashboard") await page.goto(path);
  return { context, page };
}

export const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute("aria-label");

/**
 * Runs Playwright's fake clock until the slideshow changes slide and returns how long that took, to within a step:
 * 250 ms by default, each step a round trip to the browser. `unchangedForMs` jumps that long at once first, and
 * fails if the slide changed within it.
 */
export async function runUntilSlideChanges(
  page: Page,
  limitMs: number,
  options: { stepMs?: number; unchangedForMs?: number } = {},
): Promise<number> {
  const { stepMs = 250, unchangedForMs = 0 } = options;
  const before = await activeSlide(page);
  if (unchangedForMs > 0) {
    await page.clock.runFor(unchangedForMs);
    if ((await activeSlide(page)) !== before) throw new Error(`the slide changed within ${unchangedForMs} ms`);
  }
  for (let elapsed = unchangedForMs; elapsed <= limitMs; elapsed += stepMs) {
    if ((await activeSlide(page)) !== before) return elapsed;
    await page.clock.runFor(stepMs);
  }
  throw new Error(`the slide did not change within ${limitMs} ms`);
}
