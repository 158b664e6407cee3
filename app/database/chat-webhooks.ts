/**
 * The chat robots a person may have new enquiries posted to (docs/decisions/055-enquiry-routing.md), as the account
 * stores them and the outbox keeps them with each message; the mail area writes each one's JSON body.
 */
export const CHAT_SERVICES = ["wecom", "dingtalk", "feishu", "slack"] as const;
export type ChatService = (typeof CHAT_SERVICES)[number];

/** A robot's address (its key is part of it, so it is kept like a password: never shown whole outside its owner's page). */
export type ChatWebhook = { service: ChatService; url: string };
