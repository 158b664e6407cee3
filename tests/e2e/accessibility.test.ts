import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityViolations } from "../support/accessibility";
import { baseUrl, browser, setUpJourneys } from "../support/browser";

setUpJourneys();

let productPath: string;
let categoryPath: string;
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl()}/brand-center`)).text();
  productPath = html.match(/href="(\/product\/[^"]+)"/)![1]!;
  categoryPath = html.match(/href="(\/brand-center\?category=[^"]+)"/)![1]!.replaceAll("&amp;", "&");
});

/** Every public page a visitor reaches, in both languages (the sign-in pages exist in English only); {…} is filled in from the catalogue. */
const publicPages = [
  "/",
  "/zh",
  "/about-us",
  "/about-us-zh",
  "/brand-center",
  "/brand-center-zh",
  "{category}",
  "{product}",
  "{product-zh}",
  "/news-center",
  "/news-center-zh",
  "/contact-us",
  "/contact-us-zh",
  "{contact-product}",
  "{contact-product-zh}",
  "/contact-us/collection/calacatta-series/en",
  "/contact-us/collection/calacatta-series/zh",
  "/404",
  "/no-such-page-zh",
  "/login",
  "/forget-password",
];

const resolve = (page: string) =>
  ({
    "{category}": categoryPath,
    "{product}": productPath,
    "{product-zh}": productPath.replace("/product/", "/product-zh/"),
    "{contact-product}": productPath.replace("/product/", "/contact-us/product/"),
    "{contact-product-zh}": productPath.replace("/product/", "/contact-us-zh/product/"),
  })[page] ?? page;

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const devices = {
  phone: { viewport: { width: 375, height: 812 }, userAgent: IPHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

describe.each(Object.entries(devices))("accessibility on a %s", (_device, options) => {
  // One tab per device visits every page in turn, as a visitor does: a fresh context per page only repeated its start-up.
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ baseURL: baseUrl(), ...options });
    page = await context.newPage();
  });
  afterAll(() => context.close());

  it.each(publicPages)("finds no violation on %s", async (path) => {
    await page.goto(resolve(path), { waitUntil: "load" });
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

describe("the accessibility check itself", () => {
  it("names each fault of a page, only those within the part asked for, and refuses a page with a frame", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setContent('<html lang="en"><title>Faults</title><main><img src="data:,"><button></button></main></html>');
    expect(await accessibilityViolations(page)).toEqual(["button-name (button)", "image-alt (img)", "page-has-heading-one (html)"]);
    expect(await accessibilityViolations(page, "button")).toEqual(["button-name (button)"]);
    await page.setContent(
      '<html lang="en"><title>Framed</title><main><h1>Framed</h1><iframe title="Map" srcdoc="<p>map</p>"></iframe></main></html>',
    );
    await expect(accessibilityViolations(page)).rejects.toThrow(/has frames/);
    await context.close();
  });
});
