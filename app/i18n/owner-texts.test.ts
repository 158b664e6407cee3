import { describe, expect, it } from "vitest";
import { standInAttributes } from "./languages";
import {
  englishOnly,
  fieldTexts,
  type LanguageTexts,
  missingFields,
  ownTextIn,
  ownTextsIn,
  replaceTexts,
  shownTextIn,
  staleFields,
  textIn,
  textsIn,
  writeTexts,
} from "./owner-texts";

type Fields = { title: string; description: string[] };

const texts: LanguageTexts<Fields> = {
  en: { title: "Calacatta Gold", description: ["Warm veins."] },
  zh: { title: "卡拉卡塔金", description: [] },
  es: { title: "  " },
  ar: { description: ["عروق دافئة."] },
};

describe("reading the owner's texts in a language", () => {
  it("shows each language its own text, and the English where it is not written", () => {
    expect(textIn(texts, "title", "zh")).toBe("卡拉卡塔金");
    expect(textIn(texts, "description", "zh")).toEqual(["Warm veins."]);
    expect(textIn(texts, "title", "es")).toBe("Calacatta Gold");
    expect(textIn(texts, "title", "ru")).toBe("Calacatta Gold");
    expect(textsIn(texts, "ar")).toEqual({ title: "Calacatta Gold", description: ["عروق دافئة."] });
  });

  it("says which language a shown text is in, so an English stand-in is marked", () => {
    expect(shownTextIn(texts, "title", "zh")).toEqual({ text: "卡拉卡塔金", language: "zh" });
    expect(shownTextIn(texts, "title", "ru")).toEqual({ text: "Calacatta Gold", language: "en" });
  });

  it("tells a written text from the English standing in for it", () => {
    expect(ownTextIn(texts, "title", "es")).toBeUndefined();
    expect(ownTextIn(texts, "description", "ar")).toEqual(["عروق دافئة."]);
    expect(ownTextsIn(texts, "ru")).toEqual({});
    expect(fieldTexts(texts, "title")).toEqual({ en: "Calacatta Gold", zh: "卡拉卡塔金" });
  });

  it("lists what a language still lacks", () => {
    expect(missingFields(texts, "zh", ["title", "description"])).toEqual(["description"]);
    expect(missingFields(texts, "es", ["title", "description"])).toEqual(["title", "description"]);
    expect(missingFields({ en: { title: "", description: [] } }, "en", ["title"])).toEqual(["title"]);
  });
});

describe("writing a language's texts", () => {
  const monday = new Date("2026-11-30T09:00:00Z");
  const tuesday = new Date("2026-12-01T09:00:00Z");
  const written = writeTexts(englishOnly<Fields>({ title: "Calacatta Gold", description: [] }), "ru", { title: "Калакатта Голд" }, monday);

  it("keeps a translation with the time it was written", () => {
    expect(written.texts.ru).toEqual({ title: "Калакатта Голд" });
    expect(written.times).toEqual({ ru: { title: monday.toISOString() } });
  });

  it("drops an emptied translation, so the English stands in again", () => {
    const emptied = writeTexts(written, "ru", { title: " " }, tuesday);
    expect(emptied.texts.ru).toBeUndefined();
    expect(emptied.times.ru).toBeUndefined();
    expect(textIn(emptied.texts, "title", "ru")).toBe("Calacatta Gold");
  });

  it("marks a translation stale once its English changes, and current again when it is rewritten", () => {
    expect(staleFields(written, "ru")).toEqual([]);
    const unchanged = writeTexts(written, "en", { title: "Calacatta Gold" }, tuesday);
    expect(staleFields(unchanged, "ru")).toEqual([]);
    const changed = writeTexts(written, "en", { title: "Calacatta Oro" }, tuesday);
    expect(staleFields(changed, "ru")).toEqual(["title"]);
    const rewritten = writeTexts(changed, "ru", { title: "Калакатта Оро" }, new Date("2026-12-02T09:00:00Z"));
    expect(staleFields(rewritten, "ru")).toEqual([]);
  });

  it("holds texts moved without times to the English written after them", () => {
    const moved = { texts: { en: { title: "Honed", description: [] }, zh: { title: "哑光" } }, times: {} };
    expect(staleFields(moved, "zh")).toEqual([]);
    expect(staleFields(writeTexts(moved, "en", { title: "Honed finish" }, monday), "zh")).toEqual(["title"]);
  });
});

describe("writing a form's texts in every language at once", () => {
  const monday = new Date("2026-11-30T09:00:00Z");
  const tuesday = new Date("2026-12-01T09:00:00Z");
  const written = replaceTexts(
    englishOnly<Fields>({ title: "Calacatta Gold", description: [] }),
    { en: { title: "Calacatta Gold", description: [] }, zh: { title: "卡拉卡塔金" }, ru: { title: "Калакатта Голд" } },
    monday,
  );

  it("times only what changed, English included", () => {
    expect(written.texts).toEqual({
      en: { title: "Calacatta Gold", description: [] },
      zh: { title: "卡拉卡塔金" },
      ru: { title: "Калакатта Голд" },
    });
    expect(written.times).toEqual({ zh: { title: monday.toISOString() }, ru: { title: monday.toISOString() } });
  });

  it("drops a translation the form no longer holds, and marks the others stale when the English changes", () => {
    const next = replaceTexts(written, { en: { title: "Calacatta Oro", description: [] }, zh: { title: "卡拉卡塔金" } }, tuesday);
    expect(next.texts.ru).toBeUndefined();
    expect(next.times.ru).toBeUndefined();
    expect(staleFields(next, "zh")).toEqual(["title"]);
  });
});

describe("marking an English stand-in", () => {
  it("marks only the English standing in for the page's language as English, left to right", () => {
    expect(standInAttributes(shownTextIn(texts, "title", "ar").language, "ar")).toEqual({ lang: "en", dir: "ltr" });
    expect(standInAttributes(shownTextIn(texts, "description", "ar").language, "ar")).toEqual({});
    expect(standInAttributes(shownTextIn(texts, "title", "en").language, "en")).toEqual({});
  });
});
