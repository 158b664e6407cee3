import { z } from "zod";
import type { adminQuoteSettingsEn } from "~/i18n/admin-quote-settings";
import type { adminTranslationsEn } from "~/i18n/admin-translations";
import type { TranslatedLanguage } from "~/i18n/languages";
import { ownTextsIn } from "~/i18n/owner-texts";
import { translationFormValues, translationsField } from "~/i18n/translations-form";
import { translationsWithBlanks, writeDocumentTexts } from "~/modules/site-settings/document-texts";
import { translatedFields, type LabelledFields } from "~/modules/revisions/revisions";
import { quoteCurrencies } from "~/database/schema";
import {
  bankDetailFields,
  cargoRoutes,
  numberFormatProblem,
  quoteSettingsLimits as limits,
  noBankDetails,
  SWIFT_CODE,
  type BankDetails,
  type QuoteSettings,
} from "./quote-settings";

/**
 * The quote defaults' form, one schema for the browser and the server: a row per thickness, the cargo limits by route,
 * the currencies ticked, the terms in Chinese and English (the other languages in their groups) and the number format.
 */
type Text = typeof adminQuoteSettingsEn;

export const translatedTermFields = ["paymentTerms", "deliveryTerms"] as const;

export function quoteSettingsFormSchema(text: Text) {
  const errors = text.errors;
  const whole = ({ min, max }: { min: number; max: number }) =>
    z
      .int({ error: (issue) => (issue.input === undefined ? errors.required : errors.wholeNumber) })
      .min(min, errors.atLeast(min))
      .max(max, errors.atMost(max));
  const terms = z.string().trim().max(limits.terms, errors.tooLong(limits.terms)).default("");
  const bankText = z.string().trim().max(limits.bankDetail, errors.tooLong(limits.bankDetail)).default("");
  const thickness = z
    .object({
      thicknessMm: whole(limits.thicknessMm),
      kgPerM2: whole(limits.kgPerM2),
      minSlabsPerBundle: whole(limits.slabsPerBundle),
      maxSlabsPerBundle: whole(limits.slabsPerBundle),
      // Left empty, a bundle is limited by its number of slabs alone.
      maxBundleKg: whole(limits.bundleKg).optional(),
    })
    .refine((row) => row.minSlabsPerBundle <= row.maxSlabsPerBundle, { path: ["maxSlabsPerBundle"], message: errors.bundleRange });
  return z
    .object({
      version: z.coerce.number().int().min(0),
      thicknesses: z
        .array(thickness)
        .min(limits.thicknesses.min, errors.tooFewThicknesses)
        .max(limits.thicknesses.max, errors.tooManyThicknesses(limits.thicknesses.max))
        .superRefine((rows, context) => {
          rows.forEach((row, index) => {
            if (rows.findIndex((other) => other.thicknessMm === row.thicknessMm) < index) {
              context.addIssue({ code: "custom", path: [index, "thicknessMm"], message: errors.thicknessRepeated(row.thicknessMm) });
            }
          });
        }),
      bundlesPerContainer: whole(limits.bundlesPerContainer),
      frameKg: whole(limits.frameKg),
      tareKg: whole(limits.tareKg),
      cargoLimitsKg: z.object({ road: whole(limits.cargoLimitKg), rail: whole(limits.cargoLimitKg), port: whole(limits.cargoLimitKg) }),
      defaultRoute: z.enum(cargoRoutes, errors.choose),
      currencies: z.array(z.enum(quoteCurrencies)).min(1, errors.currencyRequired),
      defaultCurrency: z.enum(quoteCurrencies, errors.choose),
      validityDays: whole(limits.validityDays),
      paymentTermsZh: terms,
      deliveryTermsZh: terms,
      paymentTermsEn: terms,
      deliveryTermsEn: terms,
      translations: translationsField({ paymentTerms: terms, deliveryTerms: terms }),
      numberFormat: z
        .string(errors.required)
        .trim()
        .min(1, errors.required)
        .superRefine((format, context) => {
          const problem = numberFormatProblem(format);
          if (!problem) return;
          const messages = errors.numberFormat;
          const message =
            problem.code === "tooLong"
              ? messages.tooLong(limits.numberFormat)
              : problem.code === "notAllowed"
                ? messages.notAllowed(problem.part)
                : messages[problem.code];
          context.addIssue({ code: "custom", message });
        }),
      logoImageId: z.union([z.literal(""), z.uuid(errors.imageUnknown)]).default(""),
      portOfLoading: z.string().trim().max(limits.portOfLoading, errors.tooLong(limits.portOfLoading)).default(""),
      bankDetails: z
        .object({
          beneficiary: bankText,
          bank: bankText,
          account: bankText,
          // Typed as a bank writes it or in small letters: stored in capitals.
          swift: z.string().trim().toUpperCase().regex(SWIFT_CODE, errors.swift).or(z.literal("")).default(""),
          address: bankText,
        })
        .default(noBankDetails),
    })
    .refine((form) => form.currencies.includes(form.defaultCurrency), {
      path: ["defaultCurrency"],
      message: errors.defaultCurrencyNotOffered,
    });
}

export type QuoteSettingsForm = z.output<ReturnType<typeof quoteSettingsFormSchema>>;

/** The text values the form is filled with. */
export type QuoteSettingsFormValues = {
  thicknesses: { thicknessMm: string; kgPerM2: string; minSlabsPerBundle: string; maxSlabsPerBundle: string; maxBundleKg: string }[];
  bundlesPerContainer: string;
  frameKg: string;
  tareKg: string;
  cargoLimitsKg: Record<(typeof cargoRoutes)[number], string>;
  defaultRoute: string;
  currencies: string[];
  defaultCurrency: string;
  validityDays: string;
  paymentTermsZh: string;
  deliveryTermsZh: string;
  paymentTermsEn: string;
  deliveryTermsEn: string;
  translations: Record<TranslatedLanguage, Record<(typeof translatedTermFields)[number], string>>;
  numberFormat: string;
  logoImageId: string;
  portOfLoading: string;
  bankDetails: Record<keyof BankDetails, string>;
};

/** A new thickness row: nothing typed yet. */
export const newThicknessRow: QuoteSettingsFormValues["thicknesses"][number] = {
  thicknessMm: "",
  kgPerM2: "",
  minSlabsPerBundle: "",
  maxSlabsPerBundle: "",
  maxBundleKg: "",
};

export function quoteSettingsFormValues(settings: QuoteSettings): QuoteSettingsFormValues {
  const { texts } = settings.terms;
  const [en, zh] = [ownTextsIn(texts, "en"), ownTextsIn(texts, "zh")];
  return {
    thicknesses: settings.thicknesses.map((row) => ({
      thicknessMm: String(row.thicknessMm),
      kgPerM2: String(row.kgPerM2),
      minSlabsPerBundle: String(row.minSlabsPerBundle),
      maxSlabsPerBundle: String(row.maxSlabsPerBundle),
      maxBundleKg: row.maxBundleKg === undefined ? "" : String(row.maxBundleKg),
    })),
    bundlesPerContainer: String(settings.bundlesPerContainer),
    frameKg: String(settings.frameKg),
    tareKg: String(settings.tareKg),
    cargoLimitsKg: {
      road: String(settings.cargoLimitsKg.road),
      rail: String(settings.cargoLimitsKg.rail),
      port: String(settings.cargoLimitsKg.port),
    },
    defaultRoute: settings.defaultRoute,
    currencies: [...settings.currencies],
    defaultCurrency: settings.defaultCurrency,
    validityDays: String(settings.validityDays),
    paymentTermsZh: zh.paymentTerms ?? "",
    deliveryTermsZh: zh.deliveryTerms ?? "",
    paymentTermsEn: en.paymentTerms ?? "",
    deliveryTermsEn: en.deliveryTerms ?? "",
    translations: translationFormValues(texts, translatedTermFields),
    numberFormat: settings.numberFormat,
    logoImageId: settings.logoImageId ?? "",
    portOfLoading: settings.portOfLoading,
    bankDetails: { ...settings.bankDetails },
  };
}

/** The settings the form saves over `current`: the terms written `at` where they changed. */
export function quoteSettingsFromForm(form: QuoteSettingsForm, current: QuoteSettings, at: Date): QuoteSettings {
  return {
    thicknesses: form.thicknesses.map(({ maxBundleKg, ...row }) => ({ ...row, ...(maxBundleKg !== undefined && { maxBundleKg }) })),
    bundlesPerContainer: form.bundlesPerContainer,
    frameKg: form.frameKg,
    tareKg: form.tareKg,
    cargoLimitsKg: form.cargoLimitsKg,
    defaultRoute: form.defaultRoute,
    // In the order the site lists them, whichever order the boxes came in.
    currencies: quoteCurrencies.filter((currency) => form.currencies.includes(currency)),
    defaultCurrency: form.defaultCurrency,
    validityDays: form.validityDays,
    terms: writeDocumentTexts(
      current.terms,
      {
        en: { paymentTerms: form.paymentTermsEn, deliveryTerms: form.deliveryTermsEn },
        zh: { paymentTerms: form.paymentTermsZh, deliveryTerms: form.deliveryTermsZh },
        ...translationsWithBlanks(form.translations, translatedTermFields),
      },
      at,
    ),
    numberFormat: form.numberFormat,
    ...(form.logoImageId && { logoImageId: form.logoImageId }),
    portOfLoading: form.portOfLoading,
    bankDetails: form.bankDetails,
  };
}

/** The settings as labelled lines, the way the history page and a refused save show them; the logo by its id, which the history names. */
export function quoteSettingsLabelledFields(
  settings: QuoteSettings,
  text: Text,
  translationsText: typeof adminTranslationsEn,
): LabelledFields {
  const { fields, lines } = text;
  const { paymentTermsZh, deliveryTermsZh, paymentTermsEn, deliveryTermsEn, translations } = quoteSettingsFormValues(settings);
  return {
    ...Object.fromEntries(
      settings.thicknesses.map((row) => [
        lines.thickness(row.thicknessMm),
        lines.thicknessValues(row.kgPerM2, row.minSlabsPerBundle, row.maxSlabsPerBundle, row.maxBundleKg ?? null),
      ]),
    ),
    [fields.bundlesPerContainer]: String(settings.bundlesPerContainer),
    [fields.frameKg]: String(settings.frameKg),
    [fields.tareKg]: String(settings.tareKg),
    ...Object.fromEntries(cargoRoutes.map((route) => [fields[route], String(settings.cargoLimitsKg[route])])),
    [fields.defaultRoute]: text.routes[settings.defaultRoute],
    [fields.currencies]: settings.currencies.join(lines.listSeparator),
    [fields.defaultCurrency]: settings.defaultCurrency,
    [fields.validityDays]: String(settings.validityDays),
    [fields.numberFormat]: settings.numberFormat,
    [fields.paymentTermsZh]: paymentTermsZh,
    [fields.deliveryTermsZh]: deliveryTermsZh,
    [fields.paymentTermsEn]: paymentTermsEn,
    [fields.deliveryTermsEn]: deliveryTermsEn,
    ...translatedFields(translations, text.translatedTerms, translationsText),
    [fields.logoImageId]: settings.logoImageId ?? "",
    [fields.portOfLoading]: settings.portOfLoading,
    ...Object.fromEntries(bankDetailFields.map((name) => [text.bankDetails[name], settings.bankDetails[name]])),
  };
}
