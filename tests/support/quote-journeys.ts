import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { randomVisitorAddress } from "./browser";
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
    server = await startBuiltServer({ DATABASE_URL: postgres.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Saide Quartz <no-reply@saide-quartz.cn>" });
    database = await openDatabase({ url: postgres.url, dataDir: "" });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
    await server?.stop();
    await Promise.all([smtp?.close(), postgres?.drop()]);
  });

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
      const context = await browser.newContext({ baseURL: started(server).baseUrl, ...options, extraHTTPHeaders: { "x-forwarded-for": randomVisitorAddress() } });
      return { context, page: await context.newPage() };
    },
    /** The mails an address received so far, parsed: a quote with its PDF, the confirmations as plain text. */
    mailsTo(email: string) {
      return started(smtp)
        .received.filter((received) => received.envelopeTo.includes(email))
        .map((received) => (/^content-type: multipart\/mixed/im.test(received.raw) ? parseMailWithAttachments(received.raw) : { ...parseMail(received.raw), attachments: [] }));
    },
  };
}
