import type { DatabaseExecutor } from "~/database/client.server";
import { mailOutbox } from "~/database/schema";

export type OutgoingMail = {
  to: string[];
  subject: string;
  text: string;
  replyTo?: string;
  enquiryId?: string;
};

/** Queues a message; the delivery worker sends it. Pass a transaction to store it together with what caused it. */
export async function enqueueMail(executor: DatabaseExecutor, mail: OutgoingMail): Promise<string> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo, enquiryId: mail.enquiryId })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
