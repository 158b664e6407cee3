import { z } from "zod";
import { CHAT_SERVICES, type ChatWebhook } from "~/database/chat-webhooks";
import type { adminEnquiryRoutingEn } from "~/i18n/admin-enquiry-routing";
import { CHAT_WEBHOOK_URL_MAX, chatWebhookUrlProblem } from "~/modules/mail/chat-webhooks";

type Text = (typeof adminEnquiryRoutingEn)["contact"];

export const CONTACT_LIMITS = { name: 100, handle: 60 } as const;

/** What a person's contact section holds (docs/decisions/055-enquiry-routing.md). */
export type ContactChannels = {
  name: string;
  whatsapp: string;
  wechat: string;
  phone: string;
  notifyByMail: boolean;
  chatWebhook: ChatWebhook | null;
};

const handle = (text: Text) => z.string().trim().max(CONTACT_LIMITS.handle, text.errors.tooLong(CONTACT_LIMITS.handle)).default("");

/**
 * The contact section's form, one schema in the browser and on the server: the robot's service and address go
 * together, and the address must be one the server may post to (https in production, `chatWebhookUrlProblem`).
 */
export function contactChannelsSchema(text: Text, { production }: { production: boolean }) {
  return z
    .object({
      intent: z.literal("contact-channels"),
      name: z.string().trim().max(CONTACT_LIMITS.name, text.errors.tooLong(CONTACT_LIMITS.name)).default(""),
      whatsapp: handle(text),
      wechat: handle(text),
      phone: handle(text),
      notifyByMail: z.boolean().default(false),
      robotService: z.enum(CHAT_SERVICES).optional(),
      robotUrl: z.string().trim().max(CHAT_WEBHOOK_URL_MAX, text.errors.tooLong(CHAT_WEBHOOK_URL_MAX)).optional(),
    })
    .superRefine((value, issues) => {
      if (value.robotService && !value.robotUrl) issues.addIssue({ code: "custom", path: ["robotUrl"], message: text.errors.urlRequired });
      if (!value.robotUrl) return;
      if (!value.robotService) issues.addIssue({ code: "custom", path: ["robotService"], message: text.errors.serviceRequired });
      const problem = chatWebhookUrlProblem(value.robotUrl, { production });
      if (problem)
        issues.addIssue({
          code: "custom",
          path: ["robotUrl"],
          message:
            problem === "httpsRequired"
              ? text.errors.httpsRequired
              : problem === "tooLong"
                ? text.errors.tooLong(CHAT_WEBHOOK_URL_MAX)
                : text.errors.urlInvalid,
        });
    });
}

/** The form's values as the account stores them: the robot's service and address as one, or none. */
export function contactChannelsFrom(value: z.output<ReturnType<typeof contactChannelsSchema>>): ContactChannels {
  const { name, whatsapp, wechat, phone, notifyByMail, robotService, robotUrl } = value;
  return {
    name,
    whatsapp,
    wechat,
    phone,
    notifyByMail,
    chatWebhook: robotService && robotUrl ? { service: robotService, url: robotUrl } : null,
  };
}
