import AxeBuilder from "@axe-core/playwright";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, browser, setUpJourneys } from "../support/browser";

setUpJourneys();

let productPath: string;
let categoryPath: string;
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl()}/brand-center`)).text();
  productPath = html.match(/href="(\/product\/[^"]+)"/)![1]!;
  categoryPath = html.match(/href="(\/brand-center\?category=[^"]+)"/)![1]!.replaceAll("&amp;", "&");
});

const chineseTwin = (path: string) => path.replace(/^\/([a-z-]+)/, "/$1-zh");

/** Every public page a visitor reaches, in both languages; the sign-in pages exist in English only. */
const publicPages = () => {
  const english = [
    "/about-us",
    "/brand-center",
    categoryPath,
    productPath,
    "/news-center",
    "/contact-us",
    productPath.replace("/product/", "/contact-us/product/"),
  ];
  return [
    "/",
    "/zh",
    ...english,
    ...english.map(chineseTwin),
    "/contact-us/collection/spring-2026/en",
    "/contact-us/collection/spring-2026/zh",
    "/404",
    "/no-such-page-zh",
    "/login",
    "/forget-password",
  ];
};

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const devices = {
  phone: { viewport: { width: 375, height: 812 }, userAgent: IPHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/**
 * What Lighthouse's accessibility score counts: every WCAG 2.0–2.2 A and AA rule, the best practices
 * (heading order, landmarks, skip link…), and the label-in-name check axe keeps among its experimental rules.
 */
const LIGHTHOUSE_RULES = {
  runOnly: { type: "tag" as const, values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
  rules: { "label-content-name-mismatch": { enabled: true } },
};

describe.each(Object.entries(devices))("accessibility on a %s", (_device, options) => {
  it("finds no violation on any public page in either language", async () => {
    const failures: string[] = [];
    const context = await browser.newContext({ baseURL: baseUrl(), ...options });
    for (const path of publicPages()) {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: "networkidle" });
      const results = await new AxeBuilder({ page }).options(LIGHTHOUSE_RULES).analyze();
      for (const violation of results.violations) {
        failures.push(`${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
      }
      await page.close();
    }
    await context.close();
    expect(failures).toEqual([]);
  });
});
