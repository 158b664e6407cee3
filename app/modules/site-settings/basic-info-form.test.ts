import { describe, expect, it } from "vitest";
import { adminBasicInfoZh } from "~/i18n/admin-basic-info";
import { basicInfoFormSchema, basicInfoFormValues, basicInfoFromForm, splitEntries } from "./basic-info-form";
import { staleFields } from "~/i18n/owner-texts";
import { companyDetailsIn, companyInfoSchema, defaultCompanyInfo } from "./site-settings";

const schema = basicInfoFormSchema(adminBasicInfoZh);

describe("the basic-info form", () => {
  it("splits lists on lines and Chinese or Latin commas", () => {
    expect(splitEntries(" +86 766 888 1234\n\n+86 138 0000 1111，+86 139 1111 2222、 ")).toEqual([
      "+86 766 888 1234",
      "+86 138 0000 1111",
      "+86 139 1111 2222",
    ]);
  });

  it("gives back the stored record it was filled from", () => {
    const parsed = schema.parse({ version: "3", ...basicInfoFormValues(defaultCompanyInfo, ["li@saide.cn"]) });
    expect(parsed.version).toBe(3);
    const saved = basicInfoFromForm(parsed, defaultCompanyInfo, new Date());
    expect(saved).toEqual({ company: defaultCompanyInfo, ownerEmails: ["li@saide.cn"] });
    expect(companyInfoSchema.parse(saved.company)).toEqual(defaultCompanyInfo);
  });

  it("times the texts a save changes, so the translations of a changed English read as stale", () => {
    const company = { ...defaultCompanyInfo, texts: { ...defaultCompanyInfo.texts, es: { name: "Saide Cuarzo", address: "Yunfu" } } };
    const at = new Date("2026-12-02T09:00:00Z");
    const parsed = schema.parse({ version: "3", ...basicInfoFormValues(company, []), addressEn: "Yunfu, Guangdong, China" });
    const saved = basicInfoFromForm(parsed, company, at).company;
    expect(saved.textTimes).toEqual({ en: { address: at.toISOString() } });
    expect(staleFields({ texts: saved.texts, times: saved.textTimes }, "es")).toEqual(["address"]);
    const translated = schema.parse({
      version: "4",
      ...basicInfoFormValues(saved, []),
      translations: { es: { name: "Saide Cuarzo", address: "Yunfu (Guangdong, China)" } },
    });
    const later = basicInfoFromForm(translated, saved, new Date("2026-12-02T10:00:00Z")).company;
    expect(staleFields({ texts: later.texts, times: later.textTimes }, "es")).toEqual([]);
  });

  it("keeps the chosen WeChat QR code image for both languages, and none when none is chosen", () => {
    const wechatQrImageId = "b3f9c1de-0000-4000-8000-000000000001";
    const company = { ...defaultCompanyInfo, wechatQrImageId };
    const parsed = schema.parse({ version: "1", ...basicInfoFormValues(company, []) });
    expect(basicInfoFromForm(parsed, company, new Date()).company).toEqual(company);
    const unset = schema.parse({ version: "1", ...basicInfoFormValues(company, []), wechatQrImageId: "" });
    expect(basicInfoFromForm(unset, company, new Date()).company).not.toHaveProperty("wechatQrImageId");
    expect(
      schema.safeParse({ version: "1", ...basicInfoFormValues(company, []), wechatQrImageId: "not-an-image" }).error?.issues[0]?.message,
    ).toBe("请从媒体库中选择一张图片。");
  });

  it("takes the company's LinkedIn page for both languages, and refuses any other address", () => {
    const linkedin = "https://www.linkedin.com/company/saide-quartz";
    const parsed = schema.parse({ version: "1", ...basicInfoFormValues(defaultCompanyInfo, []), linkedin });
    const { company } = basicInfoFromForm(parsed, defaultCompanyInfo, new Date());
    expect([companyDetailsIn(company, "en").linkedin, companyDetailsIn(company, "zh").linkedin]).toEqual([linkedin, linkedin]);
    for (const other of ["https://evil.example/linkedin.com/company/x", "http://www.linkedin.com/company/x", "javascript:alert(1)"]) {
      const refused = schema.safeParse({ version: "1", ...basicInfoFormValues(defaultCompanyInfo, []), linkedin: other });
      expect(refused.error?.issues[0]?.message, other).toBe(adminBasicInfoZh.errors.invalidLinkedIn);
    }
  });

  it("names what is wrong in Chinese, next to the field", () => {
    const result = schema.safeParse({
      version: "1",
      nameEn: "Saide",
      nameZh: " ",
      emails: "li@saide.cn\nnot-an-email",
      website: "saide.cn",
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(byField).toEqual({
      nameZh: "请填写此项。",
      emails: "以下不是有效的邮箱地址：not-an-email",
      website: "请输入以 https:// 或 http:// 开头的完整网址。",
    });
  });
});
