import { describe, expect, it } from "vitest";
import { demoSiteSettings } from "~/modules/seed/demo-content";
import { aboutPageSchema, defaultAboutPage } from "./about-page";
import { defaultHomePage, homePageSchema } from "./home-page";
import { companyDetailsIn, companyInfoSchema, defaultCompanyInfo, siteSettingSchemas } from "./site-settings";

describe("site settings schemas", () => {
  it("accept the built-in defaults unchanged", () => {
    expect(homePageSchema.parse(defaultHomePage)).toEqual(defaultHomePage);
    expect(aboutPageSchema.parse(defaultAboutPage)).toEqual(defaultAboutPage);
    expect(companyInfoSchema.parse(defaultCompanyInfo)).toEqual(defaultCompanyInfo);
  });

  it("accept every demo setting under its own key", () => {
    for (const key of Object.keys(siteSettingSchemas) as (keyof typeof siteSettingSchemas)[]) {
      expect(siteSettingSchemas[key].parse(demoSiteSettings[key])).toEqual(demoSiteSettings[key]);
    }
  });

  it("rejects a company email that is not an address, naming the field", () => {
    const result = companyInfoSchema.safeParse({ ...defaultCompanyInfo, emails: ["sales@saide.cn", "sales at saide"] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["emails", 1]]);
  });

  it("trims what an administrator typed", () => {
    const parsed = companyInfoSchema.parse({
      ...defaultCompanyInfo,
      texts: { ...defaultCompanyInfo.texts, en: { ...defaultCompanyInfo.texts.en, person: " Mr. Li " } },
      emails: ["  li@saide-quartz.example "],
    });
    expect(parsed).toMatchObject({ emails: ["li@saide-quartz.example"], texts: { en: { person: "Mr. Li" } } });
  });

  it("reads a document stored in the first document shape (one phone, one email, url) as lists", () => {
    const firstShape = {
      name: "Saide",
      address: "Yunfu",
      email: "li@saide.cn",
      phone: "+86 766 123 4567",
      person: "Li",
      url: "https://saide.cn",
    };
    expect(companyInfoSchema.parse({ en: firstShape, zh: { ...firstShape, email: "", phone: "" } })).toEqual({
      texts: { en: { name: "Saide", address: "Yunfu", person: "Li", hours: "" }, zh: { name: "Saide", address: "Yunfu", person: "Li" } },
      textTimes: {},
      phones: ["+86 766 123 4567"],
      emails: ["li@saide.cn"],
      website: "https://saide.cn",
      wechat: "",
      whatsapp: "",
      linkedin: "",
    });
  });

  it("rejects an empty company name and oversized text", () => {
    const english = (change: object) => ({ ...defaultCompanyInfo, texts: { en: { ...defaultCompanyInfo.texts.en, ...change } } });
    expect(companyInfoSchema.safeParse(english({ name: "  " })).success).toBe(false);
    expect(companyInfoSchema.safeParse(english({ address: "x".repeat(301) })).success).toBe(false);
    expect(homePageSchema.safeParse({ ...defaultHomePage, slides: [] }).success).toBe(false);
  });

  it("keeps the fallback company facts in both languages", () => {
    const facts = ["6,000", "12,000", "400", "600", "140", "148", "60,000"];
    for (const { name: _name, intro = [], ...stated } of [defaultAboutPage.texts.en, defaultAboutPage.texts.zh ?? {}]) {
      for (const fact of facts) expect(intro.join(" ")).toContain(fact);
      for (const fact of facts) expect(Object.values(stated).join(" ")).toContain(fact);
    }
    expect(defaultAboutPage.texts.en.intro).toHaveLength(defaultAboutPage.texts.zh?.intro?.length ?? 0);
  });
});

describe("company details in an added language", () => {
  const info = { ...defaultCompanyInfo, texts: { ...defaultCompanyInfo.texts, ar: { name: "شركة سايد" } } };

  it("shows each text written in the language over the English, saying which is English", () => {
    const arabic = companyDetailsIn(info, "ar");
    expect(arabic).toMatchObject({ name: "شركة سايد", address: defaultCompanyInfo.texts.en.address, phones: defaultCompanyInfo.phones });
    expect(arabic.textLanguages).toEqual({ name: "ar", address: "en", person: "en", hours: "en" });
    // Chinese shows its own texts as written, the hours it has none of staying empty (docs/requirements/languages.md#first-two-languages).
    expect(companyDetailsIn(info, "zh")).toMatchObject({
      ...defaultCompanyInfo.texts.zh,
      hours: "",
      phones: defaultCompanyInfo.phones,
      textLanguages: { name: "zh", address: "zh", person: "zh", hours: "zh" },
    });
  });
});
