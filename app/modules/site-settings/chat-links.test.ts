import { describe, expect, it } from "vitest";
import { whatsAppUrl } from "./chat-links";

describe("WhatsApp link", () => {
  it("keeps only the international number's digits and starts the chat with the text", () => {
    expect(whatsAppUrl("+86 (138) 0013-8000", "您好，我对 Calacatta Gold 感兴趣：https://quartz.example/product-zh/calacatta-gold")).toBe(
      "https://wa.me/8613800138000?text=%E6%82%A8%E5%A5%BD%EF%BC%8C%E6%88%91%E5%AF%B9%20Calacatta%20Gold%20%E6%84%9F%E5%85%B4%E8%B6%A3%EF%BC%9Ahttps%3A%2F%2Fquartz.example%2Fproduct-zh%2Fcalacatta-gold",
    );
  });

  it("drops the 00 dialled before a country code, and shows no link without a number", () => {
    expect(whatsAppUrl("0086 138 0013 8000")).toBe("https://wa.me/8613800138000");
    expect(whatsAppUrl("")).toBeNull();
    expect(whatsAppUrl("n/a")).toBeNull();
  });
});
