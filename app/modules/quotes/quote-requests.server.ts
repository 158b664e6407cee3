import { asc, desc, inArray } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { quoteLines, quoteRequestLines, quotes } from "~/database/schema";
import type { QuoteRequestLine } from "~/modules/enquiries/notification";
import { quoteTotals } from "./money";

/** The lines of the quote requests among some enquiries, in the buyer's order, keyed by enquiry. */
export async function quoteRequestLinesOf(db: Database, enquiryIds: string[]): Promise<Map<string, QuoteRequestLine[]>> {
  const byEnquiry = new Map<string, QuoteRequestLine[]>();
  if (enquiryIds.length === 0) return byEnquiry;
  const rows = await db
    .select()
    .from(quoteRequestLines)
    .where(inArray(quoteRequestLines.enquiryId, enquiryIds))
    .orderBy(asc(quoteRequestLines.enquiryId), asc(quoteRequestLines.position));
  for (const { enquiryId, position: _position, ...line } of rows) byEnquiry.set(enquiryId, [...(byEnquiry.get(enquiryId) ?? []), line]);
  return byEnquiry;
}

export type QuoteVersionSummary = Pick<
  typeof quotes.$inferSelect,
  "id" | "number" | "version" | "status" | "currency" | "validUntil" | "createdAt" | "response" | "respondedAt"
> & { totalMinor: number };

/**
 * Every version sent for some quote requests, newest first, keyed by enquiry: its state, its total as the quote
 * states it, and the buyer's answer (what to change, and when), so the inbox tells each request's story.
 */
export async function quoteVersionsOf(db: Database, enquiryIds: string[]): Promise<Map<string, QuoteVersionSummary[]>> {
  const byEnquiry = new Map<string, QuoteVersionSummary[]>();
  if (enquiryIds.length === 0) return byEnquiry;
  const versions = await db.select().from(quotes).where(inArray(quotes.enquiryId, enquiryIds)).orderBy(asc(quotes.enquiryId), desc(quotes.version));
  const lines = versions.length
    ? await db
        .select({ quoteId: quoteLines.quoteId, unitPriceMinor: quoteLines.unitPriceMinor, priceUnit: quoteLines.priceUnit, slabs: quoteLines.slabs, lengthMm: quoteLines.lengthMm, widthMm: quoteLines.widthMm })
        .from(quoteLines)
        .where(inArray(quoteLines.quoteId, versions.map((version) => version.id)))
    : [];
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.quoteId, [...(linesOf.get(line.quoteId) ?? []), line]);
  for (const version of versions) {
    const { totalMinor } = quoteTotals({
      lines: (linesOf.get(version.id) ?? []).map((line) => ({ ...line, areaMm2: line.slabs * line.lengthMm * line.widthMm })),
      incoterm: version.incoterm,
      freightMinor: version.freightMinor,
      insuranceMinor: version.insuranceMinor,
    });
    const { id, number, status, currency, validUntil, createdAt, response, respondedAt } = version;
    byEnquiry.set(version.enquiryId, [...(byEnquiry.get(version.enquiryId) ?? []), { id, number, version: version.version, status, currency, validUntil, createdAt, response, respondedAt, totalMinor }]);
  }
  return byEnquiry;
}
