import { mkdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, posts } from "~/database/schema";
import { languages, type Language } from "~/i18n/languages";
import { pathOf } from "~/i18n/page-paths";
import { QUOTE_LIST_COOKIE } from "~/modules/quotes/quote-list-cookie";
import { encodeQuoteList } from "~/modules/quotes/quote-list";
import { baseUrl, browser, database, hydrated, newPage, setUpJourneys } from "../support/browser";
import { fitProblems } from "../support/page-fit";
import { insertSentQuote } from "../support/sent-quote";
import { postRow } from "../support/content-rows";

setUpJourneys();

/** A common laptop and a common phone. */
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** Set to a folder to keep a full-page screenshot of every page measured, to look at beside the measurements. */
const screenshots = process.env.PAGE_FIT_SCREENSHOTS;

const POST_SLUG = "page-fit-canton-fair";
/** A long title, as news titles are, in each language. */
const postTitles: Record<Language, string> = {
  en: "Saide Quartz at the Canton Fair: new Calacatta slabs in the Jumbo size",
  zh: "赛德石英石亮相广交会：全新卡拉卡塔大板",
  es: "Saide Quartz en la Feria de Cantón: nuevas tablas Calacatta en formato Jumbo",
  ru: "Saide Quartz на Кантонской ярмарке: новые слябы Calacatta формата Jumbo",
  ar: "سايد كوارتز في معرض كانتون: ألواح كالاكاتا جديدة بمقاس جامبو",
};
const paragraph = (text: string) => ({ type: "doc" as const, content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

/** A list of two kinds of slab, both in the Jumbo size whose name the phone's select once cut. */
const QUOTE_LIST = encodeQuoteList([
  { productId: "calacatta-gold", thicknessMm: 20, lengthMm: 3200, widthMm: 1600, finish: "polished", quantity: 24, unit: "slab" },
  { productId: "concrete-grey", thicknessMm: 30, lengthMm: 3200, widthMm: 1600, finish: "honed", quantity: 60, unit: "m2" },
]);
const QUOTE_TOKEN = "cd".repeat(32);
let enquiryId: string;

beforeAll(async () => {
  await database.db.insert(posts).values(
    postRow({
      slug: POST_SLUG,
      status: "published",
      publishedAt: new Date(Date.now() - 60_000),
      titleEn: postTitles.en,
      titleZh: postTitles.zh,
      summaryEn: "Our stand shows the new slabs.",
      summaryZh: "展位展出全新大板。",
      bodyEn: paragraph("Our stand shows the new slabs."),
      bodyZh: paragraph("展位展出全新大板。"),
      translations: {
        es: {
          title: postTitles.es,
          summary: "Nuestro stand muestra las nuevas tablas.",
          body: paragraph("Nuestro stand muestra las nuevas tablas."),
        },
        ru: { title: postTitles.ru, summary: "На нашем стенде новые слябы.", body: paragraph("На нашем стенде новые слябы.") },
        ar: { title: postTitles.ar, summary: "يعرض جناحنا الألواح الجديدة.", body: paragraph("يعرض جناحنا الألواح الجديدة.") },
      },
    }),
  );
  // A priced quote the buyer opens from the link in its mail.
  const [enquiry] = await database.db
    .insert(enquiries)
    .values({
      firstName: "Lucía",
      lastName: "Fernández",
      email: "page-fit@example.com",
      source: "quote",
      language: "es",
      country: "MX",
      company: "Mármoles del Norte",
      destinationPort: "Manzanillo",
      incoterm: "CIF",
      requestNumber: 700_000 + Math.floor(Math.random() * 90_000),
    })
    .returning({ id: enquiries.id });
  enquiryId = enquiry!.id;
  await insertSentQuote(
    database.db,
    {
      enquiryId,
      token: QUOTE_TOKEN,
      language: "es",
      incoterm: "CIF",
      destinationPort: "Manzanillo",
      pdfKey: "quotes/page-fit.pdf",
      freightMinor: 185_000,
      insuranceMinor: 4_210,
    },
    [
      {
        productId: "calacatta-gold",
        title: "Calacatta Gold",
        thicknessMm: 20,
        lengthMm: 3200,
        widthMm: 1600,
        finish: "Polished",
        slabs: 24,
        unitPriceMinor: 4_550,
        priceUnit: "m2",
      },
      {
        productId: "concrete-grey",
        title: "Concrete Grey",
        thicknessMm: 30,
        lengthMm: 3200,
        widthMm: 1600,
        finish: "Honed",
        slabs: 12,
        unitPriceMinor: 31_000,
        priceUnit: "slab",
      },
    ],
  );
});

afterAll(async () => {
  await database.db.delete(posts).where(eq(posts.slug, POST_SLUG));
  // Its quote and the quote's lines go with it.
  if (enquiryId) await database.db.delete(enquiries).where(eq(enquiries.id, enquiryId));
});

/** Every public page a buyer reads, by name, at its address in the language; the quote list once empty, once with lines. */
const publicPages = (language: Language) => [
  { name: "home", path: pathOf("home", language) },
  { name: "about", path: pathOf("about", language) },
  { name: "brand center, a category", path: `${pathOf("brandCenter", language)}?category=calacatta-series` },
  { name: "product", path: pathOf("product", language, { productId: "calacatta-gold" }) },
  { name: "news center", path: pathOf("newsCenter", language) },
  { name: "news post", path: pathOf("newsPost", language, { slug: POST_SLUG }) },
  { name: "contact", path: pathOf("contact", language) },
  { name: "quote list, empty", path: pathOf("quoteList", language), emptyList: true },
  { name: "quote list", path: pathOf("quoteList", language) },
  { name: "quote", path: pathOf("quote", language, { token: QUOTE_TOKEN }) },
  { name: "not found", path: pathOf("product", language, { productId: "no-such-slab" }), status: 404 },
];

const setQuoteList = (context: BrowserContext, value: string | null) =>
  value === null
    ? context.clearCookies({ name: QUOTE_LIST_COOKIE })
    : context.addCookies([{ name: QUOTE_LIST_COOKIE, value, url: baseUrl() }]);

/** The faults of each menu of the navbar opened in turn: the language menu, and on a phone the menu of the navbar's entries. */
async function openMenuProblems(page: Page) {
  const problems: string[] = [];
  for (const menu of await page.getByRole("banner").locator("details").all()) {
    if (!(await menu.isVisible())) continue;
    const summary = menu.locator("summary");
    const name = (await summary.getAttribute("aria-label")) ?? (await summary.innerText());
    await menu.evaluate((details: HTMLDetailsElement) => (details.open = true));
    for (const problem of await fitProblems(page, "header details[open] > ul")) problems.push(`menu "${name}" open: ${problem}`);
    await menu.evaluate((details: HTMLDetailsElement) => (details.open = false));
  }
  return problems;
}

/**
 * A tab per width, kept from language to language so the site's styles and scripts come from its cache after the first
 * page; `setUpJourneys` closes them after the file.
 */
const tabs = new Map<number, { context: BrowserContext; page: Page }>();
beforeAll(async () => {
  for (const viewport of VIEWPORTS) {
    const tab = await newPage(browser, { viewport });
    // The pages' timers wait on a paused clock: the slideshow stays on its first slide (no cross-fade measured
    // half-way) and the home page's contact prompt, which follows its third slide, never covers the page.
    const start = Date.now();
    await tab.page.clock.install({ time: start });
    await tab.page.clock.pauseAt(start + 1000);
    tabs.set(viewport.width, tab);
  }
});

/** What does not fit on each public page at one width, one line per fault naming the language, width, page and element. */
async function faultsAt(language: Language, viewport: { width: number; height: number }) {
  const { context, page } = tabs.get(viewport.width)!;
  const found: string[] = [];
  for (const { name, path: address, emptyList, status = 200 } of publicPages(language)) {
    await setQuoteList(context, emptyList ? null : QUOTE_LIST);
    const response = await page.goto(address, { waitUntil: "domcontentloaded" });
    expect(response?.status(), `${language} ${name} ${address}`).toBe(status);
    await hydrated(page);
    // The navbar is the same on every page: its menus are opened on the first.
    const problems = name === "home" ? [...(await fitProblems(page)), ...(await openMenuProblems(page))] : await fitProblems(page);
    found.push(...new Set(problems.map((problem) => `${language} at ${viewport.width} px, ${name} (${address}): ${problem}`)));
    if (screenshots) {
      mkdirSync(screenshots, { recursive: true });
      await page.screenshot({
        path: path.join(screenshots, `${language}-${viewport.width}-${name.replace(/\W+/g, "-")}.png`),
        fullPage: true,
      });
    }
  }
  return found;
}

describe("every public page", () => {
  it.each(languages)(
    "in %s fits a laptop's and a phone's screen: nothing wider than it, wrapped in the navbar, cut or overlapping",
    async (language) => {
      // Both widths side by side: each waits on the server or Chromium much of its time.
      const found = (await Promise.all(VIEWPORTS.map((viewport) => faultsAt(language, viewport)))).flat();
      // Every fault on its own line, as many as there are: a diff of a long list would show only its start.
      expect(found, `\n${found.join("\n")}\n`).toEqual([]);
    },
  );
});
