import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { enquiries, mailOutbox, rateLimits, siteSettings } from "~/database/schema";
import { listEnquiries, submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { replySubject } from "~/modules/enquiries/enquiry-reply";
import { repliesByEnquiry, sendEnquiryReply } from "~/modules/enquiries/enquiry-reply.server";
import { createMailDelivery, createMailTransport, createSmtpTransport, type MailTransport } from "~/modules/mail/delivery.server";
import { defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { parseMail, parseMailWithAttachments, startSmtpServer, type TestSmtpServer } from "../support/smtp";

const MAIL_FROM = "Saide Quartz <no-reply@saide-quartz.cn>";
const timeZone = "Asia/Shanghai";
const context = { author: "owner@saide-quartz.cn", mailFrom: MAIL_FROM, timeZone };
const buyerMessage = "请报 Calacatta 白 20mm 的价格。\n需要 3 个货柜。";
const replyBody = "王先生您好：\n\n20mm 抛光面每平方米 380 元，下周可发货。";

describe.each(databaseKinds)("enquiry replies on %s", (kind) => {
  let database: DatabaseHandle;
  let server: TestSmtpServer;
  let filesDir: string;
  let storage: Storage;

  beforeAll(async () => {
    [database, server, filesDir] = await Promise.all([
      openTestDatabase(kind),
      startSmtpServer(),
      mkdtemp(path.join(os.tmpdir(), "enquiry-files-")),
    ]);
    storage = createLocalStorage(filesDir);
  });
  afterAll(async () => {
    await Promise.all([database.close(), server.close(), rm(filesDir, { recursive: true, force: true })]);
  });
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(enquiries);
    await database.db.delete(rateLimits);
    await database.db.delete(siteSettings);
    server.received.length = 0;
  });
  afterEach(() => server.rejectWith(null));

  async function companyEmails(emails: string[]) {
    await writeSetting(database.db, "saideInfo", { ...defaultCompanyInfo, emails });
  }

  async function chineseEnquiry(status: "new" | "quoted" = "new") {
    const [row] = await database.db
      .insert(enquiries)
      .values({
        firstName: "伟",
        lastName: "王",
        email: "wang@buyer.cn",
        message: buyerMessage,
        source: "contact",
        language: "zh",
        status,
        createdAt: new Date("2026-11-20T02:30:00Z"),
      })
      .returning();
    return row!;
  }

  function worker(at: Date, transport: MailTransport = createSmtpTransport(`smtp://127.0.0.1:${server.port}`)) {
    return createMailDelivery({ db: database.db, transport, storage, from: MAIL_FROM, publicUrl: "https://quartz.example", now: () => at });
  }

  it("queues the reply in the company's name with the buyer's message quoted, marks the enquiry replied, and delivers it over SMTP", async () => {
    await companyEmails(["sales@saide-quartz.cn"]);
    const enquiry = await chineseEnquiry();
    const subject = replySubject(enquiry);
    expect(subject).toBe("回复：请报 Calacatta 白 20mm 的价格。");

    const sent = await sendEnquiryReply(database.db, { enquiryId: enquiry.id, subject, body: replyBody }, context);
    if (!sent.ok) throw new Error("refused");
    const [stored] = await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(stored!.status).toBe("replied");
    expect((await repliesByEnquiry(database.db, [enquiry.id], timeZone)).get(enquiry.id)).toMatchObject([
      { author: "owner@saide-quartz.cn", subject, status: "pending", attempts: 0, sentAt: null },
    ]);

    const worked = worker(new Date());
    expect(await worked.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await worked.stop();
    const [mail] = server.received;
    expect(mail!.envelopeFrom).toBe("no-reply@saide-quartz.cn");
    expect(mail!.envelopeTo).toEqual(["wang@buyer.cn"]);
    const parsed = parseMail(mail!.raw);
    expect(parsed.header("from")).toMatch(/^"?广东赛德新材料有限公司"? <sales@saide-quartz\.cn>$/);
    expect(parsed.header("to")).toBe("wang@buyer.cn");
    expect(parsed.header("reply-to")).toBeUndefined();
    expect(parsed.header("subject")).toBe(subject);
    expect(parsed.text).toBe(`${replyBody}\n\n2026年11月20日 10:30，伟 王 写道：\n> 请报 Calacatta 白 20mm 的价格。\n> 需要 3 个货柜。\n`);

    const [history] = (await repliesByEnquiry(database.db, [enquiry.id], timeZone)).get(enquiry.id)!;
    expect(history).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(history!.sentAt).toMatch(/^\d{4}年/);
  });

  it("sends from the configured address with Reply-To the company's when the company's mail is on another domain, and leaves a later status as it is", async () => {
    await companyEmails(["saide_sales@163.com"]);
    const enquiry = await chineseEnquiry("quoted");
    await sendEnquiryReply(database.db, { enquiryId: enquiry.id, subject: "报价单", body: "附上报价。" }, context);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry.id));
    expect(row).toMatchObject({
      kind: "reply",
      fromAddress: '"广东赛德新材料有限公司" <no-reply@saide-quartz.cn>',
      replyTo: "saide_sales@163.com",
      to: ["wang@buyer.cn"],
    });
    const [stored] = await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(stored!.status).toBe("quoted");
  });

  it("falls back to the configured sender while the company's address is a placeholder", async () => {
    const enquiry = await chineseEnquiry();
    await sendEnquiryReply(database.db, { enquiryId: enquiry.id, subject: "报价单", body: "附上报价。" }, context);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry.id));
    expect(row).toMatchObject({ fromAddress: null, replyTo: null });
  });

  it("keeps a refused reply waiting with its error in the history, and sends it on the retry", async () => {
    await companyEmails(["sales@saide-quartz.cn"]);
    const enquiry = await chineseEnquiry();
    await sendEnquiryReply(database.db, { enquiryId: enquiry.id, subject: "报价单", body: replyBody }, context);
    server.rejectWith(451);
    const start = new Date();
    const first = worker(start);
    expect(await first.deliverDue()).toEqual({ sent: 0, failed: 1 });
    await first.stop();
    const [waiting] = (await repliesByEnquiry(database.db, [enquiry.id], timeZone)).get(enquiry.id)!;
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(waiting!.lastError).toContain("Mailbox temporarily unavailable");

    server.rejectWith(null);
    const later = worker(new Date(start.getTime() + 60_000));
    expect(await later.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await later.stop();
    expect(server.received).toHaveLength(1);
    expect((await repliesByEnquiry(database.db, [enquiry.id], timeZone)).get(enquiry.id)).toMatchObject([{ status: "sent", attempts: 2 }]);
  });

  it("keeps the owners' notification as the inbox's notification state, and refuses a reply to an enquiry that is gone", async () => {
    const input = { firstName: "Ada", lastName: "Lovelace", email: "ada@buyer.co.uk", phone: "", message: "Price for 30mm?", website: "" };
    const submitted = await submitEnquiry(
      database.db,
      input,
      { source: "contact" },
      { language: "en", ipAddress: "203.0.113.9", ownerEmails: ["owner@saide-quartz.cn"], siteUrl: "https://quartz.example" },
    );
    if (!submitted.ok) throw new Error("refused");
    await sendEnquiryReply(database.db, { enquiryId: submitted.id, subject: "Re: Price for 30mm?", body: "USD 60 per m²." }, context);
    const { items } = await listEnquiries(database.db, 1, {}, timeZone);
    expect(items).toHaveLength(1);
    expect(items[0]!.notification).toMatchObject({ status: "pending" });
    const [notification] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, items[0]!.notification!.id));
    expect(notification!.kind).toBe("automatic");

    await database.db.delete(enquiries);
    expect(await sendEnquiryReply(database.db, { enquiryId: submitted.id, subject: "x", body: "y" }, context)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("tells a notification and a reply handed to the mail server from ones only written to a file because no mail server is set", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "enquiry-mail-"));
    try {
      const enquiryContext = {
        language: "en" as const,
        ipAddress: "203.0.113.9",
        ownerEmails: ["owner@saide-quartz.cn"],
        siteUrl: "https://quartz.example",
      };
      const deliverEnquiryAndReply = async (email: string, transport: MailTransport) => {
        const input = { firstName: "Ada", lastName: email, email, phone: "", message: "Price for 30mm?", website: "" };
        const submitted = await submitEnquiry(database.db, input, { source: "contact" }, enquiryContext);
        if (!submitted.ok) throw new Error("refused");
        await sendEnquiryReply(database.db, { enquiryId: submitted.id, subject: "Re: Price for 30mm?", body: "USD 60 per m²." }, context);
        const worked = worker(new Date(), transport);
        expect(await worked.deliverDue()).toEqual({ sent: 2, failed: 0 });
        await worked.stop();
        return submitted.id;
      };
      const mailed = await deliverEnquiryAndReply(
        "mailed@buyer.co.uk",
        createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${server.port}`, dataDir }),
      );
      const filed = await deliverEnquiryAndReply("filed@buyer.co.uk", createMailTransport({ SMTP_URL: undefined, dataDir }));
      expect(server.received).toHaveLength(2);
      expect(await readdir(path.join(dataDir, "mail"))).toHaveLength(2);

      const { items } = await listEnquiries(database.db, 1, {}, timeZone);
      const notificationOf = (id: string) => items.find((item) => item.id === id)!.notification!.status;
      expect(notificationOf(mailed)).toBe("sent");
      expect(notificationOf(filed)).toBe("written-to-file");
      const replies = await repliesByEnquiry(database.db, [mailed, filed], timeZone);
      expect(replies.get(mailed)).toMatchObject([{ status: "sent" }]);
      expect(replies.get(filed)).toMatchObject([{ status: "written-to-file" }]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("lists a priced quote sent to the buyer beside the replies, with its PDF's name, waiting while the PDF is missing and sent once it is there", async () => {
    const enquiry = await chineseEnquiry("quoted");
    await sendEnquiryReply(database.db, { enquiryId: enquiry.id, subject: "Re: 价格", body: replyBody }, context);
    const pdf = { filename: "报价单 Q-2026-0007.pdf", contentType: "application/pdf", storageKey: "quotes/q-2026-0007/v1.pdf" };
    await enqueueMail(database.db, {
      to: [enquiry.email],
      subject: "报价单 Q-2026-0007",
      text: "请查收附件中的报价单。",
      kind: "quote",
      author: "owner@saide-quartz.cn",
      enquiryId: enquiry.id,
      attachments: [pdf],
    });

    const start = new Date();
    const first = worker(start);
    expect(await first.deliverDue()).toEqual({ sent: 1, failed: 1 });
    await first.stop();
    const [reply, quote] = (await repliesByEnquiry(database.db, [enquiry.id], timeZone)).get(enquiry.id)!;
    expect(reply).toMatchObject({ kind: "reply", status: "sent", attachments: [] });
    expect(quote).toMatchObject({
      kind: "quote",
      author: "owner@saide-quartz.cn",
      subject: "报价单 Q-2026-0007",
      status: "pending",
      attempts: 1,
      attachments: ["报价单 Q-2026-0007.pdf"],
    });
    expect(quote!.lastError).toContain("is missing from the storage");

    await storage.put(pdf.storageKey, Buffer.from("%PDF-1.7\n%%EOF\n"), "application/pdf");
    const later = worker(new Date(start.getTime() + 60_000));
    expect(await later.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await later.stop();
    expect(parseMailWithAttachments(server.received[1]!.raw).attachments).toMatchObject([
      { filename: "报价单 Q-2026-0007.pdf", content: Buffer.from("%PDF-1.7\n%%EOF\n") },
    ]);
    expect((await repliesByEnquiry(database.db, [enquiry.id], timeZone)).get(enquiry.id)).toMatchObject([
      { kind: "reply" },
      { kind: "quote", status: "sent", attempts: 2, attachments: ["报价单 Q-2026-0007.pdf"] },
    ]);
  });
});
