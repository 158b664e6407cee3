import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageSeo } from "~/components/page-seo";
import { ProductCard } from "~/components/product-card";
import { languageFromPath, pagePath, useLanguage, useMessages } from "~/i18n/language";
import { listCategories, listHomepageProducts } from "~/modules/catalogue/catalogue.server";
import type { Route } from "./+types/brand-center";

export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const [categories, products] = await Promise.all([
    listCategories(context.services.db, language),
    listHomepageProducts(context.services.db, language),
  ]);
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
  const selected = loaderData.categories.find((category) => category.id === searchParams.get("category"));
  const products = selected ? loaderData.products.filter((product) => product.categoryId === selected.id) : loaderData.products;
  const heading = selected?.title ?? messages.brand.allBrands;
  const entries = [{ id: undefined, title: messages.brand.allBrands }, ...loaderData.categories];

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[14rem_1fr]">
      <PageSeo title={selected ? `${selected.title} | ${messages.meta.brandTitle}` : messages.meta.brandTitle} description={messages.meta.brandDescription} />
      <nav aria-label={messages.brand.categories} className="min-w-0">
        <ul className="flex gap-2 overflow-x-auto md:flex-col md:gap-1">
          {entries.map((entry) => {
            const active = entry.id === selected?.id;
            return (
              <li key={entry.id ?? "all"}>
                <Link
                  to={pagePath.brandCenter(language, entry.id)}
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
