import { describe, expect, it } from "vitest";
import { pricingStart, termsInEnglish, type PricingStartRequest } from "./quote-pricing-start";
import { defaultQuoteSettings, type QuoteSettings } from "./quote-settings";

const settings: QuoteSettings = {
  ...defaultQuoteSettings,
  defaultCurrency: "USD",
  defaultRoute: "road",
  cargoLimitsKg: { road: 19_900, rail: 24_000, port: 27_000 },
};
const dates = { today: "2026-12-01", defaultValidUntil: "2026-12-31" };
const english = defaultQuoteSettings.terms.texts.en;

const request = (enquiry: Partial<PricingStartRequest["enquiry"]> = {}, latest?: PricingStartRequest["latest"]): PricingStartRequest => ({
  enquiry: { language: "ar", incoterm: "CIF", destinationPort: "Jebel Ali", cargoLimitKg: null, ...enquiry },
  lines: [{}, {}],
  latest,
  latestLines: latest
    ? [
        { unitPriceMinor: 4550, priceUnit: "m2" },
        { unitPriceMinor: 31_000, priceUnit: "slab" },
      ]
    : [],
});

const version1: NonNullable<PricingStartRequest["latest"]> = {
  version: 1,
  validUntil: "2026-12-20",
  currency: "EUR",
  incoterm: "CIF",
  destinationPort: "Jebel Ali",
  cargoLimitKg: 27_000,
  freightMinor: 185_000,
  insuranceMinor: 4210,
  paymentTerms: "50% مقدمًا",
  deliveryTerms: english.deliveryTerms,
  termsInEnglish: ["deliveryTerms"],
  note: "سعر خاص",
};

describe("what the pricing form starts from", () => {
  it("starts a first version from the buyer's own limit: their route's, their own figure, or the owner's default when they kept none", () => {
    expect(pricingStart(request({ cargoLimitKg: 27_000 }), settings, dates).values).toMatchObject({ limit: "port", limitKg: "" });
    expect(pricingStart(request({ cargoLimitKg: 21_500 }), settings, dates).values).toMatchObject({ limit: "custom", limitKg: "21500" });
    expect(pricingStart(request({ cargoLimitKg: null }), settings, dates).values).toMatchObject({ limit: "road", limitKg: "" });
  });

  it("starts a first version from the defaults and the buyer's Incoterm and port, with the English terms standing in for Arabic named", () => {
    const start = pricingStart(request(), settings, dates);
    expect(start).toMatchObject({ fromVersion: null, differences: [] });
    expect(start.values).toMatchObject({
      currency: "USD",
      incoterm: "CIF",
      destinationPort: "Jebel Ali",
      validUntil: "2026-12-31",
      ...english,
      note: "",
    });
    expect(start.englishStandIns).toEqual({ paymentTerms: [english.paymentTerms], deliveryTerms: [english.deliveryTerms] });
    // A Chinese buyer reads the owner's Chinese terms: nothing stands in.
    expect(pricingStart(request({ language: "zh" }), settings, dates).englishStandIns).toEqual({ paymentTerms: [], deliveryTerms: [] });
  });

  it("starts a new version from the version before, its validity kept while still ahead, and names where it differs from the defaults", () => {
    const start = pricingStart(request({ cargoLimitKg: 19_900 }, version1), settings, dates);
    expect(start.fromVersion).toBe(1);
    expect(start.values).toEqual({
      currency: "EUR",
      incoterm: "CIF",
      destinationPort: "Jebel Ali",
      limit: "port",
      limitKg: "",
      lines: [
        { price: "45.50", unit: "m2" },
        { price: "310.00", unit: "slab" },
      ],
      freight: "1850.00",
      insurance: "42.10",
      validUntil: "2026-12-20",
      paymentTerms: "50% مقدمًا",
      deliveryTerms: english.deliveryTerms,
      note: "سعر خاص",
    });
    expect(start.differences).toEqual([
      { field: "validUntil", value: "2026-12-20", defaultValue: "2026-12-31" },
      { field: "currency", value: "EUR", defaultValue: "USD" },
      { field: "limit", value: "27000", defaultValue: "19900" },
      { field: "paymentTerms", value: "50% مقدمًا", defaultValue: english.paymentTerms },
    ]);
  });

  it("starts a new version from the default validity when the one before has passed", () => {
    expect(pricingStart(request({}, { ...version1, validUntil: "2026-11-30" }), settings, dates).values.validUntil).toBe("2026-12-31");
  });

  it("marks a term English when its text is one offered as the English stand-in, not once the owner rewrote it", () => {
    const { englishStandIns } = pricingStart(request({}, version1), settings, dates);
    expect(termsInEnglish({ paymentTerms: english.paymentTerms, deliveryTerms: english.deliveryTerms }, englishStandIns)).toEqual([
      "paymentTerms",
      "deliveryTerms",
    ]);
    expect(termsInEnglish({ paymentTerms: "50% مقدمًا", deliveryTerms: "الشحن خلال 20 يومًا" }, englishStandIns)).toEqual([]);
    expect(termsInEnglish({ paymentTerms: "", deliveryTerms: "" }, englishStandIns)).toEqual([]);
  });
});
