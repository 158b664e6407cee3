import { randomInt } from "node:crypto";
import { data, redirect } from "react-router";
import { PageSeo } from "~/components/page-seo";
import { QuoteListPage } from "~/components/quote-list-page";
import { messagesFor, quoteListText } from "~/i18n/catalogs";
import { languageFromPath } from "~/i18n/language-paths";
import type { Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { HONEYPOT_FIELD } from "~/modules/enquiries/enquiry-form";
import { enquirySourceFrom } from "~/modules/enquiries/enquiry-source";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { pageQuery } from "~/modules/http/page-query";
import { cargoLimitFromQuery, QUOTE_LIST_QUERY } from "~/modules/quotes/quote-list";
import { applyQuoteListForm } from "~/modules/quotes/quote-list-action.server";
import { quoteListPage } from "~/modules/quotes/quote-list-page.server";
import { quoteListCookieHeader, readQuoteList } from "~/modules/quotes/quote-list.server";
import { cargoLimitKgOf, planSettingsFor } from "~/modules/quotes/quote-settings";
import { readQuoteSettings } from "~/modules/quotes/quote-settings.server";
import { problemText } from "~/modules/quotes/quote-list-texts";
import { requestQuote } from "~/modules/quotes/quote-request.server";
import { parseQuoteRequest, QUOTE_REQUEST_INTENT, type QuoteRequestResult } from "~/modules/quotes/quote-request-form";
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
  const { settings } = await readQuoteSettings(context.services.db);
  if (formData.get("intent") === QUOTE_REQUEST_INTENT)
    // The limit the buyer's plan was drawn under, which the form carries from the page's address.
    return sendQuoteRequest(args, language, formData, cargoLimitKgOf(settings, cargoLimitFromQuery(formData, settings.defaultRoute)));
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

/**
 * The request form's answer: checked in the buyer's language, then sent to the owners (`requestQuote`); once sent,
 * the list is emptied for a new one.
 */
async function sendQuoteRequest({ request, context }: Route.ActionArgs, language: Language, formData: FormData, cargoLimitKg: number) {
  const { services } = context;
  const errors = messagesFor(language).contact.errors;
  const quoteErrors = quoteListText(language).errors;
  const parsed = parseQuoteRequest(formData, errors, quoteErrors);
  if (!parsed.success)
    return data<QuoteRequestResult>(
      { status: "invalid", errors: parsed.errors, values: parsed.values, formError: errors.fixBelow },
      { status: 400 },
    );
  const values = parsed.data;
  if (values[HONEYPOT_FIELD]) {
    // A bot filled the field people never see: answer as if it worked so it learns nothing.
    services.log({ level: "warn", event: "quote-request.honeypot", ip: context.clientIp });
    return data<QuoteRequestResult>({ status: "sent", requestNumber: randomInt(1001, 100_000) });
  }
  const outcome = await requestQuote(services.db, {
    language,
    fields: values,
    list: readQuoteList(request),
    cargoLimitKg,
    clientIp: context.clientIp,
    siteUrl: siteUrl(context),
    sourceDetails: enquirySourceFrom(request.url, request.headers.get("referer")),
    ownerEmailsFromEnvironment: services.config.OWNER_EMAILS,
  });
  if (!outcome.ok)
    return outcome.problem === "nothingToQuote"
      ? data<QuoteRequestResult>({ status: "invalid", errors: {}, values, formError: quoteErrors.nothingToQuote }, { status: 400 })
      : data<QuoteRequestResult>({ status: "invalid", errors: {}, values, formError: errors.tooMany }, { status: 429 });
  services.deliverMailSoon();
  services.log({ event: "quote-request.received", id: outcome.id, number: outcome.requestNumber, lines: outcome.lines, cargoLimitKg });
  return data<QuoteRequestResult>(
    { status: "sent", requestNumber: outcome.requestNumber },
    { headers: { "Set-Cookie": quoteListCookieHeader([], request) } },
  );
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
