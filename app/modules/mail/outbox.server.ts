import type { ChatWebhook } from "~/database/chat-webhooks";
import type { DatabaseExecutor } from "~/database/client.server";
import { mailOutbox, type MailAttachment, type mailKinds } from "~/database/schema";
import { checkedAttachments, MailAttachmentError } from "./attachments.server";

/** Stands for the link in a stored mail that carries one; the delivery worker writes the link in at send time. */
export const LINK_PLACEHOLDER = "{{link}}";

export type OutgoingMail = {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  /** The From header, when not the configured sender (a reply goes out in the company's name). */
  fromAddress?: string;
  /** "reply" for a reply written in the dashboard, "quote" for a priced quote sent from it; "automatic" when left out. */
  kind?: (typeof mailKinds)[number];
  /** Who wrote the reply or sent the quote. */
  author?: string;
  enquiryId?: string;
  /** The token whose link replaces LINK_PLACEHOLDER in `text` when the mail is sent. */
  authTokenHash?: string;
  /** Sent together with every other pending digest row, not before `notBefore`. */
  digest?: boolean;
  notBefore?: Date;
  /** Files in the storage, read when the mail is sent; at most five PDFs or pictures, 15 MB together. */
  attachments?: MailAttachment[];
  /** Kept back, unsent, until released (a quote's mail while its draft is previewed). */
  held?: boolean;
  /** Posted to this chat robot instead of mailed; `to` is then empty. */
  webhook?: ChatWebhook;
};

/**
 * Queues a message; the delivery worker sends it. Pass a transaction to store it together with what caused it.
 * Throws MailAttachmentError for attachments a mail may not carry.
 */
export async function enqueueMail(executor: DatabaseExecutor, mail: OutgoingMail): Promise<string> {
  const attachments = checkedAttachments(mail.attachments ?? []);
  // A digest is composed from its rows' texts alone; an attachment would silently stay behind.
  if (mail.digest && attachments.length > 0) throw new MailAttachmentError("A mail sent as part of a digest cannot carry attachments.");
  // A digest is gathered by its mail recipients; a robot's post has none.
  if (mail.digest && mail.webhook) throw new Error("A chat robot's post cannot be part of a digest.");
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.replyTo,
      fromAddress: mail.fromAddress,
      kind: mail.kind,
      author: mail.author,
      enquiryId: mail.enquiryId,
      authTokenHash: mail.authTokenHash,
      digest: mail.digest ?? false,
      nextAttemptAt: mail.notBefore,
      attachments,
      webhook: mail.webhook,
      status: mail.held ? "held" : "pending",
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
