import { and, asc, desc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/database/client.server";
import { enquiries, quoteLines, quoteRequestLines, quotes } from "~/database/schema";
import type { QuoteRequestLine } from "~/modules/enquiries/notification";
import { quoteTotals } from "./money";
import { quoteRequestState, quoteRequestStates, type QuoteRequestState } from "./quote-request-state";

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

type PricedVersion = Pick<typeof quotes.$inferSelect, "id" | "incoterm" | "freightMinor" | "insuranceMinor">;

/** Each version's total as its quote states it (money.ts), from its lines, in one query whatever their number. */
async function totalsOf(db: Database, versions: PricedVersion[]): Promise<Map<string, number>> {
  if (versions.length === 0) return new Map();
  const lines = await db
    .select({
      quoteId: quoteLines.quoteId,
      unitPriceMinor: quoteLines.unitPriceMinor,
      priceUnit: quoteLines.priceUnit,
      slabs: quoteLines.slabs,
      lengthMm: quoteLines.lengthMm,
      widthMm: quoteLines.widthMm,
    })
    .from(quoteLines)
    .where(
      inArray(
        quoteLines.quoteId,
        versions.map((version) => version.id),
      ),
    );
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.quoteId, [...(linesOf.get(line.quoteId) ?? []), line]);
  return new Map(
    versions.map((version) => [
      version.id,
      quoteTotals({
        lines: (linesOf.get(version.id) ?? []).map((line) => ({ ...line, areaMm2: line.slabs * line.lengthMm * line.widthMm })),
        incoterm: version.incoterm,
        freightMinor: version.freightMinor,
        insuranceMinor: version.insuranceMinor,
      }).totalMinor,
    ]),
  );
}

/**
 * Every version sent for some quote requests (a draft is not sent), newest first, keyed by enquiry: its state, its total as the quote
 * states it, and the buyer's answer (what to change, and when), so the inbox tells each request's story.
 */
export async function quoteVersionsOf(db: Database, enquiryIds: string[]): Promise<Map<string, QuoteVersionSummary[]>> {
  const byEnquiry = new Map<string, QuoteVersionSummary[]>();
  if (enquiryIds.length === 0) return byEnquiry;
  const versions = await db
    .select()
    .from(quotes)
    .where(and(inArray(quotes.enquiryId, enquiryIds), ne(quotes.status, "draft")))
    .orderBy(asc(quotes.enquiryId), desc(quotes.version));
  const totals = await totalsOf(db, versions);
  for (const { id, enquiryId, number, version, status, currency, validUntil, createdAt, response, respondedAt } of versions) {
    const summary = { id, number, version, status, currency, validUntil, createdAt, response, respondedAt, totalMinor: totals.get(id)! };
    byEnquiry.set(enquiryId, [...(byEnquiry.get(enquiryId) ?? []), summary]);
  }
  return byEnquiry;
}

export const QUOTE_REQUESTS_PAGE_SIZE = 50;

/** The quotes screen's choices as they stand in the address; a value that makes no sense is dropped. */
const quoteRequestFiltersSchema = z.object({
  state: z.enum(quoteRequestStates).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type QuoteRequestFilters = z.output<typeof quoteRequestFiltersSchema>;

export const quoteRequestFiltersFrom = (params: URLSearchParams): QuoteRequestFilters =>
  quoteRequestFiltersSchema.parse({ state: params.get("state") ?? undefined, page: params.get("page") ?? 1 });

/**
 * The quote requests, newest first, each with the state its newest version leaves it in (quoteRequestState) and that
 * version's total; one page of those in the chosen state, and how many there are in each. The state depends on the
 * day, so it is derived here for every request (their number and newest version only) and the totals for the page's.
 */
export async function listQuoteRequests(db: Database, filters: QuoteRequestFilters, today: string) {
  const [requests, newest] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        requestNumber: enquiries.requestNumber,
        firstName: enquiries.firstName,
        lastName: enquiries.lastName,
        company: enquiries.company,
        country: enquiries.country,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(eq(enquiries.source, "quote"))
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id)),
    db
      .selectDistinctOn([quotes.enquiryId], {
        enquiryId: quotes.enquiryId,
        id: quotes.id,
        number: quotes.number,
        version: quotes.version,
        status: quotes.status,
        validUntil: quotes.validUntil,
        currency: quotes.currency,
        incoterm: quotes.incoterm,
        freightMinor: quotes.freightMinor,
        insuranceMinor: quotes.insuranceMinor,
      })
      .from(quotes)
      .where(ne(quotes.status, "draft"))
      .orderBy(quotes.enquiryId, desc(quotes.version)),
  ]);
  const newestOf = new Map(newest.map((quote) => [quote.enquiryId, quote]));
  const stated = requests.map((request) => {
    const quote = newestOf.get(request.id) ?? null;
    return { ...request, quote, state: quoteRequestState(quote, today) };
  });
  const counts = Object.fromEntries(
    quoteRequestStates.map((state) => [state, stated.filter((request) => request.state === state).length]),
  ) as Record<QuoteRequestState, number>;
  const chosen = filters.state ? stated.filter((request) => request.state === filters.state) : stated;
  const pages = Math.max(1, Math.ceil(chosen.length / QUOTE_REQUESTS_PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const shown = chosen.slice((page - 1) * QUOTE_REQUESTS_PAGE_SIZE, page * QUOTE_REQUESTS_PAGE_SIZE);
  const totals = await totalsOf(
    db,
    shown.flatMap(({ quote }) => (quote ? [quote] : [])),
  );
  return {
    items: shown.map(({ quote, ...request }) => ({
      ...request,
      latest: quote ? { number: quote.number, version: quote.version, currency: quote.currency, totalMinor: totals.get(quote.id)! } : null,
    })),
    counts,
    total: requests.length,
    matching: chosen.length,
    page,
    pages,
  };
}
