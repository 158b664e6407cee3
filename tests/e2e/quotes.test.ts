import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { enquiries, quoteRequestLines, quotes } from "~/database/schema";
import { quoteDocumentAr } from "~/i18n/ar";
import { adminQuotesZh } from "~/i18n/admin-quotes";
import { formatMoney } from "~/modules/quotes/money";
import { accessibilityViolations } from "../support/accessibility";
import { browser, hydrated, setUpJourneys, signedInPage } from "../support/browser";
import { createPostgresDatabase } from "../support/database";
import { pdfText } from "../support/pdf";
import { startBuiltServer, type RunningServer } from "../support/server";
import { parseMailWithAttachments, startSmtpServer, type TestSmtpServer } from "../support/smtp";

setUpJourneys();

/** A server of its own that sends through a real SMTP server on loopback, so the journey sees the quote's mail, PDF attached, reach a mail server. */
let server: RunningServer;
let smtp: TestSmtpServer;
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: DatabaseHandle;

beforeAll(async () => {
  [smtp, postgres] = await Promise.all([startSmtpServer(), createPostgresDatabase()]);
  server = await startBuiltServer({ DATABASE_URL: postgres.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Saide Quartz <no-reply@saide-quartz.cn>" });
  database = await openDatabase({ url: postgres.url, dataDir: "" });
}, 180_000);
afterAll(async () => {
  await database?.close();
  await server?.stop();
  await Promise.all([smtp?.close(), postgres?.drop()]);
});

/** A visitor's page on this file's server. */
async function visitorPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: server.baseUrl, ...options });
  return { context, page: await context.newPage() };
}

const text = adminQuotesZh;

async function quoteRequest() {
  const email = `quote.owner.${Date.now()}@example.com`;
  const [enquiry] = await database.db
    .insert(enquiries)
    .values({ firstName: "سارة", lastName: "المنصوري", email, source: "quote", language: "ar", country: "AE", company: "حجر الخليج", destinationPort: "Jebel Ali", incoterm: "CIF", requestNumber: Math.floor(Date.now() % 1_000_000) + 5000 })
    .returning({ id: enquiries.id });
  await database.db.insert(quoteRequestLines).values([
    { enquiryId: enquiry!.id, position: 0, productId: "calacatta-gold", productTitle: "Calacatta Gold", thicknessMm: 20, lengthMm: 3200, widthMm: 1600, finish: "Polished", quantity: 24, unit: "slab", slabs: 24 },
    { enquiryId: enquiry!.id, position: 1, productId: "pure-white", productTitle: "Pure White", thicknessMm: 30, lengthMm: 3200, widthMm: 1600, finish: null, quantity: 12, unit: "slab", slabs: 12 },
  ]);
  return { id: enquiry!.id, email };
}

describe("pricing a quote request and the buyer's answer", () => {
  it("the owner prices and sends it; the buyer gets the PDF and a private link in Arabic, and accepts; the owner sees it accepted", async () => {
    const request = await quoteRequest();
    const owner = await signedInPage(browser, { baseUrl: server.baseUrl });
    await owner.page.goto(`/dashboard?q=${encodeURIComponent(request.email)}`);
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
    await owner.page.locator("[data-quote-total]").getByText(formatMoney(1_120_314, "USD", "zh")).waitFor();
    expect(await accessibilityViolations(owner.page)).toEqual([]);
    await form.getByRole("button", { name: text.send }).click();
    await owner.page.getByText(/报价单 .+ 已连同 PDF 发给买家。/).waitFor();
    const [sent] = await database.db.select().from(quotes).where(eq(quotes.enquiryId, request.id));
    expect(sent).toMatchObject({ version: 1, status: "sent", currency: "USD", freightMinor: 185_000, insuranceMinor: 4210, language: "ar" });

    await expect.poll(() => smtp.received.filter((received) => received.envelopeTo.includes(request.email)).length, { timeout: 20_000 }).toBe(1);
    const mail = parseMailWithAttachments(smtp.received.find((received) => received.envelopeTo.includes(request.email))!.raw);
    // From the company as its Arabic details name it.
    expect(mail.header("subject")).toBe(quoteDocumentAr.mail.subject(sent!.number, "شركة قوانغدونغ سايد للمواد الجديدة المحدودة"));
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
    await buyer.page.locator("[data-quote-totals]").getByText(formatMoney(1_120_314, "USD", "ar")).waitFor();
    const pdf = await buyer.page.request.get(`${link}/quotation.pdf`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await buyer.page.getByRole("button", { name: quoteDocumentAr.answer.accept }).click();
    await buyer.page.getByRole("status").getByText(/قبلتَ عرض السعر هذا/).waitFor();
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
    await owner.page.goto(`/dashboard?q=${encodeURIComponent(request.email)}`);
    await owner.page.locator('[data-quote-status="accepted"]').getByText(`${sent!.number}: ${text.statuses.accepted}`).waitFor();
    const ownerCopy = await owner.page.request.get(`${server.baseUrl}/dashboard/quote-pdfs/${sent!.id}/owner`);
    expect(ownerCopy.headers()["content-type"]).toBe("application/pdf");
    await owner.context.close();
  });

  it("refuses a price the owner cannot mean, with the reason beside the field, and sends nothing", async () => {
    const request = await quoteRequest();
    const owner = await signedInPage(browser, { baseUrl: server.baseUrl, javaScriptEnabled: false });
    await owner.page.goto(`/dashboard/quotes/${request.id}`);
    const form = owner.page.locator("form#quote-pricing-form");
    await form.getByLabel(`${text.unitPrice}: Calacatta Gold 20 mm`).fill("45.555");
    await form.getByLabel(`${text.unitPrice}: Pure White 30 mm`).fill("-3");
    await form.getByRole("button", { name: text.send }).click();
    // Without JavaScript the answer is a new page: counted once it has arrived whole.
    await form.getByText(text.errors.price).first().waitFor();
    await owner.page.waitForLoadState("load");
    expect(await form.getByText(text.errors.price).count()).toBe(2);
    expect(await database.db.select().from(quotes).where(eq(quotes.enquiryId, request.id))).toEqual([]);
    await owner.context.close();
  });
});
