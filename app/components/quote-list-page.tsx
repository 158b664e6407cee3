import { quoteListText } from "~/i18n/catalogs";
import { pagePath } from "~/i18n/language-paths";
import { useLanguage } from "~/i18n/use-language";
import type { QuoteListPageData } from "~/modules/quotes/quote-list-page.server";
import type { QuoteRequestResult } from "~/modules/quotes/quote-request-form";
import { QuoteListLines } from "./quote-list-lines";
import { QuotePlanSection } from "./quote-plan";
import { QuoteRequestForm } from "./quote-request-form";

/** What a form posted on the page answered: a request sent or refused, or a change to the list refused. */
export type QuoteListAnswer = QuoteRequestResult | { status: "refused"; problem: string };

/**
 * The quote list page's own content, below the site's navigation. A GET of the page renders only this per visitor,
 * into the rest of the page rendered once per language (server/quote-list-answer.tsx), so it reads nothing of
 * the router's but the address.
 */
export function QuoteListPage({ page, answer }: { page: QuoteListPageData; answer: QuoteListAnswer | undefined }) {
  const language = useLanguage();
  const text = quoteListText(language);
  const { lines, limit, plan, problems, country, cargoLimitsKg } = page;
  const sent = answer?.status === "sent" ? answer : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" data-quote-list data-enhance="quote-list">
      <h1 className="text-3xl font-semibold">{text.title}</h1>
      {sent ? (
        <div role="status" className="mt-6 rounded border border-green-300 bg-green-50 px-4 py-3 text-green-800">
          <p className="font-medium">{text.request.sent(String(sent.requestNumber))}</p>
          <p className="mt-2">{text.request.next}</p>
          <a href={pagePath.brandCenter(language)} className="mt-3 inline-block text-brand-700 underline">
            {text.browse}
          </a>
        </div>
      ) : (
        <>
          <p className="mt-2 max-w-3xl text-stone-600">{text.intro}</p>
          <div aria-live="polite" data-quote-region="problem">
            {answer?.status === "refused" && (
              <p role="alert" className="mt-6 rounded bg-red-50 px-4 py-3 text-red-800">
                {answer.problem}
              </p>
            )}
          </div>
          {lines.length === 0 ? (
            <p className="mt-8">
              {text.empty}{" "}
              <a href={pagePath.brandCenter(language)} className="text-brand-700 underline">
                {text.browse}
              </a>
            </p>
          ) : (
            <>
              <div data-quote-region="lines">
                <QuoteListLines lines={lines} />
              </div>
              <p className="mt-3 text-sm text-stone-600">{text.keptHere}</p>
              <QuotePlanSection plan={plan} problems={problems} limit={limit} cargoLimitsKg={cargoLimitsKg} />
              <QuoteRequestForm
                result={answer?.status === "invalid" ? answer : undefined}
                country={country}
                limit={limit}
                cargoLimitsKg={cargoLimitsKg}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
