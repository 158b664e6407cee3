import { useState } from "react";
import { Link, redirect } from "react-router";
import { dashboardHomeOf } from "~/components/admin/dashboard-menu";
import { EnquiryCard } from "~/components/admin/enquiry-card";
import { EnquiryFilters } from "~/components/admin/enquiry-filters";
import { PageLinks } from "~/components/admin/page-links";
import { BulkStatusForm } from "~/components/admin/enquiry-status";
import { GeoAttribution } from "~/components/admin/visit-details";
import { Alert } from "~/components/alert";
import { hasPermission } from "~/modules/auth/permissions";
import { requireAdmin, requirePermission } from "~/routes/guards.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { inboxQuery } from "~/modules/enquiries/inbox";
import { handleInboxAction, loadInbox } from "./enquiries.server";
import type { Route } from "./+types/enquiries";

/** The dashboard opens on the inbox; a role that answers no enquiries is sent to the first page its menu shows. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const user = await requireAdmin(context);
  if (!hasPermission(user, "enquiries")) throw redirect(dashboardHomeOf(user));
  return loadInbox(context, request, url, user);
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "enquiries");
  return handleInboxAction(context, request, admin);
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const inbox = messages.inbox;
  const text = messages.enquiries;
  const [copied, setCopied] = useState<string | null>(null);
  const copyEmail = async (email: string) => {
    await navigator.clipboard.writeText(email);
    setCopied(email);
  };
  return (
    <section aria-labelledby="enquiries-heading">
      <div className="mb-4 flex items-baseline justify-between">
        <h1 id="enquiries-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <span className="text-sm text-stone-600">
          {loaderData.filtered ? inbox.matching(loaderData.total) : text.total(loaderData.total)}
        </span>
      </div>
      {loaderData.healthAttention > 0 && (
        <p className="mb-4">
          <Link to="/dashboard/health" className="text-sm text-amber-900 underline underline-offset-4">
            {messages.health.homeLink(loaderData.healthAttention)}
          </Link>
        </p>
      )}
      <EnquiryFilters
        key={inboxQuery(loaderData.filters)}
        filters={loaderData.filters}
        products={loaderData.products}
        countries={loaderData.countries}
      />
      {copied && <Alert tone="success">{text.emailCopied}</Alert>}
      {actionData?.notice && <Alert tone="success">{actionData.notice}</Alert>}
      {loaderData.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-stone-600 shadow-sm">{loaderData.filtered ? inbox.noMatches : text.empty}</p>
      ) : (
        <>
          <BulkStatusForm answer={actionData} />
          <ol className="space-y-3">
            {loaderData.items.map((enquiry) => (
              <EnquiryCard key={enquiry.id} enquiry={enquiry} answer={actionData} onCopyEmail={(email) => void copyEmail(email)} />
            ))}
          </ol>
        </>
      )}
      <PageLinks
        page={loaderData.page}
        pages={loaderData.pages}
        pathOf={(page) => `?${inboxQuery(loaderData.filters, { page: String(page) })}`}
      />
      <GeoAttribution />
    </section>
  );
}
