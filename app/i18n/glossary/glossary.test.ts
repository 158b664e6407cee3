import { describe, expect, it } from "vitest";
import { messagesFor, productEnquiryText, quoteDocumentText, quoteListText, specSheetText } from "~/i18n/catalogs";
import type { TranslatedLanguage } from "~/i18n/languages";
import { demoAboutTranslations } from "~/modules/seed/demo-about-translations";
import {
  demoCategoryTranslations,
  demoOptionTranslations,
  demoProductTranslations,
  demoSharedTranslations,
} from "~/modules/seed/demo-translations";
import { arabicGlossary } from "./ar";
import { rejectedPattern, type Glossary } from "./glossary";
import { russianGlossary } from "./ru";
import { spanishGlossary } from "./es";

type Found = { where: string; text: string };

/**
 * Every text of a value with where it sits: strings, and a function's source, whose template literals hold the words
 * it writes around its arguments.
 */
function textsOf(value: unknown, where: string, into: Found[] = []): Found[] {
  if (typeof value === "string") into.push({ where, text: value });
  else if (typeof value === "function") into.push({ where, text: String(value) });
  else if (Array.isArray(value)) value.forEach((item, index) => textsOf(item, `${where}[${index}]`, into));
  else if (value !== null && typeof value === "object")
    for (const [key, item] of Object.entries(value)) textsOf(item, `${where}.${key}`, into);
  return into;
}

/** What a buyer reads in `language`: its catalogs (without the English dashboard texts they borrow) and the demo catalogue. */
function buyerTexts(language: TranslatedLanguage): Found[] {
  const { auth: _auth, admin: _admin, ...messages } = messagesFor(language);
  const ofLanguage = <T>(byId: Record<string, Partial<Record<TranslatedLanguage, T>>>) =>
    Object.fromEntries(Object.entries(byId).map(([id, texts]) => [id, texts[language]]));
  return textsOf(
    {
      messages,
      productEnquiry: productEnquiryText(language),
      specSheet: specSheetText(language),
      quoteList: quoteListText(language),
      quoteDocument: quoteDocumentText(language),
      demoCategories: ofLanguage(demoCategoryTranslations),
      demoProducts: ofLanguage(demoProductTranslations),
      demoOptions: ofLanguage(demoOptionTranslations),
      demoShared: demoSharedTranslations[language],
      demoAbout: demoAboutTranslations[language],
    },
    language,
  );
}

const glossaries: Glossary[] = [spanishGlossary, russianGlossary, arabicGlossary];

describe.each(glossaries)("the $language glossary", (glossary) => {
  const texts = buyerTexts(glossary.language);

  it("is followed by every buyer text and the demo catalogue", () => {
    const uses = glossary.entries.flatMap(({ concept, chosen, rejected }) =>
      rejected.flatMap((word) => {
        const pattern = rejectedPattern(word);
        return texts
          .filter(({ text }) => pattern.test(text))
          .map(({ where, text }) => `${where}: "${word}" for ${concept} (use "${chosen}"): ${text.slice(0, 120)}`);
      }),
    );
    expect(uses).toEqual([]);
  });

  it("names each concept once, and rejects no word it chooses", () => {
    const concepts = glossary.entries.map(({ concept }) => concept);
    expect(new Set(concepts).size).toBe(concepts.length);
    for (const { chosen, rejected } of glossary.entries) {
      for (const word of rejected) expect(rejectedPattern(word).test(chosen), `${word} rejects the chosen ${chosen}`).toBe(false);
    }
  });

  it("holds the trade's terms", () => {
    expect(glossary.entries.length).toBeGreaterThanOrEqual(8);
  });
});

describe("rejectedPattern", () => {
  it("matches whole words in any script, and stems where the word ends in *", () => {
    expect(rejectedPattern("bulto").test("Un bulto de tablas")).toBe(true);
    expect(rejectedPattern("bulto").test("bultos")).toBe(false);
    expect(rejectedPattern("слэб*").test("Слэбы и плиты")).toBe(true);
    expect(rejectedPattern("сляб").test("слябов")).toBe(false);
    expect(rejectedPattern("مينائنا").test("من مينائنا")).toBe(true);
  });
});
