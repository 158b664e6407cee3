import type { EnquiryRequest } from "~/database/schema";
import { pagePath } from "~/i18n/language-paths";
import { useLanguage } from "~/i18n/use-language";
import { productEnquiryText } from "~/i18n/catalogs";
import { enquiryEndpoint } from "~/modules/enquiries/enquiry-endpoint";
import { PRODUCT_CHOICE_FIELDS, type ProductOffer } from "~/modules/enquiries/product-request";
import { ChoiceGroup } from "./choice-group";
import { ContactModal, EnquirySuccess } from "./contact-modal";

type Props = { product: { id: string; title: string; attributes: ProductOffer } };

const REQUEST_MODAL_ID = "product-request-modal";
const REQUEST_SUCCESS_ID = "product-request-success";

/**
 * "Request a sample" and "Ask about this product" with the thickness and finish the product offers.
 * Without JavaScript it is a GET to the product's contact page, which reads the choice from its
 * address; with it (`~/enhancements/product-request`), the same choice opens the enquiry dialog here, pre-filled.
 */
export function ProductRequestPanel({ product }: Props) {
  const language = useLanguage();
  const text = productEnquiryText(language);
  const contactPath = pagePath.contactAboutProduct(language, product.id);
  const endpoint = enquiryEndpoint({ language, productId: product.id });

  const button = (request: EnquiryRequest, className: string) => (
    <button type="submit" name={PRODUCT_CHOICE_FIELDS.request} value={request} className={`rounded px-4 py-2 font-medium ${className}`}>
      {text.actions[request]}
    </button>
  );

  return (
    <section aria-labelledby="product-request-heading" className="mt-10 rounded-lg border border-stone-200 p-5">
      <h2 id="product-request-heading" className="text-xl font-semibold">
        {text.panelHeading}
      </h2>
      <form
        method="get"
        action={contactPath}
        data-enhance="product-request"
        data-endpoint={endpoint}
        data-dialog={REQUEST_MODAL_ID}
        className="mt-3 space-y-4"
      >
        <ChoiceGroup
          legend={text.thickness}
          name={PRODUCT_CHOICE_FIELDS.thickness}
          options={product.attributes.thicknessesMm.map((mm) => ({ value: String(mm), label: text.thicknessOption(mm) }))}
        />
        <ChoiceGroup
          legend={text.finish}
          name={PRODUCT_CHOICE_FIELDS.finish}
          options={product.attributes.finishes.map((finish) => ({ value: finish.slug, label: finish.label }))}
        />
        <div className="flex flex-wrap gap-3">
          {button("sample", "bg-brand-800 text-white hover:bg-brand-900")}
          {button("question", "border border-brand-800 text-brand-800 hover:bg-brand-50")}
        </div>
      </form>
      <div role="status" aria-live="polite">
        <EnquirySuccess id={REQUEST_SUCCESS_ID} className="mt-4 rounded border border-green-300 bg-green-50 px-4 py-3 text-green-800" />
      </div>
      <ContactModal id={REQUEST_MODAL_ID} title="" text="" action={contactPath} endpoint={endpoint} successTarget={REQUEST_SUCCESS_ID} />
    </section>
  );
}
