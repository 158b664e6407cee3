import { packageFile } from "~/config/package-files.server";
import { languageEntry, type Language } from "~/i18n/languages";
import type { PdfLanguage } from "./pdf-layout.server";

/**
 * Noto Sans SC (SIL Open Font License) from npm covers Chinese, Latin and Cyrillic, and Noto Sans Arabic the Arabic
 * letters, so the server needs no system fonts; pdfkit embeds only the glyphs a document uses, which keeps a spec sheet
 * or a quote to tens of kilobytes.
 */
const fontFiles = {
  latin: {
    regular: packageFile("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
    bold: packageFile("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
  },
  arabic: {
    regular: packageFile("@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf"),
    bold: packageFile("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf"),
  },
};

/** A document's language as the layout reads it: its tag, its direction and the font files it is drawn in. */
export function pdfLanguage(language: Language): PdfLanguage {
  const { tag, direction } = languageEntry(language);
  return { tag, direction, fonts: fontFiles };
}
