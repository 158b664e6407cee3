import { data, redirect } from "react-router";
import { z } from "zod";
import { BidiText, BidiValue } from "~/components/bidi-text";
import { PageSeo } from "~/components/page-seo";
import { QuotePlanTable } from "~/components/quote-plan-table";
import { quoteDocumentText } from "~/i18n/catalogs";
import { languageFromPath } from "~/i18n/language-paths";
import { useLanguage } from "~/i18n/use-language";
import { pathOf } from "~/i18n/page-paths";
import { inEnglish } from "~/i18n/languages";
import { formatDate } from "~/modules/dates";
import { formatDecimal } from "~/i18n/numbers";
import { pageQuery } from "~/modules/http/page-query";
import { readFormData } from "~/modules/http/request-body.server";
import { quoteContent } from "~/modules/quotes/quote-document";
import { asksNewestVersion, NEWEST_VERSION_SEARCH, VERSION_PARAMETER } from "~/modules/quotes/quote-links";
import { answerQuote, buyerQuoteDocument, quoteForToken } from "~/modules/quotes/quotes.server";
import type { PageHandle } from "~/root";
import NotFound from "./not-found";
import type { Route } from "./+types/quote";

const MAX_CHANGES = 2000;

/** `?version=newest`: the newest version of the link's request (quote-links.ts). */
export const handle = { query: [VERSION_PARAMETER] } satisfies PageHandle;

/** One buyer's quote behind an unguessable link: no cache may keep it and no search engine index it. */
const PRIVATE_PAGE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const newest = asksNewestVersion(pageQuery(url.searchParams, handle.query));
  const found = await quoteForToken(context.services, params.token, { newest });
  if (!found) return data({ quote: null }, { status: 404, headers: PRIVATE_PAGE });
  const { quote, open, replacedBy } = found;
  const { document, logo } = await buyerQuoteDocument(context.services, found, language);
  const day = (date: Date) => formatDate(date, language, context.services.config.SITE_TIME_ZONE);
  const version = (value: number) => formatDecimal(value, 0, language);
  return data(
    {
      quote: {
        content: quoteContent(document),
        logo,
        status: quote.status,
        open,
        answeredOn: quote.respondedAt ? day(quote.respondedAt) : null,
        replacedBy: replacedBy
          ? { version: version(replacedBy.version), sentOn: day(replacedBy.sentOn), path: `${url.pathname}${NEWEST_VERSION_SEARCH}` }
          : null,
        newestVersion: newest ? version(quote.version) : null,
        pdfPath: `${pathOf("quotePdf", language, { token: params.token })}${newest ? NEWEST_VERSION_SEARCH : ""}`,
      },
    },
    { headers: PRIVATE_PAGE },
  );
}

export function headers({ loaderHeaders, actionHeaders, parentHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  for (const own of [loaderHeaders, actionHeaders]) own.forEach((value, name) => merged.set(name, value));
  return merged;
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const text = quoteDocumentText(language).answer;
  const newest = asksNewestVersion(pageQuery(url.searchParams, handle.query));
  const found = await quoteForToken(context.services, params.token, { newest });
  if (!found) throw data(null, { status: 404, headers: PRIVATE_PAGE });
  const form = await readFormData(request, 16 * 1024);
  const answer = z
    .discriminatedUnion("intent", [
      z.object({ intent: z.literal("accept") }),
      z.object({
        intent: z.literal("changes"),
        message: z.string().trim().min(1, text.changesRequired).max(MAX_CHANGES, text.tooLong(MAX_CHANGES)),
      }),
    ])
    .safeParse(Object.fromEntries(form));
  if (!answer.success)
    return data({ error: answer.error.issues[0]?.message ?? text.changesRequired }, { status: 400, headers: PRIVATE_PAGE });
  await answerQuote(
    context.services,
    found,
    answer.data.intent === "accept" ? { kind: "accept" } : { kind: "changes", message: answer.data.message },
  );
  context.services.deliverMailSoon();
  // Back to the quote as a page of its own, which now shows the answer; a second press answers nothing.
  throw redirect(`${url.pathname}${newest ? NEWEST_VERSION_SEARCH : ""}`, { status: 303, headers: PRIVATE_PAGE });
}

function Rows({ rows }: { rows: { label: string; value: string; inEnglish?: boolean }[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-stone-600">{row.label}</dt>
          <dd className="whitespace-pre-line" {...(row.inEnglish ? inEnglish : {})}>
            <BidiValue text={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** `text` with `part` kept on one line: a quote's reference ("Q-2026-F482") would otherwise break at a hyphen on a phone. */
function KeptWhole({ text, part }: { text: string; part: string }) {
  const at = text.indexOf(part);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="whitespace-nowrap">{part}</span>
      {text.slice(at + part.length)}
    </>
  );
}

export default function Quote({ loaderData, actionData }: Route.ComponentProps) {
  const language = useLanguage();
  const text = quoteDocumentText(language).answer;
  if (!loaderData.quote) return <NotFound />;
  const { content, logo, status, open, answeredOn, replacedBy, newestVersion, pdfPath } = loaderData.quote;
  const columns = Object.keys(content.lines.columns) as (keyof typeof content.lines.columns)[];
  return (
    <article className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <PageSeo title={content.documentTitle} description={content.company.name} noIndex canonicalPath={null} />
      {/* No other site learns the quote's address from a link followed out of it; the page's own forms still send their origin. */}
      <meta name="referrer" content="same-origin" />
      {replacedBy && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {text.superseded(replacedBy.version, replacedBy.sentOn)}{" "}
          <a href={replacedBy.path} className="font-medium underline">
            {text.seeNewest}
          </a>
        </p>
      )}
      {newestVersion && <p className="text-stone-600">{text.newestShown(newestVersion)}</p>}
      <header>
        {/* The letterhead, as the PDF prints it: the logo beside the company's name and how to reach it. */}
        <div className="mb-6 flex items-start gap-4 border-b border-stone-200 pb-4" data-quote-letterhead>
          {/* The company's name stands beside the logo, so the picture adds nothing to be read out. */}
          {logo && <img src={logo.src} width={logo.width} height={logo.height} alt="" className="h-12 w-auto" />}
          <div>
            <p className="font-semibold text-brand-800">
              <BidiValue text={content.company.name} />
            </p>
            {content.company.details.map((detail) => (
              <p key={detail} className="text-sm text-stone-600">
                <BidiValue text={detail} />
              </p>
            ))}
          </div>
        </div>
        <h1 className="text-3xl font-semibold">
          <KeptWhole text={content.documentTitle} part={content.reference} />
        </h1>
        <div className="mt-4">
          <Rows rows={content.facts} />
        </div>
        <a href={pdfPath} className="mt-4 inline-block text-brand-700 underline">
          {text.download}
        </a>
      </header>
      <Section id="quote-buyer" heading={content.buyer.heading}>
        <Rows rows={content.buyer.rows} />
      </Section>
      {content.contact && (
        <Section id="quote-contact" heading={content.contact.heading}>
          <Rows rows={content.contact.rows} />
        </Section>
      )}
      <Section id="quote-lines" heading={content.lines.heading}>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-stone-600">
              <tr>
                {columns.map((column) => (
                  <th key={column} className="px-2 py-1 text-start font-medium">
                    {content.lines.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {content.lines.rows.map((row, index) => (
                <tr key={index} className="border-t border-stone-200">
                  {columns.map((column) => (
                    <td key={column} className="px-2 py-1">
                      <BidiValue text={row[column]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 ms-auto max-w-sm" data-quote-totals>
          <Rows rows={[...content.totals.rows, content.totals.total]} />
        </div>
      </Section>
      <Section id="quote-plan" heading={content.plan.heading}>
        <Rows rows={content.plan.facts} />
        <QuotePlanTable plan={content.plan} />
        {content.plan.notPlanned.map((line) => (
          <p key={line} className="mt-2 text-sm text-amber-900">
            <BidiText text={line} />
          </p>
        ))}
      </Section>
      {content.terms.rows.length > 0 && (
        <Section id="quote-terms" heading={content.terms.heading}>
          <Rows rows={content.terms.rows} />
        </Section>
      )}
      {content.bank && (
        <Section id="quote-bank" heading={content.bank.heading}>
          <Rows rows={content.bank.rows} />
        </Section>
      )}
      <section aria-live="polite" className="rounded-lg border border-stone-200 p-5">
        {status === "accepted" && answeredOn && <p role="status">{text.accepted(answeredOn)}</p>}
        {status === "changes-requested" && answeredOn && <p role="status">{text.changesAsked(answeredOn)}</p>}
        {open && (
          <div className="grid gap-6 md:grid-cols-2">
            <form method="post">
              <input type="hidden" name="intent" value="accept" />
              <button type="submit" className="rounded bg-brand-800 px-5 py-2 font-medium text-white hover:bg-brand-900">
                {text.accept}
              </button>
              <p className="mt-2 text-sm text-stone-600">{text.acceptHint}</p>
            </form>
            <form method="post">
              <input type="hidden" name="intent" value="changes" />
              <label htmlFor="quote-changes" className="block text-sm font-medium">
                {text.changesLabel}
              </label>
              <textarea
                id="quote-changes"
                name="message"
                required
                maxLength={MAX_CHANGES}
                rows={4}
                className="mt-1 block w-full rounded border border-stone-300 px-3 py-2"
              />
              {actionData?.error && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  {actionData.error}
                </p>
              )}
              <button type="submit" className="mt-2 rounded border border-brand-800 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50">
                {text.askChanges}
              </button>
            </form>
          </div>
        )}
      </section>
    </article>
  );
}
