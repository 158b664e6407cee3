import { Form, Link } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { AssigneeFilter } from "~/components/admin/enquiry-assignee";
import { CountryFilter } from "~/components/admin/enquiry-country";
import { inputClass } from "~/components/auth-shell";
import { enquiryStatuses } from "~/database/schema";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { inboxQuery, type InboxFilters } from "~/modules/enquiries/inbox";

type Props = { filters: InboxFilters; products: { id: string; title: string }[]; countries: string[] };

/** A plain GET form: the filters live in the address and work without JavaScript. */
export function EnquiryFilters({ filters, products, countries }: Props) {
  const messages = useDashboardMessages();
  const inbox = messages.inbox;
  const query = inboxQuery(filters);
  return (
    <Form
      method="get"
      role="search"
      aria-label={inbox.filters}
      className="mb-4 grid gap-3 rounded-lg bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
    >
      <label className="block text-sm font-medium sm:col-span-2 lg:col-span-3">
        {inbox.search}
        <input type="search" name="q" defaultValue={filters.q ?? ""} maxLength={100} className={inputClass} />
      </label>
      <label className="block text-sm font-medium">
        {inbox.status}
        <select name="status" defaultValue={filters.status ?? ""} className={inputClass}>
          <option value="">{inbox.allStatuses}</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {inbox.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {messages.enquiries.product}
        <select name="product" defaultValue={filters.product ?? ""} className={inputClass}>
          <option value="">{inbox.allProducts}</option>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title}
            </option>
          ))}
        </select>
      </label>
      <CountryFilter countries={countries} selected={filters.country} />
      <AssigneeFilter selected={filters.assignee} />
      <div className="grid grid-cols-2 gap-3">
        <label className="block min-w-0 text-sm font-medium">
          {inbox.from}
          <input type="date" name="from" defaultValue={filters.from ?? ""} className={inputClass} />
        </label>
        <label className="block min-w-0 text-sm font-medium">
          {inbox.to}
          <input type="date" name="to" defaultValue={filters.to ?? ""} className={inputClass} />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {inbox.apply}
        </button>
        <Link to="/dashboard" className="text-sm text-brand-700 underline">
          {inbox.clear}
        </Link>
        <span className="ml-auto flex gap-2">
          {(["csv", "xlsx"] as const).map((format) => (
            <a key={format} href={`/dashboard/enquiries.${format}${query ? `?${query}` : ""}`} className={buttonClass}>
              {format === "csv" ? inbox.exportCsv : messages.replies.xlsx}
            </a>
          ))}
        </span>
      </div>
    </Form>
  );
}
