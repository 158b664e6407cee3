import { describe, expect, it } from "vitest";
import { localizedList, localizedText, writtenInLanguage } from "./localized";

describe("texts in the page's language", () => {
  it("falls back to English where the Chinese is missing", () => {
    expect(localizedText("Honed", " ", "zh")).toBe("Honed");
    expect(localizedText("Honed", "哑光", "zh")).toBe("哑光");
    expect(localizedText("Honed", "哑光", "en")).toBe("Honed");
    expect(localizedList(["Kitchen"], [], "zh")).toEqual(["Kitchen"]);
    expect(localizedList(["Kitchen"], ["厨房"], "en")).toEqual(["Kitchen"]);
  });

  it("tells a Chinese text the owner wrote from one that fell back to English", () => {
    expect(writtenInLanguage("", "en")).toBe(true);
    expect(writtenInLanguage("  ", "zh")).toBe(false);
    expect(writtenInLanguage("石英石", "zh")).toBe(true);
    expect(writtenInLanguage([], "zh")).toBe(false);
    expect(writtenInLanguage(["第一段"], "zh")).toBe(true);
  });
});
