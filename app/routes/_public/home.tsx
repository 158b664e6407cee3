import { useState } from "react";
import { redirect } from "react-router";
import { ContactModal } from "~/components/contact-modal";
import { useContactPrompt } from "~/components/contact-prompt";
import { PageSeo } from "~/components/page-seo";
import { ProductCard } from "~/components/product-card";
import { Slideshow } from "~/components/slideshow";
import { StickyContactLink } from "~/components/sticky-contact-link";
import { languageFromPath, pagePath, useLanguage, useMessages } from "~/i18n/language";
import { listHomepageProducts } from "~/modules/catalogue/catalogue.server";
import { handleEnquiryAction } from "~/modules/enquiries/enquiry-action.server";
import { isDraftPreview, readPublicDocument } from "~/modules/site-settings/page-drafts.server";
import { homeSlides } from "~/modules/site-settings/public-pages.server";
import type { Route } from "./+types/home";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { pathname } = url;
  const { db } = context.services;
  const preview = await isDraftPreview(context, url);
  // SPEC: "/" shows the dashboard to a signed-in administrator, unless they preview the page. `url` is the page's address, also on a client navigation's data request.
  if (pathname === "/" && !preview && (await context.currentUser())) throw redirect("/dashboard");
  const language = languageFromPath(pathname);
  const [homePage, products] = await Promise.all([readPublicDocument(db, "homePage", preview), listHomepageProducts(db, language)]);
  return {
    slides: await homeSlides(db, homePage, language),
    intervalMs: homePage.intervalSeconds * 1000,
    modal: homePage.modal[language],
    products: products.slice(0, 6),
  };
}

export async function action(args: Route.ActionArgs) {
  return handleEnquiryAction(args, languageFromPath(new URL(args.request.url).pathname), { fromHomepage: true });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const messages = useMessages();
  const { slideshowRef, promptOpen, openPrompt, countSlideChange, closePrompt } = useContactPrompt();
  const [submissionId, setSubmissionId] = useState<string | null>(null);

  return (
    <>
      <PageSeo title={messages.meta.homeTitle} description={messages.meta.homeDescription} image={loaderData.slides[0]?.src} />
      <div ref={slideshowRef}>
        <Slideshow slides={loaderData.slides} intervalMs={loaderData.intervalMs} onSlideChange={countSlideChange}>
          <div className="absolute inset-x-0 bottom-36 px-4 text-center text-white">
            <h1 className="mx-auto max-w-3xl text-3xl font-semibold drop-shadow md:text-5xl">{messages.home.headline}</h1>
          </div>
        </Slideshow>
      </div>
      {/* Fixed under the navbar, so the visitor sees the confirmation wherever the page is scrolled; the live region announces it. */}
      <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-40 flex justify-center px-4">
        {submissionId && (
          <div className="pointer-events-auto flex max-w-md items-start gap-3 rounded border border-green-300 bg-green-50 px-4 py-3 text-green-800 shadow-lg">
            <div>
              <p>{messages.contact.success}</p>
              <p className="text-sm">{messages.contact.submissionId(submissionId)}</p>
            </div>
            <button
              type="button"
              onClick={() => setSubmissionId(null)}
              className="-my-1 min-h-8 min-w-8 rounded text-xl leading-none hover:bg-green-100"
              aria-label={messages.contact.close}
            >
              ×
            </button>
          </div>
        )}
      </div>
      {loaderData.products.length > 0 && (
        <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="mb-6 text-2xl font-semibold">
            {messages.home.featured}
          </h2>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
            {loaderData.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </section>
      )}
      <StickyContactLink
        to={pagePath.contact(language)}
        onClick={(event) => {
          event.preventDefault();
          openPrompt();
        }}
      >
        {messages.nav.contactUs}
      </StickyContactLink>
      <ContactModal
        title={loaderData.modal.title}
        text={loaderData.modal.text}
        open={promptOpen}
        onClose={closePrompt}
        onSubmitted={(id) => {
          setSubmissionId(id);
          closePrompt();
        }}
      />
    </>
  );
}
