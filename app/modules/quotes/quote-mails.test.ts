import { describe, expect, it } from "vitest";
import { quoteAcceptedMail, quoteChangesAskedMail, quoteSentMail } from "./quote-mails";

const company = {
  name: "Saide Quartz",
  phones: ["+966 12 345 6789", "+86 766 888 1234"],
  emails: ["sales@saide-quartz.cn"],
  website: "https://www.saide-quartz.cn",
};
const ISOLATE_MARKS = /[\u2066-\u2069]/u;

describe("the buyer's quote mails", () => {
  it("isolate in Arabic the phone numbers, addresses and the quote's number, each reading left to right", () => {
    const { subject, text } = quoteAcceptedMail("ar", { firstName: "Sara", reference: "Q-2026-0042 v2", company, ownerAddress: undefined });
    expect(subject).toBe("تأكيد قبولكم عرض السعر \u2066Q-2026-0042 v2\u2069 من \u2068Saide Quartz\u2069");
    // Left in the Arabic line, the first number would read "6789 345 12 966+".
    expect(text).toContain("الهاتف: \u2066+966 12 345 6789\u2069، \u2066+86 766 888 1234\u2069\n");
    expect(text).toContain("البريد الإلكتروني: \u2066sales@saide-quartz.cn\u2069\n\u2066https://www.saide-quartz.cn\u2069");
    expect(text.startsWith("السيد/السيدة \u2068Sara\u2069 المحترم/ة،\nتحية طيبة وبعد،")).toBe(true);
    expect(text.trimEnd().endsWith("مع أطيب التحيات،\n\u2068Saide Quartz\u2069")).toBe(true);
  });

  it("write the respectful plural to the buyer, never a masculine-only you", () => {
    const sent = quoteSentMail("ar", {
      firstName: "Sara",
      reference: "Q-2026-0042",
      validUntil: "27 ديسمبر 2026",
      url: "https://www.saide.example/ar/quote/7f3c",
      company: "Saide Quartz",
    }).text;
    expect(sent).toContain("نشكركم على طلبكم. تجدون مرفقًا عرض السعر \u2066Q-2026-0042\u2069، وهو صالح حتى 27 ديسمبر 2026.");
    // The link on a line of its own, unmarked, so a mail program still finds it.
    expect(sent).toContain("\nhttps://www.saide.example/ar/quote/7f3c\n");
    for (const word of ["لطلبك", "تجد", "يمكنك", "إليك", "معك"])
      expect(sent, word).not.toMatch(new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, "u"));
  });

  it("quote each line of the buyer's changes in its own direction", () => {
    const { text } = quoteChangesAskedMail("ar", {
      firstName: "سارة",
      reference: "Q-2026-0042",
      message: "Please quote 30 slabs.\n\nنرجو سعرًا أفضل",
      company: "Saide Quartz",
    });
    expect(text).toContain("\u2068Please quote 30 slabs.\u2069\n\n\u2068نرجو سعرًا أفضل\u2069");
  });

  it("leave left-to-right languages without marks, their contact lines in their own punctuation", () => {
    const english = quoteAcceptedMail("en", { firstName: "Sara", reference: "Q-2026-0042", company, ownerAddress: undefined });
    expect(`${english.subject}${english.text}`).not.toMatch(ISOLATE_MARKS);
    expect(english.text).toContain("Phone: +966 12 345 6789, +86 766 888 1234\nEmail: sales@saide-quartz.cn");
    const chinese = quoteAcceptedMail("zh", {
      firstName: "莎拉",
      reference: "Q-2026-0042",
      company: { ...company, emails: [] },
      ownerAddress: "owner@saide.example",
    });
    expect(chinese.text).toContain("电话：+966 12 345 6789、+86 766 888 1234\n邮箱：owner@saide.example");
  });

  it("are signed by the buyer's contact, with the company under their name and their ways to be reached", () => {
    const contact = { name: "Ana Pérez", email: "ana@saide.example", phone: "", whatsapp: "+34 600 123 456", wechat: "saide_ana" };
    const mail = {
      firstName: "Lucía",
      reference: "Q-2026-0042",
      validUntil: "27 de diciembre de 2026",
      url: "https://x.example/es/quote/1",
    };
    const signed = quoteSentMail("es", { ...mail, company: "Saide Quartz", contact }).text;
    expect(
      signed
        .trimEnd()
        .endsWith("Ana Pérez\nSaide Quartz\nCorreo electrónico: ana@saide.example\nWhatsApp: +34 600 123 456\nWeChat: saide_ana"),
    ).toBe(true);
    expect(
      quoteSentMail("es", { ...mail, company: "Saide Quartz" })
        .text.trimEnd()
        .endsWith("\nSaide Quartz"),
    ).toBe(true);
  });
});
