import type { Language } from "~/i18n/languages";
import type { LanguageTexts } from "~/i18n/owner-texts";
import type { LetterheadTexts, QuoteLetterhead } from "~/database/sent-quote-documents";
import { documentTextIn } from "~/modules/site-settings/document-texts";
import type { CompanyInfo, CompanyTexts } from "~/modules/site-settings/site-settings";
import type { QuoteDocument } from "./quote-document";
import type { QuoteSettings } from "./quote-settings";

const letterheadTexts = ({ name, address }: Partial<CompanyTexts>): Partial<LetterheadTexts> => ({
  ...(name !== undefined && { name }),
  ...(address !== undefined && { address }),
});

/** The letterhead from the company details buyers may see (placeholders already left out) and the quote settings. */
export function quoteLetterhead(
  company: Pick<CompanyInfo, "texts" | "phones" | "emails" | "website">,
  settings: Pick<QuoteSettings, "logoImageId" | "portOfLoading" | "bankDetails">,
): QuoteLetterhead {
  const texts = Object.fromEntries(
    Object.entries(company.texts).flatMap(([language, written]) => {
      const kept = letterheadTexts(written ?? {});
      return Object.keys(kept).length > 0 ? [[language, kept]] : [];
    }),
  ) as LanguageTexts<LetterheadTexts>;
  return {
    company: { texts, phones: [...company.phones], emails: [...company.emails], website: company.website },
    logoImageId: settings.logoImageId ?? null,
    portOfLoading: settings.portOfLoading,
    bankDetails: { ...settings.bankDetails },
  };
}

/**
 * The letterhead as a document in `language` prints it, read as the company details are (`companyDetailsIn`): English
 * and Chinese their own texts, the others their name and address where written, the English standing in
 * (docs/requirements/languages.md#first-two-languages).
 */
export function letterheadIn(
  letterhead: QuoteLetterhead,
  language: Language,
): Pick<QuoteDocument, "company" | "portOfLoading" | "contact"> {
  const { texts, phones, emails, website } = letterhead.company;
  return {
    company: {
      name: documentTextIn(texts, "name", language).text,
      address: documentTextIn(texts, "address", language).text,
      phones: [...phones],
      emails: [...emails],
      website,
      bankDetails: letterhead.bankDetails,
    },
    portOfLoading: letterhead.portOfLoading,
    ...(letterhead.contact && { contact: letterhead.contact }),
  };
}
