/**
 * A priced quote as the buyer reads it (docs/decisions/043-priced-quotes-versions-and-private-links.md): what it holds, and its texts resolved in its language, which
 * the PDF (and the online quote page) only lay out. Its money and its container plan are computed here from its lines,
 * never passed in, so every copy of a quote shows the same figures.
 */
import { isolateIn } from "~/i18n/bidi";
import { quoteDocumentText } from "~/i18n/catalogs";
import { languageEntry, type Language } from "~/i18n/languages";
import { formatDate } from "~/modules/dates";
import { countryName } from "~/modules/geo/country-names";
import { formatDecimal } from "~/i18n/numbers";
import { filled, type LabelledValue } from "~/modules/pdf/labelled-rows";
import { kilogramsOf, planContainers, type Bundle, type ContainerPlan, type PlanProblem } from "./container-plan";
import { hundredthsOfM2, planFigures } from "./plan-figures";
import { quoteTermFields, type Incoterm, type QuoteCurrency, type QuoteTermField } from "~/database/schema";
import { chargesFor, formatMoney, quoteTotals, type PriceUnit, type QuoteTotals } from "./money";
import { bankDetailFields, type BankDetails } from "./quote-settings";
import type { PlanSettings, QuoteContact } from "~/database/sent-quote-documents";

export type QuoteDocumentLine = {
  title: string;
  thicknessMm: number;
  lengthMm: number;
  widthMm: number;
  /** The size's name in the document's language ("Jumbo"), or empty. */
  sizeName: string;
  finish: string | null;
  slabs: number;
  unitPriceMinor: number;
  priceUnit: PriceUnit;
};

export type QuoteDocument = {
  /** The buyer's language, or Chinese for the owner's copy. */
  language: Language;
  /** "Q-2026-0042"; a version after the first is shown with it: "Q-2026-0042 v2". */
  number: string;
  version: number;
  issuedOn: Date;
  validUntil: Date;
  /** The site's, in which the dates are days. */
  timeZone: string;
  /** The seller's letterhead: its public details, and the bank details from the quote settings, printed only on quotes. */
  company: { name: string; address: string; phones: string[]; emails: string[]; website: string; bankDetails: BankDetails };
  /** Where the slabs are loaded, which an FOB price names; empty when the owner has not set it. */
  portOfLoading: string;
  /** The person the buyer deals with (the request's assignee); null when nobody was, and the letterhead's details stand. */
  contact?: QuoteContact | null;
  /** `country` is an ISO 3166 alpha-2 code. */
  buyer: { company: string; name: string; email: string; phone: string; country: string; port: string };
  incoterm: Incoterm;
  currency: QuoteCurrency;
  lines: QuoteDocumentLine[];
  /** The limit the buyer chose, over the owner's default in `planSettings`. */
  cargoLimitKg: number;
  planSettings: PlanSettings;
  freightMinor: number;
  insuranceMinor: number;
  paymentTerms: string;
  deliveryTerms: string;
  /** The terms that stand in English for the document's language: marked so. */
  termsInEnglish: readonly QuoteTermField[];
  note: string;
  /** The buyer's private link to the quote, printed when there is one. */
  onlineUrl: string | null;
};

export type QuoteLineCells = Record<"product" | "thickness" | "size" | "finish" | "slabs" | "area" | "unitPrice" | "amount", string>;
/** `weight` is the cargo (slabs and frames); `gross` adds the container's tare, as the verified gross mass is declared. */
export const planCellKeys = ["slabKind", "bundles", "slabs", "weight", "gross"] as const;
export type PlanCells = Record<(typeof planCellKeys)[number], string>;

/** A quote's texts in reading order. */
export type QuoteContent = {
  language: Language;
  documentTitle: string;
  /** The number and version the title names, which a page keeps on one line. */
  reference: string;
  company: { name: string; details: string[] };
  title: string;
  facts: LabelledValue[];
  buyer: { heading: string; rows: LabelledValue[] };
  /** The buyer's contact at the company; null when the quote names none. */
  contact: { heading: string; rows: LabelledValue[] } | null;
  lines: { heading: string; columns: QuoteLineCells; rows: QuoteLineCells[] };
  totals: { rows: LabelledValue[]; total: LabelledValue };
  plan: {
    heading: string;
    facts: LabelledValue[];
    columns: PlanCells;
    containers: { heading: PlanCells; kinds: PlanCells[] }[];
    notPlanned: string[];
  };
  /** A row `inEnglish` holds English standing in for the document's language, and its label says so. */
  terms: { heading: string; rows: (LabelledValue & { inEnglish: boolean })[] };
  /** Null when the owner has set none. */
  bank: { heading: string; rows: LabelledValue[] } | null;
  online: { text: string; url: string } | null;
};

const NO_FINISH = "—";

export const quoteReference = (number: string, version: number): string => (version > 1 ? `${number} v${version}` : number);

const lineAreaMm2 = (line: QuoteDocumentLine) => line.slabs * line.lengthMm * line.widthMm;

/** The owner's plan settings under the cargo limit the buyer chose. */
const planSettingsOf = (document: QuoteDocument): PlanSettings => ({ ...document.planSettings, cargoLimitKg: document.cargoLimitKg });

/** The quote's money and container plan, from its lines. */
export function quoteFigures(document: QuoteDocument): { totals: QuoteTotals; plan: ContainerPlan; problems: PlanProblem[] } {
  const totals = quoteTotals({
    lines: document.lines.map((line) => ({
      unitPriceMinor: line.unitPriceMinor,
      priceUnit: line.priceUnit,
      slabs: line.slabs,
      areaMm2: lineAreaMm2(line),
    })),
    incoterm: document.incoterm,
    freightMinor: document.freightMinor,
    insuranceMinor: document.insuranceMinor,
  });
  return { totals, ...planContainers(document.lines, planSettingsOf(document)) };
}

/**
 * A plan's section as the quote prints it, in `language`: its facts, and each container with its cargo and gross
 * weight, kind by kind. The owner's pricing screen shows the same section before the quote is sent.
 */
export function planSection(plan: ContainerPlan, problems: readonly PlanProblem[], language: Language): QuoteContent["plan"] {
  const text = quoteDocumentText(language);
  const count = (value: number) => formatDecimal(value, 0, language);
  const weight = (grams: number) => count(kilogramsOf(grams));
  // Length by width as the PDF's header "Size (mm)" reads it, left to right in an Arabic line too.
  const size = (lengthMm: number, widthMm: number) => isolateIn(language, `${lengthMm} × ${widthMm}`);
  /** A container's bundles by kind of slab, thinnest and then smallest first. */
  const kindRows = (bundles: readonly Bundle[]): PlanCells[] => {
    const byKind = new Map<string, { kind: Bundle; bundles: number; slabs: number; grams: number }>();
    for (const bundle of bundles) {
      const key = `${bundle.thicknessMm}:${bundle.lengthMm}x${bundle.widthMm}`;
      const kind = byKind.get(key) ?? { kind: bundle, bundles: 0, slabs: 0, grams: 0 };
      kind.bundles += 1;
      kind.slabs += bundle.slabs;
      kind.grams += bundle.grams;
      byKind.set(key, kind);
    }
    const kinds = [...byKind.values()].sort(
      ({ kind: a }, { kind: b }) => a.thicknessMm - b.thicknessMm || a.lengthMm - b.lengthMm || a.widthMm - b.widthMm,
    );
    return kinds.map(({ kind, bundles: bundleCount, slabs, grams }) => ({
      slabKind: text.slabKind(`${kind.thicknessMm}`, size(kind.lengthMm, kind.widthMm)),
      bundles: count(bundleCount),
      slabs: count(slabs),
      weight: weight(grams),
      gross: "",
    }));
  };
  const figures = planFigures(plan, language);
  const notPlanned = [...new Set(problems.map((problem) => text.notPlanned[problem.code](`${problem.thicknessMm}`)))];
  return {
    heading: text.plan,
    facts:
      figures.shipment === "lcl"
        ? [
            { label: text.shipment, value: text.lcl },
            { label: text.bundles, value: figures.bundles },
            { label: text.totalWeight, value: text.kilograms(figures.cargoKg) },
            { label: text.volume, value: text.cubicMetres(figures.volumeM3) },
          ]
        : figures.shipment === "containers" && figures.lastFill
          ? [
              { label: text.containers, value: figures.containers },
              { label: text.cargoLimit, value: text.cargoLimitValue(figures.cargoLimitKg) },
              { label: text.bundles, value: figures.bundles },
              { label: text.totalWeight, value: text.kilograms(figures.cargoKg) },
              { label: text.tare, value: text.kilograms(figures.tareKg) },
              { label: text.lastContainer, value: text.lastFill[figures.lastFill.limitedBy](figures.lastFill.percent) },
            ]
          : [],
    columns: text.planColumns,
    containers: plan.containers.map((container, index) => {
      const shown = figures.perContainer[index]!;
      const lcl = figures.shipment === "lcl";
      return {
        heading: {
          slabKind: lcl ? text.lcl : text.container(count(index + 1), figures.containers),
          bundles: shown.bundles,
          slabs: shown.slabs,
          weight: shown.cargoKg,
          gross: lcl ? "" : shown.grossKg,
        },
        kinds: kindRows(container.bundles),
      };
    }),
    notPlanned,
  };
}

export function quoteContent(document: QuoteDocument): QuoteContent {
  const { language } = document;
  /**
   * Phone numbers, email addresses, account numbers, codes and sizes read left to right in a right-to-left document
   * too (i18n/bidi.ts). Every other value is laid out in the direction of its first letter, by the PDF and the page alike.
   */
  const leftToRight = (value: string) => isolateIn(language, value);
  const text = quoteDocumentText(language);
  const { totals, plan, problems } = quoteFigures(document);
  const count = (value: number) => formatDecimal(value, 0, language);
  const money = (minor: number) => formatMoney(minor, document.currency, language);
  const reference = quoteReference(document.number, document.version);
  const charges = chargesFor(document.incoterm);
  const currencyName =
    new Intl.DisplayNames([languageEntry(language).intlLocale], { type: "currency" }).of(document.currency) ?? document.currency;
  const size = (lengthMm: number, widthMm: number) => leftToRight(`${lengthMm} × ${widthMm}`);

  return {
    language,
    documentTitle: text.documentTitle(reference),
    reference,
    company: {
      name: document.company.name,
      details: [
        document.company.address,
        ...[document.company.phones, document.company.emails].map((values) => values.map(leftToRight).join(" · ")),
        leftToRight(document.company.website),
      ].filter((detail) => detail.trim() !== ""),
    },
    title: text.title,
    facts: filled([
      { label: text.quoteNumber, value: leftToRight(reference) },
      { label: text.issuedOn, value: formatDate(document.issuedOn, language, document.timeZone) },
      { label: text.validUntil, value: formatDate(document.validUntil, language, document.timeZone) },
      // FOB names the port the slabs are loaded at; CFR and CIF the buyer's port of destination. Written as contracts
      // write it, left to right, the port in its own direction, so the brackets of "Shenzhen (Shekou)" stay where they
      // are in a right-to-left line and a port the buyer wrote in Arabic still reads right to left.
      {
        label: text.priceBasis,
        value: leftToRight(
          [document.incoterm, isolateIn(language, document.incoterm === "FOB" ? document.portOfLoading : document.buyer.port, "auto")]
            .filter(Boolean)
            .join(" "),
        ),
      },
      { label: text.portOfLoading, value: leftToRight(document.portOfLoading) },
      { label: text.currency, value: text.currencyName(currencyName, document.currency) },
    ]),
    buyer: {
      heading: text.buyer,
      rows: filled([
        { label: text.company, value: document.buyer.company },
        { label: text.contact, value: document.buyer.name },
        { label: text.email, value: leftToRight(document.buyer.email) },
        { label: text.phone, value: leftToRight(document.buyer.phone) },
        { label: text.country, value: countryName(document.buyer.country, language) ?? "" },
        { label: text.port, value: document.buyer.port },
      ]),
    },
    contact: document.contact ? contactContent(document.contact, text, leftToRight) : null,
    lines: {
      heading: text.products,
      columns: text.columns,
      rows: document.lines.map((line, index) => ({
        product: line.title,
        thickness: text.millimetres(`${line.thicknessMm}`),
        // A size's name standing in English keeps its place before the millimetres in an Arabic line.
        size: [isolateIn(language, line.sizeName, "auto"), size(line.lengthMm, line.widthMm)].filter((part) => part !== "").join(" "),
        finish: line.finish ?? NO_FINISH,
        slabs: count(line.slabs),
        area: formatDecimal(hundredthsOfM2(lineAreaMm2(line)), 2, language),
        unitPrice: (line.priceUnit === "m2" ? text.perM2 : text.perSlab)(money(line.unitPriceMinor)),
        amount: money(totals.lineTotalsMinor[index]!),
      })),
    },
    totals: {
      rows: [
        { label: text.subtotal, value: money(totals.subtotalMinor) },
        ...(charges.freight ? [{ label: text.freight, value: money(totals.freightMinor) }] : []),
        ...(charges.insurance ? [{ label: text.insurance, value: money(totals.insuranceMinor) }] : []),
      ],
      total: { label: text.total, value: money(totals.totalMinor) },
    },
    plan: planSection(plan, problems, language),
    terms: {
      heading: text.terms,
      rows: [
        ...quoteTermFields.map((field) => {
          const inEnglish = document.termsInEnglish.includes(field) && language !== "en";
          return { label: inEnglish ? text.inEnglish(text[field]) : text[field], value: document[field], inEnglish };
        }),
        { label: text.note, value: document.note, inEnglish: false },
      ].filter((row) => row.value.trim() !== ""),
    },
    bank: bankContent(document.company.bankDetails, text, leftToRight),
    online: document.onlineUrl ? { text: text.online, url: document.onlineUrl } : null,
  };
}

/** The buyer's contact: their name, and the ways to reach them read left to right, as phone numbers and addresses are. */
function contactContent(
  contact: QuoteContact,
  text: ReturnType<typeof quoteDocumentText>,
  leftToRight: (value: string) => string,
): NonNullable<QuoteContent["contact"]> {
  return {
    heading: text.yourContact,
    rows: filled([
      { label: text.contact, value: contact.name },
      { label: text.email, value: leftToRight(contact.email) },
      { label: text.phone, value: leftToRight(contact.phone) },
      { label: text.whatsapp, value: leftToRight(contact.whatsapp) },
      { label: text.wechat, value: leftToRight(contact.wechat) },
    ]),
  };
}

/** The bank details the owner has set, the account and the SWIFT code kept left to right. */
function bankContent(
  bank: BankDetails,
  text: ReturnType<typeof quoteDocumentText>,
  leftToRight: (value: string) => string,
): QuoteContent["bank"] {
  const rows = filled(
    bankDetailFields.map((name) => ({
      label: text.bank[name],
      value: name === "account" || name === "swift" ? leftToRight(bank[name]) : bank[name],
    })),
  );
  return rows.length > 0 ? { heading: text.bankDetails, rows } : null;
}
