import { asc, eq } from "drizzle-orm";
import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enquiries, quoteRequestLines } from "~/database/schema";
import { es, quoteListEs } from "~/i18n/es";
import { quoteListEn, quoteListZh } from "~/i18n/quote-list";
import { accessibilityViolations } from "../support/accessibility";
import { baseUrl, browser, database, dataDir, hydrated, randomVisitorAddress, setUpJourneys, signedInPage } from "../support/browser";
import { waitForMail } from "../support/mail";

setUpJourneys();

/** A buyer's browser of its own, from an address of its own, so no flood limit of another test applies. */
async function buyerPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1280, height: 900 },
    ...options,
    extraHTTPHeaders: { "x-forwarded-for": randomVisitorAddress() },
  });
  return { context, page: await context.newPage() };
}

/** A card's button, named with its product for those who hear it (the name's parts are read with a pause between them). */
const cardButton = (text: typeof quoteListEn, product: string) => new RegExp(`^${text.add}\\s*: ${product}$`);

const figure = (page: Page, label: string) => page.locator(`[data-plan-figure="${label}"]`).textContent();

/** A line's summary as read, the no-break spaces that hold a figure to its unit read as spaces. */
const summaryOf = async (line: Locator) => (await line.locator("[data-line-summary]").textContent())?.replaceAll("\u00a0", " ");

async function requestQuote(page: Page, text: typeof quoteListEn, company: string) {
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: text.request.send }) });
  await form.getByLabel(text.request.company).fill(company);
  await form.getByLabel(text.request.country).selectOption("DE");
  await form.getByLabel(text.request.port).fill("Hamburg");
  await form.getByRole("radio", { name: text.request.incoterms.CFR }).check();
  return form;
}

describe("the buyer's quote list", () => {
  it("shows each line's photo beside its text on a desktop, whether the photo has an AVIF source or not", async () => {
    const { context, page } = await buyerPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    // Carrara White's demo photo has AVIF files, Calacatta Gold's only WebP.
    await context.addCookies([
      {
        name: "quartz_quote",
        value: "carrara-white:20:3050x1440:polished:100:m|calacatta-gold:20:3200x1600:polished:24:s",
        url: baseUrl(),
      },
    ]);
    await page.goto("/quote-list");
    const lines = page.locator("[data-quote-region=lines] li");
    expect(await lines.count()).toBe(2);
    expect(await lines.nth(0).locator('source[type="image/avif"]').count()).toBe(1);
    expect(await lines.nth(1).locator('source[type="image/avif"]').count()).toBe(0);
    for (const line of await lines.all()) {
      const photo = (await line.locator("img").boundingBox())!;
      const title = (await line.getByRole("heading", { level: 2 }).boundingBox())!;
      expect(photo.width).toBeGreaterThan(100);
      // Side by side: the text starts right of the photo, level with it.
      expect(title.x).toBeGreaterThanOrEqual(photo.x + photo.width);
      expect(title.y).toBeLessThan(photo.y + photo.height);
      expect(title.y + title.height).toBeGreaterThan(photo.y);
    }
    await context.close();
  });

  it("works without JavaScript in Spanish: add from a product page and a card, change a line, plan for the port, send, and the owner reads it", async () => {
    const text = quoteListEs;
    const email = `quote.nojs.${Date.now()}@example.com`;
    const { context, page } = await buyerPage(browser, { javaScriptEnabled: false });
    await page.goto("/es/product/calacatta-gold");
    const panel = page.getByRole("region", { name: text.addHeading });
    await panel.getByRole("radio", { name: "30 mm" }).check();
    await panel.getByRole("radio", { name: /3050 × 1440/ }).check();
    await panel.getByLabel(text.quantity).fill("20");
    await panel.getByRole("button", { name: text.add }).click();
    await page.waitForURL("**/es/quote-list");
    await page.getByRole("heading", { name: text.title, level: 1 }).waitFor();
    const first = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Calacatta Gold" }) });
    expect(await summaryOf(first)).toMatch(/^30 mm · 3050 × 1440 mm · .+ · 20 tablas · 87,84 m²$/);

    // A card's button adds the product as offered first, the usual bundle of 2 cm slabs.
    await page.goto("/es/brand-center");
    await page.getByRole("button", { name: cardButton(text, "Pure White") }).click();
    await page.waitForURL("**/es/quote-list");
    const second = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Pure White" }) });
    expect(await summaryOf(second)).toContain("20 mm · 3200 × 1600 mm");
    expect(await summaryOf(second)).toContain("8 tablas");

    await second.getByLabel(text.quantity).fill("100");
    await second.getByLabel(text.unit).selectOption("m2");
    await second.getByRole("button", { name: text.update }).click();
    await page.waitForURL("**/es/quote-list");
    expect(await summaryOf(second)).toContain("20 tablas · 102,40 m²");

    // A quantity over the bound is refused with the reason in the page's language, and nothing changes.
    await second.getByLabel(text.quantity).fill("6000");
    await second.getByLabel(text.unit).selectOption("slab");
    await second.getByRole("button", { name: text.update }).click();
    await page.getByRole("alert").getByText("Indique un número entero de tablas hasta 5000").waitFor();
    expect(await summaryOf(second)).toContain("20 tablas");

    await page.getByRole("radio", { name: text.plan.routes.port("27") }).check();
    await page.getByRole("button", { name: text.plan.show }).click();
    await page.waitForURL("**/es/quote-list?limit=port**");
    // 20 slabs of 3 cm in three bundles of at most 7, 20 of 2 cm in two of at most 11.
    expect(await figure(page, text.plan.containers)).toBe("1");
    expect(await figure(page, text.plan.bundles)).toBe("5");

    // Sent without a company: the form says what is missing, in Spanish, and keeps what was typed.
    const form = await requestQuote(page, text, "");
    await form.getByLabel(es.contact.firstName).fill("Lucía");
    await form.getByLabel(es.contact.lastName).fill("García");
    await form.getByLabel(es.contact.email).fill(email);
    await form.getByLabel(text.request.company).evaluate((input: HTMLInputElement) => input.removeAttribute("required"));
    await form.getByRole("button", { name: text.request.send }).click();
    await page.getByText(text.errors.companyRequired).waitFor();
    expect(await page.getByLabel(es.contact.email).inputValue()).toBe(email);

    await page.getByLabel(text.request.company).fill("Piedras del Norte SL");
    await page.getByRole("button", { name: text.request.send }).click();
    const confirmation = page.getByRole("status").filter({ hasText: text.request.next });
    const sent = (await confirmation.textContent()) ?? "";
    const number = Number(/n\.º (\d+)/.exec(sent)?.[1]);
    expect(number).toBeGreaterThan(1000);

    const [stored] = await database.db.select().from(enquiries).where(eq(enquiries.email, email));
    // The port's limit the plan was drawn under, carried by the form from the page's address.
    expect(stored).toMatchObject({
      source: "quote",
      requestNumber: number,
      company: "Piedras del Norte SL",
      country: "DE",
      destinationPort: "Hamburg",
      incoterm: "CFR",
      language: "es",
      cargoLimitKg: 27_000,
    });
    const lines = await database.db
      .select()
      .from(quoteRequestLines)
      .where(eq(quoteRequestLines.enquiryId, stored!.id))
      .orderBy(asc(quoteRequestLines.position));
    expect(
      lines.map(({ productTitle, thicknessMm, lengthMm, slabs, quantity, unit }) => ({
        productTitle,
        thicknessMm,
        lengthMm,
        slabs,
        quantity,
        unit,
      })),
    ).toEqual([
      { productTitle: "Calacatta Gold", thicknessMm: 30, lengthMm: 3050, slabs: 20, quantity: 20, unit: "slab" },
      { productTitle: "Pure White", thicknessMm: 20, lengthMm: 3200, slabs: 20, quantity: 100, unit: "m2" },
    ]);
    // The owners' notification, which links to the request's pricing page (the buyer gets a confirmation of their own).
    const mail = await waitForMail(dataDir(), `/dashboard/quotes/${stored!.id}`);
    expect(mail).toContain("Form source: Quote list");
    expect(mail).toContain("Destination: CFR Hamburg");
    // The mail is quoted-printable: its ASCII parts read as written.
    expect(mail).toMatch(/2\. Pure White, 20 mm, 3200 .+ 1600 mm, Polished: 20 slabs \(102\.40 m.+, asked as 100 m/);

    // The list is emptied for a new one.
    await page.goto("/es/quote-list");
    await page.getByText(text.empty).waitFor();
    await context.close();

    const owner = await signedInPage(browser, { path: `/dashboard?q=${encodeURIComponent(email)}` });
    const card = owner.page.getByRole("listitem", { name: "Lucía García" });
    const request = card.getByRole("region", { name: `询价单 ${number} 号` });
    await request.getByText("CFR Hamburg").waitFor();
    expect(await request.getByRole("row").count()).toBe(3);
    await request.getByText("客户填写 100 平方米").waitFor();
    await owner.context.close();
  });

  it("with JavaScript: adding stays on the page and counts the list, and the plan follows each change as it is made", async () => {
    const text = quoteListEn;
    const { context, page } = await buyerPage(browser);
    await page.goto("/brand-center");
    await hydrated(page);
    const start = page.url();
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pure White" }) });
    await card.getByRole("button", { name: cardButton(text, "Pure White") }).click();
    await card.getByRole("status").getByText(text.added).waitFor();
    expect(page.url()).toBe(start);
    const count = page.locator("[data-quote-count]");
    expect(await count.textContent()).toBe("1");

    await page.goto("/product/calacatta-gold");
    await hydrated(page);
    expect(await count.textContent()).toBe("1");
    const panel = page.getByRole("region", { name: text.addHeading });
    await panel.getByLabel(text.quantity).fill("40");
    await panel.getByRole("button", { name: text.add }).click();
    await panel.getByRole("status").getByRole("link", { name: text.view }).waitFor();
    expect(await count.textContent()).toBe("2");

    await page.getByRole("link", { name: `${text.navLink} 2`, exact: true }).click();
    await page.waitForURL("**/quote-list");
    await hydrated(page);
    // A reload would lose this mark: the changes below must all happen without one.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    expect(await figure(page, text.plan.containers)).toBe("1");
    expect(await figure(page, text.plan.bundles)).toBe("5");

    const calacatta = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Calacatta Gold" }) });
    await calacatta.getByLabel(text.quantity).fill("100");
    // 108 slabs of 2 cm weigh 27 t: two containers inland.
    await page.waitForFunction(() => document.querySelector('[data-plan-figure="Containers"]')?.textContent === "2");
    await calacatta.locator("[data-line-summary]").getByText("100 slabs").waitFor();
    // The field being typed in keeps the focus through the redraw.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("quote-line-1-quantity");

    await calacatta.getByLabel("Thickness").selectOption("30");
    await calacatta
      .locator("[data-line-summary]")
      .getByText(/^30 mm/)
      .waitFor();

    await page.getByRole("radio", { name: text.plan.routes.port("27") }).check();
    await page.waitForURL("**/quote-list?limit=port**");
    await page.locator("[data-plan-hint]").waitFor();

    await page.getByRole("button", { name: text.removeLine("Pure White") }).click();
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Pure White" }) })
      .waitFor({ state: "detached" });
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  it("is in Chinese on the Chinese pages, and a list with a product gone says so and leaves it out of the plan", async () => {
    const text = quoteListZh;
    const { context, page } = await buyerPage(browser, { javaScriptEnabled: false });
    await context.addCookies([
      {
        name: "quartz_quote",
        value: "calacatta-gold:20:3200x1600:polished:12:s|calacatta-gold:25:3200x1600:polished:5:s|no-such-slab:20:3200x1600::3:s",
        url: baseUrl(),
      },
    ]);
    await page.goto("/quote-list-zh");
    await page.getByRole("heading", { name: text.title, level: 1 }).waitFor();
    expect(
      await page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2 }) })
        .count(),
    ).toBe(2);
    await page.getByText(text.unavailable).waitFor();
    expect(await figure(page, text.plan.bundles)).toBe("2");

    // Only the list's own page reads the cookie: every other page stays one for all visitors, kept in the page cache.
    const productPage = () => page.request.get("/product-zh/calacatta-gold");
    await productPage();
    expect((await productPage()).headers()["x-page-cache"]).toBe("hit");
    const list = await page.request.get("/quote-list-zh");
    expect(list.headers()["cache-control"]).toBe("private, no-store");
    // Made around this visitor's own list from the page the cache keeps for everyone, and never kept whole.
    expect(list.headers()["x-page-cache"]).toBe("shell");
    await context.close();
  });
});
