import type { ChatWebhook } from "~/database/chat-webhooks";
import { chatWebhookBody, chatWebhookRefusal } from "./chat-webhooks";

/** As the SMTP timeouts do, this keeps a hung robot from outlasting the outbox row's lease. */
const POST_TIMEOUT_MS = 20_000;

/**
 * Posts one message to a chat robot from the server. Resolves once the robot took it; throws with the reason otherwise,
 * so the outbox keeps the row pending and tries again on the mail's schedule. A redirect is not followed: a robot's
 * address answers itself, and following one would send the buyer's details somewhere the person never entered.
 */
export async function postChatWebhook(webhook: ChatWebhook, message: { subject: string; text: string }): Promise<void> {
  const response = await fetch(webhook.url, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8" },
    body: chatWebhookBody(webhook.service, message),
    redirect: "manual",
    signal: AbortSignal.timeout(POST_TIMEOUT_MS),
  });
  const refusal = chatWebhookRefusal(webhook.service, response.status, await response.text());
  if (refusal) throw new Error(refusal);
}
