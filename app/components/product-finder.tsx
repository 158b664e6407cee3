import { Link } from "react-router";
import { pagePath } from "~/i18n/language-paths";
import { useLanguage, useMessages } from "~/i18n/use-language";
import type { BrandCategory } from "~/modules/catalogue/catalogue.server";
import {
  filtersQuery,
  hasNarrowingFilters,
  withoutNarrowing,
  withoutValue,
  type FacetValue,
  type FilterKind,
  type ProductFilters,
} from "~/modules/catalogue/product-filters";

const filterKinds: FilterKind[] = ["colour", "pattern", "finish", "thickness"];

function useBrandCenterHref() {
  const language = useLanguage();
  return (filters: ProductFilters) => `${pagePath.brandCenter(language)}${filtersQuery(filters)}`;
}

/** The filters this form does not show, carried along so submitting it changes only its own part. */
function HiddenFilters({ filters, kinds }: { filters: ProductFilters; kinds: ("q" | "category" | FilterKind)[] }) {
  const values = (kind: (typeof kinds)[number]): string[] => {
    if (kind === "q") return filters.q ? [filters.q] : [];
    if (kind === "category") return filters.category ? [filters.category] : [];
    if (kind === "thickness") return filters.thickness.map(String);
    return filters.options[kind];
  };
  return kinds.flatMap((kind) => values(kind).map((value) => <input key={`${kind}:${value}`} type="hidden" name={kind} value={value} />));
}

/** The filter values a buyer has ticked, by kind: the chips above the products and the count on the phone's control. */
function activeFilters(facets: Record<FilterKind, FacetValue[]>) {
  return filterKinds.flatMap((kind) => facets[kind].filter((facet) => facet.selected).map((facet) => ({ kind, facet })));
}

/**
 * The filters: a column beside the products on a wide screen; on a phone a "Filters (n)" control under
 * the categories, so the products come first. A <details> opens without JavaScript and tells assistive
 * technology whether it is open. Wide screens hide its summary and show its content by CSS, where the
 * browser can style a closed one's content (`::details-content`); an older browser keeps the control
 * there too. Closed on every load: after "Show products" the buyer sees the products, and the count on
 * the control and the chips say what is applied.
 */
export function FilterPanel({ filters, facets }: { filters: ProductFilters; facets: Record<FilterKind, FacetValue[]> }) {
  const messages = useMessages().finding;
  if (filterKinds.every((kind) => facets[kind].length === 0)) return null;
  return (
    <details className="group rounded border border-stone-300 md:rounded-none md:border-0 md:supports-[selector(::details-content)]:details-content:[content-visibility:visible]">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded px-4 py-3 font-medium text-stone-900 hover:bg-stone-50 md:supports-[selector(::details-content)]:hidden [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        {messages.filtersToggle(activeFilters(facets).length)}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="ms-auto h-4 w-4 group-open:rotate-180"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <FilterForm filters={filters} facets={facets} />
    </details>
  );
}

/**
 * Tick boxes per kind with the number of products each would show. A plain GET form: without
 * JavaScript the button submits it; on a wide screen `app/enhancements/product-finder.ts` makes every
 * tick load the narrowed page at once.
 */
function FilterForm({ filters, facets }: { filters: ProductFilters; facets: Record<FilterKind, FacetValue[]> }) {
  const language = useLanguage();
  const messages = useMessages().finding;
  const shown = filterKinds.filter((kind) => facets[kind].length > 0);
  return (
    <form
      method="get"
      action={pagePath.brandCenter(language)}
      aria-label={messages.filters}
      data-enhance="product-finder"
      className="space-y-5 border-t border-stone-200 p-4 md:border-0 md:p-0"
    >
      <HiddenFilters filters={filters} kinds={["q", "category"]} />
      <div className="grid grid-cols-2 gap-x-6 gap-y-5 md:grid-cols-1">
        {shown.map((kind) => (
          <fieldset key={kind}>
            <legend className="mb-2 text-sm font-semibold text-stone-900">{messages.kinds[kind]}</legend>
            <ul className="space-y-1">
              {facets[kind].map((facet) => (
                <li key={facet.value}>
                  <label className="flex items-center gap-2 text-sm text-stone-700 has-disabled:text-stone-400">
                    <input
                      type="checkbox"
                      name={kind}
                      value={facet.value}
                      defaultChecked={facet.selected}
                      disabled={facet.count === 0 && !facet.selected}
                      className="h-4 w-4 accent-brand-800"
                    />
                    <span className="flex-1">{facet.label}</span>
                    <span className="tabular-nums text-stone-500">{facet.count}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      </div>
      <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
        {messages.apply}
      </button>
    </form>
  );
}

/** The Brand Center's own search box: searches within the chosen category and filters. */
export function ProductSearchForm({ filters }: { filters: ProductFilters }) {
  const language = useLanguage();
  const messages = useMessages().finding;
  return (
    <form method="get" action={pagePath.brandCenter(language)} role="search" aria-label={messages.search} className="mb-4 flex gap-2">
      <HiddenFilters filters={filters} kinds={["category", ...filterKinds]} />
      <label className="min-w-0 flex-1">
        <span className="sr-only">{messages.searchLabel}</span>
        <input
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={100}
          placeholder={messages.searchPlaceholder}
          className="w-full rounded border border-stone-300 px-3 py-2"
        />
      </label>
      <button type="submit" className="rounded bg-brand-800 px-4 py-2 font-medium text-white hover:bg-brand-900">
        {messages.searchButton}
      </button>
    </form>
  );
}

/** How many products show, and each active filter as a chip that removes it. */
export function FilterChips({
  filters,
  facets,
  count,
}: {
  filters: ProductFilters;
  facets: Record<FilterKind, FacetValue[]>;
  count: number;
}) {
  const messages = useMessages().finding;
  const href = useBrandCenterHref();
  const chips = [
    ...(filters.q ? [{ key: "q", label: `“${filters.q}”`, to: href({ ...filters, q: "" }) }] : []),
    ...activeFilters(facets).map(({ kind, facet }) => ({
      key: `${kind}:${facet.value}`,
      label: messages.chip(messages.kinds[kind], facet.label),
      to: href(withoutValue(filters, kind, kind === "thickness" ? Number(facet.value) : facet.value)),
    })),
  ];
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 text-sm">
      <p role="status" className="me-2 text-stone-600">
        {filters.q ? `${messages.resultsFor(filters.q)} · ` : ""}
        {messages.productCount(count)}
      </p>
      {chips.length > 0 && (
        <ul aria-label={messages.activeFilters} className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link
                to={chip.to}
                aria-label={messages.remove(chip.label)}
                className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-stone-50 px-3 py-1 hover:bg-stone-100"
              >
                {chip.label}
                {/* Drawn, not a "×" character: a character counts as visible text the chip's name must contain. */}
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="m7 7 10 10M17 7 7 17" />
                </svg>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hasNarrowingFilters(filters) && (
        <Link to={href(withoutNarrowing(filters))} className="text-brand-700 underline underline-offset-4">
          {messages.clearAll}
        </Link>
      )}
    </div>
  );
}

/** Never a blank page: why nothing shows, the closest titles and keywords, and the categories. */
export function NoProducts({
  filters,
  suggestions,
  categories,
}: {
  filters: ProductFilters;
  suggestions: string[];
  categories: BrandCategory[];
}) {
  const language = useLanguage();
  const messages = useMessages();
  const href = useBrandCenterHref();
  const nothingChosen = !filters.q && !hasNarrowingFilters(filters);
  const empty = { q: "", category: null, options: { colour: [], pattern: [], finish: [] }, thickness: [] } satisfies ProductFilters;
  return (
    <div className="space-y-4 rounded-lg border border-stone-200 bg-stone-50 p-6 text-stone-700">
      <p>{nothingChosen ? messages.brand.empty : filters.q ? messages.finding.noResultsFor(filters.q) : messages.finding.noResults}</p>
      {suggestions.length > 0 && (
        <p>
          {messages.finding.didYouMean}{" "}
          {suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 && " · "}
              <Link to={href({ ...empty, q: suggestion })} className="font-medium text-brand-700 underline underline-offset-4">
                {suggestion}
              </Link>
            </span>
          ))}
        </p>
      )}
      {categories.length > 0 && (
        <div>
          <p>{messages.finding.browseCategories}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={pagePath.brandCenter(language, category.slug)}
                  className="inline-block rounded border border-stone-300 bg-white px-3 py-1 hover:bg-stone-100"
                >
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!nothingChosen && (
        <Link to={pagePath.brandCenter(language)} className="inline-block text-brand-700 underline underline-offset-4">
          {messages.finding.clearSearch}
        </Link>
      )}
    </div>
  );
}
