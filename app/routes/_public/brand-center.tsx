import { ResponsivePicture } from "~/components/responsive-picture";
import { Link, redirect } from "react-router";
import { FilterChips, FilterPanel, NoProducts, ProductSearchForm } from "~/components/product-finder";
import { BrochureLinks } from "~/components/brochure-links";
import { PageSeo } from "~/components/page-seo";
import { cardSizes, ProductCard } from "~/components/product-card";
import { inEnglish, ownerText, standInAttributes } from "~/i18n/languages";
import { languageFromPath, pagePath } from "~/i18n/language-paths";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { brochureSizes } from "~/modules/brochure/brochure-files.server";
import { findBrandCategory } from "~/modules/catalogue/brand-categories";
import { listCategories } from "~/modules/catalogue/catalogue.server";
import { filtersQuery, parseProductFilters, productFilterParameters, type ProductFilters } from "~/modules/catalogue/product-filters";
import { findProducts } from "~/modules/catalogue/product-finder.server";
import { pageQuery } from "~/modules/http/page-query";
import { PAGE_PARAMETER, parsePage, withPage, type Paging } from "~/modules/http/paging";
import { categorySearchTexts } from "~/modules/seo/search-texts";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/brand-center";

export const handle = { query: [...productFilterParameters, PAGE_PARAMETER] } satisfies PageHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const query = pageQuery(url.searchParams, handle.query);
  const requested = parseProductFilters(query);
  const categories = await listCategories(context.services.db, language);
  // A link from before slugs names the category by its id: move it to the category's address. Not a
  // permanent redirect: browsers would keep it even after the owner gives the slug back to the id.
  const found = findBrandCategory(categories, requested.category);
  if (found && !found.canonical)
    throw redirect(`${pagePath.brandCenter(language)}${filtersQuery({ ...requested, category: found.category.slug })}`);
  const filters = { ...requested, category: found?.category.slug ?? null };
  const page = { number: parsePage(query), size: context.services.config.CATALOGUE_PAGE_SIZE };
  const [finding, brochures] = await Promise.all([
    findProducts(context.services.db, filters, found?.category.id ?? null, language, page),
    brochureSizes(context.services.db, language),
  ]);
  // A page past the end (the catalogue shrank since the link was made) shows the last one rather than nothing.
  const { pages } = finding.paging;
  if (page.number > pages) throw redirect(`${pagePath.brandCenter(language)}${withPage(filtersQuery(filters), pages)}`);
  return { categories, filters, brochures, ...finding };
}

/**
 * A category is a page of its own (its own texts, in the index and the sitemap), and so is each page of a
 * long list; narrowed by a search or a filter, a page names its category's first page as the one to index.
 */
function canonicalQuery(filters: ProductFilters, page: number): string {
  const category = filters.category ? `?${new URLSearchParams({ category: filters.category })}` : "";
  return filtersQuery({ ...filters, category: null }) ? category : withPage(category, page);
}

export default function BrandCenter({ loaderData }: Route.ComponentProps) {
  const { categories, filters, brochures, products, paging, categoryCounts, facets, suggestions } = loaderData;
  const language = useLanguage();
  const messages = useMessages();
  const selected = categories.find((category) => category.slug === filters.category);
  const heading = selected?.title ?? messages.brand.allBrands;
  const entries = [{ id: "", slug: null, title: messages.brand.allBrands, titleLanguage: language }, ...categories];

  return (
    // The brochures' links follow the products on a phone and stand under the categories beside them on a wider screen.
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[14rem_1fr] md:grid-rows-[auto_1fr]">
      <PageSeo
        {...(selected ? categorySearchTexts(selected, language) : { sitePage: "brand" as const })}
        image={selected?.image}
        canonicalQuery={canonicalQuery(filters, paging.page)}
      />
      <div className="min-w-0 space-y-6 md:col-start-1 md:row-start-1">
        <nav aria-label={messages.brand.categories}>
          <ul className="flex gap-2 overflow-x-auto md:flex-col md:gap-1">
            {entries.map((entry) => {
              const count = entry.id ? (categoryCounts.byId[entry.id] ?? 0) : categoryCounts.all;
              return (
                <li key={entry.id || "all"}>
                  <Link
                    to={`${pagePath.brandCenter(language)}${filtersQuery({ ...filters, category: entry.slug })}`}
                    preventScrollReset
                    aria-current={entry.id === (selected?.id ?? "") ? "page" : undefined}
                    className="flex justify-between gap-3 whitespace-nowrap rounded px-3 py-2 hover:bg-stone-100 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white md:whitespace-normal"
                  >
                    {/* A phone scrolls the row of names sideways; the column beside the products wraps a long name and keeps its count in view. */}
                    <span data-category-name className="min-w-0" {...standInAttributes(entry.titleLanguage, language)}>
                      {entry.title}
                    </span>{" "}
                    <span className="shrink-0 text-sm tabular-nums opacity-70">{count}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <FilterPanel filters={filters} facets={facets} />
      </div>
      <section aria-labelledby="brand-heading" className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">
        <h1
          id="brand-heading"
          {...standInAttributes(selected?.titleLanguage ?? language, language)}
          className="mb-6 text-2xl font-semibold"
        >
          {heading}
        </h1>
        {selected && (selected.description || selected.image) && (
          <div className={`mb-8 grid gap-4 sm:items-start ${selected.image ? "sm:grid-cols-[minmax(0,16rem)_1fr]" : ""}`}>
            {selected.image && (
              <ResponsivePicture
                picture={selected.image}
                sizes="(min-width: 640px) 16rem, 100vw"
                width={selected.image.width}
                height={selected.image.height}
                alt={ownerText(selected.image.alt, language)}
                className="w-full rounded-lg object-cover"
              />
            )}
            {selected.description && (
              <p {...(selected.describedInLanguage ? {} : inEnglish)} className="whitespace-pre-line leading-relaxed text-stone-700">
                {selected.description}
              </p>
            )}
          </div>
        )}
        <ProductSearchForm filters={filters} />
        <FilterChips filters={filters} facets={facets} count={paging.total} />
        {products.length === 0 ? (
          <NoProducts filters={filters} suggestions={suggestions} categories={categories} />
        ) : (
          <div data-product-grid className="grid grid-cols-2 gap-4">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} sizes={cardSizes.brandCenter} headingLevel="h2" />
            ))}
          </div>
        )}
        <Pager filters={filters} paging={paging} />
      </section>
      <div className="min-w-0 md:col-start-1 md:row-start-2">
        <BrochureLinks language={language} categories={categories} sizes={brochures} />
      </div>
    </div>
  );
}

/**
 * Previous and next pages as plain links (crawlable, working without JavaScript); where scripts run,
 * the load-more enhancement turns "next" into a button that adds the next page below this one.
 */
function Pager({ filters, paging }: { filters: ProductFilters; paging: Paging }) {
  const language = useLanguage();
  const messages = useMessages().brand;
  if (paging.pages <= 1) return null;
  const href = (page: number) => `${pagePath.brandCenter(language)}${withPage(filtersQuery(filters), page)}`;
  const link = "rounded border border-stone-300 px-4 py-2 hover:bg-stone-100";
  return (
    <nav
      aria-label={messages.pages}
      data-enhance="load-more"
      data-load-more-label={messages.loadMore}
      data-loading-label={messages.loading}
      className="mt-8 flex flex-wrap items-center justify-between gap-4 text-sm"
    >
      {paging.page > 1 ? (
        <Link to={href(paging.page - 1)} rel="prev" className={link}>
          {messages.previous}
        </Link>
      ) : (
        <span />
      )}
      <span data-page-position className="text-stone-600">
        {messages.pageOf(paging.page, paging.pages)}
      </span>
      {paging.page < paging.pages ? (
        <Link to={href(paging.page + 1)} rel="next" className={link}>
          {messages.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
