import { Link } from "react-router";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { slabKindText } from "~/modules/enquiries/notification";
import { countryName } from "~/modules/geo/country-names";
import { quoteReference } from "~/modules/quotes/quote-document";
import { formatMoney } from "~/modules/quotes/money";
import type { InboxEnquiry } from "./inbox-enquiry";

const MM2_PER_M2 = 1_000_000;
const kilograms = new Intl.NumberFormat("zh-CN");

/** The versions sent, newest first: each one's total and state, and the buyer's answer to it, with when. */
function QuoteHistory({ enquiry }: { enquiry: InboxEnquiry }) {
  const messages = useDashboardMessages();
  const text = messages.inbox.quoteRequest;
  const quotesText = messages.quotes;
  if (enquiry.quoteVersions.length === 0) return null;
  const headingId = `quote-history-${enquiry.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-2 text-sm">
      <h4 id={headingId} className="font-medium text-stone-700">
        {text.history}
      </h4>
      <ol className="mt-1 space-y-1">
        {enquiry.quoteVersions.map((version) => (
          <li key={version.id} data-quote-status={version.status}>
            <span className="font-medium">{quoteReference(version.number, version.version)}</span>
            {" · "}
            <span className="tabular-nums">{formatMoney(version.totalMinor, version.currency, "zh")}</span>
            {" · "}
            {quotesText.statuses[version.status]}
            {" · "}
            <span className="text-stone-500">{text.sentOn(version.sentAt)}</span>
            {version.status === "accepted" && version.answeredAt && <p className="text-green-800">{text.acceptedOn(version.answeredAt)}</p>}
            {version.status !== "accepted" && version.answeredAt && version.response && (
              <blockquote className="mt-1 border-s-2 border-amber-400 ps-2">
                <p className="text-amber-900">{text.changesAsked(version.answeredAt)}</p>
                <p className="whitespace-pre-wrap break-words text-stone-800">{version.response}</p>
              </blockquote>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A quote request's number, buyer's company, destination, the cargo limit the buyer planned under and the slabs it asks
 * for, as the buyer's list held them; then the quotes sent for it and the buyer's answers.
 */
export function QuoteRequestDetails({ enquiry }: { enquiry: InboxEnquiry }) {
  const messages = useDashboardMessages();
  const language = useDashboardLanguage();
  const text = messages.inbox.quoteRequest;
  const quotesText = messages.quotes;
  if (enquiry.source !== "quote" || enquiry.requestNumber === null) return null;
  const headingId = `quote-request-${enquiry.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-3 rounded border border-stone-200 p-3">
      <h3 id={headingId} className="font-semibold">
        {text.heading(enquiry.requestNumber)}
      </h3>
      <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-700">
        <div className="flex gap-1">
          <dt>{text.company}:</dt>
          <dd>{enquiry.company}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{text.destination}:</dt>
          <dd>
            {enquiry.incoterm} {enquiry.destinationPort}, {countryName(enquiry.country, language) ?? enquiry.country}
          </dd>
        </div>
        {enquiry.cargoLimitKg !== null && (
          <div className="flex gap-1">
            <dt>{text.cargoLimit}:</dt>
            <dd data-cargo-limit-kg={enquiry.cargoLimitKg}>{text.perContainer(kilograms.format(enquiry.cargoLimitKg))}</dd>
          </div>
        )}
      </dl>
      <table className="mt-2 w-full text-start text-sm">
        <thead className="text-stone-600">
          <tr>
            <th className="py-1 text-start font-medium">{text.product}</th>
            <th className="py-1 text-start font-medium">{text.kind}</th>
            <th className="py-1 text-end font-medium">{text.slabs}</th>
            <th className="py-1 text-end font-medium">{text.area}</th>
          </tr>
        </thead>
        <tbody>
          {enquiry.quoteLines.map((line, index) => (
            <tr key={index} className="border-t border-stone-100">
              <td className="py-1">{line.productTitle}</td>
              <td className="py-1">{slabKindText(line)}</td>
              <td className="py-1 text-end tabular-nums">{line.slabs}</td>
              <td className="py-1 text-end tabular-nums">
                {((line.slabs * line.lengthMm * line.widthMm) / MM2_PER_M2).toFixed(2)}
                {line.unit === "m2" && <span className="block text-xs text-stone-500">{text.askedAs(line.quantity)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <QuoteHistory enquiry={enquiry} />
      <p className="mt-2 text-sm">
        {/* An accepted quote is not priced again: the owner opens it to read it. */}
        <Link to={`/dashboard/quotes/${enquiry.id}`} className="font-medium text-brand-700 underline underline-offset-4">
          {enquiry.quoteState === "accepted" ? text.viewQuote : quotesText.priceIt}
        </Link>
      </p>
    </section>
  );
}
