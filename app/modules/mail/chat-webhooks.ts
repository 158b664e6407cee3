import { CHAT_SERVICES, type ChatService } from "~/database/chat-webhooks";

/** A robot's address longer than this is no address a chat service hands out (theirs are under 200 characters). */
export const CHAT_WEBHOOK_URL_MAX = 500;

/**
 * The most of a message each service takes in one text, in UTF-8 bytes: WeCom's group robot refuses a text over 2,048
 * bytes; DingTalk, Feishu and Slack take far more, but a notification is read on a phone, so the rest is left to the mail
 * and the dashboard's link at its end.
 */
const TEXT_BYTES: Record<ChatService, number> = { wecom: 2048, dingtalk: 4000, feishu: 4000, slack: 4000 };

/** The start of `text` that fits in `bytes` of UTF-8, cut at a character, with an ellipsis when cut. */
export function fitToBytes(text: string, bytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= bytes) return text;
  const ellipsis = "…";
  let kept = "";
  let used = encoder.encode(ellipsis).length;
  for (const character of text) {
    const size = encoder.encode(character).length;
    if (used + size > bytes) break;
    kept += character;
    used += size;
  }
  return `${kept}${ellipsis}`;
}

/**
 * The JSON body each service's robot takes for a plain text message, as each documents it: WeCom's and DingTalk's
 * custom robots `{"msgtype":"text","text":{"content"}}`, Feishu's `{"msg_type":"text","content":{"text"}}`, and a
 * Slack incoming webhook (or one of the many services that copy it) `{"text"}`.
 */
export function chatWebhookBody(service: ChatService, message: { subject: string; text: string }): string {
  const content = fitToBytes(`${message.subject}\n\n${message.text}`, TEXT_BYTES[service]);
  switch (service) {
    case "wecom":
    case "dingtalk":
      return JSON.stringify({ msgtype: "text", text: { content } });
    case "feishu":
      return JSON.stringify({ msg_type: "text", content: { text: content } });
    case "slack":
      return JSON.stringify({ text: content });
  }
}

/**
 * Whether a robot's answer says it took the message. WeCom and DingTalk answer HTTP 200 with `errcode` 0, Feishu with
 * `code` (or, from older robots, `StatusCode`) 0; any other code is a refusal (a wrong key, a keyword the robot's
 * security setting asks for, too many messages a minute), which the outbox retries like a refusing mail server.
 * Slack answers "ok".
 */
export function chatWebhookRefusal(service: ChatService, status: number, body: string): string | null {
  if (status < 200 || status > 299) return `HTTP ${status}: ${body.slice(0, 200)}`;
  if (service === "slack") return null;
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return `Not a JSON answer: ${body.slice(0, 200)}`;
  }
  const record = (typeof answer === "object" && answer !== null ? answer : {}) as Record<string, unknown>;
  const code = service === "feishu" ? (record.code ?? record.StatusCode) : record.errcode;
  if (code === 0) return null;
  const reason = record.errmsg ?? record.msg ?? record.StatusMessage ?? "";
  return `Refused (${String(code)}): ${String(reason).slice(0, 200)}`;
}

export type ChatWebhookProblem = "invalid" | "tooLong" | "httpsRequired";

/**
 * Whether an address may be a robot's: an absolute http(s) URL without credentials, https in production (it carries the
 * robot's key, and the message carries the buyer's details), plain http only where the site runs on this machine,
 * as a test's local receiver does.
 */
export function chatWebhookUrlProblem(value: string, { production }: { production: boolean }): ChatWebhookProblem | null {
  if (value.length > CHAT_WEBHOOK_URL_MAX) return "tooLong";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "invalid";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "invalid";
  if (url.username || url.password || url.hash) return "invalid";
  if (production && url.protocol !== "https:") return "httpsRequired";
  return null;
}

export const isChatService = (value: unknown): value is ChatService =>
  typeof value === "string" && (CHAT_SERVICES as readonly string[]).includes(value);
