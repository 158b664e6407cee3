import { languageEntry, type Language } from "~/i18n/languages";

const formatters = new Map<string, Intl.NumberFormat>();

/** Building a formatter costs far more than formatting with one, and a quote formats every figure it shows. */
export function numberFormatter(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageEntry(language).intlLocale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A whole count of 10^-fractionDigits units as a decimal string ("4550", 2 → "45.50"). `Intl.NumberFormat` formats such a
 * string as the exact decimal it names, where dividing by 100 first would hand it the nearest float.
 */
export function exactDecimal(units: number, fractionDigits: number): Intl.StringNumericLiteral {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a whole number of units: ${units}`);
  const digits = String(Math.abs(units)).padStart(fractionDigits + 1, "0");
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  return `${units < 0 ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}` as Intl.StringNumericLiteral;
}

/** A whole count of 10^-fractionDigits units as a reader of `language` writes it, with that many decimals: 512, 2 → "5.12", "5,12". */
export function formatDecimal(units: number, fractionDigits: number, language: Language): string {
  return numberFormatter(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    exactDecimal(units, fractionDigits),
  );
}
