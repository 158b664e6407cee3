import { brochureText } from "~/i18n/brochure";
import { standInAttributes, type Language } from "~/i18n/languages";
import { brochurePath, fileSizeIn, WHOLE_CATALOGUE } from "~/modules/brochure/brochure";
import type { CategorySummary } from "~/modules/catalogue/catalogue.server";

/**
 * The Brand Center's links to the catalogue brochures, the whole catalogue's and each category's, with each file's size
 * so a buyer on a slow line knows what a tap costs; a brochure not drawn yet is named unlinked, as being prepared, so
 * neither a buyer nor a crawler follows it to the page that asks them to come back.
 */
export function BrochureLinks({
  language,
  categories,
  sizes,
}: {
  language: Language;
  categories: Pick<CategorySummary, "id" | "slug" | "title" | "titleLanguage">[];
  sizes: Record<string, number>;
}) {
  const text = brochureText(language).links;
  const entries = [
    { scope: WHOLE_CATALOGUE, slug: null, title: text.whole, titleLanguage: language },
    ...categories.map((category) => ({ ...category, scope: category.id })),
  ];
  return (
    <section aria-labelledby="brochure-links-heading" data-brochure-links className="rounded-lg border border-stone-200 p-3 text-sm">
      <h2 id="brochure-links-heading" className="font-semibold">
        {text.heading}
      </h2>
      <p className="mt-1 text-stone-600">{text.intro}</p>
      <ul className="mt-2 space-y-1">
        {entries.map((entry) => {
          const bytes = sizes[entry.scope];
          return (
            <li key={entry.scope}>
              {bytes === undefined ? (
                <span {...standInAttributes(entry.titleLanguage, language)}>{entry.title}</span>
              ) : (
                <a
                  href={brochurePath(language, entry.slug)}
                  type="application/pdf"
                  className="text-brand-800 underline underline-offset-4 hover:text-brand-900"
                >
                  <span {...standInAttributes(entry.titleLanguage, language)}>{entry.title}</span>
                </a>
              )}{" "}
              <span className="text-stone-600">({bytes === undefined ? text.preparing : text.size(fileSizeIn(bytes, language))})</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
