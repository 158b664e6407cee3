import { z } from "zod";
import { languages, type Language } from "~/i18n/languages";
import { isCountryCode } from "~/modules/geo/country-codes";

/** A routing rule as it matches (docs/decisions/055-enquiry-routing.md): a language, a country or "" for any, and whom it names. */
export type RoutingRule = { language: Language; country: string; assigneeId: string };

/** The rules a list may hold: more would be a list nobody reads through. */
export const ROUTING_RULES_MAX = 100;

/**
 * The first rule, in the owner's order, whose language is the page's the buyer wrote from and whose country, when it
 * names one, is the enquiry's; null when none matches, and the enquiry goes to nobody (the owners' list).
 */
export function matchRoutingRule<Rule extends RoutingRule>(
  rules: readonly Rule[],
  enquiry: { language: Language; country: string },
): Rule | null {
  return rules.find((rule) => rule.language === enquiry.language && (rule.country === "" || rule.country === enquiry.country)) ?? null;
}

/** The codes the rules page's forms send. */
export type RoutingFormErrors = { chooseLanguage: string; chooseCountry: string; chooseAccount: string };

/** A rule added at the end of the list: the country may be left at "any". */
export function addRuleSchema(errors: RoutingFormErrors) {
  return z.object({
    intent: z.literal("add"),
    language: z.enum(languages, errors.chooseLanguage),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .default("")
      .refine((code) => code === "" || isCountryCode(code), errors.chooseCountry),
    assigneeId: z.uuid(errors.chooseAccount),
  });
}

/** A rule removed, or moved one place up or down. */
export const ruleChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
  z.object({ intent: z.literal("move"), id: z.uuid(), direction: z.enum(["up", "down"]) }),
]);
