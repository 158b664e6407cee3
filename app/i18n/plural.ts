import { languageEntry, type Language } from "~/i18n/languages";

/** The forms of a counted noun a language needs: `other` always, the rest as CLDR's rules for the language ask. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<Language, Intl.PluralRules>();

/**
 * The form of a counted noun for `count` in `language`, chosen by `Intl.PluralRules` (CLDR): Spanish "1 tabla",
 * "2 tablas"; Russian «1 сляб», «2 сляба», «5 слябов»; Arabic's six forms. `{n}` in a form stands for the count as
 * the caller wrote it, so a caller formats the figure (digits, separators) and this chooses only the words.
 */
export function plural(language: Language, count: number, forms: PluralForms, shown: string = String(count)): string {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(languageEntry(language).intlLocale)));
  const form = forms[rule.select(count)] ?? forms.other;
  return form.replaceAll("{n}", shown);
}
