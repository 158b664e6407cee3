import { useRef, useState } from "react";
import { Link, redirect } from "react-router";
import { ContactModal } from "~/components/contact-modal";
import { PageSeo } from "~/components/page-seo";
import { ProductCard } from "~/components/product-card";
import { SLIDE_CHANGES_BEFORE_MODAL, Slideshow } from "~/components/slideshow";
import { languageFromPath, pagePath, useLanguage, useMessages } from "~/i18n/language";
import { listHomepageProducts } from "~/modules/catalogue/catalogue.server";
import { handleEnquiryAction } from "~/modules/enquiries/enquiry-action.server";
import { extraHeroSlides, fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import type { Route } from "./+types/home";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { pathname } = url;
  // SPEC: "/" shows the dashboard to a signed-in administrator. `url` is the page's address, also on a client navigation's data request.
  if (pathname === "/" && (await context.currentUser())) throw redirect("/dashboard");
  const language = languageFromPath(pathname);
  const [homePage, products] = await Promise.all([
    readSetting(context.services.db, "homePage"),
    listHomepageProducts(context.services.db, language),
  ]);
  return { slides: [...fixedHeroSlides(), ...extraHeroSlides(homePage)], products: products.slice(0, 6) };
}

export async function action(args: Route.ActionArgs) {
  return handleEnquiryAction(args, languageFromPath(new URL(args.request.url).pathname), { fromHomepage: true });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const messages = useMessages();
  const [modalOpen, setModalOpen] = useState(false);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const slideChanges = useRef(0);

  const countSlideChange = () => {
    if (modalOpen) return;
    slideChanges.current += 1;
    if (slideChanges.current % SLIDE_CHANGES_BEFORE_MODAL === 0) setModalOpen(true);
  };
  const closeModal = () => {
    slideChanges.current = 0;
    setModalOpen(false);
  };

  return (
    <>
      <PageSeo title={messages.meta.homeTitle} description={messages.meta.homeDescription} image={loaderData.slides[0]?.src} />
      <Slideshow slides={loaderData.slides} onSlideChange={countSlideChange}>
        <div className="absolute inset-x-0 bottom-36 px-4 text-center text-white">
          <h1 className="mx-auto max-w-3xl text-3xl font-semibold drop-shadow md:text-5xl">{messages.home.headline}</h1>
        </div>
      </Slideshow>
      <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4">
        {submissionId && (
          <div className="mt-4 rounded bg-green-50 px-4 py-3 text-green-800">
            <p>{messages.contact.success}</p>
            <p className="text-sm">{messages.contact.submissionId(submissionId)}</p>
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
      <Link
        to={pagePath.contact(language)}
        onClick={(event) => {
          event.preventDefault();
          setModalOpen(true);
        }}
        className="fixed bottom-4 left-1/2 z-20 -translate-x-1/2 rounded-full bg-brand-800 px-6 py-3 font-medium text-white shadow-lg hover:bg-brand-900"
      >
        {messages.nav.contactUs}
      </Link>
      <ContactModal
        open={modalOpen}
        onClose={closeModal}
        onSubmitted={(id) => {
          setSubmissionId(id);
          closeModal();
        }}
      />
    </>
  );
}
