import { z } from "zod";
import { defaultLanguage, isSpecLanguage, languages, translatedLanguages, type Language, type ShownText } from "~/i18n/languages";
import { englishOnly, ownTextIn, shownTextIn, writeTexts, type LanguageTexts, type TextTimes, type WrittenTexts } from "~/i18n/owner-texts";

/**
 * The owner's texts of a site document, or of one entry of its lists (a slide, a navigation entry), as the document
 * stores them: keyed by language, with when each was written (docs/decisions/048-owner-texts-one-shape.md), read and
 * written through `app/i18n/owner-texts.ts`.
 */
export type DocumentTexts<Fields> = { texts: LanguageTexts<Fields>; textTimes: TextTimes<Fields> };

/**
 * The fields that read stored `texts` and `textTimes`, to spread into a document's schema: the English by `english`,
 * every other language of the registry as far as it is written, each field by `translatedIn` (the English's limits
 * unless a language's script needs others).
 */
export function documentTextsFields<English extends z.ZodRawShape>(
  english: English,
  translatedIn: (language: Language) => z.ZodRawShape = () => english,
) {
  type Fields = z.output<z.ZodObject<English>>;
  const others = languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => [language, z.object(translatedIn(language)).partial().optional()]);
  return {
    texts: z.object({ en: z.object(english), ...Object.fromEntries(others) }) as unknown as z.ZodType<LanguageTexts<Fields>>,
    // Times are read leniently: a time kept for a field or language the document no longer has never costs the texts.
    textTimes: z.record(z.string(), z.record(z.string(), z.iso.datetime())).default({}) as unknown as z.ZodType<TextTimes<Fields>>,
  };
}

/** Texts written in English only, as a built-in document starts. */
export function englishTexts<Fields>(english: Fields): DocumentTexts<Fields> {
  const { texts, times } = englishOnly(english);
  return { texts, textTimes: times };
}

/**
 * A document's text as a page in `language` shows it. English and Chinese show their own text as the owner wrote it,
 * a field left empty staying empty (docs/requirements/languages.md#first-two-languages); the added languages their
 * own text, or the English standing in for it.
 */
export function documentTextIn<Fields, Field extends keyof Fields>(
  texts: LanguageTexts<Fields>,
  field: Field,
  language: Language,
): ShownText<Fields[Field]> {
  if (!isSpecLanguage(language)) return shownTextIn(texts, field, language);
  const empty = (Array.isArray(texts.en[field]) ? [] : "") as Fields[Field];
  return { text: ownTextIn(texts, field, language) ?? empty, language };
}

/** What an editor holds in each language, English first: every field of a language, an emptied one blank. */
export type TextsByLanguage<Fields> = Partial<Record<Language, Partial<Fields>>>;

/**
 * Writes what an editor holds in each language over the stored texts (`writeTexts`): a changed field is timed `at`,
 * one left as it was keeps its time, a translation emptied falls back to the English.
 */
export function writeDocumentTexts<Fields>(
  current: DocumentTexts<Fields>,
  byLanguage: TextsByLanguage<Fields>,
  at: Date,
): DocumentTexts<Fields> {
  let written: WrittenTexts<Fields> = { texts: current.texts, times: current.textTimes };
  for (const language of languages) {
    const fields = byLanguage[language];
    if (fields) written = writeTexts(written, language, fields, at);
  }
  return { texts: written.texts, textTimes: written.times };
}

/**
 * A form's added languages with every one of `fields`, blank where the form left it out (its translation fields keep
 * only what is written), so writing them removes a translation the owner emptied.
 */
export function translationsWithBlanks<Fields>(
  translations: Partial<Record<Exclude<Language, "en">, Partial<Fields>>>,
  fields: readonly (keyof Fields)[],
): TextsByLanguage<Fields> {
  const blank = Object.fromEntries(fields.map((field) => [field, ""])) as Partial<Fields>;
  return Object.fromEntries(translatedLanguages.map((language) => [language, { ...blank, ...translations[language] }]));
}
