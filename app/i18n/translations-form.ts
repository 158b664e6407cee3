import { z } from "zod";
import { isTranslatedLanguage, translatedLanguages, type Language, type TranslatedLanguage, type Translations } from "./languages";

const isBlank = (value: unknown): boolean => (typeof value === "string" ? value.trim() === "" : Array.isArray(value) ? value.length === 0 : value === undefined || value === null);

/**
 * A form's `translations` fields ("translations.es.title"): one optional group per language added after SPEC, checked by
 * `shape`, with blank texts left out, so a record stores only what the owner wrote and shows the English for the rest.
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
        const fields = Object.entries(groups[language] ?? {}).filter(([, value]) => !isBlank(value));
        if (fields.length > 0) written[language] = Object.fromEntries(fields) as Partial<NonNullable<Fields>>;
      }
      return written;
    });
}

/** The translated languages the dashboard shows fields for: those buyers are served, in the registry's order. */
export const editableTranslations = (served: readonly Language[]): TranslatedLanguage[] => served.filter(isTranslatedLanguage);

/**
 * A record's translations after a save: the languages the form had fields for as submitted (a cleared field is gone), the
 * others (turned off meanwhile) as stored, so turning a language off and on again loses nothing.
 */
export function savedTranslations<Fields>(stored: Translations<Fields>, submitted: Translations<Fields>, edited: readonly TranslatedLanguage[]): Translations<Fields> {
  const saved: Translations<Fields> = {};
  for (const language of translatedLanguages) {
    const texts = edited.includes(language) ? submitted[language] : stored[language];
    if (texts) saved[language] = texts;
  }
  return saved;
}
