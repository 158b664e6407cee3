import { Link } from "react-router";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { inboxQuery, type InboxFilters } from "~/modules/enquiries/inbox";

const pageLink = (filters: InboxFilters, page: number) => `?${inboxQuery(filters, { page: String(page) })}`;

/** Previous and next page of the inbox, keeping its filters; nothing when everything fits on one page. */
export function EnquiryPageLinks({ filters, page, pages }: { filters: InboxFilters; page: number; pages: number }) {
  const messages = useDashboardMessages();
  if (pages <= 1) return null;
  return (
    <nav className="mt-4 flex items-center justify-center gap-4 text-sm" aria-label={messages.pageOf(page, pages)}>
      {page > 1 && <Link to={pageLink(filters, page - 1)}>{messages.previous}</Link>}
      <span>{messages.pageOf(page, pages)}</span>
      {page < pages && <Link to={pageLink(filters, page + 1)}>{messages.next}</Link>}
    </nav>
  );
}
