import { z } from "zod";
import { isWritten, translatedLanguages, type TranslatedLanguage, type Translations } from "./languages";

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

/** A record's stored translations as a revision or a draft keeps them, read back with the limits of its form. */
export function storedTranslationsSchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .partialRecord(z.enum(translatedLanguages as [TranslatedLanguage, ...TranslatedLanguage[]]), z.object(shape).partial())
    .default({});
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
