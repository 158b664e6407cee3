import { describe, expect, it } from "vitest";
import { companyDetailsIn, defaultCompanyInfo } from "~/modules/site-settings/site-settings";
import { replyFormSchema, replySubject, replyText } from "./enquiry-reply";
import { replySender } from "./enquiry-reply.server";
import { adminEnquiryRepliesZh } from "~/i18n/admin-enquiry-replies";

const english = {
  firstName: "Ada",
  lastName: "Lovelace",
  message: "Price for 30mm?\n\nThanks",
  productTitle: null,
  language: "en" as const,
};
const MAIL_FROM = "Saide Quartz <no-reply@saide-quartz.cn>";

describe("a reply to a buyer", () => {
  it("answers about the product, else the message's first line, in the buyer's language", () => {
    expect(replySubject(english)).toBe("Re: Price for 30mm?");
    expect(replySubject({ ...english, language: "zh", productTitle: "卡拉卡塔金" })).toBe("回复：卡拉卡塔金");
    expect(replySubject({ ...english, language: "es", productTitle: "Calacatta Gold" })).toBe("RE: Calacatta Gold");
    expect(replySubject({ ...english, language: "ar", productTitle: "Calacatta Gold" })).toBe("رد: Calacatta Gold");
  });

  it("introduces the quoted message in the buyer's language, not the dashboard's", () => {
    const buyer = { ...english, firstName: "Lucía", lastName: "García", message: "¿Precio?" };
    expect(replyText({ ...buyer, language: "es" }, "USD 60.", "20 nov 2026, 10:30")).toContain(
      "El 20 nov 2026, 10:30, Lucía García escribió:\n> ¿Precio?",
    );
    expect(replyText({ ...buyer, language: "ru" }, "USD 60.", "20 нояб. 2026 г., 10:30")).toContain(
      "20 нояб. 2026 г., 10:30, Lucía García пишет:",
    );
    expect(replyText({ ...buyer, language: "ar" }, "USD 60.", "20 نوفمبر 2026")).toContain("بتاريخ 20 نوفمبر 2026، ورد من Lucía García:");
  });

  it("quotes the buyer's message under the owner's text, blank lines included", () => {
    expect(replyText(english, "USD 60 per m².", "Nov 20, 2026, 10:30")).toBe(
      "USD 60 per m².\n\nOn Nov 20, 2026, 10:30, Ada Lovelace wrote:\n> Price for 30mm?\n>\n> Thanks\n",
    );
  });

  it("comes from the company's address on the sender's domain, else in its name with Reply-To, else from the sender", () => {
    const company = (emails: string[], name = 'Saide "Quartz" Ltd.') => ({ ...companyDetailsIn(defaultCompanyInfo, "en"), name, emails });
    expect(replySender(company(["sales@saide-quartz.cn"]), MAIL_FROM)).toEqual({
      fromAddress: '"Saide \\"Quartz\\" Ltd." <sales@saide-quartz.cn>',
    });
    expect(replySender(company(["sales@163.com"]), MAIL_FROM)).toEqual({
      fromAddress: '"Saide \\"Quartz\\" Ltd." <no-reply@saide-quartz.cn>',
      replyTo: "sales@163.com",
    });
    expect(replySender(company(["sales@saide-quartz.example", "sales@saide-quartz.cn"]), MAIL_FROM)).toEqual({
      fromAddress: '"Saide \\"Quartz\\" Ltd." <sales@saide-quartz.cn>',
    });
    expect(replySender(company(["sales@saide-quartz.example"]), MAIL_FROM)).toEqual({});
  });

  it("refuses an empty or overlong reply with the dashboard's words", () => {
    const schema = replyFormSchema(adminEnquiryRepliesZh);
    const id = "5a1de000-0000-4000-8000-000000000001";
    expect(schema.safeParse({ intent: "reply", id, subject: "  ", body: "x" }).error?.issues[0]?.message).toBe("请填写主题。");
    expect(schema.safeParse({ intent: "reply", id, subject: "报价", body: "字".repeat(8001) }).error?.issues[0]?.message).toBe(
      "最多 8000 个字符。",
    );
  });
});
