import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { enquiries, quoteLines, quotes, type QuoteStatus } from "~/database/schema";
import { listQuoteRequests, quoteRequestFiltersFrom, quoteVersionsOf } from "~/modules/quotes/quote-requests.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const today = "2026-12-02";

describe.each(databaseKinds)("the owner's list of quote requests on %s", (kind) => {
  let database: DatabaseHandle;
  /** Request number → enquiry id. */
  const ids = new Map<number, string>();

  /** A request, received on `day`, with versions of these statuses (oldest first), each 10 slabs at 45.50 USD/m² and 1,000.00 freight, CIF. */
  async function request(number: number, day: string, versions: { status: QuoteStatus; validUntil: string; response?: string }[]) {
    const [enquiry] = await database.db
      .insert(enquiries)
      .values({
        firstName: "Buyer",
        lastName: String(number),
        email: `buyer${number}@example.com`,
        source: "quote",
        language: "es",
        country: "ES",
        company: `Company ${number}`,
        requestNumber: number,
        createdAt: new Date(`${day}T08:00:00Z`),
      })
      .returning({ id: enquiries.id });
    ids.set(number, enquiry!.id);
    for (const [index, version] of versions.entries()) {
      const [quote] = await database.db
        .insert(quotes)
        .values({
          enquiryId: enquiry!.id,
          version: index + 1,
          sequence: number,
          number: `Q-2026-${number}`,
          language: "es",
          currency: "USD",
          incoterm: "CIF",
          destinationPort: "Valencia",
          cargoLimitKg: 27_000,
          planSettings: { kgPerM2: { 20: 49 }, slabsPerBundle: { 20: 8 }, bundlesPerContainer: 8, frameKg: 0 },
          freightMinor: 100_000,
          validUntil: version.validUntil,
          status: version.status,
          tokenHash: `${number}-${index}`,
          pdfKey: `quotes/${number}-${index}.pdf`,
          response: version.response ?? "",
          respondedAt: version.response === undefined ? null : new Date(`${day}T10:00:00Z`),
        })
        .returning({ id: quotes.id });
      await database.db.insert(quoteLines).values({
        quoteId: quote!.id,
        position: 0,
        productId: "calacatta-gold",
        title: "Calacatta Gold",
        thicknessMm: 20,
        lengthMm: 3200,
        widthMm: 1600,
        finish: null,
        slabs: 10,
        unitPriceMinor: 4550 + index * 100,
        priceUnit: "m2",
      });
    }
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await request(2001, "2026-11-20", []);
    await request(2002, "2026-11-21", [{ status: "sent", validUntil: "2026-12-31" }]);
    await request(2003, "2026-11-22", [
      { status: "superseded", validUntil: "2026-12-31", response: "Precio para 12 tablas" },
      { status: "sent", validUntil: "2026-12-01" },
    ]);
    await request(2004, "2026-11-23", [{ status: "changes-requested", validUntil: "2026-11-30", response: "¿Y en 30 mm?" }]);
    await request(2005, "2026-11-24", [
      { status: "superseded", validUntil: "2026-12-31" },
      { status: "accepted", validUntil: "2026-11-30", response: "" },
    ]);
  });
  afterAll(() => database.close());

  it("lists every request newest first with its state and its newest version's total, and counts each state", async () => {
    const listed = await listQuoteRequests(database.db, quoteRequestFiltersFrom(new URLSearchParams()), today);
    expect(listed.items.map(({ requestNumber, state, latest }) => ({ requestNumber, state, total: latest?.totalMinor ?? null }))).toEqual([
      // 10 × 5.12 m² at 46.50 (2,380.80) and at 45.50 (2,329.60), each with 1,000.00 freight.
      { requestNumber: 2005, state: "accepted", total: 338_080 },
      { requestNumber: 2004, state: "changes-asked", total: 332_960 },
      { requestNumber: 2003, state: "expired", total: 338_080 },
      { requestNumber: 2002, state: "quoted", total: 332_960 },
      { requestNumber: 2001, state: "requested", total: null },
    ]);
    expect(listed.items[0]).toMatchObject({ company: "Company 2005", latest: { number: "Q-2026-2005", version: 2, currency: "USD" } });
    expect(listed.counts).toEqual({ requested: 1, quoted: 1, "changes-asked": 1, accepted: 1, expired: 1 });
    expect(listed).toMatchObject({ total: 5, matching: 5, page: 1, pages: 1 });
  });

  it("shows only the requests in the chosen state, and drops a state or page the address cannot mean", async () => {
    const expired = await listQuoteRequests(database.db, quoteRequestFiltersFrom(new URLSearchParams("state=expired")), today);
    expect(expired.items.map((item) => item.requestNumber)).toEqual([2003]);
    expect(expired).toMatchObject({ total: 5, matching: 1 });
    expect(quoteRequestFiltersFrom(new URLSearchParams("state=won&page=-3"))).toEqual({ state: undefined, page: 1 });
    const beyond = await listQuoteRequests(database.db, quoteRequestFiltersFrom(new URLSearchParams("page=40")), today);
    expect(beyond.page).toBe(1);
  });

  it("tells each request's story for its inbox card: every version, newest first, with its total and the buyer's answer", async () => {
    const versions = await quoteVersionsOf(database.db, [ids.get(2003)!, ids.get(2001)!]);
    expect(versions.get(ids.get(2001)!)).toBeUndefined();
    expect(
      versions.get(ids.get(2003)!)?.map(({ version, status, totalMinor, response }) => ({ version, status, totalMinor, response })),
    ).toEqual([
      { version: 2, status: "sent", totalMinor: 338_080, response: "" },
      { version: 1, status: "superseded", totalMinor: 332_960, response: "Precio para 12 tablas" },
    ]);
  });
});
