import { describe, expect, it } from "vitest";
import type { PublicMessages } from "~/i18n/en";
import { ar } from "~/i18n/ar";
import { es } from "~/i18n/es";
import { languageEntry } from "~/i18n/languages";
import { ru } from "~/i18n/ru";
import { specSheetText } from "~/i18n/catalogs";
import { demoProductTexts } from "~/modules/seed/demo-translations";
import { accessibilityViolations } from "../support/accessibility";
import { browser, hydrated, newPage, randomVisitorAddress, setUpJourneys } from "../support/browser";

setUpJourneys();

const withoutIsolates = (text: string) => text.replace(/\u2066|\u2069/g, "");

describe.each([
  ["es", es],
  ["ru", ru],
  ["ar", ar],
] as const)("a buyer reading %s", (language, messages: PublicMessages) => {
  const { tag } = languageEntry(language);

  it("browses, filters, searches, opens a product and its spec sheet, and sends an enquiry, all in the language and accessible", async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
    await context.setExtraHTTPHeaders({ "x-forwarded-for": randomVisitorAddress() });
    await page.goto(`/${language}`);
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: messages.nav.brandCenter, exact: true }).click();
    await page.waitForURL(`**/${language}/brand-center`);
    expect(await page.getAttribute("html", "lang")).toBe(tag);
    expect(await accessibilityViolations(page)).toEqual([]);

    const filters = page.getByRole("form", { name: messages.finding.filters });
    const firstColour = filters.getByRole("group", { name: messages.finding.kinds.colour }).getByRole("checkbox").first();
    const [, count] = /(\d+)\s*$/.exec(
      (await firstColour.getAttribute("aria-label")) ?? (await firstColour.locator("xpath=..").innerText()),
    )!;
    await firstColour.check();
    await page.waitForURL(/colour=/);
    await page
      .getByRole("status")
      .filter({ hasText: withoutIsolates(messages.finding.productCount(Number(count))) })
      .waitFor();

    // The buyer types the slab's name as their market writes it, and finds it under its name in the language.
    const query = { es: "calacatta", ru: "калакатта", ar: "كالاكاتا" }[language];
    await page.getByRole("banner").getByRole("searchbox", { name: messages.finding.searchLabel }).fill(query);
    await page.getByRole("banner").getByRole("searchbox").press("Enter");
    await page.waitForURL(/q=/);
    await page
      .getByRole("status")
      .filter({ hasText: withoutIsolates(messages.finding.resultsFor(query)) })
      .waitFor();
    await page
      .locator("section article")
      .getByRole("link", { name: demoProductTexts("calacatta-gold")[language]!.title })
      .first()
      .click();
    await page.waitForURL(`**/${language}/product/calacatta-gold`);
    await page.getByRole("navigation", { name: messages.product.breadcrumb }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const sheetLink = page.getByRole("link", { name: specSheetText(language).download });
    const sheet = await context.request.get(String(await sheetLink.getAttribute("href")));
    expect(sheet.headers()["content-type"]).toBe("application/pdf");

    await page.goto(`/${language}/contact-us`);
    await hydrated(page);
    const form = page.getByRole("main");
    await form.getByLabel(new RegExp(`^${messages.contact.firstName}`)).fill("Ana");
    await form.getByLabel(new RegExp(`^${messages.contact.lastName}`)).fill("Pérez");
    await form.getByLabel(new RegExp(`^${messages.contact.email}`)).fill(`journey-${language}@example.com`);
    await form.getByLabel(new RegExp(`^${messages.contact.message}`)).fill("20 slabs, please");
    await form.getByRole("button", { name: messages.contact.submit }).click();
    await page.getByText(messages.contact.success).waitFor();
    await page.getByText(messages.contact.answerLanguage).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
});
