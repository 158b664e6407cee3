import { describe, expect, it } from "vitest";
import { columnTexts, documentText, ownerText, ownerTextIn, ownerTextLanguage, standInAttributes } from "./languages";

describe("the owner's texts in the page's language", () => {
  const title = columnTexts("Honed", "哑光", { es: { label: "Apomazado" }, ru: { label: "  " } }, "label");

  it("shows each language its own text, and the English where it is not written", () => {
    expect(ownerText(title, "en")).toBe("Honed");
    expect(ownerText(title, "zh")).toBe("哑光");
    expect(ownerText(title, "es")).toBe("Apomazado");
    expect(ownerText(title, "ru")).toBe("Honed");
    expect(ownerText(title, "ar")).toBe("Honed");
    expect(ownerText({ en: "Honed", zh: " " }, "zh")).toBe("Honed");
    expect(ownerText({ en: ["Kitchen"], zh: [] }, "zh")).toEqual(["Kitchen"]);
    expect(ownerText({ en: ["Kitchen"], es: ["Cocina"] }, "es")).toEqual(["Cocina"]);
  });

  it("tells a text the owner wrote in the language from the English standing in for it", () => {
    expect(ownerTextIn({ en: "" }, "en")).toBe("");
    expect(ownerTextIn(title, "ru")).toBeUndefined();
    expect(ownerTextIn({ en: [], zh: ["第一段"] }, "zh")).toEqual(["第一段"]);
    expect(ownerTextLanguage(title, "es")).toBe("es");
    expect(ownerTextLanguage(title, "ar")).toBe("en");
  });

  it("marks only the English stand-in as English, left to right", () => {
    expect(standInAttributes(ownerTextLanguage(title, "ar"), "ar")).toEqual({ lang: "en", dir: "ltr" });
    expect(standInAttributes(ownerTextLanguage(title, "es"), "es")).toEqual({});
    expect(standInAttributes(ownerTextLanguage(title, "en"), "en")).toEqual({});
  });
});

describe("a document with English and Chinese parts and translations", () => {
  const modal = {
    en: { title: "Contact us", text: "We answer within a day." },
    zh: { title: "联系我们", text: "" },
    translations: { es: { title: "Contáctenos" } },
  };

  it("shows English and Chinese their own part as written, and the others their translation or the English", () => {
    expect(documentText(modal, "text", "zh")).toEqual({ text: "", language: "zh" });
    expect(documentText(modal, "title", "es")).toEqual({ text: "Contáctenos", language: "es" });
    expect(documentText(modal, "text", "es")).toEqual({ text: "We answer within a day.", language: "en" });
    expect(documentText(modal, "title", "ar")).toEqual({ text: "Contact us", language: "en" });
  });
});
