import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { products } from "~/database/schema";
import { ar, specSheetAr } from "~/i18n/ar";
import { demoProductTranslation } from "~/modules/seed/demo-translations";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, newPage, setUpJourneys } from "../support/browser";

setUpJourneys();

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

const arabicPages = ["/ar", "/ar/about-us", "/ar/brand-center", "/ar/product/calacatta-gold", "/ar/news-center", "/ar/contact-us"];

/** Where an element sits across the page: its left and right edges. */
const edges = async (page: Page, selector: string) => {
  const box = (await page.locator(selector).first().boundingBox())!;
  return { left: box.x, right: box.x + box.width };
};

describe("Arabic pages, right to left", () => {
  it("lay out from the right at 1366 and 390 px, with nothing wider than the screen", async () => {
    for (const viewport of [LAPTOP, PHONE]) {
      const { context, page } = await newPage(browser, { viewport });
      for (const path of arabicPages) {
        await page.goto(path);
        const label = `${path} at ${viewport.width} px`;
        expect(await page.getAttribute("html", "dir"), label).toBe("rtl");
        expect(await page.getAttribute("html", "lang"), label).toBe("ar");
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), label).toBeLessThanOrEqual(0);
        // The brand starts the navbar, so on a right-to-left page it sits at the right, its menus at the left.
        const brand = await edges(page, "header a[href='/ar']");
        const languageMenu = await edges(page, "header details summary");
        expect(brand.left, label).toBeGreaterThan(viewport.width / 2);
        expect(languageMenu.right, label).toBeLessThan(brand.left);
      }
      await context.close();
    }
  });

  it("lead the breadcrumbs from the right and point them left, and put the next slide's button on the left", async () => {
    const { context, page } = await newPage(browser, { viewport: LAPTOP });
    await page.goto("/ar/product/calacatta-gold");
    const crumbs = page.getByRole("navigation", { name: ar.product.breadcrumb }).getByRole("listitem");
    const home = (await crumbs.first().boundingBox())!;
    const current = (await crumbs.last().boundingBox())!;
    expect(home.x).toBeGreaterThan(current.x);
    const separator = page.getByRole("navigation", { name: ar.product.breadcrumb }).locator('li[aria-hidden="true"]').first();
    // Mirrored, so the ">" written in the markup points the way the trail reads.
    expect(await separator.evaluate((element) => getComputedStyle(element).scale)).toBe("-1 1");

    await page.goto("/ar");
    // A click before the slideshow's script has started lands on a button that does nothing yet.
    await hydrated(page);
    const previous = page.getByRole("button", { name: ar.home.previousSlide });
    const next = page.getByRole("button", { name: ar.home.nextSlide });
    expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
    const slide = () => page.locator('[aria-roledescription="slide"][data-active="true"]').getAttribute("aria-label");
    // Paused, so only the button turns the slide.
    await page.getByRole("button", { name: ar.home.pause }).click();
    const first = await slide();
    await next.click();
    await expect.poll(slide).not.toBe(first);
    await context.close();
  });

  it("show the owner's English text left to right inside the Arabic page, and pass the accessibility rules", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE });
    // A slab not written in Arabic: its English description reads left to right.
    await database.db.update(products).set({ translations: {} }).where(eq(products.id, "concrete-grey"));
    try {
      await page.goto("/ar/product/concrete-grey");
      const description = page.locator('main div[lang="en"]');
      expect(await description.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    } finally {
      await database.db.update(products).set({ translations: demoProductTranslation("concrete-grey") }).where(eq(products.id, "concrete-grey"));
    }
    await page.goto("/ar/product/calacatta-gold");
    expect(await page.getByText(ar.product.size).isVisible()).toBe(true);
    const sheet = page.getByRole("link", { name: specSheetAr.download });
    expect(await sheet.getAttribute("href")).toBe("/ar/product/calacatta-gold/spec-sheet.pdf");
    for (const path of arabicPages) {
      await page.goto(path);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it("draw Arabic, and Russian's Cyrillic, in fonts of the machine that have their letters, none fetched", async () => {
    // The fonts Chromium drew each heading with, as its DevTools report them.
    const fontsOf = async (path: string) => {
      const { context, page } = await newPage(browser);
      await page.goto(path);
      const session = await context.newCDPSession(page);
      await session.send("DOM.enable");
      await session.send("CSS.enable");
      const { root } = await session.send("DOM.getDocument");
      const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector: "main h1" });
      const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
      const text = (await page.locator("main h1").first().textContent())!;
      await context.close();
      return { fonts, letters: [...text.replace(/\s/g, "")].length };
    };
    // The families of the site's font stack (app.css) that have each script's letters.
    const withLetters = { ar: /^(Segoe UI|Noto Sans Arabic|Geeza Pro|DejaVu Sans)$/, ru: /^(Segoe UI|Roboto|Helvetica Neue|Arial|Liberation Sans|DejaVu Sans)$/ };
    for (const language of ["ar", "ru"] as const) {
      const { fonts, letters } = await fontsOf(`/${language}/about-us`);
      expect(fonts.length, language).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.isCustomFont, language).toBe(false);
        expect(font.familyName, language).toMatch(withLetters[language]);
      }
      expect(fonts.reduce((sum, font) => sum + font.glyphCount, 0), language).toBeGreaterThanOrEqual(letters);
    }
  });
});
