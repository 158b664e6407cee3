import { Link } from "react-router";
import { messagesFor } from "~/i18n/language";
import { slabKindText } from "~/modules/enquiries/notification";
import { countryName } from "~/modules/geo/country-names";
import { quoteReference } from "~/modules/quotes/quote-document";
import type { InboxEnquiry } from "~/routes/admin/enquiries.server";

const text = messagesFor("zh").admin.inbox.quoteRequest;
const quotesText = messagesFor("zh").admin.quotes;
const MM2_PER_M2 = 1_000_000;

/** A quote request's number, buyer's company, destination and the slabs it asks for, as the buyer's list held them. */
export function QuoteRequestDetails({ enquiry }: { enquiry: InboxEnquiry }) {
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
            {enquiry.incoterm} {enquiry.destinationPort}, {countryName(enquiry.country, "zh") ?? enquiry.country}
          </dd>
        </div>
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
      <p className="mt-2 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm">
        {enquiry.latestQuote && (
          <span data-quote-status={enquiry.latestQuote.status}>
            {quoteReference(enquiry.latestQuote.number, enquiry.latestQuote.version)}: {quotesText.statuses[enquiry.latestQuote.status]}
          </span>
        )}
        <Link to={`/dashboard/quotes/${enquiry.id}`} className="font-medium text-brand-700 underline underline-offset-4">
          {quotesText.priceIt}
        </Link>
      </p>
    </section>
  );
}
