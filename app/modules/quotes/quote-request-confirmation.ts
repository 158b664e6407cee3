import type { Incoterm } from "~/database/schema";
import { quoteListText } from "~/i18n/catalogs";
import { isolateIn } from "~/i18n/bidi";
import type { Language } from "~/i18n/languages";
import type { QuoteRequestLine } from "~/modules/enquiries/notification";
import { countryName } from "~/modules/geo/country-names";
import { numberFormat } from "./quote-list-texts";

export type QuoteRequestConfirmationFacts = {
  language: Language;
  requestNumber: number;
  buyerName: string;
  /** The seller's name as the buyer's language writes it. */
  company: string;
  /** In the buyer's language, as their list showed them. */
  lines: QuoteRequestLine[];
  incoterm: Incoterm;
  port: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  cargoLimitKg: number;
};

/**
 * The buyer's mail confirming a quote request, in their language: its number, the slabs as they asked for them (square
 * metres as typed, with the slabs that cover them), the delivery terms, the cargo limit their quote is planned under,
 * and what happens next. In a right-to-left language a name (the buyer's, a product's, the seller's) is isolated in
 * the direction of its first letter and the Incoterm with its port left to right (i18n/bidi.ts), so a Latin name keeps
 * its words in order and the line still reads right to left.
 */
export function quoteRequestConfirmation(facts: QuoteRequestConfirmationFacts): { subject: string; text: string } {
  const { language } = facts;
  const list = quoteListText(language);
  const text = list.request.confirmation;
  const whole = numberFormat(language);
  const area = numberFormat(language, 2);
  const number = String(facts.requestNumber);
  const isolated = (value: string) => isolateIn(language, value, "auto");
  const company = isolated(facts.company);
  const lineText = (line: QuoteRequestLine, index: number) => {
    const kind = list.lineDetails(list.thicknessValue(line.thicknessMm), list.sizeValue(line.lengthMm, line.widthMm), line.finish);
    const slabs = list.slabCount(whole.format(line.slabs), line.slabs);
    const asked = line.unit === "m2" ? text.askedAs(list.squareMetres(area.format(line.quantity)), slabs) : slabs;
    return `${whole.format(index + 1)}. ${isolated(line.productTitle)} — ${kind}: ${asked}`;
  };
  return {
    subject: text.subject(number, company),
    text: [
      text.greeting(isolated(facts.buyerName)),
      "",
      text.received(number),
      "",
      text.slabs,
      ...facts.lines.map(lineText),
      "",
      text.destination(
        isolateIn(language, `${facts.incoterm} ${isolated(facts.port)}`),
        countryName(facts.country, language) ?? facts.country,
      ),
      text.cargoLimit(list.plan.kilograms(whole.format(facts.cargoLimitKg))),
      "",
      list.request.next,
      "",
      text.reply,
      "",
      text.signature(company),
    ].join("\n"),
  };
}
