import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { enquiries, mailOutbox, quoteLines, quoteRequestLines, quotes } from "~/database/schema";
import { quoteDocumentEs } from "~/i18n/es";
import { removeOrphanFiles } from "~/modules/maintenance/cleanup-jobs.server";
import { formatMoney } from "~/modules/quotes/money";
import type { QuotePricing } from "~/modules/quotes/quote-pricing-form";
import { answerQuote, issueQuote, quoteForToken, type QuoteServices } from "~/modules/quotes/quotes.server";
import { createLocalStorage, isPublicMediaKey } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { pdfText } from "../support/pdf";

const config = { PUBLIC_URL: "https://quartz.example", SITE_TIME_ZONE: "Asia/Shanghai", OWNER_EMAILS: ["owner@saide.example"] };
const issuedAt = new Date("2026-11-27T02:00:00Z");

/** 24 jumbo slabs of 2 cm at 45.50 USD/m² (5,591.04) and 20 standard slabs of 3 cm at 310.00 a slab (6,200.00), CIF: 1,850.00 and 42.10. */
const pricing: QuotePricing = {
  currency: "USD",
  incoterm: "CIF",
  destinationPort: "Valencia",
  cargoLimit: { route: "port" },
  lines: [
    { unitPriceMinor: 4550, priceUnit: "m2" },
    { unitPriceMinor: 31_000, priceUnit: "slab" },
  ],
  freightMinor: 185_000,
  insuranceMinor: 4210,
  validUntil: "2026-12-27",
  paymentTerms: "30 % por T/T, resto contra copia del B/L",
  deliveryTerms: "Embarque en 20 días",
  note: "Precios para un contenedor de 20 pies.",
};

const linkIn = (text: string) => /https:\/\/quartz\.example(\/es\/quote\/[0-9a-f]{64})/.exec(text)?.[1];
const tokenOf = (link: string) => link.split("/").at(-1)!;

describe.each(databaseKinds)("priced quotes on %s", (kind) => {
  let database: DatabaseHandle;
  let services: QuoteServices;
  let workDir: string;
  let enquiryId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    workDir = await mkdtemp(path.join(tmpdir(), "quotes-"));
    services = { db: database.db, storage: createLocalStorage(path.join(workDir, "files")), config };
    const [enquiry] = await database.db
      .insert(enquiries)
      .values({ firstName: "Lucía", lastName: "García", email: `lucia.${kind}@example.com`, source: "quote", language: "es", country: "ES", company: "Piedras del Norte SL", destinationPort: "Valencia", incoterm: "CIF", requestNumber: 1000 + databaseKinds.indexOf(kind) })
      .returning({ id: enquiries.id });
    enquiryId = enquiry!.id;
    await database.db.insert(quoteRequestLines).values([
      { enquiryId, position: 0, productId: "calacatta-gold", productTitle: "Calacatta Gold", thicknessMm: 20, lengthMm: 3200, widthMm: 1600, finish: "Polished", quantity: 24, unit: "slab", slabs: 24 },
      { enquiryId, position: 1, productId: "gone-grey", productTitle: "Gone Grey", thicknessMm: 30, lengthMm: 3050, widthMm: 1440, finish: null, quantity: 80, unit: "m2", slabs: 20 },
    ]);
  });
  afterAll(async () => {
    await database.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it("sends a numbered first version: its lines priced exactly, its PDF in the buyer's language kept, the mail with it and a private link on the outbox", async () => {
    const issued = await issueQuote(services, enquiryId, pricing, "owner@saide.example", issuedAt);
    expect(issued).toMatchObject({ ok: true, number: expect.stringMatching(/^Q-2026-\d{4}$/), version: 1 });
    if (!issued.ok) return;
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, issued.quoteId));
    expect(quote).toMatchObject({ version: 1, status: "sent", language: "es", currency: "USD", freightMinor: 185_000, insuranceMinor: 4210, cargoLimitKg: 27_000, validUntil: "2026-12-27" });
    expect(isPublicMediaKey(quote!.pdfKey)).toBe(false);
    const lines = await database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, issued.quoteId)).orderBy(asc(quoteLines.position));
    expect(lines.map(({ title, unitPriceMinor, priceUnit, slabs }) => ({ title, unitPriceMinor, priceUnit, slabs }))).toEqual([
      { title: "Calacatta Gold", unitPriceMinor: 4550, priceUnit: "m2", slabs: 24 },
      { title: "Gone Grey", unitPriceMinor: 31_000, priceUnit: "slab", slabs: 20 },
    ]);
    const [enquiry] = await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(enquiry!.status).toBe("quoted");

    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiryId));
    expect(mail).toMatchObject({ to: [`lucia.${kind}@example.com`], kind: "quote", author: "owner@saide.example", replyTo: "owner@saide.example" });
    expect(mail!.subject).toBe(quoteDocumentEs.mail.subject(issued.number, "Guangdong Saide New Material Co., Ltd."));
    expect(mail!.attachments).toEqual([{ filename: `Cotización ${issued.number}.pdf`, contentType: "application/pdf", storageKey: quote!.pdfKey }]);
    const link = linkIn(mail!.text);
    expect(link).toBeDefined();
    // Only the mail holds the token: the quote keeps its hash.
    expect(JSON.stringify(quote)).not.toContain(tokenOf(link!));

    const stored = await services.storage.get(quote!.pdfKey);
    // The PDF's reader gives a no-break space as a plain one.
    const text = (await pdfText(await buffer(stored!.body))).replace(/\s/gu, " ");
    expect(text).toContain(issued.number);
    // 5,591.04 + 6,200.00 + 1,850.00 + 42.10, as Spanish writes dollars.
    expect(text).toContain(formatMoney(1_368_314, "USD", "es").replace(/\s/gu, " "));
    expect(text).toContain(quoteDocumentEs.validUntil);
    expect(text).toContain("Valencia");
  });

  it("opens the version only for its own token, while it is valid, and takes one answer", async () => {
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiryId));
    const token = tokenOf(linkIn(mail!.text)!);
    const found = await quoteForToken(services, token, issuedAt);
    expect(found).toMatchObject({ open: true, quote: { version: 1, status: "sent" } });
    const tampered = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    expect(await quoteForToken(services, tampered, issuedAt)).toBeNull();
    expect(await quoteForToken(services, "short", issuedAt)).toBeNull();
    // The day after its validity, in the site's time zone, the link leads nowhere.
    expect(await quoteForToken(services, token, new Date("2026-12-27T15:59:00Z"))).not.toBeNull();
    expect(await quoteForToken(services, token, new Date("2026-12-27T16:01:00Z"))).toBeNull();

    expect(await answerQuote(services, found!, { kind: "changes", message: "¿Precio para dos contenedores?" })).toBe(true);
    expect(await answerQuote(services, found!, { kind: "accept" })).toBe(false);
    const [answered] = await database.db.select().from(quotes).where(eq(quotes.id, found!.quote.id));
    expect(answered).toMatchObject({ status: "changes-requested", response: "¿Precio para dos contenedores?" });
    const owners = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, ["owner@saide.example"]));
    expect(owners.map((row) => row.subject)).toContain(`Changes asked to quote ${found!.quote.number} by Lucía García`);
  });

  it("sends a second version under the same number, replacing the first, whose link still reads it but cannot answer it", async () => {
    const [first] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiryId));
    const firstToken = tokenOf(linkIn(first!.text)!);
    const issued = await issueQuote(services, enquiryId, { ...pricing, lines: [{ unitPriceMinor: 4400, priceUnit: "m2" }, pricing.lines[1]!] }, "owner@saide.example", issuedAt);
    expect(issued).toMatchObject({ ok: true, version: 2 });
    const versions = await database.db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId)).orderBy(asc(quotes.version));
    expect(versions.map(({ version, status, number }) => ({ version, status, number }))).toEqual([
      { version: 1, status: "superseded", number: versions[0]!.number },
      { version: 2, status: "sent", number: versions[0]!.number },
    ]);
    const old = await quoteForToken(services, firstToken, issuedAt);
    expect(old).toMatchObject({ open: false, quote: { version: 1 } });
    expect(await answerQuote(services, old!, { kind: "accept" })).toBe(false);

    // Both versions' PDFs stay: the daily clean-up knows them.
    await removeOrphanFiles(database.db, services.storage, issuedAt, 0);
    await removeOrphanFiles(database.db, services.storage, new Date(issuedAt.getTime() + 1000), 0);
    for (const version of versions) expect(await services.storage.get(version.pdfKey)).not.toBeNull();
  });

  it("refuses prices for a request whose lines are not the ones priced", async () => {
    expect(await issueQuote(services, enquiryId, { ...pricing, lines: pricing.lines.slice(0, 1) }, "owner@saide.example", issuedAt)).toEqual({ ok: false, code: "linesChanged" });
    expect(await issueQuote(services, "00000000-0000-4000-8000-000000000000", pricing, "owner@saide.example", issuedAt)).toEqual({ ok: false, code: "notFound" });
  });
});
