import { documentText, isTranslatedLanguage, translatedLanguages, type Language } from "~/i18n/languages";
import type { LetterheadDetails, QuoteLetterhead } from "~/database/sent-quote-documents";
import type { CompanyInfo } from "~/modules/site-settings/site-settings";
import type { QuoteDocument } from "./quote-document";
import type { QuoteSettings } from "./quote-settings";

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
  const translations: QuoteLetterhead["company"]["translations"] = {};
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
