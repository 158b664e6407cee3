import { describe, expect, it } from "vitest";
import { cargoLimitsKg, defaultPlanSettings, planContainers } from "./container-plan";
import {
  defaultQuoteSettings,
  formatQuoteNumber,
  numberFormatProblem,
  planSettingsFor,
  planSettingsOfQuote,
  quoteSettingsSchema,
  storedPlanSettings,
  type QuoteSettings,
} from "./quote-settings";

const withChange = (change: Partial<QuoteSettings>) => ({ ...defaultQuoteSettings, ...change });
const refused = (change: Partial<QuoteSettings>) => !quoteSettingsSchema.safeParse(withChange(change)).success;
const row = (thicknessMm: number, kgPerM2 = 49, maxSlabsPerBundle = 10) => ({
  thicknessMm,
  kgPerM2,
  minSlabsPerBundle: Math.min(8, maxSlabsPerBundle),
  maxSlabsPerBundle,
});
const shanghai = "Asia/Shanghai";

describe("the quote defaults", () => {
  it("are the planner's defaults, valid as they are", () => {
    expect(quoteSettingsSchema.parse(defaultQuoteSettings)).toEqual(defaultQuoteSettings);
    expect(defaultQuoteSettings.thicknesses.map((thickness) => thickness.thicknessMm)).toEqual([12, 15, 20, 30]);
    expect(planSettingsFor(defaultQuoteSettings, { route: "road" })).toEqual(defaultPlanSettings);
  });

  it("take whole numbers within each field's bounds", () => {
    expect(refused({ thicknesses: [row(3, 1, 1), row(100, 500, 50)] })).toBe(false);
    for (const thicknesses of [[row(2)], [row(101)], [row(20, 0)], [row(20, 501)], [row(20, 49, 0)], [row(20, 49, 51)], [row(20.5)]]) {
      expect(refused({ thicknesses }), JSON.stringify(thicknesses)).toBe(true);
    }
    expect(refused({ bundlesPerContainer: 0 })).toBe(true);
    expect(refused({ bundlesPerContainer: 21 })).toBe(true);
    expect(refused({ frameKg: 0 })).toBe(false);
    expect(refused({ frameKg: 501 })).toBe(true);
    expect(refused({ tareKg: 999 })).toBe(true);
    expect(refused({ thicknesses: [{ ...row(20), maxBundleKg: 99 }] })).toBe(true);
    expect(refused({ thicknesses: [{ ...row(20), maxBundleKg: 2_500 }] })).toBe(false);
    expect(refused({ thicknesses: [{ ...row(20), minSlabsPerBundle: 11 }] })).toBe(true);
    expect(refused({ cargoLimitsKg: { road: 1000, rail: 40_000, port: 27_000 } })).toBe(false);
    expect(refused({ cargoLimitsKg: { road: 999, rail: 21_500, port: 27_000 } })).toBe(true);
    expect(refused({ cargoLimitsKg: { road: 19_900, rail: 21_500, port: 40_001 } })).toBe(true);
    expect(refused({ validityDays: 0 })).toBe(true);
    expect(refused({ validityDays: 366 })).toBe(true);
    expect(refused({ validityDays: 365 })).toBe(false);
  });

  it("refuses no thickness, more than 12, and the same thickness twice, naming the repeated row", () => {
    expect(refused({ thicknesses: [] })).toBe(true);
    expect(refused({ thicknesses: Array.from({ length: 12 }, (_, index) => row(10 + index)) })).toBe(false);
    expect(refused({ thicknesses: Array.from({ length: 13 }, (_, index) => row(10 + index)) })).toBe(true);
    const twice = quoteSettingsSchema.safeParse(withChange({ thicknesses: [row(20), row(30), row(20, 50)] }));
    expect(twice.error?.issues.map((issue) => issue.path)).toEqual([["thicknesses", 2, "thicknessMm"]]);
  });

  it("offers at least one of USD, EUR and CNY, each once, the default among them", () => {
    expect(refused({ currencies: ["CNY"], defaultCurrency: "CNY" })).toBe(false);
    expect(refused({ currencies: [] })).toBe(true);
    expect(refused({ currencies: ["USD", "USD"] })).toBe(true);
    expect(refused({ currencies: ["USD", "GBP" as "USD"] })).toBe(true);
    const notOffered = quoteSettingsSchema.safeParse(withChange({ currencies: ["EUR", "CNY"], defaultCurrency: "USD" }));
    expect(notOffered.error?.issues.map((issue) => issue.path)).toEqual([["defaultCurrency"]]);
  });

  it("keeps the terms within 1000 characters in every language", () => {
    const { terms } = defaultQuoteSettings;
    const written = (texts: object) => ({ terms: { ...terms, texts: { ...terms.texts, ...texts } } });
    expect(refused(written({ zh: { ...terms.texts.zh, paymentTerms: "款".repeat(1000) } }))).toBe(false);
    expect(refused(written({ en: { ...terms.texts.en, deliveryTerms: "x".repeat(1001) } }))).toBe(true);
    expect(refused(written({ es: { paymentTerms: "x".repeat(1001) } }))).toBe(true);
    expect(refused(written({ es: { paymentTerms: "30 % de anticipo por T/T" } }))).toBe(false);
  });

  it("takes a logo only as a media library id", () => {
    expect(refused({ logoImageId: "5a1de000-0000-4000-8000-000000000001" })).toBe(false);
    expect(refused({ logoImageId: "logo.png" })).toBe(true);
  });
});

describe("the quote number format", () => {
  it("accepts letters, digits, - / _ . and the tokens, with one sequence token", () => {
    for (const format of ["Q-{YYYY}-{NNNN}", "{N}", "SD/{YY}{MM}/{NNNNNN}", "quote_{YYYY}.{MM}.{NN}"])
      expect(numberFormatProblem(format), format).toBeNull();
    expect(quoteSettingsSchema.safeParse(withChange({ numberFormat: "SD/{YY}{MM}/{NNN}" })).success).toBe(true);
  });

  it("names what is wrong with an unusable format", () => {
    expect(numberFormatProblem("Q-{YYYY}")).toEqual({ code: "noSequence" });
    expect(numberFormatProblem("{NN}-{NNNN}")).toEqual({ code: "manySequences" });
    expect(numberFormatProblem("Q-{DD}-{NNNN}")).toEqual({ code: "notAllowed", part: "{DD}" });
    expect(numberFormatProblem("Q-{NNNNNNN}")).toEqual({ code: "notAllowed", part: "{NNNNNNN}" });
    expect(numberFormatProblem("Q {NNNN}")).toEqual({ code: "notAllowed", part: " " });
    expect(numberFormatProblem("报价-{NNNN}")).toEqual({ code: "notAllowed", part: "报" });
    expect(numberFormatProblem("Q😀{NNNN}")).toEqual({ code: "notAllowed", part: "😀" });
    expect(numberFormatProblem("Q-{NNNN")).toEqual({ code: "notAllowed", part: "{" });
    expect(numberFormatProblem(`${"Q".repeat(35)}{NNNN}`)).toEqual({ code: "tooLong" });
    expect(numberFormatProblem(`${"Q".repeat(34)}{NNNN}`)).toBeNull();
    expect(quoteSettingsSchema.safeParse(withChange({ numberFormat: "Q-{YYYY}" })).success).toBe(false);
  });

  it("writes the year and month in the site's time zone and pads the sequence", () => {
    const newYearsEveInLondon = new Date("2026-12-31T20:00:00Z");
    expect(formatQuoteNumber("Q-{YYYY}-{NNNN}", { date: newYearsEveInLondon, sequence: 7, timeZone: shanghai })).toBe("Q-2027-0007");
    expect(formatQuoteNumber("Q-{YYYY}-{NNNN}", { date: newYearsEveInLondon, sequence: 7, timeZone: "Europe/London" })).toBe("Q-2026-0007");
    expect(formatQuoteNumber("SD/{YY}{MM}/{NNN}", { date: new Date("2026-03-05T12:00:00Z"), sequence: 42, timeZone: shanghai })).toBe(
      "SD/2603/042",
    );
    expect(formatQuoteNumber("{N}", { date: new Date("2026-03-05T12:00:00Z"), sequence: 3, timeZone: shanghai })).toBe("3");
  });

  it("writes a sequence longer than the padding in full", () => {
    expect(formatQuoteNumber("Q-{YYYY}-{NN}", { date: new Date("2026-03-05T12:00:00Z"), sequence: 12_345, timeZone: shanghai })).toBe(
      "Q-2026-12345",
    );
  });

  it("refuses a sequence that is not a whole number from 1", () => {
    for (const sequence of [0, -1, 1.5, Number.NaN]) {
      expect(() => formatQuoteNumber("{NNNN}", { date: new Date(), sequence, timeZone: shanghai }), String(sequence)).toThrow(RangeError);
    }
  });
});

describe("settings stored before bundles were a range", () => {
  const { tareKg: _tare, ...withoutTare } = defaultQuoteSettings;
  const stored = { ...withoutTare, thicknesses: [{ thicknessMm: 20, kgPerM2: 49, slabsPerBundle: 10 }], frameKg: 0 };

  it("read as a bundle of exactly that many slabs, with the usual box's tare", () => {
    expect(quoteSettingsSchema.parse(stored)).toEqual({
      ...defaultQuoteSettings,
      thicknesses: [{ thicknessMm: 20, kgPerM2: 49, minSlabsPerBundle: 10, maxSlabsPerBundle: 10 }],
      frameKg: 0,
    });
  });

  it("plan a quote sent with them as it was sent: 150 slabs in 70 + 70 + 10, where today's planner needs two containers", () => {
    const sent = planSettingsOfQuote({ kgPerM2: { 20: 49 }, slabsPerBundle: { 20: 10 }, bundlesPerContainer: 8, frameKg: 0 }, 19_900);
    const lines = [{ thicknessMm: 20, lengthMm: 3200, widthMm: 1600, slabs: 150 }];
    const slabsIn = (plan: ReturnType<typeof planContainers>["plan"]) =>
      plan.containers.map((container) => container.bundles.reduce((sum, bundle) => sum + bundle.slabs, 0));
    expect(slabsIn(planContainers(lines, sent).plan)).toEqual([70, 70, 10]);
    const today = planSettingsFor({ ...defaultQuoteSettings, frameKg: 0 }, { route: "road" });
    expect(planSettingsOfQuote(storedPlanSettings(today), 19_900)).toEqual(today);
    expect(slabsIn(planContainers(lines, today).plan)).toEqual([79, 71]);
  });
});

describe("the planner's settings from the quote defaults", () => {
  const settings = withChange({
    thicknesses: [row(20, 50, 9), row(30, 75, 6)],
    bundlesPerContainer: 6,
    frameKg: 80,
    cargoLimitsKg: { road: 18_000, rail: 21_000, port: 26_000 },
  });

  it("take each thickness's weight and bundle size, and the route's limit or the buyer's number", () => {
    expect(planSettingsFor(settings, { route: "rail" })).toEqual({
      kgPerM2: { 20: 50, 30: 75 },
      bundleRules: { 20: { minSlabs: 8, maxSlabs: 9, maxKg: null }, 30: { minSlabs: 6, maxSlabs: 6, maxKg: null } },
      bundlesPerContainer: 6,
      frameKg: 80,
      tareKg: 2_200,
      cargoLimitKg: 21_000,
      loading: "fewest",
    });
    expect(planSettingsFor(settings, { route: "port" }).cargoLimitKg).toBe(26_000);
    expect(planSettingsFor(settings, { kg: 15_500 }).cargoLimitKg).toBe(15_500);
    expect(planSettingsFor(defaultQuoteSettings, { route: "port" }).cargoLimitKg).toBe(cargoLimitsKg.port);
  });

  it("plan with the owner's thicknesses only", () => {
    const lines = [
      { thicknessMm: 20, lengthMm: 3200, widthMm: 1600, slabs: 9 },
      { thicknessMm: 12, lengthMm: 3200, widthMm: 1600, slabs: 1 },
    ];
    const { plan, problems } = planContainers(lines, planSettingsFor(settings, { route: "road" }));
    expect(problems).toEqual([{ code: "unknownThickness", thicknessMm: 12 }]);
    // 9 slabs of 5.12 m² at 50 kg/m² on one 80 kg frame.
    expect(plan).toMatchObject({ slabs: 9, bundles: 1, grams: 9 * 256_000 + 80_000 });
  });
});
