import { describe, expect, it } from "vitest";
import { defaultCompanyInfo, type CompanyInfo } from "~/modules/site-settings/site-settings";
import { letterheadIn, quoteLetterhead } from "./quote-letterhead";
import { defaultQuoteSettings } from "./quote-settings";

const company: CompanyInfo = {
  ...defaultCompanyInfo,
  texts: {
    ...defaultCompanyInfo.texts,
    en: { ...defaultCompanyInfo.texts.en, hours: "Mon–Fri 8:30–17:30" },
    es: { name: "Saide Nuevos Materiales", hours: "Lun–Vie" },
    ru: { address: "Китай, Гуандун, Юньфу" },
  },
  phones: ["+86 766 888 1234"],
  emails: ["sales@saide-quartz.cn"],
  website: "https://www.saide-quartz.cn",
  wechat: "saide-sales",
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
        texts: {
          en: { name: company.texts.en.name, address: company.texts.en.address },
          zh: { name: company.texts.zh?.name, address: company.texts.zh?.address },
          es: { name: "Saide Nuevos Materiales" },
          ru: { address: "Китай, Гуандун, Юньфу" },
        },
        phones: ["+86 766 888 1234"],
        emails: ["sales@saide-quartz.cn"],
        website: "https://www.saide-quartz.cn",
      },
      logoImageId: settings.logoImageId,
      portOfLoading: "Shenzhen (Shekou)",
      bankDetails,
    });
    expect(quoteLetterhead(company, defaultQuoteSettings).logoImageId).toBeNull();
  });

  it("is a copy: the settings it was taken from may change without changing it", () => {
    const phones = [...company.phones];
    const letterhead = quoteLetterhead({ ...company, phones }, settings);
    phones.push("+86 138 0000 1234");
    expect(letterhead.company.phones).toEqual(["+86 766 888 1234"]);
  });

  it("prints each language's own name and address, the English standing in where a later language has none", () => {
    const letterhead = quoteLetterhead(company, settings);
    expect(letterheadIn(letterhead, "zh").company).toMatchObject({
      name: "广东赛德新材料有限公司",
      address: company.texts.zh?.address,
      phones: ["+86 766 888 1234"],
      bankDetails,
    });
    expect(letterheadIn(letterhead, "es").company).toMatchObject({ name: "Saide Nuevos Materiales", address: company.texts.en.address });
    expect(letterheadIn(letterhead, "ru").company).toMatchObject({ name: company.texts.en.name, address: "Китай, Гуандун, Юньфу" });
    expect(letterheadIn(letterhead, "ar")).toEqual({
      company: {
        name: company.texts.en.name,
        address: company.texts.en.address,
        phones: ["+86 766 888 1234"],
        emails: ["sales@saide-quartz.cn"],
        website: "https://www.saide-quartz.cn",
        bankDetails,
      },
      portOfLoading: "Shenzhen (Shekou)",
    });
  });
});
