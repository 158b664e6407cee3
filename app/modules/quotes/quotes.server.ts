import { randomBytes, randomUUID } from "node:crypto";
import { buffer } from "node:stream/consumers";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Config } from "~/config/config.server";
import type { Database } from "~/database/client.server";
import { attributeOptions, enquiries, products, quoteLines, quoteNumbers, quoteRequestLines, quotes, type QuoteStatus } from "~/database/schema";
import { quoteDocumentText } from "~/i18n/catalogs";
import { documentText, ownerText, type Language } from "~/i18n/languages";
import { pathOf } from "~/i18n/page-paths";
import { optionLabel, productTitle } from "~/modules/catalogue/localized";
import { sha256Hex } from "~/modules/crypto/sha256.server";
import { formatDate } from "~/modules/dates";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { resolveImages } from "~/modules/media/media.server";
import { loadPdfPhoto, storedPhotoKey } from "~/modules/pdf/pdf-photo.server";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { notificationRecipients, readSetting } from "~/modules/site-settings/site-settings.server";
import { companyDetailsIn } from "~/modules/site-settings/site-settings";
import { QUOTE_DOCUMENTS_PREFIX, type Storage } from "~/modules/storage/storage.server";
import { quoteReference, type QuoteDocument } from "./quote-document";
import { renderQuotePdf } from "./quote-pdf.server";
import type { QuotePricing } from "./quote-pricing-form";
import { formatQuoteNumber, planSettingsFor, planSettingsOfQuote, storedPlanSettings, type QuoteSettings } from "./quote-settings";
import { readQuoteSettings } from "./quote-settings.server";

export type QuoteServices = { db: Database; storage: Storage; config: Pick<Config, "PUBLIC_URL" | "SITE_TIME_ZONE" | "OWNER_EMAILS"> };

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

/** Wide enough for a sharp thumbnail beside a line, small enough to keep a 30-line quote light. */
const LINE_PHOTO_WIDTH = 240;
const LOGO_WIDTH = 600;

/** A quote request as the owner prices it: the buyer, the lines asked for, and the versions sent so far, newest first. */
export async function quoteRequestFor(db: Database, enquiryId: string) {
  const [enquiry] = await db.select().from(enquiries).where(and(eq(enquiries.id, enquiryId), eq(enquiries.source, "quote")));
  if (!enquiry) return null;
  const [lines, versions] = await Promise.all([
    db.select().from(quoteRequestLines).where(eq(quoteRequestLines.enquiryId, enquiryId)).orderBy(asc(quoteRequestLines.position)),
    db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId)).orderBy(desc(quotes.version)),
  ]);
  const latestLines = versions[0] ? await db.select().from(quoteLines).where(eq(quoteLines.quoteId, versions[0].id)).orderBy(asc(quoteLines.position)) : [];
  return { enquiry, lines, versions, latestLines };
}

export type QuoteRequest = NonNullable<Awaited<ReturnType<typeof quoteRequestFor>>>;

/** The day a quote is valid through, as a moment inside it wherever the site is. */
const dayMoment = (day: string) => new Date(`${day}T12:00:00Z`);

/** Today in the site's time zone, as "YYYY-MM-DD". */
export const siteToday = (timeZone: string, now = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);

/** A line's product title and finish in the buyer's language, from the catalogue while it still has them. */
async function linesIn(db: Database, lines: QuoteRequest["lines"], language: Language) {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const finishes = [...new Set(lines.flatMap((line) => (line.finish ? [line.finish] : [])))];
  const [titles, options] = await Promise.all([
    ids.length ? db.select({ id: products.id, titleEn: products.titleEn, titleZh: products.titleZh, translations: products.translations, photoUrl: products.photoUrl }).from(products).where(inArray(products.id, ids)) : [],
    finishes.length ? db.select().from(attributeOptions).where(and(eq(attributeOptions.kind, "finish"), inArray(attributeOptions.labelEn, finishes))) : [],
  ]);
  const product = new Map(titles.map((row) => [row.id, row]));
  const finish = new Map(options.map((row) => [row.labelEn, ownerText(optionLabel(row), language)]));
  return lines.map((line) => {
    const found = product.get(line.productId);
    return {
      title: found ? ownerText(productTitle(found), language) : line.productTitle,
      finish: line.finish === null ? null : (finish.get(line.finish) ?? line.finish),
      photoKey: found ? storedPhotoKey(found.photoUrl) : null,
    };
  });
}

type QuoteFacts = Pick<QuoteRow, "number" | "version" | "createdAt" | "validUntil" | "currency" | "incoterm" | "destinationPort" | "cargoLimitKg" | "planSettings" | "freightMinor" | "insuranceMinor" | "paymentTerms" | "deliveryTerms" | "note">;

/** The document a quote's PDF and online page are drawn from, in `language`. */
async function documentOf(
  services: QuoteServices,
  quote: QuoteFacts,
  enquiry: QuoteRequest["enquiry"],
  lines: Pick<LineRow, "title" | "thicknessMm" | "lengthMm" | "widthMm" | "finish" | "slabs" | "unitPriceMinor" | "priceUnit">[],
  language: Language,
  onlineUrl: string | null,
): Promise<QuoteDocument> {
  const company = publicCompanyDetails(companyDetailsIn(await readSetting(services.db, "saideInfo"), language));
  return {
    language,
    number: quote.number,
    version: quote.version,
    issuedOn: quote.createdAt,
    validUntil: dayMoment(quote.validUntil),
    timeZone: services.config.SITE_TIME_ZONE,
    company: { name: company.name, address: company.address, phones: company.phones, emails: company.emails, website: company.website },
    buyer: { company: enquiry.company, name: `${enquiry.firstName} ${enquiry.lastName}`, email: enquiry.email, phone: enquiry.phone, country: enquiry.country, port: quote.destinationPort },
    incoterm: quote.incoterm,
    currency: quote.currency,
    lines,
    cargoLimitKg: quote.cargoLimitKg,
    planSettings: planSettingsOfQuote(quote.planSettings, quote.cargoLimitKg),
    freightMinor: quote.freightMinor,
    insuranceMinor: quote.insuranceMinor,
    paymentTerms: quote.paymentTerms,
    deliveryTerms: quote.deliveryTerms,
    note: quote.note,
    onlineUrl,
  };
}

async function drawPdf(services: QuoteServices, document: QuoteDocument, photoKeys: (string | null)[], logoImageId: string | undefined): Promise<Buffer> {
  const logoSrc = logoImageId ? (await resolveImages(services.db, [logoImageId])).get(logoImageId)?.src : undefined;
  const [logo, linePhotos] = await Promise.all([
    loadPdfPhoto(services.storage, logoSrc ? storedPhotoKey(logoSrc) : null, LOGO_WIDTH),
    Promise.all(photoKeys.map((key) => loadPdfPhoto(services.storage, key, LINE_PHOTO_WIDTH))),
  ]);
  return renderQuotePdf(document, { logo, linePhotos });
}

async function nextQuoteSequence(db: Database): Promise<number> {
  const drawn = (await db.execute(sql`select nextval(${quoteNumbers.seqName}::regclass)::int as next`)) as unknown as { rows: { next: number }[] };
  return drawn.rows[0]!.next;
}

export const quoteLinkPath = (token: string, language: Language) => pathOf("quote", language, { token });

export type IssueQuoteResult = { ok: true; quoteId: string; number: string; version: number } | { ok: false; code: "notFound" | "linesChanged" };

/**
 * Prices a quote request and sends it: a new version (the request's number, v1, v2…), its PDF in the buyer's language
 * kept in the storage, a private link whose token only the mail holds, the mail with the PDF on the outbox, the older
 * versions superseded and the enquiry marked quoted, all in one transaction once the PDF is stored.
 */
export async function issueQuote(services: QuoteServices, enquiryId: string, pricing: QuotePricing, author: string, now = new Date()): Promise<IssueQuoteResult> {
  const { db, storage, config } = services;
  const request = await quoteRequestFor(db, enquiryId);
  if (!request) return { ok: false, code: "notFound" };
  if (pricing.lines.length !== request.lines.length) return { ok: false, code: "linesChanged" };
  const { enquiry } = request;
  const language = enquiry.language;
  const { settings } = await readQuoteSettings(db);
  const planSettings = planSettingsFor(settings, pricing.cargoLimit);
  const previous = request.versions[0];
  const sequence = previous?.sequence ?? (await nextQuoteSequence(db));
  const quote: QuoteFacts & { id: string } = {
    id: randomUUID(),
    number: previous?.number ?? formatQuoteNumber(settings.numberFormat, { date: now, sequence, timeZone: config.SITE_TIME_ZONE }),
    version: (previous?.version ?? 0) + 1,
    createdAt: now,
    validUntil: pricing.validUntil,
    currency: pricing.currency,
    incoterm: pricing.incoterm,
    destinationPort: pricing.destinationPort,
    cargoLimitKg: planSettings.cargoLimitKg,
    planSettings: storedPlanSettings(planSettings),
    freightMinor: pricing.freightMinor,
    insuranceMinor: pricing.insuranceMinor,
    paymentTerms: pricing.paymentTerms,
    deliveryTerms: pricing.deliveryTerms,
    note: pricing.note,
  };
  const shown = await linesIn(db, request.lines, language);
  const lines = request.lines.map((line, position) => ({
    quoteId: quote.id,
    position,
    productId: line.productId,
    title: shown[position]!.title,
    thicknessMm: line.thicknessMm,
    lengthMm: line.lengthMm,
    widthMm: line.widthMm,
    finish: shown[position]!.finish,
    slabs: line.slabs,
    ...pricing.lines[position]!,
  }));
  // Lower-case hex: a page's address is matched in any letter case (canonical-path.ts), so the token must not depend on it.
  const token = randomBytes(32).toString("hex");
  const url = `${config.PUBLIC_URL}${quoteLinkPath(token, language)}`;
  const document = await documentOf(services, quote, enquiry, lines, language, url);
  const pdf = await drawPdf(services, document, shown.map((line) => line.photoKey), settings.logoImageId);
  const pdfKey = `${QUOTE_DOCUMENTS_PREFIX}${quote.id}.pdf`;
  await storage.put(pdfKey, pdf, "application/pdf");

  const text = quoteDocumentText(language);
  const reference = quoteReference(quote.number, quote.version);
  const [ownerAddress] = await notificationRecipients(db, config.OWNER_EMAILS);
  await db.transaction(async (tx) => {
    await tx.insert(quotes).values({ ...quote, enquiryId, sequence, language, status: "sent", tokenHash: sha256Hex(token), pdfKey, author });
    await tx.insert(quoteLines).values(lines);
    await tx
      .update(quotes)
      .set({ status: "superseded" })
      .where(and(eq(quotes.enquiryId, enquiryId), ne(quotes.id, quote.id), inArray(quotes.status, ["sent", "changes-requested"] satisfies QuoteStatus[])));
    await tx.update(enquiries).set({ status: "quoted" }).where(eq(enquiries.id, enquiryId));
    await enqueueMail(tx, {
      to: [enquiry.email],
      subject: text.mail.subject(reference, document.company.name),
      text: text.mail.body(enquiry.firstName, reference, formatDate(document.validUntil, language, config.SITE_TIME_ZONE), url, document.company.name),
      replyTo: ownerAddress,
      enquiryId,
      kind: "quote",
      author,
      attachments: [{ filename: text.mail.fileName(reference), contentType: "application/pdf", storageKey: pdfKey }],
    });
  });
  return { ok: true, quoteId: quote.id, number: quote.number, version: quote.version };
}

/** A version of a quote as its buyer's link or the owner opens it, with its lines. */
async function quoteWithLines(db: Database, condition: ReturnType<typeof eq>) {
  const [quote] = await db.select().from(quotes).where(condition);
  if (!quote) return null;
  const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, quote.enquiryId));
  const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
  return enquiry ? { quote, enquiry, lines } : null;
}

export type BuyerQuote = NonNullable<Awaited<ReturnType<typeof quoteWithLines>>> & { open: boolean };

/**
 * The quote behind a buyer's private link, or null: a token that matches no quote, or a quote past its validity,
 * is no quote at all. A superseded or answered version stays readable, but only the newest open one can be answered.
 */
export async function quoteForToken(services: QuoteServices, token: string, now = new Date()): Promise<BuyerQuote | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const found = await quoteWithLines(services.db, eq(quotes.tokenHash, sha256Hex(token)));
  if (!found || found.quote.validUntil < siteToday(services.config.SITE_TIME_ZONE, now)) return null;
  return { ...found, open: found.quote.status === "sent" };
}

/** What the buyer's page shows of a version, in the page's language. */
export const buyerQuoteDocument = (services: QuoteServices, { quote, enquiry, lines }: BuyerQuote, language: Language) => documentOf(services, quote, enquiry, lines, language, null);

/** The PDF that was sent, as kept. */
export async function keptQuotePdf(storage: Storage, quote: Pick<QuoteRow, "pdfKey">): Promise<Buffer | null> {
  const stored = await storage.get(quote.pdfKey);
  return stored ? buffer(stored.body) : null;
}

/** The owner's copy of a version, in Chinese, drawn from what was sent. */
export async function ownerQuotePdf(services: QuoteServices, quoteId: string): Promise<{ pdf: Buffer; reference: string } | null> {
  const [found, { settings }] = await Promise.all([quoteWithLines(services.db, eq(quotes.id, quoteId)), readQuoteSettings(services.db)]);
  if (!found) return null;
  const request = await quoteRequestFor(services.db, found.enquiry.id);
  const shown = request ? await linesIn(services.db, request.lines, "zh") : [];
  const lines = found.lines.map((line, index) => ({ ...line, title: shown[index]?.title ?? line.title, finish: shown[index]?.finish ?? line.finish }));
  const document = await documentOf(services, found.quote, found.enquiry, lines, "zh", null);
  return { pdf: await drawPdf(services, document, shown.map((line) => line.photoKey), settings.logoImageId), reference: quoteReference(found.quote.number, found.quote.version) };
}

export type QuoteAnswer = { kind: "accept" } | { kind: "changes"; message: string };

/**
 * The buyer's answer to the version their link opens: it moves the quote to accepted or changes-requested once, and
 * tells the owners. A version already answered or replaced answers false.
 */
export async function answerQuote(services: QuoteServices, quote: BuyerQuote, answer: QuoteAnswer, now = new Date()): Promise<boolean> {
  const { db, config } = services;
  const owners = await notificationRecipients(db, config.OWNER_EMAILS);
  const status: QuoteStatus = answer.kind === "accept" ? "accepted" : "changes-requested";
  const reference = quoteReference(quote.quote.number, quote.quote.version);
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(quotes)
      .set({ status, response: answer.kind === "changes" ? answer.message : "", respondedAt: now })
      .where(and(eq(quotes.id, quote.quote.id), eq(quotes.status, "sent")))
      .returning({ id: quotes.id });
    if (moved.length === 0) return false;
    const buyer = `${quote.enquiry.firstName} ${quote.enquiry.lastName}`;
    await enqueueMail(tx, {
      to: owners,
      subject: answer.kind === "accept" ? `Quote ${reference} accepted by ${buyer}` : `Changes asked to quote ${reference} by ${buyer}`,
      text: [
        `${buyer} (${quote.enquiry.company}, ${quote.enquiry.email}) ${answer.kind === "accept" ? "accepted" : "asked for changes to"} quote ${reference}.`,
        ...(answer.kind === "changes" ? ["", "What to change:", answer.message] : []),
        "",
        `Open the request: ${config.PUBLIC_URL}/dashboard/quotes/${quote.enquiry.id}`,
      ].join("\n"),
      replyTo: quote.enquiry.email,
      enquiryId: quote.enquiry.id,
    });
    return true;
  });
}

/** The owner's default terms in the buyer's language, English standing in where none is written. */
export const defaultTermsIn = (terms: QuoteSettings["terms"], language: Language) => ({
  paymentTerms: documentText(terms, "paymentTerms", language).text,
  deliveryTerms: documentText(terms, "deliveryTerms", language).text,
});
