import { isWritten, translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { ownTextIn, type LanguageTexts } from "~/i18n/owner-texts";
import { aboutFactKeys, type AboutPage } from "~/modules/site-settings/about-page";
import type { HomePage } from "~/modules/site-settings/home-page";
import type { Navigation } from "~/modules/site-settings/navigation";
import { translatedCompanyFields, type CompanyInfo } from "~/modules/site-settings/site-settings";

/**
 * What of the site's own documents is not written yet in each added language: the texts whose English a
 * page in that language shows instead. Pure, so the languages page counts what the buyer sees, from the published
 * documents (docs/requirements/languages.md#owner-texts-in-every-language).
 */

export const siteDocuments = ["company", "about", "home", "navigation"] as const;
export type SiteDocument = (typeof siteDocuments)[number];

/** Of a document's texts that the English has, how many are still missing in the language. */
export type DocumentGap = { missing: number; written: number };
export type MissingDocumentTexts = Record<TranslatedLanguage, Record<SiteDocument, DocumentGap>>;

type Documents = { company: CompanyInfo; about: AboutPage; home: HomePage; navigation: Navigation };

/** Each text the English has, paired with the same text in the language (undefined while it is not written). */
type TextPair = readonly [english: unknown, translated: unknown];

function gapOf(pairs: readonly TextPair[]): DocumentGap {
  const shown = pairs.filter(([english]) => isWritten(english));
  const missing = shown.filter(([, translated]) => !isWritten(translated)).length;
  return { missing, written: shown.length - missing };
}

/** Each of `fields` the English has, paired with the same text written in the language. */
const pairsOf = <Fields>(texts: LanguageTexts<Fields>, fields: readonly (keyof Fields)[], language: TranslatedLanguage): TextPair[] =>
  fields.map((field) => [texts.en[field], ownTextIn(texts, field, language)]);

function textPairs(documents: Documents, language: TranslatedLanguage): Record<SiteDocument, TextPair[]> {
  const { company, about, home, navigation } = documents;
  return {
    company: pairsOf(company.texts, translatedCompanyFields, language),
    about: pairsOf(about.texts, ["name", "intro", ...aboutFactKeys], language),
    home: [
      ...home.slides.flatMap((slide) => pairsOf(slide.texts, ["heading", "text"], language)),
      ...pairsOf(home.modal.texts, ["title", "text"], language),
    ],
    // A built-in page's entry shows the catalog's name in the language where the owner wrote none, so only the owner's own links count.
    navigation: [...navigation.navbar, ...navigation.footer]
      .filter((entry) => entry.kind === "link" && entry.visible)
      .flatMap((entry) => pairsOf(entry.texts, ["label"], language)),
  };
}

export function missingDocumentTexts(documents: Documents): MissingDocumentTexts {
  return Object.fromEntries(
    translatedLanguages.map((language) => {
      const pairs = textPairs(documents, language);
      return [language, Object.fromEntries(siteDocuments.map((document) => [document, gapOf(pairs[document])]))];
    }),
  ) as MissingDocumentTexts;
}
