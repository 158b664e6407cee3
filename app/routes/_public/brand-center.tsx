import { Link, redirect, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageSeo } from "~/components/page-seo";
import { ProductCard } from "~/components/product-card";
import { languageFromPath, pagePath, useLanguage, useMessages } from "~/i18n/language";
import { findBrandCategory } from "~/modules/catalogue/brand-categories";
import { listCategories, listHomepageProducts } from "~/modules/catalogue/catalogue.server";
import type { Route } from "./+types/brand-center";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const [categories, products] = await Promise.all([
    listCategories(context.services.db, language),
    listHomepageProducts(context.services.db, language),
  ]);
  // A link from before slugs names the category by its id: move it to the category's address. Not a
  // permanent redirect: browsers would keep it even after the owner gives the slug back to the id.
  const found = findBrandCategory(categories, url.searchParams.get("category"));
  if (found && !found.canonical) throw redirect(pagePath.brandCenter(language, found.category.slug));
  return { categories, products };
}

/** SPEC: choosing a category filters on the client; only the query string changes, so keep the data. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export default function BrandCenter({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const messages = useMessages();
  const [searchParams] = useSearchParams();
  const selected = findBrandCategory(loaderData.categories, searchParams.get("category"))?.category;
  // Products of a hidden category are not under any listed one, so they show under All Brands only.
  const products = selected ? loaderData.products.filter((product) => product.categoryId === selected.id) : loaderData.products;
  const heading = selected?.title ?? messages.brand.allBrands;
  const entries = [{ id: "", slug: undefined, title: messages.brand.allBrands }, ...loaderData.categories];

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[14rem_1fr]">
      <PageSeo
        title={selected ? `${selected.title} | ${messages.meta.brandTitle}` : messages.meta.brandTitle}
        description={selected?.description ? selected.description.slice(0, 160) : messages.meta.brandDescription}
        image={selected?.image?.src}
        ownerTexts={!selected}
      />
      <nav aria-label={messages.brand.categories} className="min-w-0">
        <ul className="flex gap-2 overflow-x-auto md:flex-col md:gap-1">
          {entries.map((entry) => {
            const active = entry.id === (selected?.id ?? "");
            return (
              <li key={entry.id || "all"}>
                <Link
                  to={pagePath.brandCenter(language, entry.slug)}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  className="block whitespace-nowrap rounded px-3 py-2 hover:bg-stone-100 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
                >
                  {entry.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section aria-labelledby="brand-heading" className="min-w-0">
        <h1 id="brand-heading" className="mb-6 text-2xl font-semibold">
          {heading}
        </h1>
        {selected && (selected.description || selected.image) && (
          <div className="mb-8 grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-start">
            {selected.image && (
              <img
                src={selected.image.src}
                srcSet={selected.image.srcSet}
                sizes="(min-width: 640px) 16rem, 100vw"
                width={selected.image.width}
                height={selected.image.height}
                alt={selected.image.alt[language]}
                className="w-full rounded-lg object-cover"
              />
            )}
            {selected.description && <p className="whitespace-pre-line leading-relaxed text-stone-700">{selected.description}</p>}
          </div>
        )}
        {products.length === 0 ? (
          <p className="text-stone-600">{messages.brand.empty}</p>
        ) : (
          <div className="grid grid-cols-2 gap-4">
            {products.map((product) => (
              <ProductCard key={product.id} product={product} headingLevel="h2" />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
