import { z } from "zod";
import { languages, specLanguages, type Language } from "~/i18n/languages";

/** The languages the owner can turn off: every language but SPEC's, whose pages are requirements. */
export const optionalLanguages = languages.filter((language) => !(specLanguages as readonly Language[]).includes(language));

/** The stored setting names the languages the owner turned off, so a language added to the site later starts served. */
export const siteLanguagesSchema = z.object({ off: z.array(z.enum(languages)).max(languages.length).default([]) });

export type SiteLanguages = z.output<typeof siteLanguagesSchema>;

export const defaultSiteLanguages: SiteLanguages = { off: [] };

/** The languages buyers get pages in, in the registry's order. */
export const servedLanguages = (setting: SiteLanguages): Language[] =>
  languages.filter((language) => !optionalLanguages.includes(language) || !setting.off.includes(language));

/** The dashboard's form: a box per language that can be turned off, ticked when it is served. */
export const siteLanguagesFormSchema = z.object({ served: z.array(z.enum(optionalLanguages as [Language, ...Language[]])).max(languages.length).default([]) });

export const siteLanguagesFromForm = ({ served }: z.output<typeof siteLanguagesFormSchema>): SiteLanguages => ({
  off: optionalLanguages.filter((language) => !served.includes(language)),
});
