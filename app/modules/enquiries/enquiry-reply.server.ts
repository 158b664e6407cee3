import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { enquiries, mailOutbox } from "~/database/schema";
import { formatDateTime, formatDateTimeIn } from "~/modules/dates";
import { mailAddress } from "~/modules/mail/delivery.server";
import { mailDeliveryState, type MailDeliveryState } from "~/modules/mail/delivery-state";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { companyDetailsIn, type CompanyDetails } from "~/modules/site-settings/site-settings";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import { replyText } from "./enquiry-reply";

const domainOf = (address: string) => address.slice(address.lastIndexOf("@") + 1).toLowerCase();
const displayName = (name: string) => `"${name.replace(/["\\]/g, "\\$&")}"`;

/**
 * Who a reply is from, decided in docs/decisions/015-enquiry-replies.md: the company's own address
 * when it shares the configured sender's domain (that domain's SPF and DKIM then cover it); otherwise
 * the configured sender's address in the company's name, with Reply-To the company's address, since
 * a mail server refuses or junks a From on a domain it may not send for. Without a real company
 * address (placeholders reach nobody), the configured sender as it is.
 */
export function replySender(company: CompanyDetails, mailFrom: string): { fromAddress?: string; replyTo?: string } {
  const companyEmail = publicCompanyDetails(company).emails[0];
  if (!companyEmail) return {};
  const sender = mailAddress(mailFrom);
  if (domainOf(companyEmail) === domainOf(sender)) return { fromAddress: `${displayName(company.name)} <${companyEmail}>` };
  return { fromAddress: `${displayName(company.name)} <${sender}>`, replyTo: companyEmail };
}

export type SendReplyResult = { ok: true; mailId: string } | { ok: false; reason: "not-found" };

/**
 * Queues the reply to the buyer, in the company's name, with their message quoted, and marks a new
 * enquiry replied, all in one transaction: the history never shows a reply that is not on its way.
 */
export async function sendEnquiryReply(
  db: Database,
  reply: { enquiryId: string; subject: string; body: string },
  context: { author: string; mailFrom: string; timeZone: string },
): Promise<SendReplyResult> {
  return db.transaction(async (tx) => {
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, reply.enquiryId));
    if (!enquiry) return { ok: false as const, reason: "not-found" as const };
    const company = await readSetting(tx, "saideInfo");
    const mailId = await enqueueMail(tx, {
      to: [enquiry.email],
      subject: reply.subject,
      text: replyText(enquiry, reply.body, formatDateTimeIn(enquiry.createdAt, enquiry.language, context.timeZone)),
      ...replySender(companyDetailsIn(company, enquiry.language), context.mailFrom),
      kind: "reply",
      author: context.author,
      enquiryId: enquiry.id,
    });
    await tx
      .update(enquiries)
      .set({ status: "replied" })
      .where(and(eq(enquiries.id, enquiry.id), eq(enquiries.status, "new")));
    return { ok: true as const, mailId };
  });
}

export type EnquiryReply = {
  id: string;
  /** A reply written in the inbox, or a priced quote sent with its PDF. */
  kind: "reply" | "quote";
  writtenAt: string;
  author: string;
  subject: string;
  text: string;
  status: MailDeliveryState;
  sentAt: string | null;
  attempts: number;
  lastError: string | null;
  /** The names of the files the mail carries. */
  attachments: string[];
};

/** The replies and priced quotes sent to these enquiries, oldest first, each with its delivery state; times in the site's time zone. */
export async function repliesByEnquiry(db: Database, enquiryIds: string[], timeZone: string): Promise<Map<string, EnquiryReply[]>> {
  const byEnquiry = new Map<string, EnquiryReply[]>();
  if (enquiryIds.length === 0) return byEnquiry;
  const rows = await db
    .select()
    .from(mailOutbox)
    // A held mail belongs to a draft the owner has not sent: not part of what the buyer was told.
    .where(and(inArray(mailOutbox.enquiryId, enquiryIds), inArray(mailOutbox.kind, ["reply", "quote"]), ne(mailOutbox.status, "held")))
    .orderBy(asc(mailOutbox.createdAt));
  for (const row of rows) {
    const replies = byEnquiry.get(row.enquiryId!) ?? [];
    replies.push({
      id: row.id,
      kind: row.kind === "quote" ? "quote" : "reply",
      writtenAt: formatDateTime(row.createdAt, timeZone),
      author: row.author ?? "",
      subject: row.subject,
      text: row.text,
      status: mailDeliveryState(row),
      sentAt: row.sentAt && formatDateTime(row.sentAt, timeZone),
      attempts: row.attempts,
      lastError: row.lastError,
      attachments: row.attachments.map((attachment) => attachment.filename),
    });
    byEnquiry.set(row.enquiryId!, replies);
  }
  return byEnquiry;
}
