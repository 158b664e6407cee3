import { EnquiryFormFields } from "~/components/enquiry-form-fields";
import { incoterms } from "~/database/schema";
import { quoteListText } from "~/i18n/catalogs";
import { useLanguage } from "~/i18n/use-language";
import type { Language } from "~/i18n/languages";
import { countryChoices } from "~/modules/geo/country-names";
import type { CargoRoute } from "~/modules/quotes/container-plan";
import { CUSTOM_LIMIT, LIMIT_FIELDS } from "~/modules/quotes/quote-list";
import { numberFormat } from "~/modules/quotes/quote-list-texts";
import { cargoLimitKgOf, type CargoLimit } from "~/modules/quotes/quote-settings";
import { QUOTE_REQUEST_INTENT, QUOTE_REQUEST_LIMITS, type QuoteRequestFields } from "~/modules/quotes/quote-request-form";
import { fieldClass, labelClass } from "./quote-list-lines";

const ESCAPED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
/** Text as React writes it into markup. */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPED[character]!);

const countryOptionsMarkup = new Map<Language, string>();

/**
 * The country list's options as the markup React would write for them, built once per language: its 250 elements
 * were the most of any part of the quote list page's rendering (docs/benchmarks/041-quote-list-page.md). The chosen
 * country is marked as React marks a select's value.
 */
function countryOptions(language: Language, placeholder: string, chosen: string): string {
  let markup = countryOptionsMarkup.get(language);
  if (markup === undefined) {
    markup = countryChoices(language)
      .map(({ code, name }) => `<option value="${code}">${escapeText(name)}</option>`)
      .join("");
    countryOptionsMarkup.set(language, markup);
  }
  const options = `<option value="">${escapeText(placeholder)}</option>${markup}`;
  const option = `<option value="${escapeText(chosen)}">`;
  return options.replace(option, `${option.slice(0, -1)} selected="">`);
}

type Props = {
  result:
    | { errors: Partial<Record<QuoteRequestFields, string>>; values: Partial<Record<QuoteRequestFields, string>>; formError?: string }
    | undefined;
  /** Where the visitor's address is, as the first guess of their country. */
  country: string;
  /** The cargo limit the list's plan is drawn under, which the request carries to the owner. */
  limit: CargoLimit;
  cargoLimitsKg: Record<CargoRoute, number>;
};

/** Who asks, where the slabs go and on which terms: the contact form's fields and the trade's, sent with the list. */
export function QuoteRequestForm({ result, country, limit, cargoLimitsKg }: Props) {
  const language = useLanguage();
  const text = quoteListText(language).request;
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const described = (name: QuoteRequestFields) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `quote-${name}-error` : undefined,
  });
  const errorText = (name: QuoteRequestFields) =>
    errors[name] && (
      <p id={`quote-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    );
  const required = (
    <span className="text-red-700" aria-hidden="true">
      {" "}
      *
    </span>
  );
  const chosenIncoterm = values.incoterm ?? "CIF";
  return (
    <section aria-labelledby="quote-request-heading" className="mt-10">
      <h2 id="quote-request-heading" className="text-xl font-semibold">
        {text.heading}
      </h2>
      {result?.formError && (
        <p role="alert" className="mt-4 rounded bg-red-50 px-4 py-3 text-red-800">
          {result.formError}
        </p>
      )}
      <form method="post" data-enhance="submit-state" className="mt-4 space-y-5">
        <input type="hidden" name="intent" value={QUOTE_REQUEST_INTENT} />
        {/* A region the page's script redraws when the buyer picks another limit, so the request carries the plan's. */}
        <div data-quote-region="request-limit">
          <input type="hidden" name={LIMIT_FIELDS.route} value={"route" in limit ? limit.route : CUSTOM_LIMIT} />
          {"kg" in limit && <input type="hidden" name={LIMIT_FIELDS.kg} value={limit.kg} />}
          <p className="text-sm text-stone-600">
            {text.limit(quoteListText(language).plan.kilograms(numberFormat(language).format(cargoLimitKgOf({ cargoLimitsKg }, limit))))}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="quote-company" className={labelClass}>
              {text.company}
              {required}
            </label>
            <input
              id="quote-company"
              name="company"
              required
              maxLength={QUOTE_REQUEST_LIMITS.company}
              autoComplete="organization"
              defaultValue={values.company}
              className={fieldClass}
              {...described("company")}
            />
            {errorText("company")}
          </div>
          <div>
            <label htmlFor="quote-country" className={labelClass}>
              {text.country}
              {required}
            </label>
            <select
              id="quote-country"
              name="country"
              required
              autoComplete="country"
              className={fieldClass}
              {...described("country")}
              dangerouslySetInnerHTML={{ __html: countryOptions(language, text.chooseCountry, values.country ?? country) }}
            />
            {errorText("country")}
          </div>
          <div>
            <label htmlFor="quote-port" className={labelClass}>
              {text.port}
              {required}
            </label>
            <input
              id="quote-port"
              name="port"
              required
              maxLength={QUOTE_REQUEST_LIMITS.port}
              defaultValue={values.port}
              className={fieldClass}
              {...described("port")}
            />
            {errorText("port")}
          </div>
          <fieldset {...described("incoterm")}>
            <legend className={labelClass}>
              {text.incoterm}
              {required}
            </legend>
            <div className="mt-1 space-y-1">
              {incoterms.map((incoterm) => (
                <label key={incoterm} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="incoterm"
                    value={incoterm}
                    required
                    defaultChecked={chosenIncoterm === incoterm}
                    className="accent-brand-800"
                  />
                  {text.incoterms[incoterm]}
                </label>
              ))}
            </div>
            {errorText("incoterm")}
          </fieldset>
        </div>
        <EnquiryFormFields idPrefix="quote" errors={errors} values={values} />
        <button
          type="submit"
          data-sending-label={text.sending}
          className="rounded bg-brand-800 px-6 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {text.send}
        </button>
      </form>
    </section>
  );
}
