import type { Database } from "~/database/client.server";
import { quoteLines, quotes } from "~/database/schema";
import { sha256Hex } from "~/modules/crypto/sha256.server";

type QuoteRow = typeof quotes.$inferInsert;
type LineRow = Omit<typeof quoteLines.$inferInsert, "quoteId" | "position">;

/** One line as the journeys price it: 24 slabs of Calacatta Gold 20 mm at 45.50 USD/m². */
const CALACATTA: LineRow = {
  productId: "calacatta-gold",
  title: "Calacatta Gold",
  thicknessMm: 20,
  lengthMm: 3200,
  widthMm: 1600,
  finish: null,
  slabs: 24,
  unitPriceMinor: 4550,
  priceUnit: "m2",
};

/**
 * A version sent to the buyer of `enquiryId`, valid for good, whose link's token the journey knows: for pages the
 * buyer opens from the mail without the owner's pricing steps. Its PDF key names no stored file.
 */
export async function insertSentQuote(
  db: Database,
  quote: Pick<QuoteRow, "enquiryId" | "language" | "incoterm" | "destinationPort" | "pdfKey"> & Partial<QuoteRow> & { token: string },
  lines: LineRow[] = [CALACATTA],
): Promise<string> {
  const { token, ...values } = quote;
  const [sent] = await db
    .insert(quotes)
    .values({
      version: 1,
      sequence: 700_000 + Math.floor(Math.random() * 190_000),
      number: `Q-2026-T${Math.floor(Math.random() * 100_000)}`,
      currency: "USD",
      cargoLimitKg: 27_000,
      planSettings: { kgPerM2: { 20: 49, 30: 72 }, slabsPerBundle: { 20: 8, 30: 6 }, bundlesPerContainer: 8, frameKg: 0 },
      validUntil: "2099-12-31",
      tokenHash: sha256Hex(token),
      ...values,
    })
    .returning({ id: quotes.id });
  await db.insert(quoteLines).values(lines.map((line, position) => ({ ...line, quoteId: sent!.id, position })));
  return sent!.id;
}
