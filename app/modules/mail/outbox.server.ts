import type { DatabaseExecutor } from "~/database/client.server";
import { mailOutbox } from "~/database/schema";

/** Stands for the link in a stored mail that carries one; the delivery worker writes the link in at send time. */
export const LINK_PLACEHOLDER = "{{link}}";

export type OutgoingMail = {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  /** The From header, when not the configured sender (a reply goes out in the company's name). */
  fromAddress?: string;
  /** A reply someone wrote in the dashboard, and who wrote it; everything else is "automatic". */
  reply?: { author: string };
  enquiryId?: string;
  /** The token whose link replaces LINK_PLACEHOLDER in `text` when the mail is sent. */
  authTokenHash?: string;
  /** Sent together with every other pending digest row, not before `notBefore`. */
  digest?: boolean;
  notBefore?: Date;
};

/** Queues a message; the delivery worker sends it. Pass a transaction to store it together with what caused it. */
export async function enqueueMail(executor: DatabaseExecutor, mail: OutgoingMail): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      replyTo: mail.replyTo,
      fromAddress: mail.fromAddress,
      kind: mail.reply ? "reply" : "automatic",
      author: mail.reply?.author,
      enquiryId: mail.enquiryId,
      authTokenHash: mail.authTokenHash,
      digest: mail.digest ?? false,
      nextAttemptAt: mail.notBefore,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
