import { asc, inArray } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { quoteRequestLines } from "~/database/schema";
import type { QuoteRequestLine } from "~/modules/enquiries/notification";

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
