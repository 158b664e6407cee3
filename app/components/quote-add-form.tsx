import { productEnquiryText, quoteListText } from "~/i18n/catalogs";
import { pagePath } from "~/i18n/language-paths";
import { useLanguage } from "~/i18n/use-language";
import { firstThickness, QUOTE_LINE_FIELDS, sizeValue, type QuoteOffer } from "~/modules/quotes/quote-list";
import { quoteListEndpoint } from "~/modules/quotes/quote-list-endpoint";
import { slabSizeChoice } from "~/modules/quotes/quote-list-texts";
import { ChoiceGroup } from "./choice-group";
import { QuantityFields } from "./quote-list-lines";

/** A bundle of 2 cm slabs, the smallest lot a factory ships. */
const STARTING_SLABS = 10;

/**
 * The form's frame, on product pages and cards alike: without JavaScript it posts to the quote list page, which
 * shows the list; with it (`~/enhancements/quote-add`) it is sent to the endpoint and the page stays.
 */
function AddForm({ productId, className, children }: { productId: string; className: string; children: React.ReactNode }) {
  const language = useLanguage();
  const text = quoteListText(language);
  const listPath = pagePath.quoteList(language);
  return (
    <form
      method="post"
      action={listPath}
      data-enhance="quote-add"
      data-endpoint={quoteListEndpoint(language)}
      data-view-label={text.view}
      data-sending-label={text.adding}
      className={className}
    >
      <input type="hidden" name={QUOTE_LINE_FIELDS.intent} value="add" />
      <input type="hidden" name={QUOTE_LINE_FIELDS.product} value={productId} />
      {children}
      <p role="status" data-quote-status className="text-sm text-green-800 empty:hidden" />
    </form>
  );
}

/** "Add to quote" on a product page: the thickness, size and finish the product offers, and how many slabs or m². */
export function QuoteAddPanel({ product }: { product: { id: string; offer: QuoteOffer } }) {
  const language = useLanguage();
  const text = quoteListText(language);
  const choices = productEnquiryText(language);
  const { offer } = product;
  return (
    <section aria-labelledby="quote-add-heading" className="mt-10 rounded-lg border border-stone-200 p-5">
      <h2 id="quote-add-heading" className="text-xl font-semibold">
        {text.addHeading}
      </h2>
      <AddForm productId={product.id} className="mt-3 space-y-4">
        <ChoiceGroup
          legend={choices.thickness}
          name={QUOTE_LINE_FIELDS.thickness}
          options={offer.thicknessesMm.map((mm) => ({ value: String(mm), label: text.thicknessValue(mm) }))}
          checked={String(firstThickness(offer))}
        />
        <ChoiceGroup
          legend={text.size}
          name={QUOTE_LINE_FIELDS.size}
          options={offer.slabSizes.map((size) => ({ value: sizeValue(size), label: slabSizeChoice(language, size) }))}
          checked={offer.slabSizes[0] && sizeValue(offer.slabSizes[0])}
        />
        <ChoiceGroup
          legend={choices.finish}
          name={QUOTE_LINE_FIELDS.finish}
          options={offer.finishes.map((finish) => ({ value: finish.slug, label: finish.label }))}
          checked={offer.finishes[0]?.slug}
        />
        <div className="flex flex-wrap items-end gap-3">
          <QuantityFields idPrefix="quote-add" quantity={STARTING_SLABS} unit="slab" />
          <button type="submit" className="rounded bg-brand-800 px-4 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60">
            {text.add}
          </button>
        </div>
      </AddForm>
    </section>
  );
}

/** A card's "Add to quote": the product as it is offered first, by the bundle; the list page changes the rest. */
export function QuoteAddButton({ productId, productTitle }: { productId: string; productTitle: React.ReactNode }) {
  const text = quoteListText(useLanguage());
  return (
    <AddForm productId={productId} className="px-3 pb-3 sm:px-4 sm:pb-4">
      <button
        type="submit"
        className="rounded border border-brand-800 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {text.add}
        <span className="sr-only">: {productTitle}</span>
      </button>
    </AddForm>
  );
}
