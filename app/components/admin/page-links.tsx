import { Link } from "react-router";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";

/** Previous and next page of a dashboard list, each address keeping the list's filters; nothing when everything fits on one page. */
export function PageLinks({ page, pages, pathOf }: { page: number; pages: number; pathOf: (page: number) => string }) {
  const messages = useDashboardMessages();
  if (pages <= 1) return null;
  return (
    <nav className="mt-4 flex items-center justify-center gap-4 text-sm" aria-label={messages.pageOf(page, pages)}>
      {page > 1 && <Link to={pathOf(page - 1)}>{messages.previous}</Link>}
      <span>{messages.pageOf(page, pages)}</span>
      {page < pages && <Link to={pathOf(page + 1)}>{messages.next}</Link>}
    </nav>
  );
}
