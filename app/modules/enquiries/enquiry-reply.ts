import { z } from "zod";
import type { adminEnquiryRepliesEn } from "~/i18n/admin-enquiry-replies";
import { messagesFor } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";

type Text = typeof adminEnquiryRepliesEn;

/** A subject line fits a mail client's list; the message stays within one form post of Chinese text. */
export const REPLY_LIMITS = { subject: 200, body: 8000 } as const;

/** The reply form on an enquiry's card, checked in the browser and again by the action. */
export function replyFormSchema(text: Text) {
  return z.object({
    intent: z.literal("reply"),
    id: z.uuid(),
    subject: z
      .string(text.errors.subjectRequired)
      .trim()
      .min(1, text.errors.subjectRequired)
      .max(REPLY_LIMITS.subject, text.errors.tooLong(REPLY_LIMITS.subject)),
    body: z
      .string(text.errors.bodyRequired)
      .trim()
      .min(1, text.errors.bodyRequired)
      .max(REPLY_LIMITS.body, text.errors.tooLong(REPLY_LIMITS.body)),
  });
}

type RepliedEnquiry = { firstName: string; lastName: string; message: string; productTitle: string | null; language: Language };

/** "Re: …" in the buyer's language, about the product they asked about, else the start of their message. */
export function replySubject(enquiry: RepliedEnquiry): string {
  const buyer = messagesFor(enquiry.language);
  const topic = enquiry.productTitle ?? enquiry.message.split("\n")[0]!.slice(0, 60);
  return buyer.replyMail.subject(topic || buyer.siteName);
}

/** The reply as the buyer reads it: the owner's text, then the buyer's message quoted under a line in the buyer's language. */
export function replyText(enquiry: RepliedEnquiry, body: string, receivedAt: string): string {
  const intro = messagesFor(enquiry.language).replyMail.quoteIntro(receivedAt, `${enquiry.firstName} ${enquiry.lastName}`);
  const quoted = enquiry.message
    .split("\n")
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");
  return `${body}\n\n${intro}\n${quoted}\n`;
}
