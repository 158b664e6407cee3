import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, quotes } from "~/database/schema";
import { adminEnquiryInboxZh } from "~/i18n/admin-enquiry-inbox";
import { adminQuoteRequestsZh } from "~/i18n/admin-quote-requests";
import { adminQuotesZh } from "~/i18n/admin-quotes";
import { quoteDocumentEs, quoteListEs } from "~/i18n/es";
import { quoteReference } from "~/modules/quotes/quote-document";
import { numberFormat, tonnesFormat } from "~/modules/quotes/quote-list-texts";
import { browser, hydrated, setUpJourneys, signedInPage } from "../support/browser";
import { quoteJourneyServer, requestQuoteFromList } from "../support/quote-journeys";

setUpJourneys();

/**
 * One Spanish buyer's quote walked to its end, every step through the pages its user would use: the list planned by
 * rail, the request, the owner's preview and send, a change asked, the second version, the first version's link
 * leading to it, the acceptance, and what the owner sees after each step. The steps are the story, in order.
 */
const journeyServer = quoteJourneyServer();
const { visitorPage, mailsTo, mailContaining } = journeyServer;

const owner = adminQuotesZh;
const quotesScreen = adminQuoteRequestsZh;
const railLimit = numberFormat("es").format(21_500);

describe("a Spanish buyer's quote from the list to the acceptance", () => {
  const story = { email: `lucia.${Date.now()}@example.com`, id: "", number: "", quoteNumber: "", firstLink: "" };

  it("the buyer plans 40 slabs by rail and asks for a quote; the request keeps the rail limit and is confirmed to them", async () => {
    const { context, page } = await visitorPage(browser);
    const rail = quoteListEs.plan.routes.rail(tonnesFormat("es").format(21.5));
    await requestQuoteFromList(
      page,
      "es",
      { productId: "calacatta-gold", slabs: 40, routeLabel: rail, limitKg: 21_500 },
      {
        company: "Piedras del Norte SL",
        country: "ES",
        port: "Valencia",
        incoterm: "CIF",
        firstName: "Lucía",
        lastName: "García",
        email: story.email,
      },
    );
    await context.close();

    const [stored] = await journeyServer.database.db.select().from(enquiries).where(eq(enquiries.email, story.email));
    expect(stored).toMatchObject({ source: "quote", language: "es", cargoLimitKg: 21_500 });
    story.id = stored!.id;
    story.number = String(stored!.requestNumber);
    const confirmation = await mailContaining(story.email, quoteListEs.request.confirmation.received(story.number));
    expect(confirmation.text).toContain(quoteListEs.request.confirmation.cargoLimit(quoteListEs.plan.kilograms(railLimit)));
  });

  it("the owner finds it among the quotes as requested, starts from the buyer's rail limit, previews, and one click sends it", async () => {
    const { context, page } = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl });
    await page.getByRole("link", { name: quotesScreen.tab, exact: true }).click();
    const row = page.locator(`[data-quote-request="${story.number}"]`);
    await row.getByText(quotesScreen.states.requested).waitFor();
    await row.getByRole("link", { name: quotesScreen.priceIt }).click();
    await page.waitForURL(`**/dashboard/quotes/${story.id}`);
    await hydrated(page);
    const form = page.locator("form#quote-pricing-form");
    expect(await form.getByRole("radio", { name: new RegExp(`^${owner.routes.rail}`) }).isChecked()).toBe(true);
    await form.getByLabel(`${owner.unitPrice}: Calacatta Gold 20 mm`).fill("45.50");
    await form.getByLabel(owner.freight).fill("1,500");
    await form.getByLabel(owner.insurance).fill("40");
    await form.getByRole("button", { name: owner.preview }).click();
    const preview = page.locator("[data-quote-preview]");
    await preview.waitFor();
    // Previewed, not sent: the buyer has nothing yet but the request's confirmation.
    expect(mailsTo(story.email)).toHaveLength(1);
    const [draft] = await journeyServer.database.db.select().from(quotes).where(eq(quotes.enquiryId, story.id));
    await preview.getByRole("button", { name: owner.send }).click();
    await page.getByText(owner.sent(draft!.number)).waitFor();
    const [sent] = await journeyServer.database.db.select().from(quotes).where(eq(quotes.enquiryId, story.id));
    expect(sent).toMatchObject({ version: 1, status: "sent", cargoLimitKg: 21_500, language: "es" });
    story.quoteNumber = sent!.number;
    story.firstLink = /(\/es\/quote\/[0-9a-f]{64})/.exec((await mailContaining(story.email, "/es/quote/")).text)![1]!;

    await page.goto("/dashboard/quotes");
    await row.getByText(quotesScreen.states.quoted).waitFor();
    await context.close();
  });

  it("the buyer asks for changes; the owner reads them and sends a second version, which the first version's link leads to", async () => {
    const buyer = await visitorPage(browser, { javaScriptEnabled: false });
    await buyer.page.goto(story.firstLink);
    await buyer.page.locator('section[aria-labelledby="quote-plan"]').getByText(quoteDocumentEs.kilograms(railLimit)).waitFor();
    const changes = "Por favor, coticen 48 tablas con un mejor precio.";
    await buyer.page.getByLabel(quoteDocumentEs.answer.changesLabel).fill(changes);
    await buyer.page.getByRole("button", { name: quoteDocumentEs.answer.askChanges }).click();
    await buyer.page
      .getByRole("status")
      .getByText(/Pidió cambios/)
      .waitFor();
    expect(await buyer.page.getByRole("button", { name: quoteDocumentEs.answer.accept }).count()).toBe(0);

    const { context, page } = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl, path: "/dashboard/quotes" });
    await page.locator(`[data-quote-request="${story.number}"]`).getByText(quotesScreen.states["changes-asked"]).waitFor();
    await page.goto(`/dashboard/quotes/${story.id}`);
    await hydrated(page);
    expect(await page.locator("[data-quote-response]").textContent()).toContain(changes);
    const form = page.locator("form#quote-pricing-form");
    const firstValidity = (await journeyServer.database.db.select().from(quotes).where(eq(quotes.enquiryId, story.id)))[0]!.validUntil;
    expect(await form.getByLabel(owner.validUntil).inputValue()).toBe(firstValidity);
    await form.getByLabel(`${owner.unitPrice}: Calacatta Gold 20 mm`).fill("43.00");
    await form.getByRole("button", { name: owner.preview }).click();
    await page.locator("[data-quote-preview]").getByRole("button", { name: owner.send }).click();
    await page.getByText(owner.sent(quoteReference(story.quoteNumber, 2))).waitFor();
    await context.close();

    const versions = await journeyServer.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.enquiryId, story.id))
      .orderBy(asc(quotes.version));
    expect(versions.map(({ version, status, validUntil }) => ({ version, status, validUntil }))).toEqual([
      { version: 1, status: "superseded", validUntil: firstValidity },
      { version: 2, status: "sent", validUntil: firstValidity },
    ]);

    await buyer.page.goto(story.firstLink);
    const replaced = buyer.page.getByRole("status").filter({ hasText: quoteDocumentEs.answer.seeNewest });
    await replaced.getByRole("link", { name: quoteDocumentEs.answer.seeNewest }).click();
    await buyer.page
      .getByRole("heading", { level: 1, name: quoteDocumentEs.documentTitle(quoteReference(story.quoteNumber, 2)) })
      .waitFor();
    await buyer.context.close();
  });

  it("the buyer accepts the second version: confirmed to them, the request accepted and won, and nothing more to send", async () => {
    const buyer = await visitorPage(browser, { javaScriptEnabled: false });
    await buyer.page.goto(`${story.firstLink}?version=newest`);
    await buyer.page.getByRole("button", { name: quoteDocumentEs.answer.accept }).click();
    await buyer.page
      .getByRole("status")
      .getByText(/Aceptó esta cotización/)
      .waitFor();
    await buyer.context.close();
    const [, second] = await journeyServer.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.enquiryId, story.id))
      .orderBy(asc(quotes.version));
    expect(second).toMatchObject({ status: "accepted" });
    // The acceptance's subject up to the company's name, which the owner's details give.
    const acceptedSubject = quoteDocumentEs.mail.accepted.subject(quoteReference(story.quoteNumber, 2), "\u0000").split("\u0000")[0]!;
    await expect
      .poll(() => mailsTo(story.email).some((mail) => mail.header("subject")?.startsWith(acceptedSubject)), { timeout: 20_000 })
      .toBe(true);
    // The request's confirmation, v1, the change request's confirmation, v2 and the acceptance's: one mail each.
    await expect.poll(() => mailsTo(story.email).length, { timeout: 20_000 }).toBe(5);

    const { context, page } = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl, path: "/dashboard/quotes" });
    await page.locator(`[data-quote-request="${story.number}"]`).getByText(quotesScreen.states.accepted).waitFor();
    await page.goto(`/dashboard?q=${encodeURIComponent(story.email)}`);
    // One card for the request, whatever mails its story gathered, and it has moved on to won.
    expect(await page.getByRole("listitem", { name: "Lucía García" }).count()).toBe(1);
    await page.locator('[data-enquiry-status="won"]').getByText(adminEnquiryInboxZh.statuses.won).waitFor();
    await page.goto(`/dashboard/quotes/${story.id}`);
    expect(await page.getByRole("button", { name: owner.preview }).count()).toBe(0);
    expect(await page.getByRole("button", { name: owner.send }).count()).toBe(0);
    await context.close();
  });
});
