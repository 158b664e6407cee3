import { data, Form } from "react-router";
import { z } from "zod";
import { BidiText } from "~/components/bidi-text";
import { ChatLinks } from "~/components/chat-links";
import { CompanyDetailsList } from "~/components/company-details";
import { EnquiryPrefillSummary } from "~/components/enquiry-prefill";
import { EnquiryFormFields } from "~/components/enquiry-form-fields";
import { PageSeo } from "~/components/page-seo";
import { languageFromPath, pagePath } from "~/i18n/language-paths";
import { languages, standInAttributes } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { isolate } from "~/i18n/bidi";
import { productEnquiryText } from "~/i18n/catalogs";
import { getProductDetail, isListedCollection } from "~/modules/catalogue/catalogue.server";
import { handleEnquiryAction } from "~/routes/resources/enquiry-action.server";
import { enquiryPrefill, PRODUCT_CHOICE_FIELDS, productChoiceFromQuery } from "~/modules/enquiries/product-request";
import { pageQuery } from "~/modules/http/page-query";
import type { PageHandle } from "~/root";
import NotFound from "./not-found";
import type { Route } from "./+types/contact";
import { usePublicLayoutData } from "~/components/layout-data";

/** A contact page about a product reads the choice the product page's form sent without JavaScript. */
export const handle = { query: Object.values(PRODUCT_CHOICE_FIELDS) } satisfies PageHandle;

const collectionLanguage = z.enum(languages);

/** A contact link about a product or collection that does not exist is a 404 at its own address, in its language. */
const notFound = () => data({ found: false as const, product: null, choice: null }, { status: 404 });

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = context.services;
  if (params.collectionId !== undefined) {
    const listed = collectionLanguage.safeParse(params.lang).success && (await isListedCollection(db, params.collectionId));
    return listed ? { found: true as const, product: null, choice: null } : notFound();
  }
  if (!params.productId) return { found: true as const, product: null, choice: null };
  const url = new URL(request.url);
  const product = await getProductDetail(db, params.productId, languageFromPath(url.pathname));
  if (!product) return notFound();
  // The product page's "Request a sample" / "Ask about this product" without JavaScript: the choice is in the address.
  return {
    found: true as const,
    product: { id: product.id, title: product.title },
    choice: productChoiceFromQuery(pageQuery(url.searchParams, handle.query), product.attributes),
  };
}

export async function action(args: Route.ActionArgs) {
  const language = languageFromPath(new URL(args.request.url).pathname);
  return handleEnquiryAction(args, language, { productId: args.params.productId, collectionId: args.params.collectionId });
}

export default function Contact({ loaderData, actionData, params }: Route.ComponentProps) {
  const messages = useMessages();
  const success = actionData?.status === "success" ? actionData : undefined;
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  const language = useLanguage();
  const layout = usePublicLayoutData();
  const company = layout?.company[language];
  const { found, product, choice } = loaderData;
  // A message sent just as its product was deleted is still kept (as a general enquiry): its success is shown.
  if (!found && !actionData) return <NotFound />;
  const prefill = product && choice ? enquiryPrefill(productEnquiryText(language), product.title, choice) : undefined;
  // A contact page about one product or collection is the contact page with a subject: one page to index.
  const aboutSomething = params.productId !== undefined || params.collectionId !== undefined;
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:grid-cols-[1fr_18rem]">
      <div>
        <PageSeo sitePage="contact" noIndex={aboutSomething} canonicalPath={aboutSomething ? pagePath.contact(language) : undefined} />
        <h1 className="text-3xl font-semibold">{messages.contact.title}</h1>
        {product && <p className="mt-2 text-stone-600">{messages.contact.aboutProduct(product.title)}</p>}
        <div aria-live="polite">
          {success && (
            <div role="status" className="mt-6 rounded border border-green-300 bg-green-50 px-4 py-3 text-green-800">
              <p>{messages.contact.success}</p>
              <p className="mt-1">{messages.contact.answerLanguage}</p>
              <p className="mt-1 text-sm">
                <BidiText text={messages.contact.submissionId(isolate(success.submissionId))} />
              </p>
            </div>
          )}
        </div>
        {invalid && (
          <p role="alert" className="mt-6 rounded bg-red-50 px-4 py-3 text-red-800">
            {invalid.formError ?? messages.contact.errors.fixBelow}
          </p>
        )}
        {/* A new key after each success remounts the form, clearing what was typed. */}
        <Form key={success?.submissionId ?? "form"} method="post" data-enhance="submit-state" className="mt-6 space-y-5">
          {prefill && <EnquiryPrefillSummary prefill={prefill} />}
          <EnquiryFormFields
            idPrefix="contact"
            errors={invalid?.errors}
            values={invalid?.values ?? (prefill && { message: prefill.message })}
          />
          <button
            type="submit"
            data-sending-label={messages.contact.sending}
            className="rounded bg-brand-800 px-6 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
          >
            {messages.contact.submit}
          </button>
        </Form>
      </div>
      {company && (
        <aside aria-labelledby="contact-details-heading" className="rounded-lg bg-stone-100 p-5 text-sm md:mt-14 md:self-start">
          <h2 id="contact-details-heading" className="font-semibold">
            {messages.footer.detailsHeading}
          </h2>
          <p {...standInAttributes(company.textLanguages.name, language)} className="mt-2 font-medium">
            {company.name}
          </p>
          <CompanyDetailsList company={company} wechatQr={layout?.wechatQr} className="mt-3 space-y-2" labelClassName="text-stone-600" />
          <ChatLinks product={product ?? undefined} />
        </aside>
      )}
    </div>
  );
}
