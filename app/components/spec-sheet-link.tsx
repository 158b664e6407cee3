import type { Language } from "~/i18n/languages";
import { specSheetText } from "~/i18n/catalogs";
import { specSheetPath } from "~/modules/spec-sheet/spec-sheet";

/** The product page's link to its printable spec sheet, a PDF the browser opens itself (not a client-side route). */
export function SpecSheetLink({ language, productId }: { language: Language; productId: string }) {
  return (
    <p className="mt-6">
      <a
        href={specSheetPath(language, productId)}
        type="application/pdf"
        className="inline-flex items-center gap-2 rounded border border-brand-700 px-4 py-2 text-sm font-medium text-brand-800 hover:bg-brand-700 hover:text-white"
      >
        {specSheetText(language).download}
      </a>
    </p>
  );
}
