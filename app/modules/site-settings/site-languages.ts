import { z } from "zod";
import { isTranslatedLanguage, languages, translatedLanguages, type Language } from "~/i18n/languages";

/** The stored setting names the languages the owner turned off (only added languages: the first two are always served, docs/requirements/languages.md#languages-turned-off), so a language added to the site later starts served. */
export const siteLanguagesSchema = z.object({ off: z.array(z.enum(languages)).max(languages.length).default([]) });

export type SiteLanguages = z.output<typeof siteLanguagesSchema>;

export const defaultSiteLanguages: SiteLanguages = { off: [] };

/** The languages buyers get pages in, in the registry's order. */
export const servedLanguages = (setting: SiteLanguages): Language[] =>
  languages.filter((language) => !isTranslatedLanguage(language) || !setting.off.includes(language));

/** The dashboard's form: a box per language that can be turned off, ticked when it is served. */
export const siteLanguagesFormSchema = z.object({
  served: z
    .array(z.enum(translatedLanguages as [Language, ...Language[]]))
    .max(languages.length)
    .default([]),
});

export const siteLanguagesFromForm = ({ served }: z.output<typeof siteLanguagesFormSchema>): SiteLanguages => ({
  off: translatedLanguages.filter((language) => !served.includes(language)),
});
