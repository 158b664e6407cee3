import { describe, expect, it } from "vitest";
import { defaultCompanyInfo, type CompanyInfo } from "~/modules/site-settings/site-settings";
import { letterheadIn, quoteLetterhead } from "./quote-letterhead";
import { defaultQuoteSettings } from "./quote-settings";

const company: CompanyInfo = {
  ...defaultCompanyInfo,
  en: {
    ...defaultCompanyInfo.en,
    phones: ["+86 766 888 1234"],
    emails: ["sales@saide-quartz.cn"],
    website: "https://www.saide-quartz.cn",
    wechat: "saide-sales",
    hours: "Mon–Fri 8:30–17:30",
  },
  zh: { ...defaultCompanyInfo.zh, phones: ["+86 766 888 1234"], emails: ["sales@saide-quartz.cn"], website: "https://www.saide-quartz.cn" },
  translations: { es: { name: "Saide Nuevos Materiales", hours: "Lun–Vie" }, ru: { address: "Китай, Гуандун, Юньфу" } },
};
const bankDetails = {
  beneficiary: "Guangdong Saide New Material Co., Ltd.",
  bank: "Bank of China, Yunfu Branch",
  account: "6217 0000 1234 5678",
  swift: "BKCHCNBJ480",
  address: "",
};
const settings = {
  ...defaultQuoteSettings,
  logoImageId: "5a1de000-0000-4000-8000-000000000001",
  portOfLoading: "Shenzhen (Shekou)",
  bankDetails,
};

describe("a quote's letterhead", () => {
  it("keeps only what the letterhead prints, in every language it is written in", () => {
    const letterhead = quoteLetterhead(company, settings);
    expect(letterhead).toEqual({
      company: {
        en: {
          name: company.en.name,
          address: company.en.address,
          phones: ["+86 766 888 1234"],
          emails: ["sales@saide-quartz.cn"],
          website: "https://www.saide-quartz.cn",
        },
        zh: {
          name: company.zh.name,
          address: company.zh.address,
          phones: ["+86 766 888 1234"],
          emails: ["sales@saide-quartz.cn"],
          website: "https://www.saide-quartz.cn",
        },
        translations: { es: { name: "Saide Nuevos Materiales" }, ru: { address: "Китай, Гуандун, Юньфу" } },
      },
      logoImageId: settings.logoImageId,
      portOfLoading: "Shenzhen (Shekou)",
      bankDetails,
    });
    expect(quoteLetterhead(company, defaultQuoteSettings).logoImageId).toBeNull();
  });

  it("is a copy: the settings it was taken from may change without changing it", () => {
    const phones = [...company.en.phones];
    const letterhead = quoteLetterhead({ ...company, en: { ...company.en, phones } }, settings);
    phones.push("+86 138 0000 1234");
    expect(letterhead.company.en.phones).toEqual(["+86 766 888 1234"]);
  });

  it("prints each language's own name and address, the English standing in where a later language has none", () => {
    const letterhead = quoteLetterhead(company, settings);
    expect(letterheadIn(letterhead, "zh").company).toMatchObject({
      name: "广东赛德新材料有限公司",
      address: company.zh.address,
      phones: ["+86 766 888 1234"],
      bankDetails,
    });
    expect(letterheadIn(letterhead, "es").company).toMatchObject({ name: "Saide Nuevos Materiales", address: company.en.address });
    expect(letterheadIn(letterhead, "ru").company).toMatchObject({ name: company.en.name, address: "Китай, Гуандун, Юньфу" });
    expect(letterheadIn(letterhead, "ar")).toEqual({
      company: {
        name: company.en.name,
        address: company.en.address,
        phones: ["+86 766 888 1234"],
        emails: ["sales@saide-quartz.cn"],
        website: "https://www.saide-quartz.cn",
        bankDetails,
      },
      portOfLoading: "Shenzhen (Shekou)",
    });
  });
});
