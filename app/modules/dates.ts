import { languageEntry, type Language } from "~/i18n/languages";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Building a formatter costs far more than formatting with one, and pages format dates on every render. */
function formatterFor(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(languageEntry(language).intlLocale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The year as a public page writes it: "2026", and "2026年" on Chinese pages. */
export function formatYear(moment: Date, language: Language): string {
  return formatterFor(language, { year: "numeric" }).format(moment);
}

/** A moment as the administrator reads it: in the site's time zone, in Chinese conventions. */
export function formatDateTime(moment: Date, timeZone: string): string {
  return formatDateTimeIn(moment, "zh", timeZone);
}

/** A moment in the site's time zone, written as a reader of `language` expects, e.g. in a mail to a buyer. */
export function formatDateTimeIn(moment: Date, language: Language, timeZone: string): string {
  return formatterFor(language, { timeZone, dateStyle: "medium", timeStyle: "short", hourCycle: "h23" }).format(moment);
}

/** A day as a public document writes it, in the site's time zone: "November 23, 2026", "2026年11月23日". */
export function formatDate(moment: Date, language: Language, timeZone: string): string {
  return formatterFor(language, { timeZone, dateStyle: "long" }).format(moment);
}
