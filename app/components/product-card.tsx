import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { QuoteAddButton } from "~/components/quote-add-form";
import { pagePath } from "~/i18n/language-paths";
import { standInAttributes } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import type { ProductSummary } from "~/modules/catalogue/catalogue.server";

/**
 * How wide each grid of cards shows one card: `max-w-6xl` (1152 px) less `px-4`, split into its
 * columns less `gap-4` (and the brand center's 14rem filter column and `gap-8`). Two columns on phones.
 */
export const cardSizes = {
  home: "(min-width: 1152px) 363px, (min-width: 1024px) calc((100vw - 64px) / 3), calc(50vw - 24px)",
  brandCenter: "(min-width: 1152px) 424px, (min-width: 768px) calc((100vw - 304px) / 2), calc(50vw - 24px)",
  related: "(min-width: 1152px) 268px, (min-width: 1024px) calc((100vw - 80px) / 4), calc(50vw - 24px)",
} as const;

/** Photo, title and a "View details" link; image 250px high (200px on phones) (docs/requirements/public-pages.md#brand-center); then "Add to quote" (docs/decisions/042-quote-list-in-a-cookie.md). */
export function ProductCard({
  product,
  sizes,
  headingLevel = "h3",
}: {
  product: ProductSummary;
  sizes: string;
  headingLevel?: "h2" | "h3";
}) {
  const language = useLanguage();
  const messages = useMessages();
  const Heading = headingLevel;
  const href = pagePath.product(language, product.id);
  return (
    <article className="group overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <Link to={href} prefetch="intent" tabIndex={-1} aria-hidden="true">
        <ProductImage
          photo={product.photo}
          sizes={sizes}
          className="h-[200px] w-full object-cover transition group-hover:scale-[1.02] sm:h-[250px]"
        />
      </Link>
      {/* A phone's half-width card has no room for both on one line: the link goes under the title there. */}
      <div className="flex flex-col items-start gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-2 sm:p-4">
        <Heading {...standInAttributes(product.titleLanguage, language)} className="min-w-0 font-medium break-words text-stone-900">
          {product.title}
        </Heading>
        <Link to={href} prefetch="intent" className="shrink-0 py-0.5 text-sm text-brand-700 underline-offset-4 hover:underline">
          {messages.brand.viewDetails}
          <span className="sr-only">
            : <span {...standInAttributes(product.titleLanguage, language)}>{product.title}</span>
          </span>
        </Link>
      </div>
      <QuoteAddButton
        productId={product.id}
        productTitle={<span {...standInAttributes(product.titleLanguage, language)}>{product.title}</span>}
      />
    </article>
  );
}
