import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database, DatabaseHandle } from "~/database/client.server";
import { mailOutbox, type MailAttachment } from "~/database/schema";
import { MAX_ATTACHMENT_BYTES, MailAttachmentError } from "~/modules/mail/attachments.server";
import {
  createMailDelivery,
  createMailTransport,
  createSmtpTransport,
  retryDelayMs,
  retryMail,
  type MailDelivery,
  type MailMessage,
  type MailTransport,
} from "~/modules/mail/delivery.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { createLocalStorage, type Storage } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { parseMail, parseMailWithAttachments, startSmtpServer, unusedPort } from "../support/smtp";

const FROM = "Quartz Catalogue <no-reply@quartz.test>";
const OWNERS = ["sales@example.com", "owner@example.com"];
const CHINESE_SUBJECT = "新询盘：卡拉卡塔金色石英石板 Calacatta Gold 20mm";
const CHINESE_TEXT = "姓名：张三\n电话：+86 138 0000 0000\n留言：请报这款石英石板的价格，谢谢！\n";
const QUOTE_TEXT = "王先生您好：\n\n附件是您询价的正式报价单，请查收。\n";
/** A PDF's opening with every byte value after it, so any mangling of binary content shows. */
const QUOTE_PDF = Buffer.concat([
  Buffer.from("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n", "latin1"),
  Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
  Buffer.from("\n%%EOF\n"),
]);
const QUOTE_PDF_ATTACHMENT: MailAttachment = {
  filename: "报价单 Q-2026-0001 Calacatta Gold.pdf",
  contentType: "application/pdf",
  storageKey: "quotes/q-2026-0001/v1.pdf",
};

/** A transport in memory whose sends can be held open, to watch what the worker does meanwhile. */
function createHeldTransport() {
  const sent: MailMessage[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let gate: Promise<void> | undefined;
  let openGate = () => {};
  const transport: MailTransport = {
    kind: "smtp",
    async send(message) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      try {
        await (gate ?? new Promise((resolve) => setTimeout(resolve, 5)));
        sent.push(message);
      } finally {
        inFlight -= 1;
      }
    },
  };
  return {
    transport,
    sent,
    maxInFlight: () => maxInFlight,
    inFlight: () => inFlight,
    hold() {
      gate = new Promise((resolve) => (openGate = resolve));
    },
    release() {
      gate = undefined;
      openGate();
    },
  };
}

async function outboxRow(db: Database, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row!;
}

function queueEnquiryMail(db: Database, subject = CHINESE_SUBJECT) {
  return enqueueMail(db, { to: OWNERS, subject, text: CHINESE_TEXT, replyTo: "buyer@example.cn" });
}

function queueQuoteMail(db: Database, attachments: MailAttachment[] = [QUOTE_PDF_ATTACHMENT]) {
  return enqueueMail(db, {
    to: ["wang@buyer.cn"],
    subject: "报价单 Q-2026-0001",
    text: QUOTE_TEXT,
    kind: "quote",
    author: "owner@quartz.test",
    attachments,
  });
}

describe.each(databaseKinds)("mail delivery on %s", (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  /** Where the attachments are read from. */
  let storage: Storage;
  let offsetMs: number;
  /** The worker's clock; tests move it forward instead of waiting out the back-off. */
  const now = () => new Date(Date.now() + offsetMs);
  const cleanups: (() => Promise<unknown>)[] = [];

  function delivery(transport: MailTransport, options: { batchSize?: number; pollIntervalMs?: number } = {}): MailDelivery {
    const worker = createMailDelivery({ db, transport, storage, from: FROM, publicUrl: "https://quartz.example", now, ...options });
    cleanups.push(() => worker.stop());
    return worker;
  }

  async function smtpServer(options: Parameters<typeof startSmtpServer>[0] = {}) {
    const server = await startSmtpServer(options);
    cleanups.push(() => server.close());
    return server;
  }

  async function temporaryFolder(prefix: string) {
    const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    return folder;
  }

  beforeEach(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
    storage = createLocalStorage(await temporaryFolder("mail-attachments-"));
    offsetMs = 0;
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await handle.close();
  });

  it("delivers a queued message with a Chinese subject over SMTP and records it as sent", async () => {
    const server = await smtpServer();
    const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${server.port}`, dataDir: "/nonexistent" });
    const id = await queueEnquiryMail(db);

    expect(await delivery(transport).deliverDue()).toEqual({ sent: 1, failed: 0 });

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail!.envelopeFrom).toBe("no-reply@quartz.test");
    expect(mail!.envelopeTo).toEqual(OWNERS);
    const parsed = parseMail(mail!.raw);
    expect(parsed.header("subject")).toBe(CHINESE_SUBJECT);
    expect(parsed.header("from")).toBe(FROM);
    expect(parsed.header("to")).toBe(OWNERS.join(", "));
    expect(parsed.header("reply-to")).toBe("buyer@example.cn");
    expect(parsed.header("message-id")).toBe(`<${id}@quartz.test>`);
    expect(parsed.text.trimEnd()).toBe(CHINESE_TEXT.trimEnd());

    const row = await outboxRow(db, id);
    expect(row).toMatchObject({ status: "sent", sentVia: "smtp", attempts: 1, lockedUntil: null, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await delivery(transport).deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(server.received).toHaveLength(1);
  });

  it("keeps a message waiting while the mail server is down and delivers it when the server is back, with no human step", async () => {
    const port = await unusedPort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const id = await queueEnquiryMail(db);

    expect(await delivery(transport).deliverDue()).toEqual({ sent: 0, failed: 1 });
    const waiting = await outboxRow(db, id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, sentAt: null });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(now().getTime());

    const server = await smtpServer({ port });
    const worker = delivery(transport, { pollIntervalMs: 20 });
    worker.start();
    // Back-off still running: the worker polls but does not hammer the server early.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.received).toHaveLength(0);

    offsetMs = retryDelayMs(1);
    await vi.waitFor(async () => expect((await outboxRow(db, id)).status).toBe("sent"), { timeout: 5000 });
    expect(server.received).toHaveLength(1);
    expect(parseMail(server.received[0]!.raw).header("subject")).toBe(CHINESE_SUBJECT);
    expect(await outboxRow(db, id)).toMatchObject({ attempts: 2, lockedUntil: null });
  });

  it("loses nothing the server rejected when the app and the mail server restart in between", async () => {
    const first = await smtpServer();
    first.rejectWith(451);
    const transport = createSmtpTransport(`smtp://127.0.0.1:${first.port}`);
    const ids = [await queueEnquiryMail(db, "询盘 1"), await queueEnquiryMail(db, "询盘 2"), await queueEnquiryMail(db, "询盘 3")];

    const beforeRestart = delivery(transport);
    expect(await beforeRestart.deliverDue()).toEqual({ sent: 0, failed: 3 });
    await beforeRestart.stop();
    await first.close();
    for (const id of ids) {
      const row = await outboxRow(db, id);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.lastError).toMatch(/451/);
    }

    const second = await smtpServer({ port: first.port });
    offsetMs = retryDelayMs(1);
    const afterRestart = delivery(createSmtpTransport(`smtp://127.0.0.1:${second.port}`));
    expect(await afterRestart.deliverDue()).toEqual({ sent: 3, failed: 0 });

    const subjects = second.received.map((mail) => parseMail(mail.raw).header("subject")).sort();
    expect(subjects).toEqual(["询盘 1", "询盘 2", "询盘 3"]);
    const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("sends each message exactly once when two app instances deliver at the same time", async () => {
    const server = await smtpServer({ acceptDelayMs: 10 });
    const ids: string[] = [];
    for (let index = 0; index < 40; index += 1) ids.push(await queueEnquiryMail(db, `询盘 ${index}`));
    const instanceA = delivery(createSmtpTransport(`smtp://127.0.0.1:${server.port}`), { batchSize: 4 });
    const instanceB = delivery(createSmtpTransport(`smtp://127.0.0.1:${server.port}`), { batchSize: 4 });

    const [resultA, resultB] = await Promise.all([instanceA.deliverDue(), instanceB.deliverDue()]);

    expect(resultA.sent + resultB.sent).toBe(40);
    // Both really worked at the same time; otherwise this test would prove nothing about claiming.
    expect(resultA.sent).toBeGreaterThan(0);
    expect(resultB.sent).toBeGreaterThan(0);
    const messageIds = server.received.map((mail) => parseMail(mail.raw).header("message-id"));
    expect(messageIds).toHaveLength(40);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@quartz.test>`)));
    const rows = await db.select().from(mailOutbox);
    expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
  });

  it("sends a message an instance claimed before crashing once its claim has run out", async () => {
    const held = createHeldTransport();
    const id = await queueEnquiryMail(db);
    await db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(now().getTime() + 60_000) })
      .where(eq(mailOutbox.id, id));

    expect(await delivery(held.transport).deliverDue()).toEqual({ sent: 0, failed: 0 });
    offsetMs = 61_000;
    expect(await delivery(held.transport).deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(held.sent.map((message) => message.id)).toEqual([id]);
  });

  it("lets the administrator retry waiting messages now, but never resend a sent one", async () => {
    const port = await unusedPort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const waitingId = await queueEnquiryMail(db, "等待中");
    const failedId = await queueEnquiryMail(db, "已失败");
    expect(await delivery(transport).deliverDue()).toEqual({ sent: 0, failed: 2 });

    const server = await smtpServer({ port });
    expect(await retryMail(db, waitingId, now())).toBe(true);
    expect(await retryMail(db, failedId, now())).toBe(true);
    expect(await delivery(transport).deliverDue()).toEqual({ sent: 2, failed: 0 });
    expect(server.received).toHaveLength(2);

    expect(await retryMail(db, waitingId, now())).toBe(false);
    expect(await delivery(transport).deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect((await outboxRow(db, waitingId)).status).toBe("sent");
  });

  it("does not let the administrator reset a message that is being sent right now", async () => {
    const held = createHeldTransport();
    held.hold();
    const id = await queueEnquiryMail(db);
    const run = delivery(held.transport).deliverDue();
    await vi.waitFor(() => expect(held.inFlight()).toBe(1));

    expect(await retryMail(db, id, now())).toBe(false);
    held.release();
    expect(await run).toEqual({ sent: 1, failed: 0 });
  });

  it("never runs two deliveries at once in one process, yet sends what was queued during a run", async () => {
    const held = createHeldTransport();
    const worker = delivery(held.transport, { batchSize: 1 });
    const first = await queueEnquiryMail(db, "第一封");
    held.hold();
    const running = worker.deliverDue();
    await vi.waitFor(() => expect(held.inFlight()).toBe(1));

    const second = await queueEnquiryMail(db, "第二封");
    const third = await queueEnquiryMail(db, "第三封");
    const followUps = [worker.deliverDue(), worker.deliverDue(), worker.deliverDue()];
    // Time enough for overlapping runs to claim the new messages and start sending them.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held.inFlight()).toBe(1);
    held.release();
    await Promise.all([running, ...followUps]);

    expect(held.maxInFlight()).toBe(1);
    expect(held.sent.map((message) => message.id).sort()).toEqual([first, second, third].sort());
  });

  it("kick() delivers without waiting for the next poll, and stop() waits for the send in flight", async () => {
    const held = createHeldTransport();
    const worker = delivery(held.transport, { pollIntervalMs: 60_000 });
    const before = await queueEnquiryMail(db, "启动前");
    worker.start();
    await vi.waitFor(() => expect(held.sent.map((message) => message.id)).toEqual([before]));

    held.hold();
    const during = await queueEnquiryMail(db, "运行中");
    worker.kick();
    await vi.waitFor(() => expect(held.inFlight()).toBe(1));
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);

    held.release();
    await stopping;
    expect(await outboxRow(db, during)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("keeps polling after the database failed during a run, logging instead of crashing", async () => {
    const events: Record<string, unknown>[] = [];
    const unreachable = await openTestDatabase(kind);
    await unreachable.close();
    const worker = createMailDelivery({
      db: unreachable.db,
      transport: createHeldTransport().transport,
      storage,
      from: FROM,
      publicUrl: "https://quartz.example",
      pollIntervalMs: 20,
      log: (event) => events.push(event),
    });
    cleanups.push(() => worker.stop());

    worker.start();
    await vi.waitFor(() => expect(events.length).toBeGreaterThan(1));
    expect(events.every((event) => event.level === "error" && event.event === "mail.delivery-failed")).toBe(true);
  });

  it("without SMTP_URL writes each message as a readable .eml file under the data directory", async () => {
    const dataDir = await temporaryFolder("mail-delivery-");
    const ids = [await queueEnquiryMail(db), await queueEnquiryMail(db, "Enquiry about Pure White")];

    expect(await delivery(createMailTransport({ SMTP_URL: undefined, dataDir })).deliverDue()).toEqual({ sent: 2, failed: 0 });

    const mailDir = path.join(dataDir, "mail");
    const files = (await readdir(mailDir)).sort();
    expect(files).toHaveLength(2);
    for (const id of ids) {
      const file = files.find((name) => name.includes(id));
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T.*\.eml$/);
      const parsed = parseMail(await readFile(path.join(mailDir, file!), "utf8"));
      expect(parsed.header("message-id")).toBe(`<${id}@quartz.test>`);
      expect(parsed.header("to")).toBe(OWNERS.join(", "));
      expect(parsed.header("from")).toBe(FROM);
      expect(parsed.text.trimEnd()).toBe(CHINESE_TEXT.trimEnd());
    }
    const subjects = await Promise.all(
      files.map(async (name) => parseMail(await readFile(path.join(mailDir, name), "utf8")).header("subject")),
    );
    expect(subjects.sort()).toEqual([CHINESE_SUBJECT, "Enquiry about Pure White"].sort());
    expect(await outboxRow(db, ids[0]!)).toMatchObject({ status: "sent", sentVia: "file" });
  });

  it("sends a quote's PDF from the storage as an attachment over SMTP, with its bytes and file name", async () => {
    await storage.put(QUOTE_PDF_ATTACHMENT.storageKey, QUOTE_PDF, "application/pdf");
    const server = await smtpServer();
    const id = await queueQuoteMail(db);

    expect(await delivery(createSmtpTransport(`smtp://127.0.0.1:${server.port}`)).deliverDue()).toEqual({ sent: 1, failed: 0 });

    const mail = parseMailWithAttachments(server.received[0]!.raw);
    expect(mail.header("subject")).toBe("报价单 Q-2026-0001");
    expect(mail.header("message-id")).toBe(`<${id}@quartz.test>`);
    expect(mail.text).toBe(QUOTE_TEXT);
    expect(mail.attachments).toEqual([{ filename: QUOTE_PDF_ATTACHMENT.filename, contentType: "application/pdf", content: QUOTE_PDF }]);
    expect(await outboxRow(db, id)).toMatchObject({
      kind: "quote",
      author: "owner@quartz.test",
      status: "sent",
      sentVia: "smtp",
      attachments: [QUOTE_PDF_ATTACHMENT],
    });
  });

  it("without SMTP_URL writes a multipart .eml whose attachments decode to the stored bytes", async () => {
    const dataDir = await temporaryFolder("mail-delivery-");
    const photo = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const photoAttachment = { filename: "calacatta-gold.png", contentType: "image/png", storageKey: "media/calacatta-gold.png" };
    await storage.put(QUOTE_PDF_ATTACHMENT.storageKey, QUOTE_PDF, "application/pdf");
    await storage.put(photoAttachment.storageKey, photo, "image/png");
    const id = await queueQuoteMail(db, [QUOTE_PDF_ATTACHMENT, photoAttachment]);

    expect(await delivery(createMailTransport({ SMTP_URL: undefined, dataDir })).deliverDue()).toEqual({ sent: 1, failed: 0 });

    const [file] = await readdir(path.join(dataDir, "mail"));
    const raw = await readFile(path.join(dataDir, "mail", file!), "utf8");
    const mail = parseMailWithAttachments(raw);
    expect(mail.header("mime-version")).toBe("1.0");
    expect(mail.text).toBe(QUOTE_TEXT);
    expect(raw).toMatch(/Content-Type: application\/pdf;[^]*?Content-Transfer-Encoding: base64\r\nContent-Disposition: attachment;/);
    expect(mail.attachments).toEqual([
      { filename: QUOTE_PDF_ATTACHMENT.filename, contentType: "application/pdf", content: QUOTE_PDF },
      { filename: "calacatta-gold.png", contentType: "image/png", content: photo },
    ]);
    expect(await outboxRow(db, id)).toMatchObject({ status: "sent", sentVia: "file" });
  });

  it("keeps a mail whose attachment is missing from the storage waiting with the reason, and sends it once the file is back", async () => {
    const server = await smtpServer();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${server.port}`);
    const id = await queueQuoteMail(db);

    expect(await delivery(transport).deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(server.received).toHaveLength(0);
    const waiting = await outboxRow(db, id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null, sentAt: null });
    expect(waiting.lastError).toBe(
      `The attachment ${QUOTE_PDF_ATTACHMENT.filename} is missing from the storage (${QUOTE_PDF_ATTACHMENT.storageKey}).`,
    );

    await storage.put(QUOTE_PDF_ATTACHMENT.storageKey, QUOTE_PDF, "application/pdf");
    offsetMs = retryDelayMs(1);
    expect(await delivery(transport).deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(parseMailWithAttachments(server.received[0]!.raw).attachments.map((attachment) => attachment.content)).toEqual([QUOTE_PDF]);
    expect(await outboxRow(db, id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("fails, rather than sends, a mail whose attachments together pass 15 MB", async () => {
    const half = Buffer.alloc(MAX_ATTACHMENT_BYTES / 2 + 1, 7);
    await storage.put("quotes/first.pdf", half, "application/pdf");
    await storage.put("quotes/second.pdf", half, "application/pdf");
    const held = createHeldTransport();
    const id = await queueQuoteMail(db, [
      { filename: "first.pdf", contentType: "application/pdf", storageKey: "quotes/first.pdf" },
      { filename: "second.pdf", contentType: "application/pdf", storageKey: "quotes/second.pdf" },
    ]);

    expect(await delivery(held.transport).deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(held.sent).toHaveLength(0);
    expect(await outboxRow(db, id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "The attachments are larger than 15 MB in total, the most a mail carries (second.pdf goes past it).",
    });
  });

  it("refuses to queue a mail with attachments it may not carry, and stores the file names made safe", async () => {
    const pdf = (filename: string) => ({ ...QUOTE_PDF_ATTACHMENT, filename });
    await expect(
      queueQuoteMail(
        db,
        Array.from({ length: 6 }, (_, index) => pdf(`quote-${index}.pdf`)),
      ),
    ).rejects.toThrow(MailAttachmentError);
    await expect(queueQuoteMail(db, [{ ...QUOTE_PDF_ATTACHMENT, contentType: "text/html" }])).rejects.toThrow(MailAttachmentError);
    await expect(queueQuoteMail(db, [{ ...QUOTE_PDF_ATTACHMENT, contentType: "image/svg+xml" }])).rejects.toThrow(MailAttachmentError);
    await expect(queueQuoteMail(db, [{ ...QUOTE_PDF_ATTACHMENT, storageKey: "../secrets.pdf" }])).rejects.toThrow(MailAttachmentError);
    await expect(
      enqueueMail(db, { to: OWNERS, subject: "汇总", text: "…", digest: true, attachments: [QUOTE_PDF_ATTACHMENT] }),
    ).rejects.toThrow(MailAttachmentError);
    expect(await db.select().from(mailOutbox)).toEqual([]);

    const id = await queueQuoteMail(db, [pdf("../../报价单\u202Efdp.exe"), { ...pdf("photo.JPG"), contentType: "Image/JPEG" }]);
    expect((await outboxRow(db, id)).attachments).toEqual([pdf("报价单-fdp.exe"), { ...pdf("photo.JPG"), contentType: "image/jpeg" }]);
  });
});
