import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enquiries, products } from "~/database/schema";
import { ar, quoteDocumentAr, specSheetAr } from "~/i18n/ar";
import { withoutIsolates } from "~/i18n/bidi";
import { demoProductTexts } from "~/modules/seed/demo-translations";
import { readSetting, writeSetting } from "~/modules/site-settings/site-settings.server";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, newPage, setUpJourneys } from "../support/browser";
import { insertSentQuote } from "../support/sent-quote";

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
    const { en, zh } = demoProductTexts("concrete-grey");
    await database.db.update(products).set({ texts: { en, zh } }).where(eq(products.id, "concrete-grey"));
    try {
      await page.goto("/ar/product/concrete-grey");
      const description = page.locator('main div[lang="en"]');
      expect(await description.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    } finally {
      await database.db
        .update(products)
        .set({ texts: demoProductTexts("concrete-grey") })
        .where(eq(products.id, "concrete-grey"));
    }
    await page.goto("/ar/product/calacatta-gold");
    expect(await page.getByText(withoutIsolates(ar.product.size)).isVisible()).toBe(true);
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
    const withLetters = {
      ar: /^(Segoe UI|Noto Sans Arabic|Geeza Pro|DejaVu Sans)$/,
      ru: /^(Segoe UI|Roboto|Helvetica Neue|Arial|Liberation Sans|DejaVu Sans)$/,
    };
    for (const language of ["ar", "ru"] as const) {
      const { fonts, letters } = await fontsOf(`/${language}/about-us`);
      expect(fonts.length, language).toBeGreaterThan(0);
      for (const font of fonts) {
        expect(font.isCustomFont, language).toBe(false);
        expect(font.familyName, language).toMatch(withLetters[language]);
      }
      expect(
        fonts.reduce((sum, font) => sum + font.glyphCount, 0),
        language,
      ).toBeGreaterThanOrEqual(letters);
    }
  });
});

/**
 * Where each of `parts` begins across the screen, from the left, found in `element`'s text in that order: in the
 * order a reader sees them, whatever order the text stores them in.
 */
function leftEdges(element: Locator, parts: string[]): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts: Text[] = [];
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    let [node, from] = [0, 0];
    return wanted.map((part) => {
      for (; node < texts.length; [node, from] = [node + 1, 0]) {
        const at = texts[node]!.data.indexOf(part, from);
        if (at === -1) continue;
        from = at + part.length;
        const range = document.createRange();
        range.setStart(texts[node]!, at);
        range.setEnd(texts[node]!, at + part.length);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`"${part}" is not in "${root.textContent}"`);
    });
  }, parts);
}

const increasing = (values: number[]) => values.every((value, index) => index === 0 || value > values[index - 1]!);

describe("values that read left to right inside Arabic", () => {
  const SAUDI_PHONE = "+966 12 345 6789";
  const TERMS = "30% deposit by T/T, balance against copy of B/L";

  it("keep their order on the Arabic quote page: phone numbers as dialled, the owner's English terms as written", async () => {
    const company = await readSetting(database.db, "saideInfo");
    await writeSetting(database.db, "saideInfo", {
      ...company,
      phones: [SAUDI_PHONE],
      emails: ["sales@saide-quartz.cn"],
    });
    try {
      // A quote whose payment terms the owner wrote in English without marking them so, as a buyer's page met them.
      const token = Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join("");
      const [enquiry] = await database.db
        .insert(enquiries)
        .values({
          firstName: "سارة",
          lastName: "المنصوري",
          email: `bidi.${Date.now()}@example.com`,
          phone: SAUDI_PHONE,
          source: "quote",
          language: "ar",
          country: "SA",
          company: "حجر الخليج",
          destinationPort: "Jeddah",
          incoterm: "CIF",
          requestNumber: 700_000 + Math.floor(Math.random() * 90_000),
        })
        .returning({ id: enquiries.id });
      await insertSentQuote(database.db, {
        enquiryId: enquiry!.id,
        token,
        language: "ar",
        incoterm: "CIF",
        destinationPort: "Jeddah",
        paymentTerms: TERMS,
        pdfKey: "quotes/bidi-test.pdf",
      });

      const { context, page } = await newPage(browser, { viewport: LAPTOP });
      await page.goto(`/ar/quote/${token}`);
      expect(await page.getAttribute("html", "dir")).toBe("rtl");

      // The buyer's number, the company's on the letterhead and in the footer: each isolated left to right, and read
      // from the left as dialled, where a right-to-left line would show "6789 345 12 966+".
      const buyerPhone = page.getByRole("region", { name: quoteDocumentAr.buyer }).locator("bdi", { hasText: SAUDI_PHONE });
      const letterheadPhone = page.locator("[data-quote-letterhead] bdi", { hasText: SAUDI_PHONE });
      const footerPhone = page.locator('footer a[href^="tel:"]');
      for (const [where, phone] of [
        ["buyer", buyerPhone],
        ["letterhead", letterheadPhone],
        ["footer", footerPhone],
      ] as const) {
        expect(await phone.getAttribute("dir"), where).toBe("ltr");
        expect(await phone.evaluate((element) => getComputedStyle(element).unicodeBidi), where).toBe("isolate");
        expect(await phone.textContent(), where).toBe(SAUDI_PHONE);
        expect(increasing(await leftEdges(phone, ["+966", "12", "345", "6789"])), where).toBe(true);
      }
      expect(await page.locator('footer a[href^="mailto:"]').getAttribute("dir")).toBe("ltr");

      // The English terms read left to right in their own isolate: "30%" first, "B/L" last, not "deposit by T/T … B/L 30%".
      const terms = page.getByRole("region", { name: quoteDocumentAr.terms }).locator("dd bdi");
      expect(await terms.textContent()).toBe(TERMS);
      expect(await terms.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
      expect(increasing(await leftEdges(terms, ["30%", "deposit", "T/T", "balance", "B/L"]))).toBe(true);

      // The size reads length by width from the left, as the PDF prints it.
      const size = page
        .getByRole("region", { name: quoteDocumentAr.products })
        .locator('td bdi[dir="ltr"]', { hasText: "3200 × 1600" })
        .first();
      expect(increasing(await leftEdges(size, ["3200", "1600"]))).toBe(true);
      // Nothing invisible is left in the page's text for a buyer to copy along with a number.
      expect(await page.locator("main").evaluate((element) => /[\u2066-\u2069]/u.test(element.textContent ?? ""))).toBe(false);
      await context.close();
    } finally {
      await writeSetting(database.db, "saideInfo", company);
    }
  });

  it("keep their order in the Arabic product page's specifications: the inches, a Latin size name, ≤ 0.02 %", async () => {
    const { context, page } = await newPage(browser, { viewport: LAPTOP });
    await page.goto("/ar/product/calacatta-gold");
    const specifications = page.getByRole("region", { name: ar.stoneSpecifications.heading });
    const inches = specifications.locator('bdi[dir="ltr"]', { hasText: "126 × 63 in" });
    expect(increasing(await leftEdges(inches, ["126", "63", "in"]))).toBe(true);
    const absorption = specifications.locator("bdi", { hasText: "≤ 0.02%" });
    expect(await absorption.evaluate((element) => getComputedStyle(element).direction)).toBe("ltr");
    expect(increasing(await leftEdges(absorption, ["≤", "0.02", "%"]))).toBe(true);
    const size = page.locator("main li", { hasText: "126 × 63 in" }).locator('bdi[dir="ltr"]');
    expect(increasing(await leftEdges(size, ["126", "63", "in"]))).toBe(true);
    await context.close();
  });
});
