import { dashboardMessages, requirePermission, requireRecentSignIn } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import { exportEnquiries } from "~/modules/enquiries/enquiries.server";
import { enquiriesCsv, enquiryTable } from "~/modules/enquiries/enquiry-export";
import { toXlsx, XLSX_CONTENT_TYPE } from "~/modules/spreadsheets/xlsx.server";
import { inboxFiltersFrom } from "~/modules/enquiries/inbox";
import type { Route } from "./+types/enquiries.export";

/**
 * The inbox's filtered list as a CSV or Excel download, by the address's extension; the filters are the inbox's own
 * query string. Every buyer's address in one file: only shortly after proving who one is (decision 053).
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  await requirePermission(context, "enquiries");
  const user = await requireRecentSignIn({ context, url, request }, { backToReferer: true });
  const { db, config } = context.services;
  const rows = await exportEnquiries(db, inboxFiltersFrom(url.searchParams), config.SITE_TIME_ZONE, user.id);
  const messages = dashboardMessages(context).admin;
  const table = [rows, messages.inbox, messages.enquiries.sources, config.SITE_TIME_ZONE] as const;
  const day = new Date().toISOString().slice(0, 10);
  const excel = url.pathname.endsWith(".xlsx");
  await recordAct(context, { action: "export", subject: `enquiries.${excel ? "xlsx" : "csv"}`, detail: { rows: rows.length } });
  return new Response(excel ? new Uint8Array(await toXlsx(enquiryTable(...table))) : enquiriesCsv(...table), {
    headers: {
      "Content-Type": excel ? XLSX_CONTENT_TYPE : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enquiries-${day}.${excel ? "xlsx" : "csv"}"`,
      "Cache-Control": "no-store",
    },
  });
}
