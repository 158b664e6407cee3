/**
 * The owner's texts of a row or document, kept the same way for every language of the registry
 * (docs/decisions/048-owner-texts-one-shape.md): one `texts` document keyed by language, English complete and the
 * others as far as they are written, and beside it when each language's field was last written. Code reads, writes
 * and lists them only through these functions.
 */
import {
  defaultLanguage,
  isWritten,
  languages,
  type Language,
  type OwnerTexts,
  ownerText,
  ownerTextIn,
  type ShownText,
  ownerTextLanguage,
} from "./languages";

/** A row's or document's texts: the English complete, every other language as far as the owner wrote it. */
export type LanguageTexts<Fields> = { en: Fields } & { [L in Exclude<Language, "en">]?: Partial<Fields> };

/** When each language's field was last written (ISO 8601). A translation written before its English changed is stale. */
export type TextTimes<Fields> = { [L in Language]?: { [F in keyof Fields]?: string } };

/** Texts with the times they were written: what a table's `texts` and `text_times` columns hold together. */
export type WrittenTexts<Fields> = { texts: LanguageTexts<Fields>; times: TextTimes<Fields> };

/**
 * A row's `texts` and `text_times` columns, or an entry's of a list (a home slide, a slab size), as the texts with their
 * times; an entry saved before times were kept has none.
 */
export const writtenTextsOf = <Fields>(row: { texts: LanguageTexts<Fields>; textTimes?: TextTimes<Fields> }): WrittenTexts<Fields> => ({
  texts: row.texts,
  times: row.textTimes ?? {},
});

/** Texts with their times as a row's `texts` and `text_times` columns. */
export const textColumns = <Fields>({ texts, times }: WrittenTexts<Fields>) => ({ texts, textTimes: times });

/** Texts written by nobody yet: the English as given, no other language, no times. */
export const englishOnly = <Fields>(english: Fields): WrittenTexts<Fields> => ({
  texts: { en: english } as LanguageTexts<Fields>,
  times: {},
});

/** One field in every language it is written in, English always: the shape `ownerText` reads. */
export function fieldTexts<Fields, Field extends keyof Fields>(texts: LanguageTexts<Fields>, field: Field): OwnerTexts<Fields[Field]> {
  const result = { en: texts.en[field] } as OwnerTexts<Fields[Field]>;
  for (const language of languages) {
    if (language === defaultLanguage) continue;
    const text = texts[language]?.[field];
    if (isWritten(text)) result[language] = text as Fields[Field];
  }
  return result;
}

/** A field as a page in `language` shows it: its own text, or the English standing in for it. */
export const textIn = <Fields, Field extends keyof Fields>(texts: LanguageTexts<Fields>, field: Field, language: Language): Fields[Field] =>
  ownerText(fieldTexts(texts, field), language);

/** A field as the owner wrote it in `language`, or undefined while it is not written there (no English standing in). */
export const ownTextIn = <Fields, Field extends keyof Fields>(
  texts: LanguageTexts<Fields>,
  field: Field,
  language: Language,
): Fields[Field] | undefined => ownerTextIn(fieldTexts(texts, field), language);

/** A field as a page in `language` shows it, with the language it is shown in. */
export function shownTextIn<Fields, Field extends keyof Fields>(
  texts: LanguageTexts<Fields>,
  field: Field,
  language: Language,
): ShownText<Fields[Field]> {
  const byLanguage = fieldTexts(texts, field);
  return { text: ownerText(byLanguage, language), language: ownerTextLanguage(byLanguage, language) };
}

/** Every field of a row as a page in `language` shows it (the English standing in for what is not written). */
export function textsIn<Fields extends object>(texts: LanguageTexts<Fields>, language: Language): Fields {
  const shown = { ...texts.en };
  for (const field of Object.keys(texts.en) as (keyof Fields)[]) shown[field] = textIn(texts, field, language);
  return shown;
}

/** One language's fields as the owner wrote them, without English standing in: what its form shows to edit. */
export function ownTextsIn<Fields>(texts: LanguageTexts<Fields>, language: Language): Partial<Fields> {
  if (language === defaultLanguage) return texts.en;
  return texts[language] ?? {};
}

const sameText = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes one language's fields over what is written. English keeps every field as given; another language keeps a
 * field only when it is written (an emptied one falls back to the English again). A field whose text changed is timed
 * `at`; one left as it was keeps its time, so saving a form unchanged makes no translation stale.
 */
export function writeTexts<Fields>(
  current: WrittenTexts<Fields>,
  language: Language,
  fields: Partial<Fields>,
  at: Date,
): WrittenTexts<Fields> {
  const own: Partial<Fields> = { ...ownTextsIn(current.texts, language) };
  const times: Partial<Record<keyof Fields, string>> = { ...current.times[language] };
  for (const field of Object.keys(fields) as (keyof Fields)[]) {
    const text = fields[field];
    if (text === undefined) continue;
    if (language !== defaultLanguage && !isWritten(text)) {
      delete own[field];
      delete times[field];
    } else if (!sameText(own[field], text)) {
      own[field] = text;
      times[field] = at.toISOString();
    }
  }
  const texts = { ...current.texts, [language]: own } as LanguageTexts<Fields>;
  if (language !== defaultLanguage && Object.keys(own).length === 0) delete texts[language as Exclude<Language, "en">];
  const allTimes = { ...current.times, [language]: times } as TextTimes<Fields>;
  if (Object.keys(times).length === 0) delete allTimes[language];
  return { texts, times: allTimes };
}

/** A new row's texts, every field written `at`. */
export const newTexts = <Fields extends object>(texts: LanguageTexts<Fields>, at: Date): WrittenTexts<Fields> =>
  replaceTexts({ texts: { en: {} as Fields }, times: {} }, texts, at);

/**
 * Writes every language's texts as a form or a restored revision states them whole: each language through `writeTexts`,
 * so a changed field is timed `at`, and a field another language no longer holds falls back to the English again.
 */
export function replaceTexts<Fields extends object>(
  current: WrittenTexts<Fields>,
  texts: LanguageTexts<Fields>,
  at: Date,
): WrittenTexts<Fields> {
  const fields = Object.keys(texts.en) as (keyof Fields)[];
  let written = current;
  for (const language of languages) {
    const own: Partial<Fields> = ownTextsIn(texts, language);
    // A field left out is written blank, which `writeTexts` drops (null stands for blank whatever the field's type).
    const stated = Object.fromEntries(fields.map((field) => [field, own[field] ?? null])) as Partial<Fields>;
    written = writeTexts(written, language, stated, at);
  }
  return written;
}

/** The fields of `required` that `language` has no text for (English counts an empty text as missing too). */
export const missingFields = <Fields, Field extends keyof Fields>(
  texts: LanguageTexts<Fields>,
  language: Language,
  required: readonly Field[],
): Field[] => required.filter((field) => !isWritten(language === defaultLanguage ? texts.en[field] : texts[language]?.[field]));

/**
 * The fields written in `language` whose English changed after they were: the translation says what the English said
 * before. Texts moved from before times were kept have none: they count as written together, until the English changes.
 */
export function staleFields<Fields>(written: WrittenTexts<Fields>, language: Language): (keyof Fields)[] {
  if (language === defaultLanguage) return [];
  const own = written.texts[language] ?? {};
  return (Object.keys(own) as (keyof Fields)[]).filter((field) => {
    const translated = written.times[language]?.[field] ?? "";
    const english = written.times.en?.[field] ?? "";
    return translated < english;
  });
}

/** The places (from 1) of a list's entries (home slides, navigation entries, slab sizes) whose `field` in `language` is out of date. */
export const staleEntries = <Fields>(
  entries: readonly { texts: LanguageTexts<Fields>; textTimes?: TextTimes<Fields> }[],
  field: keyof Fields,
  language: Language,
): number[] => entries.flatMap((entry, index) => (staleFields(writtenTextsOf(entry), language).includes(field) ? [index + 1] : []));
