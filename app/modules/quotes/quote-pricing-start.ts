/**
 * What the owner's pricing form starts from (decision 043): a first version from the owner's defaults and the buyer's
 * own choices (their Incoterm, port and cargo limit), a later one from the version before it, so nothing the owner set
 * is silently reset, with the fields where that differs from the defaults named.
 */
import { quoteTermFields, type enquiries, type QuoteTermField, type quoteLines, type quotes } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { documentTextIn } from "~/modules/site-settings/document-texts";
import { moneyText } from "./money";
import type { QuotePricingFormValues } from "./quote-pricing-form";
import { CUSTOM_LIMIT } from "./quote-list";
import { cargoRoutes, type QuoteSettings } from "./quote-settings";

type Version = Pick<
  typeof quotes.$inferSelect,
  | "version"
  | "validUntil"
  | "currency"
  | "incoterm"
  | "destinationPort"
  | "cargoLimitKg"
  | "freightMinor"
  | "insuranceMinor"
  | "paymentTerms"
  | "deliveryTerms"
  | "termsInEnglish"
  | "note"
>;

export type PricingStartRequest = {
  enquiry: Pick<typeof enquiries.$inferSelect, "language" | "incoterm" | "destinationPort" | "cargoLimitKg">;
  lines: readonly unknown[];
  /** The newest version, draft or sent, and its lines. */
  latest: Version | undefined;
  latestLines: readonly Pick<typeof quoteLines.$inferSelect, "unitPriceMinor" | "priceUnit">[];
};

/** The fields a later version may hold apart from the defaults, as the owner is told of them. */
export const differingFields = ["validUntil", "currency", "incoterm", "destinationPort", "limit", "paymentTerms", "deliveryTerms"] as const;
export type DifferingField = (typeof differingFields)[number];

export type PricingStart = {
  values: QuotePricingFormValues;
  /** The version the values come from, or null for a first version. */
  fromVersion: number | null;
  /** Where the values differ from what a first version would start with: the field and that default. */
  differences: { field: DifferingField; value: string; defaultValue: string }[];
  /** Per term, the texts that are English standing in for the buyer's language: the quote marks them "in English". */
  englishStandIns: Record<QuoteTermField, string[]>;
};

/** The form's cargo limit for a number of kilograms: the route with that figure, else the figure itself. */
function limitFields(kg: number, settings: QuoteSettings): Pick<QuotePricingFormValues, "limit" | "limitKg"> {
  const route = cargoRoutes.find((candidate) => settings.cargoLimitsKg[candidate] === kg);
  return route ? { limit: route, limitKg: "" } : { limit: CUSTOM_LIMIT, limitKg: String(kg) };
}

const limitKgOf = (values: Pick<QuotePricingFormValues, "limit" | "limitKg">, settings: QuoteSettings) =>
  values.limit === CUSTOM_LIMIT ? Number(values.limitKg) : settings.cargoLimitsKg[values.limit as keyof QuoteSettings["cargoLimitsKg"]];

/** The owner's default terms in the buyer's language, and which of them are the English standing in for it. */
function defaultTerms(terms: QuoteSettings["terms"], language: Language) {
  const shown = Object.fromEntries(quoteTermFields.map((field) => [field, documentTextIn(terms.texts, field, language)])) as Record<
    QuoteTermField,
    { text: string; language: Language }
  >;
  return {
    texts: { paymentTerms: shown.paymentTerms.text, deliveryTerms: shown.deliveryTerms.text },
    inEnglish: quoteTermFields.filter((field) => shown[field].language !== language && shown[field].text !== ""),
  };
}

/**
 * Per term, the texts that are English standing in for the buyer's language: the owner's default when it has none in
 * that language, and the newest version's when that version marked it so.
 */
export function englishStandIns(
  terms: QuoteSettings["terms"],
  language: Language,
  latest: Pick<Version, "termsInEnglish" | QuoteTermField> | undefined,
): Record<QuoteTermField, string[]> {
  const defaults = defaultTerms(terms, language);
  return Object.fromEntries(
    quoteTermFields.map((field) => [
      field,
      [
        ...(defaults.inEnglish.includes(field) ? [defaults.texts[field]] : []),
        ...(latest?.termsInEnglish.includes(field) ? [latest[field]] : []),
      ],
    ]),
  ) as Record<QuoteTermField, string[]>;
}

export function pricingStart(
  request: PricingStartRequest,
  settings: QuoteSettings,
  { today, defaultValidUntil }: { today: string; defaultValidUntil: string },
): PricingStart {
  const { enquiry, latest } = request;
  const terms = defaultTerms(settings.terms, enquiry.language);
  const defaults: QuotePricingFormValues = {
    currency: settings.defaultCurrency,
    incoterm: enquiry.incoterm ?? "FOB",
    destinationPort: enquiry.destinationPort,
    // The limit the buyer planned their list under; the owner's default only for a request that kept none.
    ...(enquiry.cargoLimitKg === null ? { limit: settings.defaultRoute, limitKg: "" } : limitFields(enquiry.cargoLimitKg, settings)),
    lines: request.lines.map(() => ({ price: "", unit: "m2" })),
    freight: "",
    insurance: "",
    validUntil: defaultValidUntil,
    ...terms.texts,
    note: "",
  };
  const standIns = englishStandIns(settings.terms, enquiry.language, latest);
  if (!latest) return { values: defaults, fromVersion: null, differences: [], englishStandIns: standIns };

  const currency = latest.currency;
  const values: QuotePricingFormValues = {
    currency,
    incoterm: latest.incoterm,
    destinationPort: latest.destinationPort,
    ...limitFields(latest.cargoLimitKg, settings),
    lines: request.lines.map((_, index) => {
      const priced = request.latestLines[index];
      return { price: priced ? moneyText(priced.unitPriceMinor, currency) : "", unit: priced?.priceUnit ?? "m2" };
    }),
    freight: moneyText(latest.freightMinor, currency),
    insurance: moneyText(latest.insuranceMinor, currency),
    // A validity already past cannot be sent again: the new version starts from the default.
    validUntil: latest.validUntil >= today ? latest.validUntil : defaultValidUntil,
    paymentTerms: latest.paymentTerms,
    deliveryTerms: latest.deliveryTerms,
    note: latest.note,
  };
  const shown = (field: DifferingField, form: QuotePricingFormValues): string =>
    field === "limit" ? String(limitKgOf(form, settings)) : String(form[field] ?? "");
  const differences = differingFields
    .map((field) => ({ field, value: shown(field, values), defaultValue: shown(field, defaults) }))
    .filter(({ value, defaultValue }) => value !== defaultValue);
  return { values, fromVersion: latest.version, differences, englishStandIns: standIns };
}

/** The terms of a priced quote that stand in English: those whose text is one the form offered as the English stand-in. */
export const termsInEnglish = (pricing: Record<QuoteTermField, string>, standIns: Record<QuoteTermField, string[]>): QuoteTermField[] =>
  quoteTermFields.filter((field) => pricing[field] !== "" && standIns[field].includes(pricing[field]));
