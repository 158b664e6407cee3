import { Link } from "react-router";
import { messagesFor, pagePath, type Language } from "~/i18n/language";
import type { GalleryImage } from "~/modules/catalogue/gallery";
import type { Photo } from "~/modules/catalogue/photo";
import { SpecSheetLink } from "./spec-sheet-link";
import type { StoneAttributes } from "~/modules/catalogue/stone-attributes";
import { StoneSpecifications } from "./stone-specifications";
import { ProductGallery } from "./product-gallery";

export type ProductDetailContent = {
  /** Absent in the dashboard's preview of a product not saved yet, which has no spec sheet. */
  id?: string;
  title: string;
  photo: Photo;
  /** The product's photos in order; without them (the dashboard's preview) the page shows `photo` alone. */
  gallery?: GalleryImage[];
  keywords: string[];
  description: string[];
  /** A hidden category is named but not linked: the Brand Center does not list it. */
  category: { slug: string; title: string; visible: boolean } | null;
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

/** The body of a product page: breadcrumb, photo, title, SPEC's size lines, keywords, category and paragraphs. */
export function ProductDetail({ language, product, links = true, titleAs: Title = "h1", imageSizes }: Props) {
  const messages = messagesFor(language);
  const crumb = (to: string, label: string) =>
    links ? (
      <Link to={to} className="hover:underline">
        {label}
      </Link>
    ) : (
      label
    );
  const categoryLink = product.category?.visible ? pagePath.brandCenter(language, product.category.slug) : null;
  return (
    <>
      <nav aria-label={messages.product.breadcrumb} className="mb-6 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>{crumb(pagePath.home(language), messages.nav.home)}</li>
          <li aria-hidden="true">&gt;</li>
          <li>{crumb(pagePath.brandCenter(language), messages.nav.brandCenter)}</li>
          <li aria-hidden="true">&gt;</li>
          <li>{product.category ? (categoryLink ? crumb(categoryLink, product.category.title) : product.category.title) : messages.product.uncategorised}</li>
          <li aria-hidden="true">&gt;</li>
          <li aria-current="page" className="font-medium text-stone-900">
            {product.title}
          </li>
        </ol>
      </nav>
      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery language={language} title={product.title} photo={product.photo} photos={product.gallery} sizes={imageSizes} zoomable={links} />
        <div>
          <Title className="text-3xl font-semibold text-stone-900">{product.title}</Title>
          <ul className="mt-4 space-y-1 text-stone-700">
            <li>{messages.product.size}</li>
            <li>{messages.product.thickness}</li>
          </ul>
          {product.keywords.length > 0 && (
            <p className="mt-4 text-sm">
              <span className="font-medium">{messages.labelled(messages.product.keywords)}</span>
              {product.keywords.join(messages.listSeparator)}
            </p>
          )}
          {product.category && (
            <p className="mt-2 text-sm">
              <span className="font-medium">{messages.labelled(messages.product.category)}</span>
              {links && categoryLink ? (
                <Link to={categoryLink} className="text-brand-700 underline-offset-4 hover:underline">
                  {product.category.title}
                </Link>
              ) : (
                <span className="text-brand-700">{product.category.title}</span>
              )}
            </p>
          )}
          <div className="mt-6 space-y-4 leading-relaxed text-stone-700">
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
