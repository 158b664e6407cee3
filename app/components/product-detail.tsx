import { Fragment } from "react";
import { Link } from "react-router";
import { inEnglish, standInAttributes, type Language } from "~/i18n/languages";
import { messagesFor } from "~/i18n/catalogs";
import { pagePath } from "~/i18n/language-paths";
import type { GalleryImage } from "~/modules/catalogue/gallery";
import type { Photo } from "~/modules/catalogue/photo";
import type { Crumb } from "~/modules/seo/structured-data";
import { BidiText, BidiValue } from "./bidi-text";
import { SpecSheetLink } from "./spec-sheet-link";
import type { StoneAttributes } from "~/modules/catalogue/stone-attributes";
import { StoneSpecifications } from "./stone-specifications";
import { ProductGallery } from "./product-gallery";

export type ProductDetailContent = {
  /** Absent in the dashboard's preview of a product not saved yet, which has no spec sheet. */
  id?: string;
  title: string;
  /** The title's language: English standing in for the page's when not written in it; the preview's titles are its own. */
  titleLanguage?: Language;
  photo: Photo;
  /** The product's photos in order; without them (the dashboard's preview) the page shows `photo` alone. */
  gallery?: GalleryImage[];
  keywords: string[];
  description: string[];
  /** False when the description is the English one standing in for the page's language; the preview writes its own. */
  describedInLanguage?: boolean;
  /** A hidden category is named but not linked: the Brand Center does not list it. */
  category: { slug: string; title: string; titleLanguage?: Language; visible: boolean } | null;
  attributes?: StoneAttributes;
};

type Props = {
  language: Language;
  product: ProductDetailContent;
  /** The dashboard's preview shows a page that does not exist yet, so it has nothing to link to. */
  links?: boolean;
  titleAs?: "h1" | "h3";
  imageSizes: string;
};

/**
 * Home > Brand Center > category > product, as the page shows it and its structured data repeats it. A
 * hidden category (the Brand Center does not list it) and "uncategorised" are named without an address.
 */
export function productBreadcrumb(product: Pick<ProductDetailContent, "title" | "category">, language: Language): Crumb[] {
  const messages = messagesFor(language);
  const { category } = product;
  return [
    { name: messages.nav.home, path: pagePath.home(language) },
    { name: messages.nav.brandCenter, path: pagePath.brandCenter(language) },
    category
      ? { name: category.title, path: category.visible ? pagePath.brandCenter(language, category.slug) : undefined }
      : { name: messages.product.uncategorised },
    { name: product.title },
  ];
}

/** The body of a product page (docs/requirements/public-pages.md#product-page): breadcrumb, photo, title, the size lines, keywords, category and paragraphs. */
export function ProductDetail({ language, product, links = true, titleAs: Title = "h1", imageSizes }: Props) {
  const messages = messagesFor(language);
  const crumbs = productBreadcrumb(product, language);
  const categoryLink = product.category?.visible ? pagePath.brandCenter(language, product.category.slug) : null;
  return (
    <>
      <nav aria-label={messages.product.breadcrumb} className="mb-6 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={index} aria-current="page" className="font-medium text-stone-900">
                {crumb.name}
              </li>
            ) : (
              <Fragment key={index}>
                <li>
                  {links && crumb.path ? (
                    <Link to={crumb.path} className="hover:underline">
                      {crumb.name}
                    </Link>
                  ) : (
                    crumb.name
                  )}
                </li>
                <li aria-hidden="true" className="rtl:-scale-x-100">
                  &gt;
                </li>
              </Fragment>
            ),
          )}
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery
          language={language}
          title={product.title}
          photo={product.photo}
          photos={product.gallery}
          sizes={imageSizes}
          zoomable={links}
        />
        <div>
          <Title {...standInAttributes(product.titleLanguage ?? language, language)} className="text-3xl font-semibold text-stone-900">
            {product.title}
          </Title>
          <ul className="mt-4 space-y-1 text-stone-700">
            <li>
              <BidiText text={messages.product.size} />
            </li>
            <li>
              <BidiText text={messages.product.thickness} />
            </li>
          </ul>
          {product.keywords.length > 0 && (
            <p className="mt-4 text-sm">
              <span className="font-medium">{messages.labelled(messages.product.keywords)}</span>
              {product.keywords.map((keyword, position) => (
                <Fragment key={position}>
                  {position > 0 && messages.listSeparator}
                  <BidiValue text={keyword} />
                </Fragment>
              ))}
            </p>
          )}
          {product.category && (
            <p className="mt-2 text-sm">
              <span className="font-medium">{messages.labelled(messages.product.category)}</span>
              {links && categoryLink ? (
                <Link
                  to={categoryLink}
                  {...standInAttributes(product.category.titleLanguage ?? language, language)}
                  className="text-brand-700 underline-offset-4 hover:underline"
                >
                  {product.category.title}
                </Link>
              ) : (
                <span {...standInAttributes(product.category.titleLanguage ?? language, language)} className="text-brand-700">
                  {product.category.title}
                </span>
              )}
            </p>
          )}
          <div {...(product.describedInLanguage === false ? inEnglish : {})} className="mt-6 space-y-4 leading-relaxed text-stone-700">
            {product.description.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {links && product.id && <SpecSheetLink language={language} productId={product.id} />}
        </div>
      </div>
      {product.attributes && <StoneSpecifications attributes={product.attributes} language={language} />}
    </>
  );
}
