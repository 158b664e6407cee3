import { isolateIn } from "~/i18n/bidi";
import { messagesFor, quoteDocumentText } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";
import type { QuoteContact } from "~/database/sent-quote-documents";

/** The seller as a buyer's mail names it and says how to reach it. */
export type MailCompany = { name: string; phones: string[]; emails: string[]; website: string };

export type BuyerMail = { subject: string; text: string };

/**
 * A name in a buyer's mail, and a reference, a phone number or an address: in a right-to-left language the name keeps
 * the direction of its first letter and the others read left to right inside the line (i18n/bidi.ts), so
 * "+966 12 345 6789" does not turn into "6789 345 12 966+" in an Arabic mail.
 */
const mailName = (language: Language, name: string) => isolateIn(language, name, "auto");
const mailCode = (language: Language, code: string) => isolateIn(language, code);

/** How the buyer reaches the company, in their language: its phones, its addresses (or the owner's reply address), its site. */
function companyContact(company: MailCompany, ownerAddress: string | undefined, language: Language): string {
  const text = quoteDocumentText(language);
  const { labelled, listSeparator } = messagesFor(language);
  const codes = (values: string[]) => values.map((value) => mailCode(language, value)).join(listSeparator);
  const emails = company.emails.length > 0 ? company.emails : ownerAddress ? [ownerAddress] : [];
  return [
    mailName(language, company.name),
    ...(company.phones.length > 0 ? [`${labelled(text.phone)}${codes(company.phones)}`] : []),
    ...(emails.length > 0 ? [`${labelled(text.email)}${codes(emails)}`] : []),
    mailCode(language, company.website),
  ]
    .filter((line) => line.trim() !== "")
    .join("\n");
}

/**
 * Who signs a buyer's mail: the buyer's contact when the request has one (docs/decisions/055-enquiry-routing.md), with
 * the company under their name and the ways to reach them; the company alone otherwise.
 */
export function mailSignature(language: Language, company: string, contact: QuoteContact | null | undefined): string {
  if (!contact) return mailName(language, company);
  const text = quoteDocumentText(language);
  const { labelled } = messagesFor(language);
  const ways: [string, string][] = [
    [text.email, contact.email],
    [text.phone, contact.phone],
    [text.whatsapp, contact.whatsapp],
    [text.wechat, contact.wechat],
  ];
  return [
    ...(contact.name ? [mailName(language, contact.name)] : []),
    mailName(language, company),
    ...ways.filter(([, value]) => value !== "").map(([label, value]) => `${labelled(label)}${mailCode(language, value)}`),
  ].join("\n");
}

/** The mail that carries a quote's PDF and the buyer's private link to it, signed by the buyer's contact when there is one. */
export function quoteSentMail(
  language: Language,
  mail: { firstName: string; reference: string; validUntil: string; url: string; company: string; contact?: QuoteContact | null },
): BuyerMail {
  const text = quoteDocumentText(language).mail;
  return {
    subject: text.subject(mailCode(language, mail.reference), mailName(language, mail.company)),
    text: text.body(
      mailName(language, mail.firstName),
      mailCode(language, mail.reference),
      mail.validUntil,
      mail.url,
      mailSignature(language, mail.company, mail.contact),
    ),
  };
}

/** The buyer's confirmation of their acceptance, with how to reach the company. */
export function quoteAcceptedMail(
  language: Language,
  mail: { firstName: string; reference: string; company: MailCompany; ownerAddress: string | undefined },
): BuyerMail {
  const text = quoteDocumentText(language).mail.accepted;
  return {
    subject: text.subject(mailCode(language, mail.reference), mailName(language, mail.company.name)),
    text: text.body(
      mailName(language, mail.firstName),
      mailCode(language, mail.reference),
      companyContact(mail.company, mail.ownerAddress, language),
      mailName(language, mail.company.name),
    ),
  };
}

/** The buyer's confirmation of the changes they asked for, their words quoted. */
export function quoteChangesAskedMail(
  language: Language,
  mail: { firstName: string; reference: string; message: string; company: string },
): BuyerMail {
  const text = quoteDocumentText(language).mail.changesAsked;
  // Each line of the buyer's words in its own direction: Latin words quoted inside an Arabic mail keep their order.
  const message = mail.message
    .split("\n")
    .map((line) => mailName(language, line))
    .join("\n");
  return {
    subject: text.subject(mailCode(language, mail.reference), mailName(language, mail.company)),
    text: text.body(mailName(language, mail.firstName), mailCode(language, mail.reference), message, mailName(language, mail.company)),
  };
}
