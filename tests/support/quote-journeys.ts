import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import type { Incoterm } from "~/database/schema";
import { messagesFor, quoteListText } from "~/i18n/catalogs";
import { pathOf } from "~/i18n/page-paths";
import type { Language } from "~/i18n/languages";
import { numberFormat } from "~/modules/quotes/quote-list-texts";
import { hydrated, randomVisitorAddress } from "./browser";
import { createPostgresDatabase } from "./database";
import { startBuiltServer, type RunningServer } from "./server";
import { parseMail, parseMailWithAttachments, startSmtpServer, type TestSmtpServer } from "./smtp";

/**
 * A quote journey's own server on PostgreSQL, sending through a real SMTP server on loopback, so a journey sees each
 * mail of the quote's story (confirmations as text, quotes with their PDF) reach a mail server; started before the
 * file's tests and stopped after them.
 */
export function quoteJourneyServer() {
  let server: RunningServer | undefined;
  let smtp: TestSmtpServer | undefined;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let database: DatabaseHandle | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The quote journey's server is used before it started");
    return value;
  };

  beforeAll(async () => {
    [smtp, postgres] = await Promise.all([startSmtpServer(), createPostgresDatabase()]);
    server = await startBuiltServer({
      DATABASE_URL: postgres.url,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Saide Quartz <no-reply@saide-quartz.cn>",
    });
    database = await openDatabase({ url: postgres.url, dataDir: "" });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    await Promise.all([smtp?.close(), postgres?.drop()]);
  });

  const mailsTo = (email: string) =>
    started(smtp)
      .received.filter((received) => received.envelopeTo.includes(email))
      .map((received) =>
        /^content-type: multipart\/mixed/im.test(received.raw)
          ? parseMailWithAttachments(received.raw)
          : { ...parseMail(received.raw), attachments: [] },
      );

  return {
    get server() {
      return started(server);
    },
    get smtp() {
      return started(smtp);
    },
    get database() {
      return started(database);
    },
    /** A visitor's page with an address of its own, so no flood limit of another test applies. */
    async visitorPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
      const context = await browser.newContext({
        baseURL: started(server).baseUrl,
        ...options,
        extraHTTPHeaders: { "x-forwarded-for": randomVisitorAddress() },
      });
      return { context, page: await context.newPage() };
    },
    /** The mails an address received so far, parsed: a quote with its PDF, the confirmations as plain text. */
    mailsTo,
    /** The first mail to an address whose text holds `needle`, once it has arrived. */
    async mailContaining(email: string, needle: string) {
      const find = () => mailsTo(email).find((mail) => mail.text.includes(needle));
      await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
      return find()!;
    },
  };
}

export type QuoteBuyer = {
  company: string;
  country: string;
  port: string;
  incoterm: Incoterm;
  firstName: string;
  lastName: string;
  email: string;
};

/**
 * What a buyer does in their language, with the page's script: adds `slabs` of a product from its page, plans the list
 * under one of the usual routes (`routeLabel` is that route's radio as the page names it) and sends the request form;
 * resolves once the page says what happens next.
 */
export async function requestQuoteFromList(
  page: Page,
  language: Language,
  order: { productId: string; slabs: number; routeLabel: string; limitKg: number },
  buyer: QuoteBuyer,
) {
  const text = quoteListText(language);
  const contact = messagesFor(language).contact;
  await page.goto(pathOf("product", language, { productId: order.productId }));
  await hydrated(page);
  const panel = page.getByRole("region", { name: text.addHeading });
  await panel.getByLabel(text.quantity).fill(String(order.slabs));
  await panel.getByRole("button", { name: text.add }).click();
  await panel.getByRole("status").getByRole("link", { name: text.view }).waitFor();
  await page.goto(pathOf("quoteList", language));
  await hydrated(page);
  // Chosen with the page's script: the plan and the limit the request carries follow without a reload.
  await page.getByRole("radio", { name: order.routeLabel }).check();
  await page.getByText(text.request.limit(text.plan.kilograms(numberFormat(language).format(order.limitKg)))).waitFor();
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: text.request.send }) });
  await form.getByLabel(text.request.company).fill(buyer.company);
  await form.getByLabel(text.request.country).selectOption(buyer.country);
  await form.getByLabel(text.request.port).fill(buyer.port);
  await form.getByRole("radio", { name: text.request.incoterms[buyer.incoterm] }).check();
  await form.getByLabel(contact.firstName).fill(buyer.firstName);
  await form.getByLabel(contact.lastName).fill(buyer.lastName);
  await form.getByLabel(contact.email).fill(buyer.email);
  await form.getByRole("button", { name: text.request.send }).click();
  await page.getByRole("status").filter({ hasText: text.request.next }).waitFor();
}
