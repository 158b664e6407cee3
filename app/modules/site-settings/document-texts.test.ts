import { describe, expect, it } from "vitest";
import { z } from "zod";
import { staleFields } from "~/i18n/owner-texts";
import { documentTextIn, documentTextsFields, englishTexts, translationsWithBlanks, writeDocumentTexts } from "./document-texts";

type Caption = { heading: string; lines: string[] };
const caption = {
  texts: { en: { heading: "Calacatta", lines: ["Veined white"] }, zh: { heading: "卡拉卡塔" }, es: { lines: ["Blanco veteado"] } },
  textTimes: {},
};

describe("a site document's texts", () => {
  it("shows English and Chinese as written, a field left empty staying empty, and the English standing in for the others", () => {
    expect(documentTextIn(caption.texts, "heading", "zh")).toEqual({ text: "卡拉卡塔", language: "zh" });
    expect(documentTextIn(caption.texts, "lines", "zh")).toEqual({ text: [], language: "zh" });
    expect(documentTextIn(caption.texts, "heading", "es")).toEqual({ text: "Calacatta", language: "en" });
    expect(documentTextIn(caption.texts, "lines", "es")).toEqual({ text: ["Blanco veteado"], language: "es" });
  });

  it("writes each language an editor holds, timing what changed and dropping a translation emptied", () => {
    const at = new Date("2026-12-02T09:00:00Z");
    const written = writeDocumentTexts<Caption>(
      caption,
      {
        en: { heading: "Calacatta Gold", lines: ["Veined white"] },
        zh: { heading: "卡拉卡塔", lines: [] },
        ...translationsWithBlanks<Caption>({ ru: { heading: "Калакатта" } }, ["heading", "lines"]),
      },
      at,
    );
    expect(written.texts).toEqual({
      en: { heading: "Calacatta Gold", lines: ["Veined white"] },
      zh: { heading: "卡拉卡塔" },
      ru: { heading: "Калакатта" },
    });
    expect(written.textTimes).toEqual({ en: { heading: at.toISOString() }, ru: { heading: at.toISOString() } });
    expect(staleFields({ texts: written.texts, times: written.textTimes }, "zh")).toEqual(["heading"]);
    expect(staleFields({ texts: written.texts, times: written.textTimes }, "ru")).toEqual([]);
  });

  it("reads stored texts by the English's rules and every other language's own, keeping no language the registry lacks", () => {
    const schema = z.object(
      documentTextsFields({ heading: z.string().trim().min(1).max(10) }, (language) => ({
        heading: z
          .string()
          .trim()
          .max(language === "zh" ? 5 : 10),
      })),
    );
    expect(schema.parse({ texts: { en: { heading: " Onyx " }, xx: { heading: "?" } } })).toEqual({
      texts: { en: { heading: "Onyx" } },
      textTimes: {},
    });
    expect(schema.safeParse({ texts: { en: { heading: "" } } }).success).toBe(false);
    expect(schema.safeParse({ texts: { en: { heading: "Onyx" }, zh: { heading: "玛瑙玛瑙玛瑙" } } }).success).toBe(false);
    expect(schema.parse(englishTexts({ heading: "Onyx" }))).toEqual(englishTexts({ heading: "Onyx" }));
  });
});
