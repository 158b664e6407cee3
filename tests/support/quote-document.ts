import { defaultPlanSettings } from "~/modules/quotes/container-plan";
import type { QuoteDocument, QuoteDocumentLine } from "~/modules/quotes/quote-document";
import { noBankDetails } from "~/modules/quotes/quote-settings";

/** A priced line as a quote holds it: 12 slabs of Calacatta Gold 20 mm at 45.50 USD/m². */
export const sampleQuoteLine = (overrides: Partial<QuoteDocumentLine> = {}): QuoteDocumentLine => ({
  title: "Calacatta Gold",
  thicknessMm: 20,
  lengthMm: 3200,
  widthMm: 1600,
  sizeName: "",
  finish: "Polished",
  slabs: 12,
  unitPriceMinor: 4550,
  priceUnit: "m2",
  ...overrides,
});

/** A sent version's document for the tests of what it prints: an English CIF quote to a Gulf buyer, two lines. */
export const sampleQuoteDocument = (overrides: Partial<QuoteDocument> = {}): QuoteDocument => ({
  language: "en",
  number: "Q-2026-0042",
  version: 1,
  issuedOn: new Date("2026-11-27T20:00:00Z"),
  validUntil: new Date("2026-12-27T02:00:00Z"),
  timeZone: "Asia/Shanghai",
  company: {
    name: "Guangdong Saide New Material Co., Ltd.",
    address: "Yunfu, Guangdong",
    phones: ["+86 766 123 4567", "+86 138 0000 1234"],
    emails: [],
    website: "",
    bankDetails: noBankDetails,
  },
  portOfLoading: "",
  buyer: {
    company: "Gulf Stone Trading LLC",
    name: "Omar Haddad",
    email: "omar@gulfstone.example",
    phone: "",
    country: "AE",
    port: "Jebel Ali",
  },
  incoterm: "CIF",
  currency: "USD",
  lines: [sampleQuoteLine(), sampleQuoteLine({ thicknessMm: 30, finish: null, slabs: 6, unitPriceMinor: 31_000, priceUnit: "slab" })],
  cargoLimitKg: 19_900,
  planSettings: defaultPlanSettings,
  freightMinor: 185_000,
  insuranceMinor: 4_210,
  paymentTerms: "30% T/T deposit",
  deliveryTerms: "",
  termsInEnglish: [],
  note: "",
  onlineUrl: null,
  ...overrides,
});
