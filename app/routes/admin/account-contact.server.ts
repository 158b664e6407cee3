import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { messagesFor } from "~/i18n/catalogs";
import { contactChannelsFrom, contactChannelsSchema, type ContactChannels } from "~/modules/auth/contact-channels";
import { readContactChannels, saveContactChannels } from "~/modules/auth/contact-channels.server";
import type { SessionUser } from "~/modules/auth/session.server";

/** The account page's contact section (docs/decisions/055-enquiry-routing.md): its form posts this intent. */
export const CONTACT_INTENT = "contact-channels";

export type ContactAnswer = { intent: typeof CONTACT_INTENT; result: SubmissionResult<string[]>; notice?: string };

const isProduction = (context: Readonly<RouterContextProvider>) => context.services.config.NODE_ENV === "production";

/** What the section shows: the person's details as saved, and whether a robot's address must be https. */
export async function loadContactSection(context: Readonly<RouterContextProvider>, user: SessionUser) {
  const channels: ContactChannels = (await readContactChannels(context.services.db, user.id)) ?? {
    name: user.name,
    whatsapp: "",
    wechat: "",
    phone: "",
    notifyByMail: true,
    chatWebhook: null,
  };
  return { channels, production: isProduction(context) };
}

/** Saves the section's form for the signed-in person; the account page's action has already checked who they are. */
export async function saveContactSection(context: Readonly<RouterContextProvider>, user: SessionUser, formData: FormData) {
  const text = messagesFor(user.dashboardLanguage).admin.enquiryRouting.contact;
  const submission = parseWithZod(formData, { schema: contactChannelsSchema(text, { production: isProduction(context) }) });
  if (submission.status !== "success") return data<ContactAnswer>({ intent: CONTACT_INTENT, result: submission.reply() }, { status: 400 });
  await saveContactChannels(context.services.db, user.id, contactChannelsFrom(submission.value));
  return data<ContactAnswer>({ intent: CONTACT_INTENT, result: submission.reply(), notice: text.saved });
}
