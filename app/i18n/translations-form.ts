import { z } from "zod";
import { isWritten, languages, translatedLanguages, type TranslatedLanguage, type Translations } from "./languages";
import type { LanguageTexts } from "./owner-texts";

/**
 * A form's `translations` fields ("translations.es.title"): one optional group per added language, checked by
 * `shape`, with blank texts left out, so a record stores only what the owner wrote and shows the English for the rest (docs/requirements/languages.md#owner-texts-in-every-language).
 */
export function translationsField<Shape extends z.ZodRawShape>(shape: Shape) {
  const group = z.object(shape).optional();
  type Fields = z.output<typeof group>;
  return z
    .object(Object.fromEntries(translatedLanguages.map((language) => [language, group])) as Record<TranslatedLanguage, typeof group>)
    .default({} as Record<TranslatedLanguage, Fields>)
    .transform((groups) => {
      const written: Translations<NonNullable<Fields>> = {};
      for (const language of translatedLanguages) {
        const fields = Object.entries(groups[language] ?? {}).filter(([, value]) => isWritten(value));
        if (fields.length > 0) written[language] = Object.fromEntries(fields) as Partial<NonNullable<Fields>>;
      }
      return written;
    });
}

/** The editor's values of a record's text translations: every language and field, blank where nothing is written. */
export function translationFormValues<Field extends string>(
  translations: Translations<Record<Field, string>>,
  fields: readonly Field[],
): Record<TranslatedLanguage, Record<Field, string>> {
  return Object.fromEntries(
    translatedLanguages.map((language) => [
      language,
      Object.fromEntries(fields.map((field) => [field, translations[language]?.[field] ?? ""])),
    ]),
  ) as Record<TranslatedLanguage, Record<Field, string>>;
}

/** Translation fields by their form name ("translations.es.title"), so a conflict lists each text that differs. */
export function flatTranslationValues<Field extends string>(
  values: Record<TranslatedLanguage, Record<Field, string>>,
): Record<string, string> {
  return Object.fromEntries(
    translatedLanguages.flatMap((language) =>
      Object.entries<string>(values[language]).map(([field, value]) => [`translations.${language}.${field}`, value]),
    ),
  );
}

const translationFieldName = /^translations\.([a-z]+)\.(\w+)$/;

/** A translation field's language and field from its form name, or null for any other field. */
export function parseTranslationFieldName(name: string): { language: TranslatedLanguage; field: string } | null {
  const match = translationFieldName.exec(name);
  const language = match?.[1] as TranslatedLanguage | undefined;
  return match && language && translatedLanguages.includes(language) ? { language, field: match[2]! } : null;
}

/**
 * A record's texts as its editor states them (docs/decisions/048-owner-texts-one-shape.md): the English as typed, every
 * other language only with the fields written in it (an empty one shows the English).
 */
export function textsFromForm<Fields extends object>(
  en: Fields,
  zh: Partial<Fields>,
  translations: Translations<Fields>,
): LanguageTexts<Fields> {
  const texts = { en } as LanguageTexts<Fields>;
  const stated: (readonly [Exclude<(typeof languages)[number], "en">, Partial<Fields> | undefined])[] = [
    ["zh", zh],
    ...translatedLanguages.map((language) => [language, translations[language]] as const),
  ];
  for (const [language, fields] of stated) {
    const written = Object.fromEntries(Object.entries(fields ?? {}).filter(([, text]) => isWritten(text))) as Partial<Fields>;
    if (Object.keys(written).length > 0) texts[language] = written;
  }
  return texts;
}

/** The added languages' part of a record's texts, as its editor's `translations` fields show them. */
export const translationsOf = <Fields>(texts: LanguageTexts<Fields>): Translations<Fields> =>
  Object.fromEntries(translatedLanguages.flatMap((language) => (texts[language] ? [[language, texts[language]]] : [])));

/** A record's stored texts as a revision keeps them, read back with the limits of its form: English whole, every other language in part. */
export function storedTextsSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  const own = z.object(shape).partial().optional();
  return z.object({
    en: z.object(shape),
    ...(Object.fromEntries(languages.filter((language) => language !== "en").map((language) => [language, own])) as Record<
      Exclude<(typeof languages)[number], "en">,
      typeof own
    >),
  });
}
