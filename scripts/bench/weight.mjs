// Page weight: what a first visit with an empty cache downloads, measured in Chromium.
/** @import { Browser } from "playwright-core" */
import { launchChromium } from "../chromium.mjs";

export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  // A phone-sized Chrome: the device pixel ratio matters because it decides which srcset image is fetched.
  mobile: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  },
};

const COMPRESSION_THRESHOLD = 1024;

/**
 * @param {Record<string, string> | undefined} headers
 * @param {string} name
 */
const header = (headers, name) => Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1];

export async function launchBrowser() {
  return launchChromium({ fullBrowser: true });
}

/**
 * Loads one page in a fresh context (so nothing is cached) and sums what went over the wire.
 * Chrome would negotiate brotli; Accept-Encoding is pinned to gzip because the budget is stated in
 * gzipped bytes and the load test uses gzip too.
 * @param {Browser} browser
 * @param {string} url
 * @param {keyof typeof VIEWPORTS} viewportName
 */
export async function weighPage(browser, url, viewportName) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ ...VIEWPORTS[viewportName], extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
  try {
    /** @type {Set<string>} */
    const thirdParty = new Set();
    // Playwright's context events see every frame and worker, not just the main page's CDP target.
    context.on("request", (request) => {
      const requestUrl = new URL(request.url());
      if (requestUrl.protocol !== "data:" && requestUrl.protocol !== "blob:" && requestUrl.origin !== origin) thirdParty.add(request.url());
    });

    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    /** @type {Map<string, { url: string; type?: string; fromCache: boolean; status?: number; headerBytes?: number; contentEncoding?: string; transferBytes?: number; failed?: string }>} */
    const requests = new Map();
    cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
      if (request.url.startsWith("data:") || request.url.startsWith("blob:")) return;
      requests.set(requestId, { url: request.url, type, fromCache: false });
    });
    cdp.on("Network.requestServedFromCache", ({ requestId }) => {
      const entry = requests.get(requestId);
      if (entry) entry.fromCache = true;
    });
    cdp.on("Network.responseReceived", ({ requestId, response }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.status = response.status;
      entry.headerBytes = response.encodedDataLength;
      entry.contentEncoding = header(response.headers, "content-encoding") ?? "identity";
      if (response.fromDiskCache || response.fromPrefetchCache) entry.fromCache = true;
    });
    // encodedDataLength at the end is the exact number of bytes read from the socket, headers included.
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      const entry = requests.get(requestId);
      if (entry) entry.transferBytes = encodedDataLength;
    });
    cdp.on("Network.loadingFailed", ({ requestId, errorText }) => {
      const entry = requests.get(requestId);
      if (entry) entry.failed = errorText;
    });

    const response = await page.goto(url, { waitUntil: "networkidle", timeout: 30_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);

    // A page can ask for the same file twice (the favicon); the second copy comes from memory, not the network.
    const fetched = [...requests.values()].filter((entry) => !entry.fromCache);
    const scripts = fetched.filter((entry) => entry.type === "Script");
    const body = (/** @type {{ transferBytes?: number; headerBytes?: number }} */ entry) =>
      Math.max(0, (entry.transferBytes ?? 0) - (entry.headerBytes ?? 0));
    return {
      url,
      viewport: viewportName,
      requests: fetched.length,
      // JavaScript is counted as compressed payload, the way bundle budgets are usually stated.
      javascriptGzipBytes: scripts.reduce((sum, entry) => sum + body(entry), 0),
      javascriptFiles: scripts.length,
      // The compression middleware leaves bodies under its 1 KB threshold alone, which is fine.
      uncompressedScripts: scripts
        .filter((entry) => entry.contentEncoding !== "gzip" && body(entry) >= COMPRESSION_THRESHOLD)
        .map((entry) => entry.url),
      totalTransferBytes: fetched.reduce((sum, entry) => sum + (entry.transferBytes ?? 0), 0),
      failedRequests: fetched
        .filter((entry) => entry.failed || (entry.status ?? 0) >= 400)
        .map((entry) => `${entry.url} ${entry.failed ?? entry.status}`),
      thirdPartyRequests: [...thirdParty],
    };
  } finally {
    await context.close();
  }
}
