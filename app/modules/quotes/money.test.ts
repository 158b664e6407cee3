import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { numberFormatter } from "~/i18n/numbers";
import { quoteCurrencies } from "~/database/schema";
import { chargesFor, formatMoney, lineTotalMinor, moneyLimits, moneyText, parseMoney, quoteTotals, type LineMoney } from "./money";
import { randomFrom } from "./seeded-random";

const slabArea = (slabs: number, lengthMm = 3200, widthMm = 1600) => slabs * lengthMm * widthMm;

describe("a line's amount", () => {
  it("prices 12 slabs of 5.12 m² at 45.50 USD/m² at 2,795.52 USD, and per slab at the price times the slabs", () => {
    expect(lineTotalMinor({ unitPriceMinor: 4550, priceUnit: "m2", slabs: 12, areaMm2: slabArea(12) })).toBe(279_552);
    expect(lineTotalMinor({ unitPriceMinor: 23_300, priceUnit: "slab", slabs: 12, areaMm2: slabArea(12) })).toBe(279_600);
  });

  it("rounds a half cent up, where sums of floats would round it down", () => {
    // 43.75 USD/m² × 2.9768 m² (2440 × 1220 mm) is 130.235 USD; 43.75 * 2.9768 * 100 is 13023.499999999998 in floats.
    expect(lineTotalMinor({ unitPriceMinor: 4375, priceUnit: "m2", slabs: 1, areaMm2: slabArea(1, 2440, 1220) })).toBe(13_024);
    expect(lineTotalMinor({ unitPriceMinor: 1, priceUnit: "m2", slabs: 1, areaMm2: 500_000 })).toBe(1);
    expect(lineTotalMinor({ unitPriceMinor: 1, priceUnit: "m2", slabs: 1, areaMm2: 499_999 })).toBe(0);
  });

  it("holds the largest price times a large area exactly", () => {
    // 1,000,000.00 a m² × 1,000,000.000001 m²: the product, 10^20 + 10^8, is beyond a float's exact integers.
    expect(lineTotalMinor({ unitPriceMinor: moneyLimits.unitPriceMinor, priceUnit: "m2", slabs: 1, areaMm2: 1_000_000_000_001 })).toBe(
      100_000_000_000_100,
    );
  });

  it("refuses a price or quantity that is not a whole number, is negative or is over the limit", () => {
    const line: LineMoney = { unitPriceMinor: 4550, priceUnit: "m2", slabs: 1, areaMm2: slabArea(1) };
    for (const bad of [
      { unitPriceMinor: 45.5 },
      { unitPriceMinor: -1 },
      { unitPriceMinor: moneyLimits.unitPriceMinor + 1 },
      { slabs: 1.5 },
      { areaMm2: Number.NaN },
      { areaMm2: 2 ** 53 },
    ]) {
      expect(() => lineTotalMinor({ ...line, ...bad })).toThrow(RangeError);
    }
    expect(() => lineTotalMinor({ ...line, priceUnit: "slab", slabs: Number.MAX_SAFE_INTEGER })).toThrow(/too large/);
  });
});

describe("a quote's totals", () => {
  const lines: LineMoney[] = [
    { unitPriceMinor: 4550, priceUnit: "m2", slabs: 12, areaMm2: slabArea(12) },
    { unitPriceMinor: 31_000, priceUnit: "slab", slabs: 6, areaMm2: slabArea(6) },
  ];

  it("adds freight and insurance as the Incoterm needs them", () => {
    expect(chargesFor("FOB")).toEqual({ freight: false, insurance: false });
    expect(chargesFor("CFR")).toEqual({ freight: true, insurance: false });
    expect(chargesFor("CIF")).toEqual({ freight: true, insurance: true });
    const charges = { freightMinor: 185_000, insuranceMinor: 4_210 };
    expect(quoteTotals({ lines, incoterm: "CIF", ...charges })).toEqual({
      lineTotalsMinor: [279_552, 186_000],
      subtotalMinor: 465_552,
      freightMinor: 185_000,
      insuranceMinor: 4_210,
      totalMinor: 654_762,
    });
    expect(quoteTotals({ lines, incoterm: "CFR", ...charges })).toMatchObject({
      freightMinor: 185_000,
      insuranceMinor: 0,
      totalMinor: 650_552,
    });
    expect(quoteTotals({ lines, incoterm: "FOB", ...charges })).toMatchObject({ freightMinor: 0, insuranceMinor: 0, totalMinor: 465_552 });
  });

  it("refuses a charge over the limit or a total too large to count exactly, and reads no charge the Incoterm leaves to the buyer", () => {
    expect(() => quoteTotals({ lines, incoterm: "CIF", freightMinor: moneyLimits.chargeMinor + 1, insuranceMinor: 0 })).toThrow(RangeError);
    expect(() => quoteTotals({ lines, incoterm: "CFR", freightMinor: 0, insuranceMinor: 0.5 })).not.toThrow();
    const huge = { unitPriceMinor: moneyLimits.unitPriceMinor, priceUnit: "slab" as const, slabs: 60_000_000, areaMm2: 0 };
    expect(() => quoteTotals({ lines: [huge, huge], incoterm: "FOB", freightMinor: 0, insuranceMinor: 0 })).toThrow(
      /subtotal is too large/,
    );
  });

  it("is the sum of its parts and never loses a cent, over 500 random quotes", () => {
    for (let seed = 1; seed <= 500; seed++) {
      const random = randomFrom(seed);
      const randomLines = Array.from({ length: 1 + random.below(30) }, (): LineMoney => {
        const slabs = 1 + random.below(random.pick([10, 100, 2_000]));
        const [lengthMm, widthMm] = random.pick([
          [3200, 1600],
          [3000, 1400],
          [2440, 1220],
          [1 + random.below(4000), 1 + random.below(2000)],
        ] as const);
        return {
          unitPriceMinor: random.below(random.pick([10_000, moneyLimits.unitPriceMinor + 1])),
          priceUnit: random.pick(["m2", "slab"] as const),
          slabs,
          areaMm2: slabArea(slabs, lengthMm, widthMm),
        };
      });
      const incoterm = random.pick(["FOB", "CFR", "CIF"] as const);
      const totals = quoteTotals({
        lines: randomLines,
        incoterm,
        freightMinor: random.below(moneyLimits.chargeMinor + 1),
        insuranceMinor: random.below(100_000),
      });

      expect(totals.subtotalMinor, `seed ${seed}`).toBe(totals.lineTotalsMinor.reduce((sum, amount) => sum + amount, 0));
      expect(totals.totalMinor, `seed ${seed}`).toBe(totals.subtotalMinor + totals.freightMinor + totals.insuranceMinor);
      for (const [index, line] of randomLines.entries()) {
        const exact =
          line.priceUnit === "slab"
            ? BigInt(line.unitPriceMinor) * BigInt(line.slabs) * 1_000_000n
            : BigInt(line.unitPriceMinor) * BigInt(line.areaMm2);
        // Rounded half up: at most half a minor unit below the exact amount, and less than half above it.
        const roundedBy = BigInt(totals.lineTotalsMinor[index]!) * 1_000_000n - exact;
        expect(roundedBy > -500_000n && roundedBy <= 500_000n, `seed ${seed}, line ${index}`).toBe(true);
      }
    }
  });
});

describe("amounts typed and shown", () => {
  it("reads an amount with at most two decimals and commas between thousands", () => {
    expect(parseMoney("1234.5", "USD")).toBe(123_450);
    expect(parseMoney(" 1,234.50 ", "EUR")).toBe(123_450);
    expect(parseMoney("1234", "CNY")).toBe(123_400);
    expect(parseMoney("0.07", "USD")).toBe(7);
    expect(parseMoney("1,234,567.89", "USD")).toBe(123_456_789);
    for (const bad of ["", "-5", "1.234", "12,34", "1,2345.00", "1234,50", "$12", "1e3", "12.", ".5", "1 234", "99999999999999999999"])
      expect(parseMoney(bad, "USD"), bad).toBeNull();
  });

  it("writes an amount as each language does, from the exact decimal", () => {
    expect(formatMoney(279_552, "USD", "en")).toBe("$2,795.52");
    expect(formatMoney(279_552, "USD", "zh")).toBe("US$2,795.52");
    expect(formatMoney(1_234_567_890, "CNY", "zh")).toBe("¥12,345,678.90");
    expect(formatMoney(123_456_789, "EUR", "es")).toBe("1.234.567,89\u00a0€");
    expect(formatMoney(123_456_789, "EUR", "ru")).toBe("1\u00a0234\u00a0567,89\u00a0€");
    // Right to left, "US$" is kept whole (isolated as left to right).
    expect(formatMoney(279_552, "USD", "ar")).toBe("\u200f2,795.52\u00a0\u2066US$\u2069");
    // Divided by 100 first, this amount would be the float 90071992547409.906, shown as $90,071,992,547,409.90.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "USD", "en")).toBe("$90,071,992,547,409.91");
  });

  it("reads back what it writes, in every language and currency", () => {
    const random = randomFrom(31);
    for (const language of languages) {
      const decimalSign = numberFormatter(language)
        .formatToParts(1.5)
        .find((part) => part.type === "decimal")!.value;
      for (let run = 0; run < 200; run++) {
        const minor = random.below(random.pick([100, 100_000, moneyLimits.chargeMinor + 1]));
        const currency = random.pick(quoteCurrencies);
        expect(parseMoney(moneyText(minor, currency), currency)).toBe(minor);
        const shown = formatMoney(minor, currency, language);
        const digits = [...shown]
          .filter((character) => /\d/.test(character) || character === decimalSign)
          .join("")
          .replace(decimalSign, ".");
        expect(parseMoney(digits, currency), `${shown} in ${language}`).toBe(minor);
      }
    }
  });
});
