import { languageEntry, type Language } from "~/i18n/languages";
import { countryCodes } from "./country-codes";

const displayNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the page's language ("CN" → "中国"), or null for an unknown country. */
export function countryName(code: string, language: Language): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([languageEntry(language).intlLocale], { type: "region", fallback: "code" });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/** The flag emoji of a country code: its two regional indicator symbols. */
export function countryFlag(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return "";
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

const sortedChoices = new Map<Language, { code: string; name: string }[]>();

/** Every country a buyer may name, by its name in the page's language, sorted as that language sorts: worked out once per language. */
export function countryChoices(language: Language): { code: string; name: string }[] {
  let choices = sortedChoices.get(language);
  if (!choices) {
    const collator = new Intl.Collator(languageEntry(language).intlLocale);
    choices = countryCodes
      .map((code) => ({ code, name: countryName(code, language) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    sortedChoices.set(language, choices);
  }
  return choices;
}
