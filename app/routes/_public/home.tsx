import { redirect } from "react-router";
import { ContactModal, EnquirySuccess } from "~/components/contact-modal";
import { PageSeo } from "~/components/page-seo";
import { cardSizes, ProductCard } from "~/components/product-card";
import { Slideshow } from "~/components/slideshow";
import { StickyContactLink } from "~/components/sticky-contact-link";
import { languageFromPath, pagePath } from "~/i18n/language-paths";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { documentTextIn } from "~/modules/site-settings/document-texts";
import { listHomepageProducts } from "~/modules/catalogue/catalogue.server";
import { enquiryEndpoint } from "~/modules/enquiries/enquiry-endpoint";
import { isDraftPreview, readPublicDocument } from "~/modules/site-settings/page-drafts.server";
import { homeSlides } from "~/modules/site-settings/public-pages.server";
import type { Route } from "./+types/home";

/** The home page's product row: the first of the Brand Center's products. */
const HOME_PRODUCTS = 6;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { pathname } = url;
  const { db } = context.services;
  const preview = await isDraftPreview(context, url);
  // "/" shows the dashboard to a signed-in administrator, unless they preview the page (docs/requirements/public-pages.md#route-guards). `url` is the page's address, also on a client navigation's data request.
  if (pathname === "/" && !preview && (await context.currentUser())) throw redirect("/dashboard");
  const language = languageFromPath(pathname);
  const [homePage, products] = await Promise.all([
    readPublicDocument(db, "homePage", preview),
    listHomepageProducts(db, language, HOME_PRODUCTS),
  ]);
  return {
    slides: await homeSlides(db, homePage, language),
    intervalMs: homePage.intervalSeconds * 1000,
    modal: {
      title: documentTextIn(homePage.modal.texts, "title", language),
      text: documentTextIn(homePage.modal.texts, "text", language),
    },
    products,
  };
}

const CONTACT_MODAL_ID = "contact-modal";
const ENQUIRY_SUCCESS_ID = "enquiry-success";

export default function Home({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const messages = useMessages();

  return (
    <>
      <PageSeo sitePage="home" image={loaderData.slides[0]} />
      <div data-enhance="contact-prompt" data-dialog={CONTACT_MODAL_ID}>
        <Slideshow slides={loaderData.slides} intervalMs={loaderData.intervalMs}>
          <div className="absolute inset-x-0 bottom-36 px-4 text-center text-white">
            <h1 className="mx-auto max-w-3xl text-3xl font-semibold drop-shadow md:text-5xl">{messages.home.headline}</h1>
          </div>
        </Slideshow>
      </div>
      {/* Fixed under the navbar, so the visitor sees the confirmation wherever the page is scrolled; the live region announces it. */}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
        <EnquirySuccess
          id={ENQUIRY_SUCCESS_ID}
          dismissible
          className="pointer-events-auto flex max-w-md items-start gap-3 rounded border border-green-300 bg-green-50 px-4 py-3 text-green-800 shadow-lg"
        />
      </div>
      {loaderData.products.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="mb-6 text-2xl font-semibold">
            {messages.home.featured}
          </h2>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            {loaderData.products.map((product) => (
              <ProductCard key={product.id} product={product} sizes={cardSizes.home} />
            ))}
          </div>
        </section>
      )}
      <StickyContactLink to={pagePath.contact(language)} opensDialog={CONTACT_MODAL_ID}>
        {messages.nav.contactUs}
      </StickyContactLink>
      <ContactModal
        id={CONTACT_MODAL_ID}
        title={loaderData.modal.title.text}
        text={loaderData.modal.text.text}
        textLanguages={{ title: loaderData.modal.title.language, text: loaderData.modal.text.language }}
        action={pagePath.contact(language)}
        endpoint={enquiryEndpoint({ language, fromHomepage: true })}
        successTarget={ENQUIRY_SUCCESS_ID}
      />
    </>
  );
}
