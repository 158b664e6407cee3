import { describe, expect, it } from "vitest";
import { enquirySourceFrom } from "./enquiry-source";

describe("enquirySourceFrom", () => {
  it("reads the page and its campaign from the Referer of this site", () => {
    const source = enquirySourceFrom(
      "https://saide.example/contact-us-zh",
      "https://saide.example/contact-us-zh?utm_source=wechat&utm_medium=social&utm_campaign=%E7%A7%8B%E5%AD%A3",
    );
    expect(source).toEqual({ pagePath: "/contact-us-zh", referrer: "", utmSource: "wechat", utmMedium: "social", utmCampaign: "秋季" });
  });

  it("falls back to the address the form was posted to when there is no Referer", () => {
    const source = enquirySourceFrom("https://saide.example/contact-us/product/p1?utm_source=google&utm_campaign=slabs", null);
    expect(source).toMatchObject({
      pagePath: "/contact-us/product/p1",
      referrer: "",
      utmSource: "google",
      utmMedium: "",
      utmCampaign: "slabs",
    });
  });

  it("keeps only the origin and path of another site's referrer", () => {
    const source = enquirySourceFrom("https://saide.example/contact-us", "https://www.google.com/search?q=secret");
    expect(source.referrer).toBe("https://www.google.com/search");
    expect(source.pagePath).toBe("/contact-us");
  });

  it("ignores a Referer that is not a web address and bounds and cleans every value", () => {
    const long = "x".repeat(1000);
    const source = enquirySourceFrom(`https://saide.example/contact-us?utm_source=${long}&utm_medium=a%0Ab`, "javascript:alert(1)");
    expect(source.referrer).toBe("");
    expect(source.utmSource).toHaveLength(100);
    expect(source.utmMedium).toBe("ab");
  });
});
