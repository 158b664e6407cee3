import { ProductImage } from "~/components/product-image";
import { productEnquiryText, quoteListText } from "~/i18n/catalogs";
import { pagePath } from "~/i18n/language-paths";
import { standInAttributes } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { quoteUnits } from "~/database/schema";
import { QUOTE_LINE_FIELDS, QUOTE_LIST_LIMITS, sizeValue, type QuoteUnit } from "~/modules/quotes/quote-list";
import type { QuoteListLine } from "~/modules/quotes/quote-list.server";
import { numberFormat, slabSizeChoice } from "~/modules/quotes/quote-list-texts";

export const fieldClass =
  "mt-1 block w-full rounded border border-stone-300 bg-white px-2 py-1.5 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
export const labelClass = "block text-sm font-medium text-stone-700";
export const secondaryButtonClass = "rounded border border-brand-800 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50";

const MM2_PER_M2 = 1_000_000;

type Option = { value: string; label: string };

/** As wide as its longest choice, so a chosen size such as "Jumbo 3200 × 1600 mm" shows whole; never wider than its row. */
export function Select({ id, label, name, value, options }: { id: string; label: string; name: string; value: string; options: Option[] }) {
  return (
    <div className="max-w-full">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={fieldClass}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many, and whether slabs or square metres: on a product page's "Add to quote" and on each line of the list. */
export function QuantityFields({ idPrefix, quantity, unit }: { idPrefix: string; quantity: number; unit: QuoteUnit }) {
  const text = quoteListText(useLanguage());
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-quantity`} className={labelClass}>
          {text.quantity}
        </label>
        <input
          id={`${idPrefix}-quantity`}
          name={QUOTE_LINE_FIELDS.quantity}
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={QUOTE_LIST_LIMITS.quantity.m2}
          step={1}
          defaultValue={quantity}
          className={`${fieldClass} w-28`}
        />
      </div>
      <Select
        id={`${idPrefix}-unit`}
        label={text.unit}
        name={QUOTE_LINE_FIELDS.unit}
        value={unit}
        options={quoteUnits.map((choice) => ({ value: choice, label: text.units[choice] }))}
      />
    </>
  );
}

/**
 * Each line of the list with its own form: the kind of slab among those the product offers, the quantity and its
 * unit. Without JavaScript "Update" posts it; with it (`~/enhancements/quote-list`) a change is sent as it is made.
 */
export function QuoteListLines({ lines }: { lines: QuoteListLine[] }) {
  const language = useLanguage();
  const text = quoteListText(language);
  const choices = productEnquiryText(language);
  const whole = numberFormat(language);
  const area = numberFormat(language, 2);
  return (
    <ul className="mt-8 divide-y divide-stone-200 border-y border-stone-200">
      {lines.map((line, index) => {
        const id = `quote-line-${index}`;
        return (
          <li key={`${line.productId}-${index}`} className="grid gap-4 py-5 sm:grid-cols-[7rem_1fr]" aria-labelledby={`${id}-title`}>
            <ProductImage photo={line.product.photo} sizes="112px" className="hidden h-28 w-28 rounded object-cover sm:block" />
            <div>
              <h2 id={`${id}-title`} className="text-lg font-medium">
                <a
                  href={pagePath.product(language, line.productId)}
                  className="hover:underline"
                  {...standInAttributes(line.product.titleLanguage, language)}
                >
                  {line.product.title}
                </a>
              </h2>
              <p className="text-sm text-stone-600" data-line-summary>
                {text.lineDetails(text.thicknessValue(line.thicknessMm), text.sizeValue(line.lengthMm, line.widthMm), line.finishLabel)}
                {" · "}
                {text.slabCount(whole.format(line.slabs), line.slabs)}
                {" · "}
                {text.squareMetres(area.format(line.areaMm2 / MM2_PER_M2))}
              </p>
              {!line.available && <p className="mt-2 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">{text.unavailable}</p>}
              <div className="mt-3 flex flex-wrap items-end gap-3">
                {line.available && (
                  <form method="post" data-quote-change className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name={QUOTE_LINE_FIELDS.intent} value="change" />
                    <input type="hidden" name={QUOTE_LINE_FIELDS.line} value={index} />
                    <Select
                      id={`${id}-thickness`}
                      label={choices.thickness}
                      name={QUOTE_LINE_FIELDS.thickness}
                      value={String(line.thicknessMm)}
                      options={line.offer.thicknessesMm.map((mm) => ({ value: String(mm), label: text.thicknessValue(mm) }))}
                    />
                    <Select
                      id={`${id}-size`}
                      label={text.size}
                      name={QUOTE_LINE_FIELDS.size}
                      value={sizeValue(line)}
                      options={line.offer.slabSizes.map((size) => ({ value: sizeValue(size), label: slabSizeChoice(language, size) }))}
                    />
                    {line.offer.finishes.length > 0 && (
                      <Select
                        id={`${id}-finish`}
                        label={choices.finish}
                        name={QUOTE_LINE_FIELDS.finish}
                        value={line.finish ?? ""}
                        options={line.offer.finishes.map((finish) => ({ value: finish.slug, label: finish.label }))}
                      />
                    )}
                    <QuantityFields idPrefix={id} quantity={line.quantity} unit={line.unit} />
                    <button type="submit" className={secondaryButtonClass} data-quote-update>
                      {text.update}
                    </button>
                  </form>
                )}
                <form method="post" data-quote-remove>
                  <input type="hidden" name={QUOTE_LINE_FIELDS.intent} value="remove" />
                  <input type="hidden" name={QUOTE_LINE_FIELDS.line} value={index} />
                  <button
                    type="submit"
                    className="px-2 py-1.5 text-sm text-red-700 underline-offset-4 hover:underline"
                    aria-label={text.removeLine(line.product.title)}
                  >
                    {text.remove}
                  </button>
                </form>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
