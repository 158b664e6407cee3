/**
 * WhatsApp's click-to-chat address: the number in international form, digits only (no "+", spaces,
 * brackets or the "00" dialled before a country code), with an optional text the chat starts with.
 * Answers null when the number has no digits, so no link is shown.
 */
export function whatsAppUrl(number: string, text?: string): string | null {
  const digits = number.replace(/\D/g, "").replace(/^00/, "");
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/**
 * WeChat has no address that opens a chat with a given WeChat ID; of the weixin:// addresses the app
 * accepts, "dl/add" opens its Add Contacts page, where the buyer pastes the ID they copied.
 */
export const WECHAT_ADD_CONTACTS_URL = "weixin://dl/add";
