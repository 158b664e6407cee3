import { Link } from "react-router";
import { CountryLabel } from "~/components/admin/visit-details";
import { requirePermission } from "~/routes/guards.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { formatDateTime } from "~/modules/dates";
import { formatMoney } from "~/modules/quotes/money";
import { quoteReference } from "~/modules/quotes/quote-document";
import { quoteRequestStates, type QuoteRequestState } from "~/modules/quotes/quote-request-state";
import { listQuoteRequests, quoteRequestFiltersFrom } from "~/modules/quotes/quote-requests.server";
import { siteToday } from "~/modules/quotes/quotes.server";
import type { Route } from "./+types/quotes";

/** The quote requests with their latest quote and state, filtered by state in the address so a view can be shared and reloaded. */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "quotes");
  const { db, config } = context.services;
  const filters = quoteRequestFiltersFrom(url.searchParams);
  const listed = await listQuoteRequests(db, filters, siteToday(config.SITE_TIME_ZONE));
  return {
    ...listed,
    state: filters.state ?? null,
    items: listed.items.map(({ createdAt, ...item }) => ({ ...item, receivedAt: formatDateTime(createdAt, config.SITE_TIME_ZONE) })),
  };
}

const stateQuery = (state: QuoteRequestState | null, page = 1) => {
  const query = new URLSearchParams([...(state ? [["state", state]] : []), ...(page > 1 ? [["page", String(page)]] : [])]);
  return query.size > 0 ? `?${query}` : "?";
};

const filterClass =
  "rounded-full border border-stone-300 px-3 py-1 text-sm aria-[current=page]:border-brand-800 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white";

export default function Quotes({ loaderData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.quoteRequests;
  const { items, counts, total, matching, state, page, pages } = loaderData;
  const choices: { state: QuoteRequestState | null; label: string; count: number }[] = [
    { state: null, label: text.all, count: total },
    ...quoteRequestStates.map((each) => ({ state: each, label: text.states[each], count: counts[each] })),
  ];
  return (
    <section aria-labelledby="quotes-heading">
      <div className="mb-2 flex items-baseline justify-between">
        <h1 id="quotes-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <span className="text-sm text-stone-600">{text.count(matching)}</span>
      </div>
      <p className="mb-4 text-sm text-stone-600">{text.intro}</p>
      <nav aria-label={text.filter} className="mb-4 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Link
            key={choice.label}
            to={stateQuery(choice.state)}
            aria-current={choice.state === state ? "page" : undefined}
            className={filterClass}
          >
            {choice.label} <span className="tabular-nums">({choice.count})</span>
          </Link>
        ))}
      </nav>
      {items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-stone-600 shadow-sm">{state ? text.noneInState : text.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-sm">
            <thead className="text-stone-600">
              <tr>
                {Object.values(text.columns).map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 text-start font-medium">
                    {heading}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{text.priceIt}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-quote-request={item.requestNumber} className="border-t border-stone-100">
                  <td className="px-3 py-2 tabular-nums">{item.requestNumber}</td>
                  <td className="px-3 py-2">
                    {item.firstName} {item.lastName}
                    {item.company && <span className="block text-stone-500">{item.company}</span>}
                  </td>
                  <td className="px-3 py-2">
                    <CountryLabel code={item.country} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{item.receivedAt}</td>
                  <td className="px-3 py-2 tabular-nums">
                    {item.latest ? (
                      <>
                        {formatMoney(item.latest.totalMinor, item.latest.currency, "zh")}
                        <span className="block text-stone-500">{quoteReference(item.latest.number, item.latest.version)}</span>
                      </>
                    ) : (
                      <span className="text-stone-500">{text.notPriced}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <span
                      data-quote-state={item.state}
                      className="rounded bg-stone-100 px-2 py-0.5 data-[quote-state=accepted]:bg-green-100 data-[quote-state=changes-asked]:bg-amber-100 data-[quote-state=requested]:bg-brand-100"
                    >
                      {text.states[item.state]}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-end">
                    <Link to={`/dashboard/quotes/${item.id}`} className="font-medium text-brand-700 underline underline-offset-4">
                      {item.state === "accepted" ? text.view : text.priceIt}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="mt-4 flex items-center justify-center gap-4 text-sm" aria-label={messages.pageOf(page, pages)}>
          {page > 1 && <Link to={stateQuery(state, page - 1)}>{messages.previous}</Link>}
          <span>{messages.pageOf(page, pages)}</span>
          {page < pages && <Link to={stateQuery(state, page + 1)}>{messages.next}</Link>}
        </nav>
      )}
    </section>
  );
}
