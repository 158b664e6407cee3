import { z } from "zod";
import { documentTextsFields } from "~/modules/site-settings/document-texts";
import { cargoLimitsKg, defaultPlanSettings, type CargoRoute } from "./container-plan";
import { quoteCurrencies } from "~/database/schema";
import type { PlanSettings, StoredPlanSettings } from "~/database/sent-quote-documents";
import type { StoredDocument } from "~/modules/site-settings/site-settings";

/**
 * The owner's quote defaults (docs/decisions/041-container-plan.md, "Owner's defaults"): what the quote list's container plan and the priced quotes
 * start from. One site-settings document; pure, so the browser's plan and the server's quote read the same values.
 */

/** The quote defaults are one record per site; its revisions are filed under this id. */
export const QUOTE_SETTINGS_ID = "site";

export const cargoRoutes = Object.keys(cargoLimitsKg) as [CargoRoute, ...CargoRoute[]];

/** The bounds of every field, shared by the stored document and the dashboard's form. */
export const quoteSettingsLimits = {
  thicknessMm: { min: 3, max: 100 },
  kgPerM2: { min: 1, max: 500 },
  slabsPerBundle: { min: 1, max: 50 },
  bundleKg: { min: 100, max: 10_000 },
  thicknesses: { min: 1, max: 12 },
  bundlesPerContainer: { min: 1, max: 20 },
  frameKg: { min: 0, max: 500 },
  tareKg: { min: 1000, max: 5000 },
  cargoLimitKg: { min: 1000, max: 40_000 },
  validityDays: { min: 1, max: 365 },
  terms: 1000,
  numberFormat: 40,
  portOfLoading: 100,
  bankDetail: 200,
} as const;

const limits = quoteSettingsLimits;
const whole = ({ min, max }: { min: number; max: number }) => z.int().min(min).max(max);

/** A quote number's date tokens; its sequence token is `{N}` to `{NNNNNN}`, padded with zeros to that many digits. */
const numberFormatPart = /\{YYYY\}|\{YY\}|\{MM\}|\{(N{1,6})\}|[A-Za-z0-9\-/_.]/y;

export type NumberFormatProblem =
  | { code: "tooLong" }
  | { code: "notAllowed"; part: string }
  | { code: "noSequence" }
  | { code: "manySequences" };

/** What is wrong with a quote number format, or null when it is usable: the first part that is not allowed is named. */
export function numberFormatProblem(format: string): NumberFormatProblem | null {
  if (format.length > limits.numberFormat) return { code: "tooLong" };
  const parts = new RegExp(numberFormatPart);
  let sequences = 0;
  while (parts.lastIndex < format.length) {
    const at = parts.lastIndex;
    const match = parts.exec(format);
    if (!match) {
      const closing = format.indexOf("}", at);
      return {
        code: "notAllowed",
        part: format[at] === "{" && closing > at ? format.slice(at, closing + 1) : String.fromCodePoint(format.codePointAt(at)!),
      };
    }
    if (match[1]) sequences += 1;
  }
  if (sequences === 0) return { code: "noSequence" };
  return sequences > 1 ? { code: "manySequences" } : null;
}

const termsText = z.string().trim().max(limits.terms);

/** A SWIFT (BIC) code: bank, country and location, and an optional branch, 8 or 11 letters and digits. */
export const SWIFT_CODE = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const bankText = z.string().trim().max(limits.bankDetail);

/** The account buyers pay into, printed on every quote and never on the public site; a field left empty is not printed. */
export const bankDetailsSchema = z.object({
  beneficiary: bankText,
  bank: bankText,
  account: bankText,
  swift: z.union([z.literal(""), z.string().regex(SWIFT_CODE)]),
  address: bankText,
});

export type BankDetails = z.output<typeof bankDetailsSchema>;

export const noBankDetails: BankDetails = { beneficiary: "", bank: "", account: "", swift: "", address: "" };

/** The bank details in the order a payment form asks for them. */
export const bankDetailFields = Object.keys(noBankDetails) as (keyof BankDetails)[];

/** A thickness as documents saved before bundles were a range stored it: one number of slabs per bundle. */
const fixedBundleRow = z.object({ thicknessMm: z.unknown(), kgPerM2: z.unknown(), slabsPerBundle: z.int() });

const thicknessSchema = z.preprocess(
  (row) => {
    const fixed = fixedBundleRow.safeParse(row);
    if (!fixed.success) return row;
    const { slabsPerBundle, ...rest } = fixed.data;
    return { ...rest, minSlabsPerBundle: slabsPerBundle, maxSlabsPerBundle: slabsPerBundle };
  },
  z
    .object({
      thicknessMm: whole(limits.thicknessMm),
      kgPerM2: whole(limits.kgPerM2),
      minSlabsPerBundle: whole(limits.slabsPerBundle),
      maxSlabsPerBundle: whole(limits.slabsPerBundle),
      /** The most a frame carries in slabs, when the owner sets it: a bundle holds fewer slabs where they weigh more. */
      maxBundleKg: whole(limits.bundleKg).optional(),
    })
    .refine((row) => row.minSlabsPerBundle <= row.maxSlabsPerBundle, {
      path: ["maxSlabsPerBundle"],
      message: "At least the smallest bundle",
    }),
);

export const quoteSettingsSchema = z
  .object({
    thicknesses: z
      .array(thicknessSchema)
      .min(limits.thicknesses.min)
      .max(limits.thicknesses.max)
      .superRefine((rows, context) => {
        rows.forEach((row, index) => {
          if (rows.findIndex((other) => other.thicknessMm === row.thicknessMm) < index)
            context.addIssue({ code: "custom", path: [index, "thicknessMm"], message: "Each thickness once" });
        });
      }),
    bundlesPerContainer: whole(limits.bundlesPerContainer),
    /** The A-frame and its packing, per bundle. */
    frameKg: whole(limits.frameKg),
    /** An empty 20-foot box; documents saved before it was asked for read the usual 2,200 kg. */
    tareKg: whole(limits.tareKg).default(defaultPlanSettings.tareKg),
    cargoLimitsKg: z.object({ road: whole(limits.cargoLimitKg), rail: whole(limits.cargoLimitKg), port: whole(limits.cargoLimitKg) }),
    defaultRoute: z.enum(cargoRoutes),
    currencies: z
      .array(z.enum(quoteCurrencies))
      .min(1)
      .refine((currencies) => new Set(currencies).size === currencies.length, "Each currency once"),
    defaultCurrency: z.enum(quoteCurrencies),
    validityDays: whole(limits.validityDays),
    /** The default terms in each language written, read as the company details are (`documentTextIn`). */
    terms: z.object(documentTextsFields({ paymentTerms: termsText, deliveryTerms: termsText })),
    numberFormat: z
      .string()
      .trim()
      .superRefine((format, context) => {
        const problem = numberFormatProblem(format);
        if (problem) context.addIssue({ code: "custom", message: `Unusable quote number format: ${problem.code}` });
      }),
    /** A media library image printed on the quote PDF. */
    logoImageId: z.uuid().optional(),
    /** Where the slabs are loaded, e.g. "Shenzhen (Shekou)": the port an FOB price names. */
    portOfLoading: z.string().trim().max(limits.portOfLoading).default(""),
    bankDetails: bankDetailsSchema.default(noBankDetails),
  })
  .refine((settings) => settings.currencies.includes(settings.defaultCurrency), {
    path: ["defaultCurrency"],
    message: "The default currency must be offered",
  });

export type QuoteSettings = z.output<typeof quoteSettingsSchema>;

export const defaultQuoteSettings: QuoteSettings = {
  thicknesses: Object.entries(defaultPlanSettings.kgPerM2).map(([thickness, kgPerM2]) => {
    const rule = defaultPlanSettings.bundleRules[Number(thickness)]!;
    return {
      thicknessMm: Number(thickness),
      kgPerM2,
      minSlabsPerBundle: rule.minSlabs,
      maxSlabsPerBundle: rule.maxSlabs,
      ...(rule.maxKg !== null && { maxBundleKg: rule.maxKg }),
    };
  }),
  bundlesPerContainer: defaultPlanSettings.bundlesPerContainer,
  frameKg: defaultPlanSettings.frameKg,
  tareKg: defaultPlanSettings.tareKg,
  cargoLimitsKg: { ...cargoLimitsKg },
  defaultRoute: "road",
  currencies: ["USD", "EUR", "CNY"],
  defaultCurrency: "USD",
  validityDays: 30,
  terms: {
    texts: {
      en: { paymentTerms: "30% deposit by T/T, balance against copy of B/L", deliveryTerms: "Shipment within 15–20 days after deposit" },
      zh: { paymentTerms: "30%定金电汇（T/T），余款凭提单副本支付", deliveryTerms: "收到定金后15至20天内发货" },
    },
    textTimes: {},
  },
  numberFormat: "Q-{YYYY}-{NNNN}",
  portOfLoading: "",
  bankDetails: noBankDetails,
};

/** The owner's quote defaults as site_settings keeps them, under the key they always had. */
export const quoteSettingsDocument: StoredDocument<QuoteSettings> = {
  key: "quoteSettings",
  schema: quoteSettingsSchema,
  fallback: defaultQuoteSettings,
};

/** The limit a plan loads under: a route's from the settings, or a number of kilograms the buyer typed. */
export type CargoLimit = { route: CargoRoute } | { kg: number };

/** A limit in kilograms: its route's from the settings, or the buyer's own figure. */
export const cargoLimitKgOf = (settings: Pick<QuoteSettings, "cargoLimitsKg">, limit: CargoLimit): number =>
  "route" in limit ? settings.cargoLimitsKg[limit.route] : limit.kg;

/** The container planner's settings from the owner's defaults, under one limit. */
export function planSettingsFor(settings: QuoteSettings, limit: CargoLimit): PlanSettings {
  return {
    kgPerM2: Object.fromEntries(settings.thicknesses.map((row) => [row.thicknessMm, row.kgPerM2])),
    bundleRules: Object.fromEntries(
      settings.thicknesses.map((row) => [
        row.thicknessMm,
        { minSlabs: row.minSlabsPerBundle, maxSlabs: row.maxSlabsPerBundle, maxKg: row.maxBundleKg ?? null },
      ]),
    ),
    bundlesPerContainer: settings.bundlesPerContainer,
    frameKg: settings.frameKg,
    tareKg: settings.tareKg,
    cargoLimitKg: cargoLimitKgOf(settings, limit),
    loading: "fewest",
  };
}

const kilogramsByThickness = z.record(z.string(), z.number());

/**
 * A sent quote's plan settings as its row keeps them. A quote sent before bundles were a range kept one number of
 * slabs per bundle and no tare: it is planned as it was then (whole bundles, first fit, docs/decisions/041), so its
 * page shows the figures its PDF was sent with; the tare, which it did not count, is the usual box's.
 */
const storedPlanSettingsSchema = z.union([
  z.object({
    kgPerM2: kilogramsByThickness,
    bundleRules: z.record(z.string(), z.object({ minSlabs: z.number(), maxSlabs: z.number(), maxKg: z.number().nullable() })),
    bundlesPerContainer: z.number(),
    frameKg: z.number(),
    tareKg: z.number(),
    loading: z.enum(["fewest", "wholeBundles"]),
  }),
  z
    .object({ kgPerM2: kilogramsByThickness, slabsPerBundle: kilogramsByThickness, bundlesPerContainer: z.number(), frameKg: z.number() })
    .transform(({ slabsPerBundle, ...rest }) => ({
      ...rest,
      bundleRules: Object.fromEntries(
        Object.entries(slabsPerBundle).map(([thickness, slabs]) => [thickness, { minSlabs: slabs, maxSlabs: slabs, maxKg: null }]),
      ),
      tareKg: defaultPlanSettings.tareKg,
      loading: "wholeBundles" as const,
    })),
]);

/** The planner's settings a sent quote was planned with, under its cargo limit. */
export function planSettingsOfQuote(stored: StoredPlanSettings, cargoLimitKg: number): PlanSettings {
  return { ...storedPlanSettingsSchema.parse(stored), cargoLimitKg };
}

/** What a quote's row keeps of the planner's settings: all but the limit, which has a column of its own. */
export function storedPlanSettings({ cargoLimitKg: _limit, ...kept }: PlanSettings): StoredPlanSettings {
  return kept;
}

/**
 * A quote's number from the owner's format: `{YYYY}`, `{YY}` and `{MM}` are the date's year and month in the site's time
 * zone, `{N}`…`{NNNNNN}` the sequence padded with zeros to that many digits, never cut when it has more.
 */
export function formatQuoteNumber(
  format: string,
  { date, sequence, timeZone }: { date: Date; sequence: number; timeZone: string },
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`A quote's sequence is a whole number from 1, not ${sequence}`);
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit" }).formatToParts(date);
  const year = parts.find((part) => part.type === "year")!.value.padStart(4, "0");
  const month = parts.find((part) => part.type === "month")!.value;
  return format.replace(/\{(YYYY|YY|MM|N{1,6})\}/g, (_token, name: string) => {
    if (name === "YYYY") return year;
    if (name === "YY") return year.slice(-2);
    if (name === "MM") return month;
    return String(sequence).padStart(name.length, "0");
  });
}
