import { describe, expect, it } from "vitest";
import { conversionPercent } from "./visit-details";
import { productIdOfPath, viewSourceFrom } from "./view-source";

describe("conversion rate", () => {
  it("reads enquiries per hundred views to one decimal, and nothing without views", () => {
    expect(conversionPercent({ views: 200, enquiries: 3 })).toBe(1.5);
    expect(conversionPercent({ views: 3, enquiries: 1 })).toBe(33.3);
    expect(conversionPercent({ views: 0, enquiries: 2 })).toBeNull();
  });
});

describe("what a page view records about its source", () => {
  it("reads the product of a product page in either language", () => {
    expect(productIdOfPath("/product/slab-7")).toBe("slab-7");
    expect(productIdOfPath("/product-zh/slab-7")).toBe("slab-7");
    expect(productIdOfPath("/product/%E7%9F%B3")).toBe("石");
    expect(productIdOfPath("/product/slab-7/extra")).toBeNull();
    expect(productIdOfPath("/contact-us/product/slab-7")).toBeNull();
    expect(productIdOfPath("/product/%E0")).toBeNull();
  });

  it("keeps another site's host and the campaign, and no referrer for this site's own links", () => {
    const url = new URL("https://quartz.example/product/slab-7?utm_source=news&utm_medium=email&utm_campaign=spring");
    expect(viewSourceFrom(url, "https://www.google.com/search?q=quartz")).toEqual({
      productId: "slab-7",
      referrerHost: "www.google.com",
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "spring",
    });
    expect(viewSourceFrom(new URL("https://quartz.example/"), "https://quartz.example/about-us")).toMatchObject({
      productId: null,
      referrerHost: "",
      utmSource: "",
    });
    expect(viewSourceFrom(new URL("https://quartz.example/"), "not a url").referrerHost).toBe("");
  });
});
