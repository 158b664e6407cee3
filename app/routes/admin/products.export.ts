import { requirePermission } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import { exportCatalogue } from "~/modules/catalogue/catalogue-export.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { toCsv } from "~/modules/spreadsheets/csv";
import { toXlsx, XLSX_CONTENT_TYPE } from "~/modules/spreadsheets/xlsx.server";
import type { Route } from "./+types/products.export";

/** Every product as one spreadsheet row (docs/decisions/051-catalogue-spreadsheet.md), as Excel or CSV by the address's extension. */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const table = await exportCatalogue(context.services.db, siteUrl(context));
  const day = new Date().toISOString().slice(0, 10);
  const excel = url.pathname.endsWith(".xlsx");
  await recordAct(context, { action: "export", subject: `products.${excel ? "xlsx" : "csv"}` });
  return new Response(excel ? new Uint8Array(await toXlsx(table)) : toCsv(table), {
    headers: {
      "Content-Type": excel ? XLSX_CONTENT_TYPE : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="products-${day}.${excel ? "xlsx" : "csv"}"`,
      "Cache-Control": "no-store",
    },
  });
}
