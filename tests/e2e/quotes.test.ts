import { describe, expect, it } from "vitest";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Locator } from "playwright-core";
import { enquiries, mailOutbox, media, quoteLines, quoteRequestLines, quotes } from "~/database/schema";
import { quoteDocumentAr, quoteListAr } from "~/i18n/ar";
import { isolate, withoutIsolates } from "~/i18n/bidi";
import { adminEnquiryInboxZh } from "~/i18n/admin-enquiry-inbox";
import { adminQuoteRequestsZh } from "~/i18n/admin-quote-requests";
import { adminQuoteSettingsZh } from "~/i18n/admin-quote-settings";
import { adminQuotesZh } from "~/i18n/admin-quotes";
import { languageNameIn } from "~/i18n/languages";
import { submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { readSetting, readVersionedDocument, writeDocument, writeSetting } from "~/modules/site-settings/site-settings.server";
import { formatDecimal } from "~/i18n/numbers";
import { formatMoney } from "~/modules/quotes/money";
import { quoteReference } from "~/modules/quotes/quote-document";
import { defaultQuoteSettings, quoteSettingsDocument } from "~/modules/quotes/quote-settings";
import { numberFormat, tonnesFormat } from "~/modules/quotes/quote-list-texts";
import { accessibilityViolations } from "../support/accessibility";
import { browser, hydrated, randomVisitorAddress, setUpJourneys, signedInPage } from "../support/browser";
import { pdfText } from "../support/pdf";
import { quoteJourneyServer, requestQuoteFromList } from "../support/quote-journeys";
import { parseMailWithAttachments } from "../support/smtp";
import { insertSentQuote } from "../support/sent-quote";

setUpJourneys();

const journeyServer = quoteJourneyServer();
const { visitorPage, mailsTo, mailContaining } = journeyServer;

const text = adminQuotesZh;

const COMPANY_AR = "شركة قوانغدونغ سايد للمواد الجديدة المحدودة";

/** The buyer's mails' subjects as sent: the quote's number isolated left to right and the company's name in its own direction (i18n/bidi.ts). */
const subjects = {
  sent: (reference: string) => quoteDocumentAr.mail.subject(isolate(reference), isolate(COMPANY_AR, "auto")),
  changesAsked: (reference: string) => quoteDocumentAr.mail.changesAsked.subject(isolate(reference), isolate(COMPANY_AR, "auto")),
  accepted: (reference: string) => quoteDocumentAr.mail.accepted.subject(isolate(reference), isolate(COMPANY_AR, "auto")),
};

/** The mails released to an address, sent or waiting to be: a previewed quote's mail is held until the owner sends it. */
const releasedTo = (email: string) =>
  journeyServer.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(and(sql`${mailOutbox.to} @> ${JSON.stringify([email])}::jsonb`, ne(mailOutbox.status, "held")));

/** An Arabic buyer's request for two kinds of slab, planned under `cargoLimitKg` when they chose one. */
async function quoteRequest({ cargoLimitKg = null }: { cargoLimitKg?: number | null } = {}) {
  const email = `quote.owner.${Date.now()}.${Math.floor(Math.random() * 1000)}@example.com`;
  const [enquiry] = await journeyServer.database.db
    .insert(enquiries)
    .values({
      firstName: "سارة",
      lastName: "المنصوري",
      email,
      source: "quote",
      language: "ar",
      country: "AE",
      company: "حجر الخليج",
      destinationPort: "Jebel Ali",
      incoterm: "CIF",
      requestNumber: Math.floor(Math.random() * 900_000) + 5000,
      cargoLimitKg,
    })
    .returning({ id: enquiries.id });
  await journeyServer.database.db.insert(quoteRequestLines).values([
    {
      enquiryId: enquiry!.id,
      position: 0,
      productId: "calacatta-gold",
      productTitle: "Calacatta Gold",
      thicknessMm: 20,
      lengthMm: 3200,
      widthMm: 1600,
      finish: "Polished",
      quantity: 24,
      unit: "slab",
      slabs: 24,
    },
    {
      enquiryId: enquiry!.id,
      position: 1,
      productId: "pure-white",
      productTitle: "Pure White",
      thicknessMm: 30,
      lengthMm: 3200,
      widthMm: 1600,
      finish: null,
      quantity: 12,
      unit: "slab",
      slabs: 12,
    },
  ]);
  return { id: enquiry!.id, email };
}

describe("pricing a quote request and the buyer's answer", () => {
  it("the owner prices and sends it; the buyer gets the PDF and a private link in Arabic, and accepts; the owner sees it accepted", async () => {
    const request = await quoteRequest();
    const owner = await signedInPage(browser, {
      baseUrl: journeyServer.server.baseUrl,
      path: `/dashboard?q=${encodeURIComponent(request.email)}`,
    });
    await owner.page.getByRole("link", { name: "报价并发送" }).click();
    await owner.page.waitForURL(`**/dashboard/quotes/${request.id}`);
    await hydrated(owner.page);
    const form = owner.page.locator("form#quote-pricing-form");
    await form.getByRole("radio", { name: "USD" }).check();
    await form.getByLabel(`${text.unitPrice}: Calacatta Gold 20 mm`).fill("45.50");
    await form.getByLabel(`${text.unitPrice}: Pure White 30 mm`).fill("310");
    await form.getByLabel(`${text.priceUnit}: Pure White 30 mm`).selectOption("slab");
    await form.getByLabel(text.freight).fill("1,850");
    await form.getByLabel(text.insurance).fill("42.10");
    // The total as the quote will have it, while the owner types: 24 × 5.12 m² × 45.50 + 12 × 310.00 + 1,850.00 + 42.10.
    await owner.page
      .locator("[data-quote-total]")
      .getByText(formatMoney(1_120_314, "USD", "zh"))
      .waitFor();
    expect(await accessibilityViolations(owner.page)).toEqual([]);
    await form.getByRole("button", { name: text.preview }).click();
    await owner.page.locator("[data-quote-preview]").getByRole("button", { name: text.send }).click();
    await owner.page.getByText(/报价单 .+ 已连同 PDF 发给买家。/).waitFor();
    const [sent] = await journeyServer.database.db.select().from(quotes).where(eq(quotes.enquiryId, request.id));
    expect(sent).toMatchObject({
      version: 1,
      status: "sent",
      currency: "USD",
      freightMinor: 185_000,
      insuranceMinor: 4210,
      language: "ar",
    });

    await expect
      .poll(() => journeyServer.smtp.received.filter((received) => received.envelopeTo.includes(request.email)).length, { timeout: 20_000 })
      .toBe(1);
    const mail = parseMailWithAttachments(journeyServer.smtp.received.find((received) => received.envelopeTo.includes(request.email))!.raw);
    // From the company as its Arabic details name it.
    expect(mail.header("subject")).toBe(subjects.sent(sent!.number));
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: quoteDocumentAr.mail.fileName(sent!.number), contentType: "application/pdf" });
    expect(await pdfText(attachment!.content)).toContain(sent!.number);
    const link = /(\/ar\/quote\/[0-9a-f]{64})/.exec(mail.text)?.[1];
    expect(link).toBeDefined();

    const buyer = await visitorPage(browser, { javaScriptEnabled: false });
    const opened = await buyer.page.goto(link!);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(await buyer.page.locator('meta[name="referrer"]').getAttribute("content")).toBe("same-origin");
    expect(await buyer.page.locator("html").getAttribute("dir")).toBe("rtl");
    await buyer.page.getByRole("heading", { level: 1, name: quoteDocumentAr.documentTitle(sent!.number) }).waitFor();
    // The same 11,203.14, as Arabic writes dollars.
    // Its "US$" isolated as its own element, so the page's text holds no invisible marks.
    await buyer.page
      .locator("[data-quote-totals]")
      .getByText(withoutIsolates(formatMoney(1_120_314, "USD", "ar")))
      .waitFor();
    const pdf = await buyer.page.request.get(`${link}/quotation.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await buyer.page.getByRole("button", { name: quoteDocumentAr.answer.accept }).click();
    await buyer.page
      .getByRole("status")
      .getByText(/قبلتم عرض السعر هذا/)
      .waitFor();
    expect(await buyer.page.getByRole("button", { name: quoteDocumentAr.answer.accept }).count()).toBe(0);

    const seen = await visitorPage(browser);
    await seen.page.goto(link!);
    await hydrated(seen.page);
    expect(await accessibilityViolations(seen.page)).toEqual([]);
    await seen.context.close();

    // A link with one letter changed is no link.
    const tampered = await buyer.page.goto(`${link!.slice(0, -1)}${link!.endsWith("a") ? "b" : "a"}`);
    expect(tampered?.status()).toBe(404);
    await buyer.context.close();

    await owner.page.reload();
    await owner.page.locator('[data-quote-status="accepted"]').getByText(text.statuses.accepted).waitFor();
    // Nothing more to price or send once the buyer said yes.
    expect(await owner.page.getByRole("button", { name: text.preview }).count()).toBe(0);
    await owner.page.goto(`/dashboard?q=${encodeURIComponent(request.email)}`);
    await owner.page.locator('[data-quote-status="accepted"]').getByText(text.statuses.accepted).waitFor();
    await owner.page.locator('[data-quote-status="accepted"]').getByText(sent!.number).waitFor();
    const ownerCopy = await owner.page.request.get(`${journeyServer.server.baseUrl}/dashboard/quote-pdfs/${sent!.id}/owner`);
    expect(ownerCopy.headers()["content-type"]).toBe("application/pdf");
    await owner.context.close();
  });

  it("refuses a price the owner cannot mean, with the reason beside the field, and sends nothing", async () => {
    const request = await quoteRequest();
    const owner = await signedInPage(browser, {
      baseUrl: journeyServer.server.baseUrl,
      javaScriptEnabled: false,
      path: `/dashboard/quotes/${request.id}`,
    });
    const form = owner.page.locator("form#quote-pricing-form");
    await form.getByLabel(`${text.unitPrice}: Calacatta Gold 20 mm`).fill("45.555");
    await form.getByLabel(`${text.unitPrice}: Pure White 30 mm`).fill("-3");
    await form.getByRole("button", { name: text.preview }).click();
    // Without JavaScript the answer is a new page: counted once it has arrived whole.
    await form.getByText(text.errors.price).first().waitFor();
    await owner.page.waitForLoadState("load");
    expect(await form.getByText(text.errors.price).count()).toBe(2);
    expect(await journeyServer.database.db.select().from(quotes).where(eq(quotes.enquiryId, request.id))).toEqual([]);
    await owner.context.close();
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the quote flow to its end: preview, changes asked, a new version, acceptance", () => {
  // One request walked through in order, as its owner and its buyer would.
  const journey = { request: { id: "", email: "" }, number: "", firstLink: "", validUntil: "", changes: "نرجو سعرًا أفضل لألواح 20 مم" };

  it("the owner starts from the buyer's 27 t limit and sees the English terms marked, previews the PDF and the mail, and one click sends one version", async () => {
    journey.request = await quoteRequest({ cargoLimitKg: 27_000 });
    const { request } = journey;
    const owner = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl, path: `/dashboard/quotes/${request.id}` });
    await hydrated(owner.page);
    const form = owner.page.locator("form#quote-pricing-form");
    // The buyer chose "to the port, 27 t": the form starts there, not at the owner's road default.
    expect(await form.getByRole("radio", { name: /^港口/ }).isChecked()).toBe(true);
    await form.getByText(text.buyerLimit(formatDecimal(27_000, 0, "zh"))).waitFor();
    // No Arabic terms in the defaults: the English stands in, and the form says so beside each.
    expect(await form.getByText(text.standsInEnglish(languageNameIn("ar", "zh"))).count()).toBe(2);
    await form.getByLabel(`${text.unitPrice}: Calacatta Gold 20 mm`).fill("45.50");
    await form.getByLabel(`${text.unitPrice}: Pure White 30 mm`).fill("52");
    journey.validUntil = new Date(Date.now() + 10 * DAY_MS).toISOString().slice(0, 10);
    await form.getByLabel(text.validUntil).fill(journey.validUntil);
    await form.getByRole("button", { name: text.preview }).click();

    // The preview: the mail as the buyer will get it and the PDF, and nothing sent yet.
    const preview = owner.page.locator("[data-quote-preview]");
    await preview.waitFor();
    const [draft] = await journeyServer.database.db.select().from(quotes).where(eq(quotes.enquiryId, request.id));
    expect(draft).toMatchObject({ status: "draft", cargoLimitKg: 27_000, termsInEnglish: ["paymentTerms", "deliveryTerms"] });
    journey.number = draft!.number;
    await preview.getByText(subjects.sent(draft!.number)).waitFor();
    await preview.getByText(request.email).waitFor();
    expect(await preview.locator("[data-quote-mail-text]").textContent()).toMatch(/\/ar\/quote\/[0-9a-f]{64}/);
    const pdfHref = await preview.getByRole("link", { name: text.openPdf }).getAttribute("href");
    const previewPdf = await owner.page.request.get(`${journeyServer.server.baseUrl}${pdfHref}`);
    expect(previewPdf.headers()["content-type"]).toBe("application/pdf");
    expect(await pdfText(await previewPdf.body())).toContain(draft!.number);
    expect(await accessibilityViolations(owner.page)).toEqual([]);

    // A second tab left on the same preview: its click comes after the first and sends nothing more.
    const secondTab = await owner.context.newPage();
    await secondTab.goto(`/dashboard/quotes/${request.id}`);
    await hydrated(secondTab);
    // Every mail leaves through the outbox (app/modules/mail/delivery.server.ts): none released is none sent, now or later.
    expect(await releasedTo(request.email)).toEqual([]);
    expect(mailsTo(request.email)).toEqual([]);

    await preview.getByRole("button", { name: text.send }).click();
    await owner.page.getByText(text.sent(draft!.number)).waitFor();
    // The page no longer offers the sent draft: the form is back, starting from v1.
    await owner.page.locator("[data-quote-preview]").waitFor({ state: "detached" });
    await owner.page.getByText(text.continuesFrom(1)).waitFor();
    await secondTab.locator("[data-quote-preview]").getByRole("button", { name: text.send }).click();
    await secondTab.getByText(text.errors.notDraft).waitFor();

    expect(
      (await journeyServer.database.db.select().from(quotes).where(eq(quotes.enquiryId, request.id))).map(({ version, status }) => ({
        version,
        status,
      })),
    ).toEqual([{ version: 1, status: "sent" }]);
    // The second tab's refused click released nothing more: one mail released, and that one received.
    expect(await releasedTo(request.email)).toHaveLength(1);
    await expect.poll(() => mailsTo(request.email).length, { timeout: 20_000 }).toBe(1);
    const [mail] = mailsTo(request.email);
    journey.firstLink = /(\/ar\/quote\/[0-9a-f]{64})/.exec(mail!.text)![1]!;
    await owner.context.close();

    // The buyer's page and PDF plan under their 27,000 kg and mark the English terms in Arabic.
    const buyer = await visitorPage(browser, { javaScriptEnabled: false });
    await buyer.page.goto(journey.firstLink);
    const limit = quoteDocumentAr.kilograms(formatDecimal(27_000, 0, "ar"));
    await buyer.page.locator('section[aria-labelledby="quote-plan"]').getByText(limit).waitFor();
    const terms = buyer.page.locator('section[aria-labelledby="quote-terms"]');
    await terms.getByText(quoteDocumentAr.inEnglish(quoteDocumentAr.paymentTerms)).waitFor();
    await terms.getByText(quoteDocumentAr.inEnglish(quoteDocumentAr.deliveryTerms)).waitFor();
    const pdf = await pdfText(mail!.attachments[0]!.content);
    expect(pdf).toContain(formatDecimal(27_000, 0, "ar"));
    // The terms print as written; their Arabic mark is drawn as shaped glyphs, which the PDF's text does not give back in order.
    expect(pdf).toContain(defaultQuoteSettings.terms.texts.en.paymentTerms);
    await buyer.context.close();
  });

  it("the buyer asks for changes and is told it arrived; the owner sees what and when, and the new version keeps the validity set for the first", async () => {
    const { request } = journey;
    const buyer = await visitorPage(browser, { javaScriptEnabled: false });
    await buyer.page.goto(journey.firstLink);
    await buyer.page.getByLabel(quoteDocumentAr.answer.changesLabel).fill(journey.changes);
    await buyer.page.getByRole("button", { name: quoteDocumentAr.answer.askChanges }).click();
    await buyer.page
      .getByRole("status")
      .getByText(/طلبتم تعديلات/)
      .waitFor();
    await expect
      .poll(() => mailsTo(request.email).map((mail) => mail.header("subject")), { timeout: 20_000 })
      .toContain(subjects.changesAsked(journey.number));

    const owner = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl, path: `/dashboard/quotes/${request.id}` });
    await hydrated(owner.page);
    // What the buyer asked, with its day, on the request's history.
    const asked = owner.page.locator("[data-quote-response]");
    expect(await asked.textContent()).toContain(journey.changes);
    expect(await asked.textContent()).toMatch(/买家于 \d{4}年\d{1,2}月\d{1,2}日 要求修改/);
    // The form starts from v1, its validity kept and named as unlike the default.
    const form = owner.page.locator("form#quote-pricing-form");
    expect(await form.getByLabel(text.validUntil).inputValue()).toBe(journey.validUntil);
    await form
      .locator("[data-quote-differences]")
      .getByText(new RegExp(`${text.validUntil}：${journey.validUntil}`))
      .waitFor();
    await form.getByLabel(`${text.unitPrice}: Calacatta Gold 20 mm`).fill("43.00");
    await form.getByRole("button", { name: text.preview }).click();
    await owner.page.locator("[data-quote-preview]").getByRole("button", { name: text.send }).click();
    await owner.page.getByText(text.sent(quoteReference(journey.number, 2))).waitFor();
    const versions = await journeyServer.database.db
      .select()
      .from(quotes)
      .where(eq(quotes.enquiryId, request.id))
      .orderBy(asc(quotes.version));
    expect(versions.map(({ version, status, validUntil }) => ({ version, status, validUntil }))).toEqual([
      { version: 1, status: "superseded", validUntil: journey.validUntil },
      { version: 2, status: "sent", validUntil: journey.validUntil },
    ]);
    await owner.context.close();

    // The first version's page says at its top that v2 replaced it, and leads there.
    await buyer.page.goto(journey.firstLink);
    const replaced = buyer.page.getByRole("status").filter({ hasText: quoteDocumentAr.answer.seeNewest });
    expect(await replaced.textContent()).toContain(formatDecimal(2, 0, "ar"));
    expect(await buyer.page.getByRole("button", { name: quoteDocumentAr.answer.accept }).count()).toBe(0);
    const seen = await visitorPage(browser);
    await seen.page.goto(journey.firstLink);
    await hydrated(seen.page);
    expect(await accessibilityViolations(seen.page)).toEqual([]);
    await seen.context.close();
    await replaced.getByRole("link", { name: quoteDocumentAr.answer.seeNewest }).click();
    await buyer.page.getByRole("heading", { level: 1, name: quoteDocumentAr.documentTitle(quoteReference(journey.number, 2)) }).waitFor();
    await buyer.page.getByRole("button", { name: quoteDocumentAr.answer.accept }).waitFor();
    await buyer.context.close();
  });

  it("the buyer accepts: the request moves to won, the buyer gets the confirmation with what comes next, and the owner is offered no further version", async () => {
    const { request } = journey;
    const buyer = await visitorPage(browser, { javaScriptEnabled: false });
    await buyer.page.goto(`${journey.firstLink}?version=newest`);
    await buyer.page.getByRole("button", { name: quoteDocumentAr.answer.accept }).click();
    await buyer.page
      .getByRole("status")
      .getByText(/قبلتم عرض السعر هذا/)
      .waitFor();
    await buyer.context.close();
    const reference = quoteReference(journey.number, 2);
    await expect
      .poll(() => mailsTo(request.email).map((mail) => mail.header("subject")), { timeout: 20_000 })
      .toContain(subjects.accepted(reference));
    const confirmation = mailsTo(request.email).find((mail) => mail.header("subject") === subjects.accepted(reference))!;
    expect(confirmation.text).toContain("الفاتورة المبدئية");

    const owner = await signedInPage(browser, {
      baseUrl: journeyServer.server.baseUrl,
      path: `/dashboard?q=${encodeURIComponent(request.email)}`,
    });
    // One card for the request, however many mails its story has gathered.
    await owner.page.locator('[data-enquiry-status="won"]').getByText(adminEnquiryInboxZh.statuses.won).waitFor();
    await owner.page.goto(`/dashboard/quotes/${request.id}`);
    await owner.page.getByText(new RegExp(`接受报价单 ${reference}`)).waitFor();
    expect(await owner.page.getByRole("button", { name: text.preview }).count()).toBe(0);
    expect(await owner.page.getByRole("button", { name: text.send }).count()).toBe(0);
    await owner.context.close();
  });
});

const inbox = adminEnquiryInboxZh;
const quotesScreen = adminQuoteRequestsZh;

describe("a quote request from the buyer's list to the owner's screens", () => {
  it("keeps the Arabic buyer's port limit on the request, confirms it to them in Arabic, and tells the owners its number, link and limit", async () => {
    const email = `sara.${Date.now()}@example.com`;
    const buyer = await visitorPage(browser);
    const port = quoteListAr.plan.routes.port(tonnesFormat("ar").format(27));
    await requestQuoteFromList(
      buyer.page,
      "ar",
      { productId: "calacatta-gold", slabs: 40, routeLabel: port, limitKg: 27_000 },
      {
        company: "حجر الخليج",
        country: "AE",
        port: "Jebel Ali",
        incoterm: "CIF",
        firstName: "سارة",
        lastName: "المنصوري",
        email,
      },
    );
    await buyer.context.close();

    const [stored] = await journeyServer.database.db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(stored).toMatchObject({ source: "quote", language: "ar", cargoLimitKg: 27_000 });
    const number = String(stored!.requestNumber);

    const confirmation = await mailContaining(email, number);
    expect(confirmation.header("subject")).toBe(quoteListAr.request.confirmation.subject(number, isolate(COMPANY_AR, "auto")));
    expect(confirmation.text).toContain(quoteListAr.request.confirmation.received(number));
    expect(confirmation.text).toContain(
      quoteListAr.request.confirmation.cargoLimit(quoteListAr.plan.kilograms(numberFormat("ar").format(27_000))),
    );
    expect(confirmation.text).toContain(quoteListAr.request.next);

    const notification = await mailContaining("owner-one@example.com", `/dashboard/quotes/${stored!.id}`);
    expect(notification.header("subject")).toContain(`[Quote request no. ${number}]`);
    expect(notification.text).toContain("Cargo limit per container (buyer's plan): 27,000 kg");

    const owner = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl, path: `/dashboard?q=${encodeURIComponent(email)}` });
    const request = owner.page
      .getByRole("listitem", { name: "سارة المنصوري" })
      .getByRole("region", { name: inbox.quoteRequest.heading(stored!.requestNumber!) });
    await request.getByText(`${inbox.quoteRequest.cargoLimit}:`).waitFor();
    await request.getByText(inbox.quoteRequest.perContainer("27,000")).waitFor();
    await owner.context.close();
  });

  it("shows a request answered twice as one card with its story, and lists it among the quotes by its state", async () => {
    const email = `story.${Date.now()}@example.com`;
    const origin = {
      source: "quote" as const,
      company: "Piedras del Norte SL",
      country: "ES",
      destinationPort: "Valencia",
      incoterm: "CIF" as const,
      cargoLimitKg: 21_500,
      lines: [
        {
          productId: "calacatta-gold",
          productTitle: "Calacatta Gold",
          thicknessMm: 20,
          lengthMm: 3200,
          widthMm: 1600,
          finish: "Polished",
          quantity: 24,
          unit: "slab" as const,
          slabs: 24,
        },
      ],
    };
    const submitted = await submitEnquiry(
      journeyServer.database.db,
      { firstName: "Lucía", lastName: "García", email, phone: "", message: "", website: "" },
      origin,
      { language: "es", ipAddress: randomVisitorAddress(), ownerEmails: ["owner-one@example.com"], siteUrl: journeyServer.server.baseUrl },
    );
    if (!submitted.ok) throw new Error("refused");
    const enquiryId = submitted.id;
    const sequence = 900_000 + Math.floor(Math.random() * 90_000);
    const number = `Q-2026-${sequence}`;
    const version = (version: number, status: "changes-requested" | "accepted", response: string) => ({
      enquiryId,
      version,
      sequence,
      number,
      language: "es" as const,
      currency: "USD" as const,
      incoterm: "CIF" as const,
      destinationPort: "Valencia",
      cargoLimitKg: 21_500,
      planSettings: { kgPerM2: { 20: 49 }, slabsPerBundle: { 20: 8 }, bundlesPerContainer: 8, frameKg: 0 },
      freightMinor: 150_000,
      insuranceMinor: 0,
      validUntil: "2099-12-31",
      status,
      tokenHash: `${enquiryId}-${version}`,
      pdfKey: `quotes/${enquiryId}-${version}.pdf`,
      response,
      respondedAt: new Date(),
    });
    const changes = "Por favor, coticen 30 tablas en lugar de 24.";
    const sent = await journeyServer.database.db
      .insert(quotes)
      .values([version(1, "changes-requested", changes), version(2, "accepted", "")])
      .returning({ id: quotes.id, version: quotes.version });
    await journeyServer.database.db.insert(quoteLines).values(
      sent.map((quote) => ({
        quoteId: quote.id,
        position: 0,
        productId: "calacatta-gold",
        title: "Calacatta Gold",
        thicknessMm: 20,
        lengthMm: 3200,
        widthMm: 1600,
        finish: "Pulido",
        slabs: 24,
        unitPriceMinor: 4550,
        priceUnit: "m2" as const,
      })),
    );
    // The owners' word of each answer, as answering a quote queues it: two more automatic mails tied to the request.
    for (const subject of [`Changes asked to quote ${number} by Lucía García`, `Quote ${number} v2 accepted by Lucía García`]) {
      await enqueueMail(journeyServer.database.db, { to: ["owner-one@example.com"], subject, text: subject, replyTo: email, enquiryId });
    }

    const owner = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl, path: `/dashboard?q=${encodeURIComponent(email)}` });
    await owner.page.getByText(inbox.matching(1)).waitFor();
    // One card for the one request, whatever mails it gathered.
    expect(await owner.page.getByRole("listitem", { name: "Lucía García" }).count()).toBe(1);
    const card = owner.page.getByRole("listitem", { name: "Lucía García" });
    const history = card.getByRole("region", { name: inbox.quoteRequest.history });
    // 24 × 5.12 m² × 45.50 + 1,500.00 freight.
    const total = formatMoney(709_104, "USD", "zh");
    await history.locator('[data-quote-status="accepted"]').getByText(`${number} v2`).waitFor();
    await history.locator('[data-quote-status="accepted"]').getByText(total).waitFor();
    const asked = history.locator('[data-quote-status="changes-requested"]');
    await asked.getByText(text.statuses["changes-requested"]).waitFor();
    await asked.getByText(changes).waitFor();
    // Accepted: the owner opens the quote rather than pricing it again.
    await card.getByRole("link", { name: inbox.quoteRequest.viewQuote }).waitFor();
    expect(await card.getByRole("link", { name: text.priceIt }).count()).toBe(0);

    await owner.page.getByRole("link", { name: quotesScreen.tab, exact: true }).click();
    await owner.page.waitForURL("**/dashboard/quotes");
    await owner.page.getByRole("heading", { level: 1, name: quotesScreen.heading }).waitFor();
    const row = owner.page.locator(`[data-quote-request="${submitted.requestNumber}"]`);
    await row.getByText(quotesScreen.states.accepted).waitFor();
    await row.getByText(total).waitFor();
    await row.getByText("Piedras del Norte SL").waitFor();
    await owner.page
      .getByRole("navigation", { name: quotesScreen.filter })
      .getByRole("link", { name: new RegExp(`^${quotesScreen.states.requested}`) })
      .click();
    await owner.page.waitForURL("**/dashboard/quotes?state=requested");
    // The address changes before the filtered list arrives: the accepted request leaves, whatever else is listed.
    await row.waitFor({ state: "detached" });
    await owner.page.locator("[data-quote-request]").first().or(owner.page.getByText(quotesScreen.noneInState)).waitFor();
    await owner.page
      .getByRole("navigation", { name: quotesScreen.filter })
      .getByRole("link", { name: new RegExp(`^${quotesScreen.states.accepted}`) })
      .click();
    await owner.page.waitForURL("**/dashboard/quotes?state=accepted");
    await row.getByText(quotesScreen.states.accepted).waitFor();
    expect(await accessibilityViolations(owner.page)).toEqual([]);
    await owner.context.close();
  });
});

describe("the quote's letterhead", () => {
  it("carries the company's phone and email, the bank details and the port of loading the owner set, as the buyer reads them in Arabic", async () => {
    const company = await readSetting(journeyServer.database.db, "saideInfo");
    await writeSetting(journeyServer.database.db, "saideInfo", {
      ...company,
      phones: ["+86 766 888 1234"],
      emails: ["sales@saide-quartz.cn"],
    });
    const settingsText = adminQuoteSettingsZh;
    const owner = await signedInPage(browser, { baseUrl: journeyServer.server.baseUrl, path: "/dashboard/quote-settings" });
    await hydrated(owner.page);
    await owner.page.getByLabel(settingsText.fields.portOfLoading).fill("Shenzhen (Shekou)");
    const bank = {
      beneficiary: "Guangdong Saide New Material Co., Ltd.",
      bank: "Bank of China, Yunfu Branch",
      account: "6217 0000 1234 5678",
      swift: "bkchcnbj480",
      address: "No. 1 Jianshe Road, Yunfu",
    };
    for (const [name, value] of Object.entries(bank))
      await owner.page.getByLabel(settingsText.bankDetails[name as keyof typeof bank], { exact: true }).fill(value);
    await owner.page.getByRole("button", { name: settingsText.save, exact: true }).click();
    await owner.page.getByText(settingsText.saved).waitFor();
    await owner.context.close();
    // The logo, as the owner picks it from the library: any image the site was seeded with.
    const [logo] = await journeyServer.database.db.select({ id: media.id }).from(media).limit(1);
    await writeDocument(journeyServer.database.db, quoteSettingsDocument, {
      ...(await readVersionedDocument(journeyServer.database.db, quoteSettingsDocument)).value,
      logoImageId: logo!.id,
    });

    // A version sent FOB, its link's token known to the test.
    const request = await quoteRequest();
    const token = "ab".repeat(32);
    await insertSentQuote(journeyServer.database.db, {
      enquiryId: request.id,
      token,
      language: "ar",
      incoterm: "FOB",
      destinationPort: "Jebel Ali",
      pdfKey: "quotes/letterhead-test.pdf",
    });

    const buyer = await visitorPage(browser);
    await buyer.page.goto(`/ar/quote/${token}`);
    await hydrated(buyer.page);
    const letterhead = buyer.page.locator("[data-quote-letterhead]");
    expect(await letterhead.locator("img").getAttribute("src")).toMatch(/^\/media\//);
    // Isolated left to right inside the Arabic page, so the number reads as dialled.
    const leftToRight = (within: Locator, value: string) =>
      within.locator('bdi[dir="ltr"]').filter({ hasText: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) });
    await leftToRight(letterhead, "+86 766 888 1234").waitFor();
    await leftToRight(letterhead, "sales@saide-quartz.cn").waitFor();
    const text = quoteDocumentAr;
    const bankSection = buyer.page.getByRole("region", { name: text.bankDetails });
    for (const value of [bank.beneficiary, bank.bank, bank.address]) await bankSection.getByText(value, { exact: true }).waitFor();
    for (const value of ["6217 0000 1234 5678", "BKCHCNBJ480"]) await leftToRight(bankSection, value).waitFor();
    await leftToRight(buyer.page.locator("body"), "FOB Shenzhen (Shekou)").waitFor();
    await buyer.page.getByText(text.portOfLoading, { exact: true }).waitFor();
    expect(await accessibilityViolations(buyer.page)).toEqual([]);
    await buyer.context.close();
  });
});
