import { and, asc, desc, inArray, ne } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { quoteRequestLines, quotes, type QuoteStatus } from "~/database/schema";
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

export type SentQuote = { number: string; version: number; status: QuoteStatus };

/** The newest version sent for each of some quote requests, for the inbox to say where each stands. */
export async function latestQuotesOf(db: Database, enquiryIds: string[]): Promise<Map<string, SentQuote>> {
  if (enquiryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([quotes.enquiryId], { enquiryId: quotes.enquiryId, number: quotes.number, version: quotes.version, status: quotes.status })
    .from(quotes)
    .where(and(inArray(quotes.enquiryId, enquiryIds), ne(quotes.status, "draft")))
    .orderBy(quotes.enquiryId, desc(quotes.version));
  return new Map(rows.map(({ enquiryId, ...quote }) => [enquiryId, quote]));
}
