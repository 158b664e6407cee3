import { gzipSync } from "node:zlib";
import type { Response } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, browser, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

/** The budget for the JavaScript a public page loads (docs/requirements/additions.md#performance-budgets; docs/decisions/017-public-pages-without-hydration.md). */
const SCRIPT_BUDGET_GZIP_BYTES = 100 * 1024;

/** What each forbidden part of the React app leaves in a script: none may reach a public page. */
const FORBIDDEN = {
  "React DOM": /react-dom|__reactContainer|react\.transitional\.element/,
  "React Router": /__reactRouterContext|__reactRouterManifest|react-router/,
  zod: /ZodError|\$ZodType/,
  "message catalog": /Saide Quartz|Submission ID|This did not work/,
  dashboard: /\/dashboard\/|rich-text-editor|product-editor/,
};

let productId: string;
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl()}/brand-center`)).text();
  productId = html.match(/href="\/product\/([^"?]+)"/)![1]!;
});

const publicPaths = () => [
  "/",
  "/zh",
  `/product/${productId}`,
  `/product-zh/${productId}`,
  "/brand-center",
  "/brand-center-zh",
  "/contact-us",
  "/contact-us-zh",
  "/about-us",
  "/about-us-zh",
  "/news-center",
  "/news-center-zh",
];

describe("the scripts a public page loads", () => {
  it("are only the small enhancement scripts, within the budget, and the page's features still run", async () => {
    const { context, page } = await newPage(browser);
    const totals: string[] = [];
    for (const path of publicPaths()) {
      const responses: Response[] = [];
      const record = (response: Response) => {
        if (response.request().resourceType() === "script") responses.push(response);
      };
      page.on("response", record);
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      page.off("response", record);
      const scripts = await Promise.all(responses.map(async (response) => ({ url: response.url(), body: await response.body() })));

      expect(scripts.length, path).toBeGreaterThan(0);
      for (const script of scripts) expect(new URL(script.url).pathname, path).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
      for (const script of scripts) {
        for (const [part, trace] of Object.entries(FORBIDDEN))
          expect(trace.test(script.body.toString("utf8")), `${part} in ${script.url} on ${path}`).toBe(false);
      }
      const inlineScripts = await page.locator("script:not([src]):not([type='application/ld+json'])").count();
      expect(inlineScripts, `inline scripts on ${path}`).toBe(0);
      expect(await page.evaluate(() => "__reactRouterContext" in window), path).toBe(false);

      const gzipBytes = scripts.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
      expect(gzipBytes, path).toBeLessThanOrEqual(SCRIPT_BUDGET_GZIP_BYTES);
      totals.push(`${path}: ${scripts.length} scripts, ${(gzipBytes / 1024).toFixed(1)} KB gzip`);
    }
    console.info(totals.join("\n"));
    await context.close();
  });

  it("from the hydrated dashboard, a link to a public page loads that page as a document without React", async () => {
    const { context, page } = await signedInPage(browser);
    await page
      .getByRole("link", { name: /View site|查看网站/ })
      .first()
      .click();
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === "true" && !document.location.pathname.startsWith("/dashboard"),
    );
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await context.close();
  });
});
