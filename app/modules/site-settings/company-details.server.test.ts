import { describe, expect, it } from "vitest";
import { isPlaceholderContact, placeholderCompanyFields, publicCompanyDetails } from "./company-details.server";
import { companyDetailsIn, defaultCompanyInfo } from "./site-settings";

describe("company details shown to buyers", () => {
  it("recognises the demo's placeholders and nothing real", () => {
    for (const placeholder of [
      "+86 766 000 0000",
      "sales@saide-quartz.example",
      "https://www.example.com/",
      "info@example.org",
      "https://saide.example",
    ]) {
      expect(isPlaceholderContact(placeholder), placeholder).toBe(true);
    }
    for (const real of ["+86 766 888 1234", "sales@saide.cn", "https://www.saide-quartz.cn", "saide-stone"])
      expect(isPlaceholderContact(real), real).toBe(false);
  });

  it("leaves placeholders out and keeps the rest", () => {
    const shown = publicCompanyDetails({ ...companyDetailsIn(defaultCompanyInfo, "en"), phones: ["+86 766 000 0000", "+86 766 888 1234"] });
    expect(shown).toMatchObject({ name: defaultCompanyInfo.texts.en.name, phones: ["+86 766 888 1234"], emails: [], website: "" });
  });

  it("names the fields the dashboard's banner asks to fix", () => {
    expect(placeholderCompanyFields(defaultCompanyInfo)).toEqual(["phones", "emails", "website"]);
    const real = { ...defaultCompanyInfo, phones: ["+86 766 888 1234"], emails: ["sales@saide.cn"], website: "https://saide.cn" };
    expect(placeholderCompanyFields(real)).toEqual([]);
  });
});
