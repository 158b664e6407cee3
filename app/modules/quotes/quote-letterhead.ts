import {
  documentText,
  isTranslatedLanguage,
  translatedLanguages,
  type Language,
  type SpecLanguage,
  type Translations,
} from "~/i18n/languages";
import type { CompanyDetails, CompanyInfo, CompanyTranslation } from "~/modules/site-settings/site-settings";
import type { QuoteDocument } from "./quote-document";
import type { BankDetails, QuoteSettings } from "./quote-settings";

/** The company details a letterhead prints, as one of the first two languages writes them (docs/requirements/languages.md#first-two-languages). */
export type LetterheadDetails = Pick<CompanyDetails, "name" | "address" | "phones" | "emails" | "website">;

/** The letterhead's texts in an added language: the rest is the same in every language (docs/requirements/languages.md#owner-texts-in-every-language). */
type LetterheadTranslation = Pick<CompanyTranslation, "name" | "address">;

/**
 * What a quote version's letterhead shows, kept with the version when it is drawn (docs/decisions/043): the company's
 * public details in every language they are written in (the buyer's page may be read in another, the owner's copy is
 * Chinese), the logo as a library image, the port of loading and the bank details.
 */
export type QuoteLetterhead = {
  company: Record<SpecLanguage, LetterheadDetails> & { translations: Translations<LetterheadTranslation> };
  logoImageId: string | null;
  portOfLoading: string;
  bankDetails: BankDetails;
};

const letterheadDetails = ({ name, address, phones, emails, website }: LetterheadDetails): LetterheadDetails => ({
  name,
  address,
  phones: [...phones],
  emails: [...emails],
  website,
});

/** The letterhead from the company details buyers may see (placeholders already left out) and the quote settings. */
export function quoteLetterhead(
  company: Pick<CompanyInfo, "en" | "zh" | "translations">,
  settings: Pick<QuoteSettings, "logoImageId" | "portOfLoading" | "bankDetails">,
): QuoteLetterhead {
  const translations: Translations<LetterheadTranslation> = {};
  for (const language of translatedLanguages) {
    const { name, address } = company.translations[language] ?? {};
    const written = { ...(name !== undefined && { name }), ...(address !== undefined && { address }) };
    if (Object.keys(written).length > 0) translations[language] = written;
  }
  return {
    company: { en: letterheadDetails(company.en), zh: letterheadDetails(company.zh), translations },
    logoImageId: settings.logoImageId ?? null,
    portOfLoading: settings.portOfLoading,
    bankDetails: { ...settings.bankDetails },
  };
}

/**
 * The letterhead as a document in `language` prints it, read as the company details are (`companyDetailsIn`): English
 * and Chinese their own part, the others their name and address where written, over the English part
 * (docs/requirements/languages.md#first-two-languages).
 */
export function letterheadIn(letterhead: QuoteLetterhead, language: Language): Pick<QuoteDocument, "company" | "portOfLoading"> {
  const { company } = letterhead;
  const part = isTranslatedLanguage(language) ? company.en : company[language];
  return {
    company: {
      ...letterheadDetails(part),
      name: documentText(company, "name", language).text,
      address: documentText(company, "address", language).text,
      bankDetails: letterhead.bankDetails,
    },
    portOfLoading: letterhead.portOfLoading,
  };
}
