import { describe, expect, it } from "vitest";
import { notificationSubject, notificationText, type NotificationInput } from "./notification";

const base: NotificationInput = {
  firstName: "Wei",
  lastName: "Zhang",
  email: "wei@example.com",
  phone: "",
  message: "需要报价",
  origin: { source: "homepage" },
  language: "en",
  siteUrl: "https://quartz.example",
};

describe("owner notification", () => {
  it("uses the required subject for the home page modal", () => {
    expect(notificationSubject(base)).toBe("New message from Wei Zhang");
  });

  it("tags the subject on the contact page, with the product title when there is one", () => {
    expect(notificationSubject({ ...base, origin: { source: "contact" } })).toBe("[Contact page] New message from Wei Zhang");
    expect(notificationSubject({ ...base, origin: { source: "product", productId: "carrara-white", productTitle: "Carrara White" } })).toBe(
      "[Carrara White] New message from Wei Zhang",
    );
  });

  it("names the language the buyer wrote from and asks for the reply in it", () => {
    expect(notificationText(base)).toContain("Phone: -\nLanguage: English — please reply in English.\n");
    expect(notificationText({ ...base, language: "zh" })).toContain("Language: Chinese (简体中文) — please reply in Chinese.");
    expect(notificationText({ ...base, language: "es" })).toContain("Language: Spanish (Español) — please reply in Spanish.");
    expect(notificationText({ ...base, language: "ru" })).toContain("Language: Russian (Русский) — please reply in Russian.");
  });

  it("marks an added language at the end of the subject, which still starts as required", () => {
    expect(notificationSubject({ ...base, language: "es" })).toBe("New message from Wei Zhang (in Spanish)");
    expect(notificationSubject({ ...base, language: "ru", origin: { source: "contact" } })).toBe(
      "[Contact page] New message from Wei Zhang (in Russian)",
    );
    expect(notificationSubject({ ...base, language: "zh", origin: { source: "contact" } })).toBe(
      "[Contact page] New message from Wei Zhang",
    );
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
      origin: {
        source: "product",
        productId: "carrara-white",
        productTitle: "Carrara White",
        request: { request: "question", thicknessMm: null, finish: "Honed" },
      },
    });
    expect(text).toContain("Request: Question about this product\nFinish: Honed");
    expect(text).not.toContain("Thickness:");
  });

  it("names a quote request's number in the subject, links to its pricing page and gives the buyer's cargo limit", () => {
    const quote: NotificationInput = {
      ...base,
      language: "ar",
      origin: {
        source: "quote",
        company: "Gulf Stone",
        country: "AE",
        destinationPort: "Jebel Ali",
        incoterm: "CIF",
        cargoLimitKg: 27_000,
        lines: [
          {
            productId: "calacatta-gold",
            productTitle: "Calacatta Gold",
            thicknessMm: 20,
            lengthMm: 3200,
            widthMm: 1600,
            finish: "Polished",
            quantity: 24,
            unit: "slab",
            slabs: 24,
          },
        ],
      },
      quoteRequest: { enquiryId: "0b9f3c1e-2d4a-4f6b-8c7d-9e0f1a2b3c4d", number: 1042 },
    };
    expect(notificationSubject(quote)).toBe("[Quote request no. 1042] New message from Wei Zhang (in Arabic)");
    const text = notificationText(quote);
    expect(text).toContain(
      "Quote request no. 1042\nPrice it: https://quartz.example/dashboard/quotes/0b9f3c1e-2d4a-4f6b-8c7d-9e0f1a2b3c4d\n",
    );
    expect(text).toContain("Destination: CIF Jebel Ali\nCargo limit per container (buyer's plan): 27,000 kg\n");
    expect(text).toContain("1. Calacatta Gold, 20 mm, 3200 × 1600 mm, Polished: 24 slabs (122.88 m²)");
  });
});
