import { describe, expect, it } from "vitest";
import { notificationSubject, notificationText, type NotificationInput } from "./notification";

const base: NotificationInput = {
  firstName: "Wei",
  lastName: "Zhang",
  email: "wei@example.com",
  phone: "",
  message: "需要报价",
  origin: { source: "homepage" },
  siteUrl: "https://quartz.example",
};

describe("owner notification", () => {
  it("uses SPEC's subject for the home page modal", () => {
    expect(notificationSubject(base)).toBe("New message from Wei Zhang");
  });

  it("tags the subject on the contact page, with the product title when there is one", () => {
    expect(notificationSubject({ ...base, origin: { source: "contact" } })).toBe("[Contact page] New message from Wei Zhang");
    expect(
      notificationSubject({ ...base, origin: { source: "product", productId: "carrara-white", productTitle: "Carrara White" } }),
    ).toBe("[Carrara White] New message from Wei Zhang");
  });

  it("holds the name, email, message and form source", () => {
    const text = notificationText(base);
    expect(text).toContain("Name: Wei Zhang");
    expect(text).toContain("Email: wei@example.com");
    expect(text).toContain("需要报价");
    expect(text).toContain("Form source: Homepage");
  });

  it("links the product on the public site", () => {
    const text = notificationText({
      ...base,
      origin: { source: "product", productId: "carrara white", productTitle: "Carrara White" },
    });
    expect(text).toContain("Form source: Contact page (product)");
    expect(text).toContain("https://quartz.example/product/carrara%20white");
  });

  it("names a question about the product, and only the thickness and finish the buyer chose", () => {
    const text = notificationText({
      ...base,
      origin: { source: "product", productId: "carrara-white", productTitle: "Carrara White", request: { request: "question", thicknessMm: null, finish: "Honed" } },
    });
    expect(text).toContain("Request: Question about this product\nFinish: Honed");
    expect(text).not.toContain("Thickness:");
  });
});
