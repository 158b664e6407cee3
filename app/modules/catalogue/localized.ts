import { ownerTextIn, type Language } from "~/i18n/languages";

/** Chinese texts fall back to English, so a product or category not yet translated still shows a title. */
export function localizedText(english: string, chinese: string, language: Language): string {
  return language === "zh" && chinese.trim() ? chinese : english;
}

/** The same for lists (description paragraphs, keywords): the Chinese list where it has any entry. */
export function localizedList<T>(english: T[], chinese: T[], language: Language): T[] {
  return language === "zh" && chinese.length > 0 ? chinese : english;
}

/** Whether the owner wrote the text in the page's language, rather than the page falling back to English. */
export function writtenInLanguage(chinese: string | readonly unknown[], language: Language): boolean {
  const chineseWritten = typeof chinese === "string" ? chinese.trim() !== "" : chinese.length > 0;
  return ownerTextIn({ en: true, zh: chineseWritten }, language) ?? false;
}
