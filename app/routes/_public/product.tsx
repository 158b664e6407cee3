import { data } from "react-router";
import { ChatLinks } from "~/components/chat-links";
import { PageSeo } from "~/components/page-seo";
import { cardSizes, ProductCard } from "~/components/product-card";
import { ProductDetail, productBreadcrumb } from "~/components/product-detail";
import { ProductRequestPanel } from "~/components/product-request-panel";
import { QuoteAddPanel } from "~/components/quote-add-form";
import { RoomScenes } from "~/components/room-scenes";
import { StickyContactLink } from "~/components/sticky-contact-link";
import { specificationProperties } from "~/components/stone-specifications";
import { languageFromPath, pagePath } from "~/i18n/language-paths";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { getProductDetail, listRelatedProducts } from "~/modules/catalogue/catalogue.server";
import { breadcrumbNode, productNode, type PageAddress } from "~/modules/seo/structured-data";
import { isQuotable } from "~/modules/quotes/quote-list";
import { roomsForProduct } from "~/modules/room-scenes/room-scenes.server";
import { productSearchTexts } from "~/modules/seo/search-texts";
import NotFound from "./not-found";
import type { Route } from "./+types/product";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = context.services;
  const language = languageFromPath(new URL(request.url).pathname);
  const signedIn = (await context.currentUser()) !== null;
  const product = await getProductDetail(db, params.productId, language, { includeHidden: signedIn });
  // A missing or hidden product answers 404 at its own address, in the page's language, so search engines drop the
  // address at once (a redirect to /404 would be a soft 404 and lose the language: docs/requirements/public-pages.md#product-page, docs/decisions/026).
  if (!product) return data({ product: null, related: [], rooms: [] }, { status: 404 });
  // A hidden product's rooms are never composed (their addresses answer only for what buyers may see), so its owner's view shows none.
  const [related, rooms] = await Promise.all([
    listRelatedProducts(db, product, language),
    product.visible ? roomsForProduct(db, product.id, language) : [],
  ]);
  // The owner's view of a hidden product is for them alone: no cache may keep it, no search engine index it.
  return data(
    { product, related, rooms },
    product.visible ? undefined : { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** The layout's headers (a draft preview's) and this page's own (the owner's view of a hidden product). */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const messages = useMessages();
  const { product, related, rooms } = loaderData;
  if (!product) return <NotFound />;
  const structuredData = (page: PageAddress) => [
    productNode(
      {
        id: product.id,
        name: product.title,
        description: product.describedInLanguage ? product.description.join("\n\n") : messages.meta.productDescriptionFallback,
        imagePaths: [product.photo.src, ...(product.gallery?.map((photo) => photo.src) ?? [])],
        brand: messages.siteName,
        category: product.category?.title,
        material: messages.product.material,
        size: "3200*1600mm",
        keywords: product.keywords,
        additionalProperty: specificationProperties(product.attributes, language),
      },
      page,
    ),
    breadcrumbNode(productBreadcrumb(product, language), page),
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      <PageSeo
        {...productSearchTexts(product, language)}
        image={product.photo}
        keywords={product.keywords}
        structuredData={structuredData}
        type="product"
        noIndex={!product.visible}
      />
      {!product.visible && (
        <p role="status" className="mb-6 rounded bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-stone-900">
          {messages.product.hiddenBanner}
        </p>
      )}
      <ProductDetail
        language={language}
        product={product}
        imageSizes="(min-width: 1152px) 544px, (min-width: 1024px) calc(50vw - 32px), calc(100vw - 32px)"
      />
      {rooms.length > 0 && <RoomScenes language={language} productTitle={product.title} rooms={rooms} />}
      {isQuotable(product.attributes) && <QuoteAddPanel product={{ id: product.id, offer: product.attributes }} />}
      <ProductRequestPanel product={product} />
      <ChatLinks product={product} />
      {related.length > 0 && (
        <section className="mt-14" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-4 text-2xl font-semibold">
            {messages.product.related}
          </h2>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {related.map((item) => (
              <ProductCard key={item.id} product={item} sizes={cardSizes.related} />
            ))}
          </div>
        </section>
      )}
      <StickyContactLink to={pagePath.contactAboutProduct(language, product.id)}>{messages.nav.contactUs}</StickyContactLink>
    </article>
  );
}
