import { data, redirect } from "react-router";
import { PageSeo } from "~/components/page-seo";
import { QuoteListPage } from "~/components/quote-list-page";
import { quoteListText } from "~/i18n/catalogs";
import { languageFromPath } from "~/i18n/language-paths";
import { useLanguage } from "~/i18n/use-language";
import { readFormData } from "~/modules/http/request-body.server";
import { pageQuery } from "~/modules/http/page-query";
import { cargoLimitFromQuery, QUOTE_LIST_QUERY } from "~/modules/quotes/quote-list";
import { applyQuoteListForm } from "~/modules/quotes/quote-list-action.server";
import { quoteListPage } from "~/modules/quotes/quote-list-page.server";
import { planSettingsFor } from "~/modules/quotes/quote-settings";
import { readQuoteSettings } from "~/modules/quotes/quote-settings.server";
import { problemText } from "~/modules/quotes/quote-list-texts";
import { sendQuoteRequest } from "~/modules/quotes/quote-request.server";
import { QUOTE_REQUEST_INTENT } from "~/modules/quotes/quote-request-form";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/quote-list";

export const handle = { query: QUOTE_LIST_QUERY } satisfies PageHandle;

/** A request form's message and contact details take more room than the list's own forms. */
const MAX_REQUEST_FORM_BYTES = 32 * 1024;

/** The page shows one visitor's list: no cache may keep it, and there is nothing in it for a search engine. */
const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const visit = { url, language: languageFromPath(url.pathname), cookies: request.headers.get("cookie"), clientIp: context.clientIp };
  return data(await quoteListPage(context.services, visit), { headers: PRIVATE_PAGE });
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
  if (!answer.ok)
    return data(
      { status: "refused" as const, problem: problemText(language, answer.problem) },
      { status: answer.problem === "lineGone" ? 409 : 400 },
    );
  // Back to the list as a page of its own, so reloading it does not send the change again.
  throw redirect(url.pathname + url.search, { status: 303, headers: { "Set-Cookie": answer.setCookie } });
}

export default function QuoteList({ loaderData, actionData }: Route.ComponentProps) {
  const text = quoteListText(useLanguage());
  return (
    <>
      <PageSeo title={text.title} description={text.intro} noIndex />
      <QuoteListPage page={loaderData} answer={actionData} />
    </>
  );
}
