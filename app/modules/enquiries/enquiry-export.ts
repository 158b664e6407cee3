import type { enquiries } from "~/database/schema";
import type { adminEnquiryInboxEn } from "~/i18n/admin-enquiry-inbox";
import { formatDateTime } from "~/modules/dates";
import { toCsv } from "~/modules/spreadsheets/csv";

type Text = typeof adminEnquiryInboxEn;
type Enquiry = typeof enquiries.$inferSelect;

const columns = [
  "receivedAt",
  "status",
  "firstName",
  "lastName",
  "email",
  "phone",
  "message",
  "product",
  "request",
  "thicknessMm",
  "finish",
  "source",
  "pagePath",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "country",
  "notes",
  "language",
] as const satisfies readonly (keyof Text["csvColumns"])[];

/**
 * The enquiries as a spreadsheet's rows, heading first, for both the CSV and the Excel download:
 * headings and statuses in the dashboard's language, times in the site's time zone.
 */
export function enquiryTable(rows: Enquiry[], text: Text, sourceNames: Record<Enquiry["source"], string>, timeZone: string): string[][] {
  const cell = (row: Enquiry, column: (typeof columns)[number]): string => {
    switch (column) {
      case "receivedAt":
        return formatDateTime(row.createdAt, timeZone);
      case "status":
        return text.statuses[row.status];
      case "product":
        return row.productTitle ?? row.productId ?? "";
      case "request":
        return row.request ? text.requests[row.request] : "";
      case "thicknessMm":
        return row.thicknessMm === null ? "" : String(row.thicknessMm);
      case "finish":
        return row.finish ?? "";
      case "source":
        return sourceNames[row.source];
      case "language":
        return text.languages[row.language];
      default:
        return row[column];
    }
  };
  return [columns.map((column) => text.csvColumns[column]), ...rows.map((row) => columns.map((column) => cell(row, column)))];
}

export function enquiriesCsv(...table: Parameters<typeof enquiryTable>): string {
  return toCsv(enquiryTable(...table));
}
