import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { enquiries, mailOutbox, media, products, quoteLines, quoteRequestLines, quotes } from "~/database/schema";
import { quoteDocumentEs } from "~/i18n/es";
import { removeOrphanFiles } from "~/modules/maintenance/cleanup-jobs.server";
import { createMailDelivery, retryMail, type MailMessage } from "~/modules/mail/delivery.server";
import { formatMoney } from "~/modules/quotes/money";
import { quoteContent } from "~/modules/quotes/quote-document";
import type { QuotePricing } from "~/modules/quotes/quote-pricing-form";
import { defaultQuoteSettings, quoteSettingsDocument, type BankDetails } from "~/modules/quotes/quote-settings";
import {
  answerQuote,
  buyerQuoteDocument,
  draftPreview,
  draftQuote,
  keptQuotePdf,
  ownerQuotePdf,
  quoteForToken,
  sendQuoteDraft,
  type QuoteServices,
} from "~/modules/quotes/quotes.server";
import { readSetting, readVersionedDocument, writeDocument, writeSetting } from "~/modules/site-settings/site-settings.server";
import { createLocalStorage, isPublicMediaKey } from "~/modules/storage/storage.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { pdfText } from "../support/pdf";
import { productTexts } from "../support/product-texts";

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

/** The owner prices a request and, having seen the preview, sends it. */
async function priceAndSend(services: QuoteServices, enquiryId: string, priced: QuotePricing, now: Date) {
  const drafted = await draftQuote(services, enquiryId, priced, "owner@saide.example", now);
  if (!drafted.ok) return drafted;
  const sent = await sendQuoteDraft(services, enquiryId, drafted.quoteId, now);
  return sent.ok ? { ...drafted, ...sent } : sent;
}

/** A Spanish buyer's request for the slabs of `pricing`. */
async function quoteRequest(database: DatabaseHandle, email: string, requestNumber: number) {
  const [enquiry] = await database.db
    .insert(enquiries)
    .values({
      firstName: "Lucía",
      lastName: "García",
      email,
      source: "quote",
      language: "es",
      country: "ES",
      company: "Piedras del Norte SL",
      destinationPort: "Valencia",
      incoterm: "CIF",
      requestNumber,
    })
    .returning({ id: enquiries.id });
  await database.db.insert(quoteRequestLines).values([
    {
      enquiryId: enquiry!.id,
      position: 0,
      productId: "calacatta-gold",
      productTitle: "Calacatta Gold",
      thicknessMm: 20,
      lengthMm: 3200,
      widthMm: 1600,
      finish: "Polished",
      quantity: 24,
      unit: "slab",
      slabs: 24,
    },
    {
      enquiryId: enquiry!.id,
      position: 1,
      productId: "gone-grey",
      productTitle: "Gone Grey",
      thicknessMm: 30,
      lengthMm: 3050,
      widthMm: 1440,
      finish: null,
      quantity: 80,
      unit: "m2",
      slabs: 20,
    },
  ]);
  return enquiry!.id;
}

const quoteMails = (database: DatabaseHandle, enquiryId: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.enquiryId, enquiryId), eq(mailOutbox.kind, "quote")))
    .orderBy(asc(mailOutbox.createdAt));

describe.each(databaseKinds)("priced quotes on %s", (kind) => {
  let database: DatabaseHandle;
  let services: QuoteServices;
  let workDir: string;
  let enquiryId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    workDir = await mkdtemp(path.join(tmpdir(), "quotes-"));
    services = { db: database.db, storage: createLocalStorage(path.join(workDir, "files")), config };
    enquiryId = await quoteRequest(database, `lucia.${kind}@example.com`, 1000 + databaseKinds.indexOf(kind));
  });
  afterAll(async () => {
    await database.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it("prices a draft first: its PDF kept and its mail composed but held, the buyer's link closed, the request not yet quoted; a new pricing replaces it", async () => {
    const first = await draftQuote(services, enquiryId, { ...pricing, note: "Primer borrador" }, "owner@saide.example", issuedAt);
    expect(first).toMatchObject({ ok: true, version: 1 });
    const drafted = await draftQuote(services, enquiryId, pricing, "owner@saide.example", issuedAt);
    expect(drafted).toMatchObject({ ok: true, version: 1 });
    if (!first.ok || !drafted.ok) return;
    expect(drafted.number).toBe(first.number);
    // One draft, one held mail: the replaced draft and its mail are gone.
    expect(
      await database.db
        .select({ id: quotes.id, status: quotes.status, note: quotes.note })
        .from(quotes)
        .where(eq(quotes.enquiryId, enquiryId)),
    ).toEqual([{ id: drafted.quoteId, status: "draft", note: pricing.note }]);
    const mails = await quoteMails(database, enquiryId);
    expect(mails.map((mail) => mail.status)).toEqual(["held"]);
    const preview = await draftPreview(database.db, enquiryId);
    expect(preview).toMatchObject({
      quote: { id: drafted.quoteId },
      mail: {
        to: [`lucia.${kind}@example.com`],
        subject: quoteDocumentEs.mail.subject(drafted.number, "Guangdong Saide New Material Co., Ltd."),
      },
    });
    expect(await services.storage.get(preview!.quote.pdfKey)).not.toBeNull();
    // The replaced draft's PDF is a file nothing uses any more: the daily clean-up removes it, and keeps the draft's.
    await removeOrphanFiles(database.db, services.storage, issuedAt, 0);
    await removeOrphanFiles(database.db, services.storage, new Date(issuedAt.getTime() + 1000), 0);
    expect(await services.storage.get(`quotes/${first.quoteId}.pdf`)).toBeNull();
    expect(await services.storage.get(preview!.quote.pdfKey)).not.toBeNull();

    // Nothing reaches the buyer: the delivery skips the held mail, a retry does not release it, and the draft's link opens nothing.
    const delivered: MailMessage[] = [];
    const worker = createMailDelivery({
      db: database.db,
      transport: { kind: "smtp", send: async (message) => void delivered.push(message) },
      storage: services.storage,
      from: "quotes@saide.example",
      publicUrl: config.PUBLIC_URL,
    });
    await worker.deliverDue();
    await worker.stop();
    expect(delivered.filter((message) => message.to.includes(`lucia.${kind}@example.com`))).toEqual([]);
    expect(await retryMail(database.db, mails[0]!.id)).toBe(false);
    expect(await quoteForToken(services, tokenOf(linkIn(mails[0]!.text)!), { now: issuedAt })).toBeNull();
    const [enquiry] = await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(enquiry!.status).toBe("new");
  });

  it("sends the draft once: it becomes v1, its mail is released; sending it again sends nothing", async () => {
    const preview = await draftPreview(database.db, enquiryId);
    const sent = await sendQuoteDraft(services, enquiryId, preview!.quote.id, issuedAt);
    expect(sent).toEqual({ ok: true, number: preview!.quote.number, version: 1 });
    expect(await sendQuoteDraft(services, enquiryId, preview!.quote.id, issuedAt)).toEqual({ ok: false, code: "notDraft" });
    expect((await quoteMails(database, enquiryId)).map((mail) => mail.status)).toEqual(["pending"]);
    expect(await database.db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId))).toHaveLength(1);
  });

  it("sends a numbered first version: its lines priced exactly, its PDF in the buyer's language kept, the mail with it and a private link on the outbox", async () => {
    const [sentQuote] = await database.db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId));
    const issued = { ok: true as const, quoteId: sentQuote!.id, number: sentQuote!.number, version: sentQuote!.version };
    expect(issued).toMatchObject({ ok: true, number: expect.stringMatching(/^Q-2026-\d{4}$/), version: 1 });
    if (!issued.ok) return;
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, issued.quoteId));
    expect(quote).toMatchObject({
      version: 1,
      status: "sent",
      language: "es",
      currency: "USD",
      freightMinor: 185_000,
      insuranceMinor: 4210,
      cargoLimitKg: 27_000,
      validUntil: "2026-12-27",
      termsInEnglish: [],
    });
    expect(isPublicMediaKey(quote!.pdfKey)).toBe(false);
    const lines = await database.db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, issued.quoteId))
      .orderBy(asc(quoteLines.position));
    expect(lines.map(({ title, unitPriceMinor, priceUnit, slabs }) => ({ title, unitPriceMinor, priceUnit, slabs }))).toEqual([
      { title: "Calacatta Gold", unitPriceMinor: 4550, priceUnit: "m2", slabs: 24 },
      { title: "Gone Grey", unitPriceMinor: 31_000, priceUnit: "slab", slabs: 20 },
    ]);
    const [enquiry] = await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(enquiry!.status).toBe("quoted");

    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiryId));
    expect(mail).toMatchObject({
      to: [`lucia.${kind}@example.com`],
      kind: "quote",
      author: "owner@saide.example",
      replyTo: "owner@saide.example",
    });
    expect(mail!.subject).toBe(quoteDocumentEs.mail.subject(issued.number, "Guangdong Saide New Material Co., Ltd."));
    expect(mail!.attachments).toEqual([
      { filename: `Cotización ${issued.number}.pdf`, contentType: "application/pdf", storageKey: quote!.pdfKey },
    ]);
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

  it("opens the version only for its own token, while it is valid, and takes one answer, confirmed to the buyer in their language", async () => {
    const [mail] = await quoteMails(database, enquiryId);
    const token = tokenOf(linkIn(mail!.text)!);
    const found = await quoteForToken(services, token, { now: issuedAt });
    expect(found).toMatchObject({ open: true, replacedBy: null, quote: { version: 1, status: "sent" } });
    const tampered = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    expect(await quoteForToken(services, tampered, { now: issuedAt })).toBeNull();
    expect(await quoteForToken(services, "short", { now: issuedAt })).toBeNull();
    // The day after its validity, in the site's time zone, the link leads nowhere.
    expect(await quoteForToken(services, token, { now: new Date("2026-12-27T15:59:00Z") })).not.toBeNull();
    expect(await quoteForToken(services, token, { now: new Date("2026-12-27T16:01:00Z") })).toBeNull();

    const asked = "¿Precio para dos contenedores?";
    expect(await answerQuote(services, found!, { kind: "changes", message: asked })).toBe(true);
    expect(await answerQuote(services, found!, { kind: "accept" })).toBe(false);
    const [answered] = await database.db.select().from(quotes).where(eq(quotes.id, found!.quote.id));
    expect(answered).toMatchObject({ status: "changes-requested", response: asked });
    const owners = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, ["owner@saide.example"]));
    expect(owners.map((row) => row.subject)).toContain(`Changes asked to quote ${found!.quote.number} by Lucía García`);
    const [toBuyer] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.enquiryId, enquiryId), eq(mailOutbox.to, [`lucia.${kind}@example.com`]), eq(mailOutbox.kind, "automatic")));
    expect(toBuyer).toMatchObject({
      subject: quoteDocumentEs.mail.changesAsked.subject(found!.quote.number, "Guangdong Saide New Material Co., Ltd."),
      replyTo: "owner@saide.example",
    });
    expect(toBuyer!.text).toContain(asked);
    const [enquiry] = await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(enquiry!.status).toBe("quoted");
  });

  it("sends a second version under the same number, replacing the first, whose link still reads it but cannot answer it", async () => {
    const [first] = await quoteMails(database, enquiryId);
    const firstToken = tokenOf(linkIn(first!.text)!);
    const issued = await priceAndSend(
      services,
      enquiryId,
      { ...pricing, lines: [{ unitPriceMinor: 4400, priceUnit: "m2" }, pricing.lines[1]!] },
      new Date(issuedAt.getTime() + 60_000),
    );
    expect(issued).toMatchObject({ ok: true, version: 2 });
    const versions = await database.db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId)).orderBy(asc(quotes.version));
    expect(versions.map(({ version, status, number }) => ({ version, status, number }))).toEqual([
      { version: 1, status: "superseded", number: versions[0]!.number },
      { version: 2, status: "sent", number: versions[0]!.number },
    ]);
    const old = await quoteForToken(services, firstToken, { now: issuedAt });
    expect(old).toMatchObject({
      open: false,
      quote: { version: 1 },
      replacedBy: { version: 2, sentOn: new Date(issuedAt.getTime() + 60_000) },
    });
    expect(await answerQuote(services, old!, { kind: "accept" })).toBe(false);
    // Through its own token, the first version leads to the newest, which can be answered.
    expect(await quoteForToken(services, firstToken, { now: issuedAt, newest: true })).toMatchObject({
      open: true,
      replacedBy: null,
      quote: { version: 2, status: "sent" },
    });

    // Both versions' PDFs stay: the daily clean-up knows them.
    await removeOrphanFiles(database.db, services.storage, issuedAt, 0);
    await removeOrphanFiles(database.db, services.storage, new Date(issuedAt.getTime() + 1000), 0);
    for (const version of versions) expect(await services.storage.get(version.pdfKey)).not.toBeNull();
  });

  it("leads a token to the newest version of its own request only, never another's", async () => {
    const otherId = await quoteRequest(database, `otra.${kind}@example.com`, 2000 + databaseKinds.indexOf(kind));
    const other = await priceAndSend(services, otherId, pricing, issuedAt);
    expect(other).toMatchObject({ ok: true, version: 1 });
    // A newer version of the other request, sent later than ours.
    await priceAndSend(services, otherId, { ...pricing, note: "v2" }, new Date(issuedAt.getTime() + 120_000));
    const [ours] = await quoteMails(database, enquiryId);
    const [theirs] = await quoteMails(database, otherId);
    expect(await quoteForToken(services, tokenOf(linkIn(ours!.text)!), { now: issuedAt, newest: true })).toMatchObject({
      quote: { enquiryId, version: 2 },
    });
    expect(await quoteForToken(services, tokenOf(linkIn(theirs!.text)!), { now: issuedAt, newest: true })).toMatchObject({
      quote: { enquiryId: otherId, version: 2, note: "v2" },
    });
    // A draft is never the newest a buyer is led to.
    await draftQuote(services, enquiryId, { ...pricing, note: "borrador v3" }, "owner@saide.example", issuedAt);
    expect(await quoteForToken(services, tokenOf(linkIn(ours!.text)!), { now: issuedAt, newest: true })).toMatchObject({
      quote: { version: 2 },
    });
  });

  it("acceptance moves the request to won, confirms it to the buyer with the number and what comes next, and ends its pricing", async () => {
    const mails = await quoteMails(database, enquiryId);
    const newest = await quoteForToken(
      services,
      tokenOf(linkIn(mails.find((mail) => mail.status !== "held" && mail.subject.includes("v2"))!.text)!),
      { now: issuedAt },
    );
    expect(newest).toMatchObject({ open: true, quote: { version: 2 } });
    const draft = await draftPreview(database.db, enquiryId);
    expect(draft).not.toBeNull();
    expect(await answerQuote(services, newest!, { kind: "accept" })).toBe(true);

    const [enquiry] = await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(enquiry!.status).toBe("won");
    const reference = `${newest!.quote.number} v2`;
    const [confirmation] = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.enquiryId, enquiryId),
          eq(mailOutbox.subject, quoteDocumentEs.mail.accepted.subject(reference, "Guangdong Saide New Material Co., Ltd.")),
        ),
      );
    expect(confirmation).toMatchObject({ to: [`lucia.${kind}@example.com`], replyTo: "owner@saide.example", status: "pending" });
    expect(confirmation!.text).toContain("factura proforma");
    expect(confirmation!.text).toContain("owner@saide.example");
    // The draft begun before the acceptance is gone with its held mail, and no new version can be priced or sent.
    expect(await draftPreview(database.db, enquiryId)).toBeNull();
    expect((await quoteMails(database, enquiryId)).filter((mail) => mail.status === "held")).toEqual([]);
    expect(await sendQuoteDraft(services, enquiryId, draft!.quote.id, issuedAt)).toEqual({ ok: false, code: "notDraft" });
    expect(await draftQuote(services, enquiryId, pricing, "owner@saide.example", issuedAt)).toEqual({ ok: false, code: "accepted" });
  });

  it("marks the terms that stand in English, in the PDF as in the quote", async () => {
    const otherId = await quoteRequest(database, `ingles.${kind}@example.com`, 3000 + databaseKinds.indexOf(kind));
    const english = defaultQuoteSettings.terms.texts.en;
    const issued = await priceAndSend(
      services,
      otherId,
      { ...pricing, paymentTerms: english.paymentTerms, deliveryTerms: "Embarque en 20 días" },
      issuedAt,
    );
    if (!issued.ok) throw new Error(issued.code);
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, issued.quoteId));
    expect(quote!.termsInEnglish).toEqual(["paymentTerms"]);
    const text = (await pdfText(await services.storage.get(quote!.pdfKey).then((stored) => buffer(stored!.body)))).replace(/\s/gu, " ");
    expect(text).toContain(quoteDocumentEs.inEnglish(quoteDocumentEs.paymentTerms));
    expect(text).not.toContain(quoteDocumentEs.inEnglish(quoteDocumentEs.deliveryTerms));
  });

  it("refuses prices for a request whose lines are not the ones priced", async () => {
    const otherId = await quoteRequest(database, `lineas.${kind}@example.com`, 4000 + databaseKinds.indexOf(kind));
    expect(await draftQuote(services, otherId, { ...pricing, lines: pricing.lines.slice(0, 1) }, "owner@saide.example", issuedAt)).toEqual({
      ok: false,
      code: "linesChanged",
    });
    expect(await draftQuote(services, "00000000-0000-4000-8000-000000000000", pricing, "owner@saide.example", issuedAt)).toEqual({
      ok: false,
      code: "notFound",
    });
  });
});

describe.each(databaseKinds)("a sent quote's letterhead on %s", (kind) => {
  let database: DatabaseHandle;
  let services: QuoteServices;
  let workDir: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    workDir = await mkdtemp(path.join(tmpdir(), "quote-letterhead-"));
    services = { db: database.db, storage: createLocalStorage(path.join(workDir, "files")), config };
  });
  afterAll(async () => {
    await database.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const logo = async (name: string) =>
    (
      await database.db
        .insert(media)
        .values({
          baseKey: `library/${name}-${kind}`,
          filename: `${name}.png`,
          width: 400,
          height: 120,
          variants: [{ key: `library/${name}-${kind}-480.jpg`, format: "jpeg", width: 400, height: 120 }],
        })
        .returning()
    )[0]!;

  type Letterhead = { name: string; phone: string; logoImageId?: string; portOfLoading: string; bankDetails: BankDetails };
  /** What the owner sets on the basic-info and quote-settings pages. */
  async function setLetterhead({ name, phone, logoImageId, portOfLoading, bankDetails }: Letterhead) {
    const company = await readSetting(database.db, "saideInfo");
    await writeSetting(database.db, "saideInfo", {
      ...company,
      texts: { ...company.texts, en: { ...company.texts.en, name } },
      phones: [phone],
    });
    await writeDocument(database.db, quoteSettingsDocument, {
      ...(await readVersionedDocument(database.db, quoteSettingsDocument)).value,
      logoImageId,
      portOfLoading,
      bankDetails,
    });
  }

  /** The version's page as the buyer reads it in Spanish, its kept PDF and the owner's Chinese copy, as text. */
  async function versionAsShown(quoteId: string, token: string) {
    const found = await quoteForToken(services, token, { now: issuedAt });
    expect(found?.quote.id).toBe(quoteId);
    const { document, logo: shownLogo } = await buyerQuoteDocument(services, found!, "es");
    const content = quoteContent(document);
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, quoteId));
    const readable = (bytes: Buffer) => pdfText(bytes).then((text) => text.replace(/\s/gu, " "));
    return {
      page: {
        company: content.company,
        facts: content.facts,
        bank: content.bank?.rows.map((row) => row.value) ?? [],
        logo: shownLogo?.src ?? null,
      },
      buyerPdf: await readable((await keptQuotePdf(services.storage, quote!))!),
      ownerPdf: await readable((await ownerQuotePdf(services, quoteId))!.pdf),
    };
  }

  const before: Letterhead = {
    name: "Guangdong Saide New Material Co., Ltd.",
    phone: "+86 766 888 1234",
    portOfLoading: "Shenzhen (Shekou)",
    bankDetails: {
      beneficiary: "Guangdong Saide New Material Co., Ltd.",
      bank: "Bank of China, Yunfu Branch",
      account: "6217 0000 1234 5678",
      swift: "BKCHCNBJ480",
      address: "No. 1 Jianshe Road, Yunfu",
    },
  };
  const after: Letterhead = {
    name: "Saide Quartz Group Ltd.",
    phone: "+86 757 555 4321",
    portOfLoading: "Xiamen",
    bankDetails: {
      beneficiary: "Saide Quartz Group Ltd.",
      bank: "HSBC Hong Kong",
      account: "400-123456-838",
      swift: "HSBCHKHHXXX",
      address: "1 Queen's Road Central, Hong Kong",
    },
  };
  const fob: QuotePricing = { ...pricing, incoterm: "FOB", freightMinor: 0, insuranceMinor: 0 };

  it("keeps what v1's letterhead showed on its page, its PDFs and its mails after the owner changes the bank details, and gives v2 the new ones", async () => {
    const [logoBefore, logoAfter] = [await logo("logo-before"), await logo("logo-after")];
    await setLetterhead({ ...before, logoImageId: logoBefore.id });
    const enquiryId = await quoteRequest(database, `carta.${kind}@example.com`, 5000 + databaseKinds.indexOf(kind));
    const first = await priceAndSend(services, enquiryId, fob, issuedAt);
    if (!first.ok) throw new Error(first.code);
    const [firstMail] = await quoteMails(database, enquiryId);
    const firstToken = tokenOf(linkIn(firstMail!.text)!);

    await setLetterhead({ ...after, logoImageId: logoAfter.id });
    const v1 = await versionAsShown(first.quoteId, firstToken);
    expect(v1.page.company.name).toBe(before.name);
    expect(v1.page.company.details).toContain(before.phone);
    expect(v1.page.facts).toContainEqual({ label: quoteDocumentEs.priceBasis, value: "FOB Shenzhen (Shekou)" });
    expect(v1.page.bank).toEqual(Object.values(before.bankDetails));
    expect(v1.page.logo).toBe(`/media/library/logo-before-${kind}-480.jpg`);
    for (const text of [v1.buyerPdf, v1.ownerPdf]) {
      expect(text).toContain(before.bankDetails.account);
      expect(text).toContain("Shenzhen (Shekou)");
      expect(text).not.toContain(after.bankDetails.account);
      expect(text).not.toContain(after.portOfLoading);
    }
    // The buyer's answer to v1 is confirmed under the name v1 was sent by.
    expect(
      await answerQuote(services, (await quoteForToken(services, firstToken, { now: issuedAt }))!, {
        kind: "changes",
        message: "¿Y en 30 mm?",
      }),
    ).toBe(true);
    const [confirmation] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.enquiryId, enquiryId), eq(mailOutbox.kind, "automatic"), eq(mailOutbox.to, [`carta.${kind}@example.com`])));
    expect(confirmation!.subject).toBe(quoteDocumentEs.mail.changesAsked.subject(first.number, before.name));

    const second = await priceAndSend(services, enquiryId, fob, new Date(issuedAt.getTime() + 60_000));
    if (!second.ok) throw new Error(second.code);
    const secondMail = (await quoteMails(database, enquiryId)).find((mail) => mail.subject.includes("v2"))!;
    expect(secondMail.subject).toBe(quoteDocumentEs.mail.subject(`${second.number} v2`, after.name));
    const v2 = await versionAsShown(second.quoteId, tokenOf(linkIn(secondMail.text)!));
    expect(v2.page.company.name).toBe(after.name);
    expect(v2.page.company.details).toContain(after.phone);
    expect(v2.page.facts).toContainEqual({ label: quoteDocumentEs.priceBasis, value: "FOB Xiamen" });
    expect(v2.page.bank).toEqual(Object.values(after.bankDetails));
    expect(v2.page.logo).toBe(`/media/library/logo-after-${kind}-480.jpg`);
    for (const text of [v2.buyerPdf, v2.ownerPdf]) {
      expect(text).toContain(after.bankDetails.account);
      expect(text).not.toContain(before.bankDetails.account);
    }
    // v1 is still the document it was.
    expect((await versionAsShown(first.quoteId, firstToken)).page.bank).toEqual(Object.values(before.bankDetails));
  });

  it("names each line's size as the buyer reads it, the owner's copy in Chinese, the English where the language has none", async () => {
    await database.db.insert(products).values({
      id: "calacatta-gold",
      texts: productTexts({ title: "Calacatta Gold" }),
      photoUrl: "/media/saide/calacatta-gold.jpg",
      slabSizes: [{ texts: { en: { label: "Jumbo" }, zh: { label: "大板" }, ru: { label: "Джамбо" } }, lengthMm: 3200, widthMm: 1600 }],
    });
    const enquiryId = await quoteRequest(database, `medidas.${kind}@example.com`, 7000 + databaseKinds.indexOf(kind));
    const sent = await priceAndSend(services, enquiryId, fob, issuedAt);
    if (!sent.ok) throw new Error(sent.code);
    // The Spanish buyer's line of jumbo slabs: no Spanish name written, so the English; the other product names no sizes.
    const lines = await database.db
      .select({ sizeName: quoteLines.sizeName })
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, sent.quoteId))
      .orderBy(asc(quoteLines.position));
    expect(lines).toEqual([{ sizeName: "Jumbo" }, { sizeName: "" }]);
    const [mail] = await quoteMails(database, enquiryId);
    const { document } = await buyerQuoteDocument(
      services,
      (await quoteForToken(services, tokenOf(linkIn(mail!.text)!), { now: issuedAt }))!,
      "es",
    );
    expect(quoteContent(document).lines.rows.map((row) => row.size)).toEqual(["Jumbo 3200 × 1600", "3050 × 1440"]);
    expect((await pdfText((await ownerQuotePdf(services, sent.quoteId))!.pdf)).replace(/\s/gu, " ")).toContain("大板");
  });

  it("shows a version sent before letterheads were kept with the current ones, and no logo once the owner has none", async () => {
    await setLetterhead(before);
    const enquiryId = await quoteRequest(database, `antigua.${kind}@example.com`, 6000 + databaseKinds.indexOf(kind));
    const sent = await priceAndSend(services, enquiryId, fob, issuedAt);
    if (!sent.ok) throw new Error(sent.code);
    const [mail] = await quoteMails(database, enquiryId);
    const token = tokenOf(linkIn(mail!.text)!);
    // As the migration leaves a version sent before it.
    await database.db.update(quotes).set({ letterhead: null }).where(eq(quotes.id, sent.quoteId));

    await setLetterhead(after);
    const shown = await versionAsShown(sent.quoteId, token);
    expect(shown.page.company.name).toBe(after.name);
    expect(shown.page.company.details).toContain(after.phone);
    expect(shown.page.facts).toContainEqual({ label: quoteDocumentEs.priceBasis, value: "FOB Xiamen" });
    expect(shown.page.bank).toEqual(Object.values(after.bankDetails));
    expect(shown.page.logo).toBeNull();
    expect(shown.ownerPdf).toContain(after.bankDetails.account);
    // The PDF the buyer was sent is the one kept: it keeps the details it was drawn with.
    expect(shown.buyerPdf).toContain(before.bankDetails.account);
    expect(await answerQuote(services, (await quoteForToken(services, token, { now: issuedAt }))!, { kind: "accept" })).toBe(true);
    const [confirmation] = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.enquiryId, enquiryId), eq(mailOutbox.kind, "automatic"), eq(mailOutbox.to, [`antigua.${kind}@example.com`])),
      );
    expect(confirmation!.subject).toBe(quoteDocumentEs.mail.accepted.subject(sent.number, after.name));
    expect(confirmation!.text).toContain(after.phone);
  });
});
