import { messagesFor } from "~/i18n/language";
import { requireAdmin } from "~/modules/auth/guards.server";
import { exportEnquiries } from "~/modules/enquiries/enquiries.server";
import { enquiriesCsv } from "~/modules/enquiries/enquiry-export";
import { inboxFiltersFrom } from "~/modules/enquiries/inbox";
import type { Route } from "./+types/enquiries.csv";

const messages = messagesFor("zh").admin;

/** The inbox's filtered list as a CSV download; the filters are the inbox's own query string. */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { db, config } = context.services;
  const rows = await exportEnquiries(db, inboxFiltersFrom(url.searchParams), config.SITE_TIME_ZONE);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(enquiriesCsv(rows, messages.inbox, messages.enquiries.sources, config.SITE_TIME_ZONE), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
