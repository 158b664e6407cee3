import { z } from "zod";
import type { adminQuotesEn } from "~/i18n/admin-quotes";
import { incoterms, quoteCurrencies, quoteUnits } from "~/database/schema";
import { CUSTOM_LIMIT, CUSTOM_LIMIT_KG } from "./quote-list";
import { chargesFor, moneyLimits, parseMoney } from "./money";
import { cargoRoutes, type CargoLimit } from "./quote-settings";

export const QUOTE_PRICING_LIMITS = { port: 100, terms: 1000, note: 2000 } as const;

/**
 * The owner's pricing of a quote request, one schema for the browser and the server: prices are typed as the owner
 * writes them ("45.50", "1,234") and become whole minor units of the chosen currency here, never a float.
 */
export function quotePricingFormSchema(text: typeof adminQuotesEn, today: string) {
  const errors = text.errors;
  return z
    .object({
      currency: z.enum(quoteCurrencies, errors.required),
      incoterm: z.enum(incoterms, errors.required),
      destinationPort: z
        .string(errors.required)
        .trim()
        .min(1, errors.required)
        .max(QUOTE_PRICING_LIMITS.port, errors.tooLong(QUOTE_PRICING_LIMITS.port)),
      limit: z.enum([...cargoRoutes, CUSTOM_LIMIT], errors.required),
      limitKg: z.string().trim().default(""),
      lines: z
        .array(z.object({ price: z.string(errors.required).trim().min(1, errors.required), unit: z.enum(quoteUnits, errors.required) }))
        .min(1)
        .max(100),
      freight: z.string().trim().default(""),
      insurance: z.string().trim().default(""),
      validUntil: z.iso.date(errors.required).refine((day) => day >= today, errors.pastDate),
      paymentTerms: z.string().trim().max(QUOTE_PRICING_LIMITS.terms, errors.tooLong(QUOTE_PRICING_LIMITS.terms)).default(""),
      deliveryTerms: z.string().trim().max(QUOTE_PRICING_LIMITS.terms, errors.tooLong(QUOTE_PRICING_LIMITS.terms)).default(""),
      note: z.string().trim().max(QUOTE_PRICING_LIMITS.note, errors.tooLong(QUOTE_PRICING_LIMITS.note)).default(""),
    })
    .transform((form, context) => {
      const money = (typed: string, max: number, path: (string | number)[], optional = false): number => {
        if (optional && typed === "") return 0;
        const minor = parseMoney(typed, form.currency);
        if (minor === null) context.addIssue({ code: "custom", path, message: errors.price });
        else if (minor > max) context.addIssue({ code: "custom", path, message: errors.tooHigh });
        return minor ?? 0;
      };
      const kg = z.coerce.number().int().min(CUSTOM_LIMIT_KG.min).max(CUSTOM_LIMIT_KG.max).safeParse(form.limitKg);
      if (form.limit === CUSTOM_LIMIT && !kg.success) {
        context.addIssue({ code: "custom", path: ["limitKg"], message: errors.limit(CUSTOM_LIMIT_KG.min, CUSTOM_LIMIT_KG.max) });
      }
      const charges = chargesFor(form.incoterm);
      const cargoLimit: CargoLimit = form.limit === CUSTOM_LIMIT ? { kg: kg.data ?? CUSTOM_LIMIT_KG.min } : { route: form.limit };
      return {
        currency: form.currency,
        incoterm: form.incoterm,
        destinationPort: form.destinationPort,
        cargoLimit,
        lines: form.lines.map((line, index) => ({
          unitPriceMinor: money(line.price, moneyLimits.unitPriceMinor, ["lines", index, "price"]),
          priceUnit: line.unit,
        })),
        // A charge the Incoterm leaves to the buyer is not the seller's to price, whatever the form held.
        freightMinor: charges.freight ? money(form.freight, moneyLimits.chargeMinor, ["freight"], true) : 0,
        insuranceMinor: charges.insurance ? money(form.insurance, moneyLimits.chargeMinor, ["insurance"], true) : 0,
        validUntil: form.validUntil,
        paymentTerms: form.paymentTerms,
        deliveryTerms: form.deliveryTerms,
        note: form.note,
      };
    });
}

export type QuotePricing = z.output<ReturnType<typeof quotePricingFormSchema>>;
export type QuotePricingFormValues = z.input<ReturnType<typeof quotePricingFormSchema>>;
