import type { Language } from "~/i18n/languages";
import type { LanguageTexts } from "~/i18n/owner-texts";
import { documentTextIn } from "~/modules/site-settings/document-texts";
import type { CompanyInfo, CompanyTexts } from "~/modules/site-settings/site-settings";
import type { QuoteDocument } from "./quote-document";
import type { BankDetails, QuoteSettings } from "./quote-settings";

/** The letterhead's texts per language: the rest is the same in every language (docs/requirements/languages.md#owner-texts-in-every-language). */
type LetterheadTexts = Pick<CompanyTexts, "name" | "address">;

/** The company details a letterhead prints: the name and address in every language they are written in, the rest once. */
export type LetterheadCompany = { texts: LanguageTexts<LetterheadTexts> } & Pick<CompanyInfo, "phones" | "emails" | "website">;

/**
 * What a quote version's letterhead shows, kept with the version when it is drawn (docs/decisions/043): the company's
 * public details in every language they are written in (the buyer's page may be read in another, the owner's copy is
 * Chinese), the logo as a library image, the port of loading and the bank details.
 */
export type QuoteLetterhead = {
  company: LetterheadCompany;
  logoImageId: string | null;
  portOfLoading: string;
  bankDetails: BankDetails;
};

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
export function letterheadIn(letterhead: QuoteLetterhead, language: Language): Pick<QuoteDocument, "company" | "portOfLoading"> {
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
  };
}
