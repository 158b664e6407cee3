import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { adminQuoteSettingsZh } from "~/i18n/admin-quote-settings";
import { adminTranslationsZh } from "~/i18n/admin-translations";
import { defaultQuoteSettings, quoteSettingsSchema, type QuoteSettings } from "./quote-settings";
import {
  quoteSettingsFormSchema,
  quoteSettingsFormValues,
  quoteSettingsFromForm,
  quoteSettingsLabelledFields,
  type QuoteSettingsFormValues,
} from "./quote-settings-form";

const schema = quoteSettingsFormSchema(adminQuoteSettingsZh);
const errors = adminQuoteSettingsZh.errors;

/** The form as the browser posts it: every value a text, each ticked currency under the same name. */
function posted(values: QuoteSettingsFormValues, version = "2"): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value))
      value.forEach((item, index) => (typeof item === "object" ? add(`${name}[${index}]`, item) : form.append(name, String(item))));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) add(name ? `${name}.${key}` : key, item);
    else form.append(name, String(value));
  };
  add("", { ...values, version });
  return form;
}

const parse = (values: QuoteSettingsFormValues) => parseWithZod(posted(values), { schema });
/** Each field's messages by its name, or null when the form is valid. */
function errorsOf(values: QuoteSettingsFormValues) {
  const submission = parse(values);
  return submission.status === "success" ? null : submission.error;
}
const defaults = quoteSettingsFormValues(defaultQuoteSettings);

describe("the quote defaults form", () => {
  it("gives back the stored settings it was filled from", () => {
    const settings: QuoteSettings = {
      ...defaultQuoteSettings,
      currencies: ["EUR", "CNY"],
      defaultCurrency: "CNY",
      terms: {
        texts: { ...defaultQuoteSettings.terms.texts, ru: { deliveryTerms: "Отгрузка в течение 20 дней" } },
        textTimes: { ru: { deliveryTerms: "2026-12-01T08:00:00.000Z" } },
      },
      thicknesses: [
        { thicknessMm: 20, kgPerM2: 49, minSlabsPerBundle: 8, maxSlabsPerBundle: 11 },
        { thicknessMm: 30, kgPerM2: 73, minSlabsPerBundle: 5, maxSlabsPerBundle: 7, maxBundleKg: 2_600 },
      ],
      tareKg: 2_350,
      logoImageId: "5a1de000-0000-4000-8000-000000000001",
    };
    const submission = parse(quoteSettingsFormValues(settings));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.version).toBe(2);
    expect(quoteSettingsFromForm(submission.value, settings, new Date())).toEqual(settings);
    expect(quoteSettingsSchema.parse(quoteSettingsFromForm(submission.value, settings, new Date()))).toEqual(settings);
  });

  it("keeps the port of loading and the bank details, a SWIFT code in capitals however it was typed, and refuses one that is no code", () => {
    const bankDetails = {
      beneficiary: "Guangdong Saide New Material Co., Ltd.",
      bank: "Bank of China, Yunfu Branch",
      account: "6217 0000 1234 5678",
      swift: "bkchcnbj 480",
      address: "No. 1 Jianshe Road, Yunfu, Guangdong",
    };
    expect(errorsOf({ ...defaults, portOfLoading: "Shenzhen (Shekou)", bankDetails })).toEqual({ "bankDetails.swift": [errors.swift] });
    const submission = parse({ ...defaults, portOfLoading: " Shenzhen (Shekou) ", bankDetails: { ...bankDetails, swift: "bkchcnbj480" } });
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const settings = quoteSettingsFromForm(submission.value, defaultQuoteSettings, new Date());
    expect(settings).toMatchObject({ portOfLoading: "Shenzhen (Shekou)", bankDetails: { ...bankDetails, swift: "BKCHCNBJ480" } });
    expect(quoteSettingsSchema.parse(settings)).toEqual(settings);
    // Left empty, nothing is printed: the settings keep empty values.
    const empty = parse({ ...defaults, bankDetails: { beneficiary: "", bank: "", account: "", swift: "", address: "" } });
    if (empty.status !== "success") throw new Error(JSON.stringify(empty.error));
    expect(quoteSettingsFromForm(empty.value, defaultQuoteSettings, new Date()).bankDetails).toEqual(defaultQuoteSettings.bankDetails);
  });

  it("reads settings stored before the port of loading and the bank details existed", () => {
    const { portOfLoading: _port, bankDetails: _bank, ...older } = defaultQuoteSettings;
    expect(quoteSettingsSchema.parse(older)).toEqual(defaultQuoteSettings);
  });

  it("keeps no logo when none is chosen, and the currencies in the site's order", () => {
    const submission = parse({ ...defaults, currencies: ["CNY", "USD"], logoImageId: "" });
    if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
    const settings = quoteSettingsFromForm(submission.value, defaultQuoteSettings, new Date());
    expect(settings.currencies).toEqual(["USD", "CNY"]);
    expect(settings).not.toHaveProperty("logoImageId");
  });

  it("says what is wrong with each field in the dashboard's language", () => {
    const messages = errorsOf({
      ...defaults,
      thicknesses: [
        { thicknessMm: "20", kgPerM2: "49.5", minSlabsPerBundle: "", maxSlabsPerBundle: "11", maxBundleKg: "" },
        { thicknessMm: "30", kgPerM2: "600", minSlabsPerBundle: "7", maxSlabsPerBundle: "5", maxBundleKg: "50" },
      ],
      cargoLimitsKg: { road: "500", rail: "21500", port: "abc" },
      currencies: [],
      numberFormat: "Q-{YYYY}-{DD}",
      paymentTermsEn: "x".repeat(1001),
    });
    expect(messages).toMatchObject({
      "thicknesses[0].kgPerM2": [errors.wholeNumber],
      "thicknesses[0].minSlabsPerBundle": [errors.required],
      "thicknesses[1].kgPerM2": [errors.atMost(500)],
      "thicknesses[1].maxBundleKg": [errors.atLeast(100)],
      "cargoLimitsKg.road": [errors.atLeast(1000)],
      "cargoLimitsKg.port": [errors.wholeNumber],
      currencies: [errors.currencyRequired],
      numberFormat: [errors.numberFormat.notAllowed("{DD}")],
      paymentTermsEn: [errors.tooLong(1000)],
    });
  });

  it("names a thickness listed twice at its second row", () => {
    const twice = [
      ...defaults.thicknesses,
      { thicknessMm: "20", kgPerM2: "50", minSlabsPerBundle: "8", maxSlabsPerBundle: "9", maxBundleKg: "" },
    ];
    expect(errorsOf({ ...defaults, thicknesses: twice })).toEqual({ "thicknesses[4].thicknessMm": [errors.thicknessRepeated(20)] });
  });

  it("asks for the sequence number, once, and for a default currency among those offered", () => {
    expect(errorsOf({ ...defaults, numberFormat: "Q-{YYYY}" })?.numberFormat).toEqual([errors.numberFormat.noSequence]);
    expect(errorsOf({ ...defaults, numberFormat: "{NN}{NN}" })?.numberFormat).toEqual([errors.numberFormat.manySequences]);
    expect(errorsOf({ ...defaults, numberFormat: "" })?.numberFormat).toEqual([errors.required]);
    expect(errorsOf({ ...defaults, currencies: ["EUR"], defaultCurrency: "USD" })?.defaultCurrency).toEqual([
      errors.defaultCurrencyNotOffered,
    ]);
    expect(errorsOf({ ...defaults, thicknesses: [] })?.thicknesses).toEqual([errors.tooFewThicknesses]);
  });

  it("asks for at most as many slabs a bundle as the usual number or more", () => {
    const reversed = defaults.thicknesses.with(2, { ...defaults.thicknesses[2]!, minSlabsPerBundle: "11", maxSlabsPerBundle: "8" });
    expect(errorsOf({ ...defaults, thicknesses: reversed })).toEqual({ "thicknesses[2].maxSlabsPerBundle": [errors.bundleRange] });
  });

  it("lists the settings as lines the history compares, one per thickness and value", () => {
    const lines = quoteSettingsLabelledFields(
      {
        ...defaultQuoteSettings,
        terms: { ...defaultQuoteSettings.terms, texts: { ...defaultQuoteSettings.terms.texts, es: { paymentTerms: "30 % de anticipo" } } },
      },
      adminQuoteSettingsZh,
      adminTranslationsZh,
    );
    expect(lines).toMatchObject({
      "厚度 20 mm": "49 kg/m²，每捆 8–11 片",
      "20尺空柜自重（kg）": "2200",
      "内陆公路运输（kg）": "19900",
      询价清单默认使用的载重上限: "内陆公路运输",
      可选币种: "USD、EUR、CNY",
      报价单编号格式: "Q-{YYYY}-{NNNN}",
      "付款条款（西班牙语）": "30 % de anticipo",
      报价单上打印的标志: "",
    });
  });
});
