/**
 * Delivers what the mail outbox holds, at least once.
 *
 * A message is marked sent only after the transport accepted it, so the one way to send it twice
 * is a crash between acceptance and recording; the resend then carries the same Message-ID, which
 * lets the receiving side recognise it.
 *
 * The worker never gives up on a message by itself: every failure keeps it pending and schedules
 * another attempt, the wait growing to an hour. Losing an owner's enquiry notification is losing a
 * customer, and the usual causes (SMTP server down, wrong password, full mailbox) are fixed days
 * later by someone who expects the backlog to go out then without a further step. An hourly attempt
 * costs nothing. `retryMail` lets the administrator skip the wait after fixing the cause.
 *
 * A mail with a link is stored with a placeholder; the link is made at each attempt with a fresh
 * token, so neither the outbox nor a backup of it holds a link that works. Rows marked `digest` go
 * out together, all pending ones in one mail, so a flood of enquiries is one message to the owners.
 *
 * A row naming a chat robot (`webhook`) is posted to it instead of mailed, on the same schedule and with the same
 * lease, so a person's robot gets an enquiry as surely as their mailbox (docs/decisions/055-enquiry-routing.md).
 *
 * Attachments are read from the storage at each attempt; one that cannot be read fails the attempt
 * like a refusing mail server, so a mail never goes out without its file and still goes once it is back.
 */
import { mkdir, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { Config } from "~/config/config.server";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { mailOutbox, type MailTransportKind } from "~/database/schema";
import { renewTokenForMail, TOKEN_LINK_PATHS } from "~/modules/account-links/tokens.server";
import type { Logger } from "~/modules/observability/logger.server";
import type { Storage } from "~/modules/storage/storage.server";
import { readAttachments, type AttachedFile } from "./attachments.server";
import { postChatWebhook } from "./chat-webhook-post.server";
import { digestMail } from "./digest";
import { LINK_PLACEHOLDER } from "./outbox.server";

export type MailMessage = {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  /** The SMTP envelope's sender when the From header names someone else; bounces come back to it. */
  envelopeFrom?: string;
  attachments?: AttachedFile[];
};

export interface MailTransport {
  /** Recorded on each mail it sends, so the dashboard never calls a mail written to a file delivered. */
  readonly kind: MailTransportKind;
  /** Resolves only once the message was accepted by the server or written durably. */
  send(message: MailMessage): Promise<void>;
}

export type MailDelivery = {
  /** Polls the outbox until `stop`, starting with whatever is already due. */
  start(): void;
  /** Looks at the outbox now rather than at the next poll, e.g. right after a message was queued. */
  kick(): void;
  /** Sends everything due now; runs in one process never overlap. */
  deliverDue(): Promise<{ sent: number; failed: number }>;
  /** Stops polling and waits for the run in flight, so nothing is left half recorded; `start` resumes. */
  stop(): Promise<void>;
};

/**
 * How long a claimed message stays invisible to other instances. It must outlast a send (the SMTP
 * timeouts below bound one to well under a minute); if it does not, the message is merely sent twice.
 */
const LEASE_MS = 2 * 60_000;
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 500;
/** A digest larger than this leaves the rest for the next one, so one mail stays readable. */
const MAX_DIGEST_ROWS = 500;

/** The wait after the given number of failed attempts: 30 s, 1 min, 2 min, ... at most 1 h. */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** doublings);
}

/** The same outbox row always gets the same Message-ID, so a resend after a crash is recognisable as one. */
function toMailOptions(message: MailMessage): Mail.Options {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(message.from)?.[1] ?? "localhost";
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    replyTo: message.replyTo,
    messageId: `<${message.id}@${domain}>`,
    envelope: message.envelopeFrom ? { from: message.envelopeFrom, to: message.to } : undefined,
    attachments: message.attachments,
  };
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // nodemailer's defaults (up to 10 minutes) would let a hung server outlast the claim's lease.
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 30_000,
  });
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(toMailOptions(message));
    },
  };
}

/** One RFC 822 `.eml` file per message, readable by any mail client, for installations without SMTP. */
export function createFileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "file",
    async send(message) {
      const info = await composer.sendMail(toMailOptions(message));
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const finalPath = path.join(directory, `${stamp}-${message.id}.eml`);
      // A reader (or a crash) must never see half a message: write aside, flush, then rename into place.
      const temporaryPath = path.join(directory, `.${message.id}.eml.tmp`);
      await mkdir(directory, { recursive: true });
      try {
        await writeDurably(temporaryPath, info.message as Buffer);
        await rename(temporaryPath, finalPath);
        await syncDirectory(directory);
      } catch (error) {
        await rm(temporaryPath, { force: true });
        throw error;
      }
    },
  };
}

async function writeDurably(filePath: string, content: Buffer): Promise<void> {
  const file = await open(filePath, "w");
  try {
    await file.writeFile(content);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** Without this a power cut can undo the rename even though the message was reported as written. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Where mail goes when no mail server is configured: one .eml file per message. */
export const mailFolder = (config: Pick<Config, "dataDir">) => path.join(config.dataDir, "mail");

export function createMailTransport(config: Pick<Config, "SMTP_URL" | "dataDir">): MailTransport {
  return config.SMTP_URL ? createSmtpTransport(config.SMTP_URL) : createFileTransport(mailFolder(config));
}

type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Rows are queued on the database's clock (to the microsecond) but retried and leased on the app's
 * (to the millisecond); taking the later of the two keeps a message queued an instant ago due for `kick`.
 */
function isDue(now: Date): SQL {
  const dueBy = sql`greatest(now(), ${now.toISOString()}::timestamptz)`;
  return and(
    eq(mailOutbox.status, "pending"),
    lte(mailOutbox.nextAttemptAt, dueBy),
    or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, dueBy)),
  )!;
}

export function createMailDelivery(options: {
  db: Database;
  transport: MailTransport;
  /** Where the attachments are read from when a mail is sent. */
  storage: Storage;
  from: string;
  /** The site's canonical origin, for the links written into mails at send time. */
  publicUrl: string;
  pollIntervalMs?: number;
  batchSize?: number;
  log?: Logger;
  now?: () => Date;
}): MailDelivery {
  const {
    db,
    transport,
    storage,
    from,
    publicUrl,
    pollIntervalMs = 5000,
    batchSize = 10,
    log = () => {},
    now = () => new Date(),
  } = options;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let currentRun: Promise<{ sent: number; failed: number }> | undefined;
  let nextRun: Promise<{ sent: number; failed: number }> | undefined;

  /**
   * A short transaction of its own: SKIP LOCKED lets instances sharing a PostgreSQL take different
   * rows instead of queueing behind each other, and the lease then keeps those rows away from them
   * while they are sent outside any transaction. (A single UPDATE ... WHERE id IN (SELECT ... LIMIT)
   * is not enough: PostgreSQL may evaluate the subquery more than once, and it was seen to claim
   * more rows than the limit.) A due digest row brings every other pending digest row with it.
   */
  async function claimDue(at: Date): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id, digest: mailOutbox.digest })
        .from(mailOutbox)
        .where(isDue(at))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      const digestRows = due.some((row) => row.digest)
        ? await tx
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(
              and(
                eq(mailOutbox.status, "pending"),
                eq(mailOutbox.digest, true),
                or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, at)),
              ),
            )
            .orderBy(asc(mailOutbox.createdAt))
            .limit(MAX_DIGEST_ROWS)
            .for("update", { skipLocked: true })
        : [];
      const ids = new Set([...due, ...digestRows].map((row) => row.id));
      return tx
        .update(mailOutbox)
        .set({ lockedUntil: new Date(at.getTime() + LEASE_MS) })
        .where(inArray(mailOutbox.id, [...ids]))
        .returning();
    });
  }

  /** What goes out for these rows: one mail, or nothing when its link has meanwhile been used or replaced. */
  async function compose(rows: OutboxRow[]): Promise<MailMessage | null> {
    const [first] = rows as [OutboxRow, ...OutboxRow[]];
    const base = {
      id: first.id,
      from: first.fromAddress ?? from,
      to: first.to,
      replyTo: first.replyTo ?? undefined,
      envelopeFrom: first.fromAddress ? mailAddress(from) : undefined,
    };
    if (first.digest) return { ...base, ...digestMail(rows), replyTo: undefined };
    const attachments = await readAttachments(storage, first.attachments);
    if (!first.authTokenHash) return { ...base, subject: first.subject, text: first.text, attachments };
    const renewed = await renewTokenForMail(db, first.authTokenHash, now());
    if (!renewed) return null;
    const link = `${publicUrl}${TOKEN_LINK_PATHS[renewed.purpose]}${renewed.token}`;
    return { ...base, subject: first.subject, text: first.text.replaceAll(LINK_PLACEHOLDER, link), attachments };
  }

  /**
   * Sends one message for the rows (one row, or a digest's rows) and records the outcome on each.
   * Never throws: a failure to record is logged, and the expiring lease makes the rows due again.
   */
  async function deliverMessage(rows: OutboxRow[]): Promise<"sent" | "failed" | "dropped"> {
    const row = rows[0]!;
    const ids = rows.map((each) => each.id);
    const attempts = row.attempts + 1;
    try {
      const message = await compose(rows);
      if (!message) {
        await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
        log({ level: "info", event: "mail.link-obsolete", id: row.id });
        return "dropped";
      }
      if (row.webhook) await postChatWebhook(row.webhook, message);
      else await transport.send(message);
    } catch (error) {
      const lastError = errorText(error);
      const nextAttemptAt = new Date(now().getTime() + retryDelayMs(attempts));
      log({
        level: "warn",
        event: "mail.send-failed",
        id: row.id,
        rows: ids.length,
        attempts,
        error: lastError,
        nextAttemptAt: nextAttemptAt.toISOString(),
      });
      try {
        await db
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError, nextAttemptAt, lockedUntil: null })
          // Should another instance have sent it after our lease ran out, its success stands.
          .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "pending")));
      } catch (recordError) {
        log({ level: "error", event: "mail.record-failed", id: row.id, error: errorText(recordError) });
      }
      return "failed";
    }
    try {
      await db
        .update(mailOutbox)
        .set({
          status: "sent",
          sentAt: now(),
          sentVia: row.webhook ? "webhook" : transport.kind,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lockedUntil: null,
        })
        .where(inArray(mailOutbox.id, ids));
      log({ level: "info", event: "mail.sent", id: row.id, rows: ids.length, attempts });
    } catch (recordError) {
      log({ level: "error", event: "mail.record-failed", id: row.id, sent: true, error: errorText(recordError) });
    }
    return "sent";
  }

  async function deliverAllDue(): Promise<{ sent: number; failed: number }> {
    const result = { sent: 0, failed: 0 };
    while (!stopping) {
      const claimed = await claimDue(now());
      const digest = claimed.filter((row) => row.digest).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const messages = claimed.filter((row) => !row.digest).map((row) => [row]);
      // One digest per set of recipients: a salesperson's enquiries never reach the owners' digest, nor theirs another's.
      const digests = new Map<string, OutboxRow[]>();
      for (const row of digest) {
        const recipients = JSON.stringify([...row.to].sort());
        digests.set(recipients, [...(digests.get(recipients) ?? []), row]);
      }
      messages.push(...digests.values());
      const outcomes = await Promise.all(messages.map(deliverMessage));
      for (const outcome of outcomes) if (outcome !== "dropped") result[outcome] += 1;
      // Failed rows are scheduled into the future, so a full batch always means more may be due.
      if (claimed.length < batchSize) break;
    }
    return result;
  }

  function beginRun() {
    const run = deliverAllDue();
    currentRun = run;
    const clear = () => {
      if (currentRun === run) currentRun = undefined;
    };
    run.then(clear, clear);
    return run;
  }

  function deliverDue() {
    if (nextRun) return nextRun;
    if (!currentRun) return beginRun();
    // The run in flight may already have claimed before the newest message was queued, so one more
    // run follows it; every caller arriving meanwhile shares that one.
    nextRun = currentRun
      .catch(() => undefined)
      .then(() => {
        nextRun = undefined;
        return beginRun();
      });
    return nextRun;
  }

  function kick() {
    if (stopping) return;
    deliverDue().catch((error: unknown) => log({ level: "error", event: "mail.delivery-failed", error: errorText(error) }));
  }

  return {
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(kick, pollIntervalMs);
      timer.unref();
      kick();
    },
    kick,
    deliverDue,
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([currentRun, nextRun]);
    },
  };
}

/** Makes a message due now again, e.g. after the administrator fixed the mail settings. A sent one stays sent, a held one held. */
export async function retryMail(db: DatabaseExecutor, id: string, now: Date = new Date()): Promise<boolean> {
  const reset = await db
    .update(mailOutbox)
    .set({ status: "pending", nextAttemptAt: now })
    .where(
      and(
        eq(mailOutbox.id, id),
        eq(mailOutbox.status, "pending"),
        // A message being sent right now keeps its lease; resetting it could send it twice.
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return reset.length > 0;
}

/** The bare address of "Name <address>" (or the text itself when it is one). */
export function mailAddress(mailbox: string): string {
  return /<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}
