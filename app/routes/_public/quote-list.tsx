import { data, redirect } from "react-router";
import { PageSeo } from "~/components/page-seo";
import { QuoteListLines } from "~/components/quote-list-lines";
import { QuotePlanSection } from "~/components/quote-plan";
import { QuoteRequestForm } from "~/components/quote-request-form";
import { quoteListText } from "~/i18n/catalogs";
import { languageFromPath, pagePath, useLanguage } from "~/i18n/language";
import { readFormData } from "~/modules/http/request-body.server";
import { pageQuery } from "~/modules/http/page-query";
import { cargoLimitFromQuery, LIMIT_FIELDS } from "~/modules/quotes/quote-list";
import { applyQuoteListForm } from "~/modules/quotes/quote-list-action.server";
import { planQuoteList, readQuoteList, resolveQuoteList } from "~/modules/quotes/quote-list.server";
import { planSettingsFor } from "~/modules/quotes/quote-settings";
import { readQuoteSettings } from "~/modules/quotes/quote-settings.server";
import { problemText } from "~/modules/quotes/quote-list-texts";
import { sendQuoteRequest } from "~/modules/quotes/quote-request.server";
import { QUOTE_REQUEST_INTENT } from "~/modules/quotes/quote-request-form";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/quote-list";

export const handle = { query: Object.values(LIMIT_FIELDS) } satisfies PageHandle;

/** A request form's message and contact details take more room than the list's own forms. */
const MAX_REQUEST_FORM_BYTES = 32 * 1024;

/** The page shows one visitor's list: no cache may keep it, and there is nothing in it for a search engine. */
const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, countries, contentMemo } = context.services;
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  // The page cache cannot keep this page (each visitor has their own list); what it reads from the catalogue can be.
  const [lines, { settings }] = await Promise.all([
    resolveQuoteList(db, readQuoteList(request), language, contentMemo),
    contentMemo.get("quote-settings", () => readQuoteSettings(db)),
  ]);
  const limit = cargoLimitFromQuery(pageQuery(url.searchParams, handle.query), settings.defaultRoute);
  return data(
    {
      lines,
      limit,
      cargoLimitsKg: settings.cargoLimitsKg,
      ...planQuoteList(lines, planSettingsFor(settings, limit)),
      country: await countries.countryOf(context.clientIp),
    },
    { headers: PRIVATE_PAGE },
  );
}

export function headers({ parentHeaders, loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const own of [loaderHeaders, actionHeaders]) own.forEach((value, name) => merged.set(name, value));
  return merged;
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const formData = await readFormData(request, MAX_REQUEST_FORM_BYTES);
  if (formData.get("intent") === QUOTE_REQUEST_INTENT) return sendQuoteRequest(args, language, formData);
  const { settings } = await readQuoteSettings(context.services.db);
  const limit = cargoLimitFromQuery(pageQuery(url.searchParams, handle.query), settings.defaultRoute);
  const answer = await applyQuoteListForm(context.services.db, request, formData, planSettingsFor(settings, limit));
  if (!answer.ok) return data({ status: "refused" as const, problem: problemText(language, answer.problem) }, { status: answer.problem === "lineGone" ? 409 : 400 });
  // Back to the list as a page of its own, so reloading it does not send the change again.
  throw redirect(url.pathname + url.search, { status: 303, headers: { "Set-Cookie": answer.setCookie } });
}

export default function QuoteList({ loaderData, actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const text = quoteListText(language);
  const { lines, limit, plan, problems, country } = loaderData;
  const sent = actionData?.status === "sent" ? actionData : undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" data-quote-list data-enhance="quote-list">
      <PageSeo title={text.title} description={text.intro} noIndex />
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
            {actionData?.status === "refused" && (
              <p role="alert" className="mt-6 rounded bg-red-50 px-4 py-3 text-red-800">
                {actionData.problem}
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
              <QuotePlanSection plan={plan} problems={problems} limit={limit} cargoLimitsKg={loaderData.cargoLimitsKg} />
              <QuoteRequestForm result={actionData?.status === "invalid" ? actionData : undefined} country={country} limit={limit} cargoLimitsKg={loaderData.cargoLimitsKg} />
            </>
          )}
        </>
      )}
    </div>
  );
}
