import { isolateIn } from "~/i18n/bidi";
import { quoteListText } from "~/i18n/catalogs";
import type { Language } from "~/i18n/languages";
import { numberFormatter } from "~/i18n/numbers";
import type { QuoteListProblem } from "~/i18n/quote-list";
import { QUOTE_LIST_LIMITS } from "./quote-list";

/** Numbers as the page's language writes them. */
export const numberFormat = (language: Language, fractionDigits = 0) =>
  numberFormatter(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

/** Tonnes as the owner sets limits: "19.9", "27". */
export const tonnesFormat = (language: Language) => numberFormatter(language, { maximumFractionDigits: 1 });

/**
 * A slab size as the list offers it: its name, isolated so that a name standing in English keeps its place before the
 * millimetres in an Arabic line (a select's option holds no markup), then its length by width.
 */
export const slabSizeChoice = (language: Language, size: { label: string; lengthMm: number; widthMm: number }): string =>
  `${isolateIn(language, size.label, "auto")} ${quoteListText(language).sizeValue(size.lengthMm, size.widthMm)}`;

/** A refused change's message in the page's language. */
export function problemText(language: Language, problem: QuoteListProblem): string {
  const { errors } = quoteListText(language);
  if (problem !== "quantityInvalid") return errors[problem];
  const whole = numberFormat(language);
  return errors.quantityInvalid(whole.format(QUOTE_LIST_LIMITS.quantity.slab), whole.format(QUOTE_LIST_LIMITS.quantity.m2));
}
