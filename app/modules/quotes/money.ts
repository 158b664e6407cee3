/**
 * The money of a priced quote (docs/decisions/041-container-plan.md, "Money and the quote document"): whole minor units (cents, fen) from the owner's price to the
 * total, so the total is exactly the sum of the figures the quote shows. Pure, for the owner's form in the browser and
 * the quote's PDF on the server.
 */
import type { Incoterm, QuoteCurrency, quoteUnits } from "~/database/schema";
import { languageEntry, type Language } from "~/i18n/languages";
import { exactDecimal, numberFormatter } from "~/i18n/numbers";

/** Each currency's minor unit as a power of ten: the cent and the fen are hundredths. */
const minorDigits: Record<QuoteCurrency, number> = { USD: 2, EUR: 2, CNY: 2 };

/**
 * What the seller pays for beyond the goods, and so prices on the quote (Incoterms 2020): FOB ends at the ship's rail
 * in the port of loading, CFR pays the sea freight to the buyer's port, CIF also insures the cargo on the way.
 */
const incotermCharges: Record<Incoterm, { freight: boolean; insurance: boolean }> = {
  FOB: { freight: false, insurance: false },
  CFR: { freight: true, insurance: false },
  CIF: { freight: true, insurance: true },
};

export const chargesFor = (incoterm: Incoterm): { freight: boolean; insurance: boolean } => incotermCharges[incoterm];

/** A price per square metre or per slab: the same units a buyer's list counts in. */
export type PriceUnit = (typeof quoteUnits)[number];

/** A price per slab or per m² of a million in the currency, a freight or insurance of ten million: well beyond a container of stone. */
export const moneyLimits = { unitPriceMinor: 100_000_000, chargeMinor: 1_000_000_000 } as const;

/** A quote line as its money sees it: the area is the line's, all its slabs together. */
export type LineMoney = { unitPriceMinor: number; priceUnit: PriceUnit; slabs: number; areaMm2: number };

export type QuoteTotals = {
  lineTotalsMinor: number[];
  subtotalMinor: number;
  freightMinor: number;
  insuranceMinor: number;
  totalMinor: number;
};

const MM2_PER_M2 = 1_000_000n;

function wholeUpTo(value: number, limit: number, name: string): bigint {
  if (!Number.isSafeInteger(value) || value < 0 || value > limit)
    throw new RangeError(`${name} must be a whole number from 0 to ${limit}, not ${value}`);
  return BigInt(value);
}

function safeNumber(value: bigint, name: string): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`${name} is too large to count exactly: ${value}`);
  return Number(value);
}

/**
 * A line's amount in minor units. Priced per m², the price times the line's area is rounded to the minor unit once,
 * half up, in BigInt arithmetic, which holds the product of a price and an area exactly.
 */
export function lineTotalMinor({ unitPriceMinor, priceUnit, slabs, areaMm2 }: LineMoney): number {
  const price = wholeUpTo(unitPriceMinor, moneyLimits.unitPriceMinor, "A unit price");
  const count = wholeUpTo(slabs, Number.MAX_SAFE_INTEGER, "A number of slabs");
  const area = wholeUpTo(areaMm2, Number.MAX_SAFE_INTEGER, "An area");
  const total = priceUnit === "slab" ? price * count : (price * area + MM2_PER_M2 / 2n) / MM2_PER_M2;
  return safeNumber(total, "A line's amount");
}

/** The quote's amounts: the lines', their sum, the charges its Incoterm makes the seller's (the others count as 0), the total. */
export function quoteTotals({
  lines,
  incoterm,
  freightMinor,
  insuranceMinor,
}: {
  lines: readonly LineMoney[];
  incoterm: Incoterm;
  freightMinor: number;
  insuranceMinor: number;
}): QuoteTotals {
  const charges = chargesFor(incoterm);
  const freight = charges.freight ? wholeUpTo(freightMinor, moneyLimits.chargeMinor, "The freight") : 0n;
  const insurance = charges.insurance ? wholeUpTo(insuranceMinor, moneyLimits.chargeMinor, "The insurance") : 0n;
  const lineTotalsMinor = lines.map(lineTotalMinor);
  const subtotal = lineTotalsMinor.reduce((sum, amount) => sum + BigInt(amount), 0n);
  return {
    lineTotalsMinor,
    subtotalMinor: safeNumber(subtotal, "The subtotal"),
    freightMinor: Number(freight),
    insuranceMinor: Number(insurance),
    totalMinor: safeNumber(subtotal + freight + insurance, "The total"),
  };
}

/** A plain amount as the owner types it: digits, commas between thousands, a point before the cents. */
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/** An amount typed as "1234.5", "1,234.50" or "1234" in minor units, or null when it is not one (a minus, a third decimal). */
export function parseMoney(text: string, currency: QuoteCurrency): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole = "", fraction = ""] = trimmed.replaceAll(",", "").split(".");
  const digits = minorDigits[currency];
  if (fraction.length > digits) return null;
  const minor = Number(`${whole}${fraction.padEnd(digits, "0")}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** An amount as the owner's form shows it to edit, which `parseMoney` reads back: "1234.50". */
export const moneyText = (minor: number, currency: QuoteCurrency): string => exactDecimal(minor, minorDigits[currency]);

/**
 * An amount as a reader of `language` writes it, with the currency's sign: "$1,234.50", "1.234,50 US$", "1 234,50 $".
 * In a right-to-left language the sign is isolated as left to right, since a right-to-left line would otherwise turn
 * the letters of "US$" away from their "$" ("$US").
 */
export function formatMoney(minor: number, currency: QuoteCurrency, language: Language): string {
  const parts = numberFormatter(language, { style: "currency", currency }).formatToParts(exactDecimal(minor, minorDigits[currency]));
  const rightToLeft = languageEntry(language).direction === "rtl";
  return parts.map((part) => (rightToLeft && part.type === "currency" ? `\u2066${part.value}\u2069` : part.value)).join("");
}
