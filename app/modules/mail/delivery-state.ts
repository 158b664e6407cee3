import type { mailOutbox } from "~/database/schema";

/** What became of a queued mail: waiting, handed to a mail server, or only written to a file because no mail server is set. */
export type MailDeliveryState = "pending" | "sent" | "written-to-file";

export function mailDeliveryState(mail: Pick<typeof mailOutbox.$inferSelect, "status" | "sentVia">): MailDeliveryState {
  // A held mail (a draft quote's) is not sent yet either; the lists that show states leave it out.
  if (mail.status === "pending" || mail.status === "held") return "pending";
  return mail.sentVia === "file" ? "written-to-file" : "sent";
}
