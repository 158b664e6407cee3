import { randomBytes, randomUUID } from "node:crypto";
import { englishLabel } from "~/modules/catalogue/attribute-options.server";
import { buffer } from "node:stream/consumers";
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Config } from "~/config/config.server";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import {
  attributeOptions,
  enquiries,
  mailOutbox,
  products,
  quoteLines,
  quoteNumbers,
  quoteRequestLines,
  quotes,
  users,
  type QuoteStatus,
} from "~/database/schema";
import { quoteDocumentText } from "~/i18n/catalogs";
import { ownerText, type Language } from "~/i18n/languages";
import { textIn } from "~/i18n/owner-texts";
import { pathOf } from "~/i18n/page-paths";
import { optionLabel } from "~/modules/catalogue/localized";
import { slabSizeLabel } from "~/modules/catalogue/stone-attributes";
import { sha256Hex } from "~/modules/crypto/sha256.server";
import { formatDate } from "~/modules/dates";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { resolveImages } from "~/modules/media/media.server";
import { loadPdfPhoto, storedPhotoKey } from "~/modules/pdf/pdf-photo.server";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { notificationRecipients, readSetting } from "~/modules/site-settings/site-settings.server";
import { QUOTE_DOCUMENTS_PREFIX, type Storage } from "~/modules/storage/storage.server";
import { quoteReference, type QuoteDocument } from "./quote-document";
import { letterheadIn, quoteLetterhead } from "./quote-letterhead";
import { quoteAcceptedMail, quoteChangesAskedMail, quoteSentMail } from "./quote-mails";
import { renderQuotePdf } from "./quote-pdf.server";
import type { QuotePricing } from "./quote-pricing-form";
import { englishStandIns, termsInEnglish } from "./quote-pricing-start";
import { formatQuoteNumber, planSettingsFor, planSettingsOfQuote, storedPlanSettings, type QuoteSettings } from "./quote-settings";
import { readQuoteSettings } from "./quote-settings.server";
import type { QuoteContact, QuoteLetterhead } from "~/database/sent-quote-documents";

export type QuoteServices = { db: Database; storage: Storage; config: Pick<Config, "PUBLIC_URL" | "SITE_TIME_ZONE" | "OWNER_EMAILS"> };

type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;

/** Wide enough for a sharp thumbnail beside a line, small enough to keep a 30-line quote light. */
const LINE_PHOTO_WIDTH = 240;
const LOGO_WIDTH = 600;

/** A quote request as the owner prices it: the buyer, the lines asked for, and the versions sent so far, newest first. */
export async function quoteRequestFor(db: Database, enquiryId: string) {
  const [enquiry] = await db
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.source, "quote")));
  if (!enquiry) return null;
  const [lines, versions] = await Promise.all([
    db.select().from(quoteRequestLines).where(eq(quoteRequestLines.enquiryId, enquiryId)).orderBy(asc(quoteRequestLines.position)),
    db.select().from(quotes).where(eq(quotes.enquiryId, enquiryId)).orderBy(desc(quotes.version)),
  ]);
  const latestLines = versions[0]
    ? await db.select().from(quoteLines).where(eq(quoteLines.quoteId, versions[0].id)).orderBy(asc(quoteLines.position))
    : [];
  return { enquiry, lines, versions, latestLines };
}

export type QuoteRequest = NonNullable<Awaited<ReturnType<typeof quoteRequestFor>>>;

/** The day a quote is valid through, as a moment inside it wherever the site is. */
const dayMoment = (day: string) => new Date(`${day}T12:00:00Z`);

/** Today in the site's time zone, as "YYYY-MM-DD". */
export const siteToday = (timeZone: string, now = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(now);

/** A line's product title, size name and finish in the buyer's language, from the catalogue while it still has them. */
async function linesIn(db: Database, lines: QuoteRequest["lines"], language: Language) {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const finishes = [...new Set(lines.flatMap((line) => (line.finish ? [line.finish] : [])))];
  const [titles, options] = await Promise.all([
    ids.length
      ? db
          .select({
            id: products.id,
            texts: products.texts,
            photoUrl: products.photoUrl,
            slabSizes: products.slabSizes,
          })
          .from(products)
          .where(inArray(products.id, ids))
      : [],
    finishes.length
      ? db
          .select()
          .from(attributeOptions)
          .where(and(eq(attributeOptions.kind, "finish"), inArray(englishLabel, finishes)))
      : [],
  ]);
  const product = new Map(titles.map((row) => [row.id, row]));
  const finish = new Map(options.map((row) => [row.texts.en.label, ownerText(optionLabel(row), language)]));
  return lines.map((line) => {
    const found = product.get(line.productId);
    const size = found?.slabSizes.find((offered) => offered.lengthMm === line.lengthMm && offered.widthMm === line.widthMm);
    return {
      title: found ? textIn(found.texts, "title", language) : line.productTitle,
      sizeName: size ? slabSizeLabel(size, language) : "",
      finish: line.finish === null ? null : (finish.get(line.finish) ?? line.finish),
      photoKey: found ? storedPhotoKey(found.photoUrl) : null,
    };
  });
}

type QuoteFacts = Pick<
  QuoteRow,
  | "number"
  | "version"
  | "createdAt"
  | "validUntil"
  | "currency"
  | "incoterm"
  | "destinationPort"
  | "cargoLimitKg"
  | "planSettings"
  | "freightMinor"
  | "insuranceMinor"
  | "paymentTerms"
  | "deliveryTerms"
  | "termsInEnglish"
  | "note"
>;

/** The letterhead a version drawn now carries: the company details buyers may see and the quote settings, as they are today. */
async function currentLetterhead(db: DatabaseExecutor, settings: QuoteSettings): Promise<QuoteLetterhead> {
  const company = await readSetting(db, "saideInfo");
  return quoteLetterhead(publicCompanyDetails(company), settings);
}

/** The buyer's contact on a request's quote: its assignee as their account reads now (docs/decisions/055-enquiry-routing.md). */
async function quoteContactOf(db: DatabaseExecutor, assigneeId: string | null): Promise<QuoteContact | null> {
  if (!assigneeId) return null;
  const [contact] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, whatsapp: users.whatsapp, wechat: users.wechat })
    .from(users)
    .where(eq(users.id, assigneeId));
  return contact ?? null;
}

/**
 * The letterhead a version shows: the one kept with it, so a sent quote stays the document it was; a version drawn
 * before letterheads were kept has none and shows today's (tests/integration/quotes.test.ts).
 */
const letterheadOf = async (db: DatabaseExecutor, quote: Pick<QuoteRow, "letterhead">): Promise<QuoteLetterhead> =>
  quote.letterhead ?? (await currentLetterhead(db, (await readQuoteSettings(db)).settings));

/** The document a quote's PDF and online page are drawn from, in `language`. */
function documentOf(
  services: QuoteServices,
  quote: QuoteFacts,
  letterhead: QuoteLetterhead,
  enquiry: QuoteRequest["enquiry"],
  lines: Pick<
    LineRow,
    "title" | "thicknessMm" | "lengthMm" | "widthMm" | "sizeName" | "finish" | "slabs" | "unitPriceMinor" | "priceUnit"
  >[],
  language: Language,
  onlineUrl: string | null,
): QuoteDocument {
  return {
    language,
    number: quote.number,
    version: quote.version,
    issuedOn: quote.createdAt,
    validUntil: dayMoment(quote.validUntil),
    timeZone: services.config.SITE_TIME_ZONE,
    ...letterheadIn(letterhead, language),
    buyer: {
      company: enquiry.company,
      name: `${enquiry.firstName} ${enquiry.lastName}`,
      email: enquiry.email,
      phone: enquiry.phone,
      country: enquiry.country,
      port: quote.destinationPort,
    },
    incoterm: quote.incoterm,
    currency: quote.currency,
    lines,
    cargoLimitKg: quote.cargoLimitKg,
    planSettings: planSettingsOfQuote(quote.planSettings, quote.cargoLimitKg),
    freightMinor: quote.freightMinor,
    insuranceMinor: quote.insuranceMinor,
    paymentTerms: quote.paymentTerms,
    deliveryTerms: quote.deliveryTerms,
    termsInEnglish: quote.termsInEnglish,
    note: quote.note,
    onlineUrl,
  };
}

async function drawPdf(
  services: QuoteServices,
  document: QuoteDocument,
  photoKeys: (string | null)[],
  logoImageId: string | null,
): Promise<Buffer> {
  const logoSrc = logoImageId ? (await resolveImages(services.db, [logoImageId])).get(logoImageId)?.src : undefined;
  const [logo, linePhotos] = await Promise.all([
    loadPdfPhoto(services.storage, logoSrc ? storedPhotoKey(logoSrc) : null, LOGO_WIDTH),
    Promise.all(photoKeys.map((key) => loadPdfPhoto(services.storage, key, LINE_PHOTO_WIDTH))),
  ]);
  return renderQuotePdf(document, { logo, linePhotos });
}

async function nextQuoteSequence(db: Database): Promise<number> {
  const drawn = (await db.execute(sql`select nextval(${quoteNumbers.seqName}::regclass)::int as next`)) as unknown as {
    rows: { next: number }[];
  };
  return drawn.rows[0]!.next;
}

export const quoteLinkPath = (token: string, language: Language) => pathOf("quote", language, { token });

export type DraftQuoteResult =
  | { ok: true; quoteId: string; number: string; version: number }
  | { ok: false; code: "notFound" | "linesChanged" | "accepted" };

/** Serializes what changes a request's quotes (drafting, sending, the buyer's answer), so none acts on a state another just changed. */
async function lockEnquiry(tx: DatabaseExecutor, enquiryId: string) {
  await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, enquiryId)).for("update");
}

const acceptedVersion = async (tx: DatabaseExecutor, enquiryId: string) =>
  (
    await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.enquiryId, enquiryId), eq(quotes.status, "accepted")))
      .limit(1)
  ).length > 0;

/** Removes a request's draft and the mail held with it; the draft's PDF is left to the daily clean-up, like any file no longer used. */
async function discardDrafts(tx: DatabaseExecutor, enquiryId: string) {
  await tx.delete(quotes).where(and(eq(quotes.enquiryId, enquiryId), eq(quotes.status, "draft")));
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.enquiryId, enquiryId), eq(mailOutbox.kind, "quote"), eq(mailOutbox.status, "held")));
}

/**
 * Prices a quote request as a draft the owner previews before it goes (decision 043): the next version (the request's
 * number, v1, v2…), its PDF in the buyer's language kept in the storage, a private link whose token only the mail holds,
 * and that mail composed and held in the outbox. A draft the request already had is replaced. Nothing reaches the buyer
 * until `sendQuoteDraft`. A request whose quote the buyer accepted takes no new version.
 */
export async function draftQuote(
  services: QuoteServices,
  enquiryId: string,
  pricing: QuotePricing,
  author: string,
  now = new Date(),
): Promise<DraftQuoteResult> {
  const { db, storage, config } = services;
  const request = await quoteRequestFor(db, enquiryId);
  if (!request) return { ok: false, code: "notFound" };
  if (request.versions.some((version) => version.status === "accepted")) return { ok: false, code: "accepted" };
  if (pricing.lines.length !== request.lines.length) return { ok: false, code: "linesChanged" };
  const { enquiry } = request;
  const language = enquiry.language;
  const { settings } = await readQuoteSettings(db);
  const contact = await quoteContactOf(db, enquiry.assigneeId);
  const letterhead: QuoteLetterhead = { ...(await currentLetterhead(db, settings)), ...(contact && { contact }) };
  const planSettings = planSettingsFor(settings, pricing.cargoLimit);
  const latest = request.versions[0];
  const lastSent = request.versions.find((version) => version.status !== "draft");
  const sequence = latest?.sequence ?? (await nextQuoteSequence(db));
  const quote: QuoteFacts & { id: string } = {
    id: randomUUID(),
    number: latest?.number ?? formatQuoteNumber(settings.numberFormat, { date: now, sequence, timeZone: config.SITE_TIME_ZONE }),
    version: (lastSent?.version ?? 0) + 1,
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
    termsInEnglish: termsInEnglish(pricing, englishStandIns(settings.terms, language, latest)),
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
    sizeName: shown[position]!.sizeName,
    slabs: line.slabs,
    ...pricing.lines[position]!,
  }));
  // Lower-case hex: a page's address is matched in any letter case (canonical-path.ts), so the token must not depend on it.
  const token = randomBytes(32).toString("hex");
  const url = `${config.PUBLIC_URL}${quoteLinkPath(token, language)}`;
  const document = documentOf(services, quote, letterhead, enquiry, lines, language, url);
  const pdf = await drawPdf(
    services,
    document,
    shown.map((line) => line.photoKey),
    letterhead.logoImageId,
  );
  const pdfKey = `${QUOTE_DOCUMENTS_PREFIX}${quote.id}.pdf`;
  await storage.put(pdfKey, pdf, "application/pdf");

  const text = quoteDocumentText(language);
  const reference = quoteReference(quote.number, quote.version);
  const [ownerAddress] = await notificationRecipients(db, config.OWNER_EMAILS);
  const drafted = await db.transaction(async (tx) => {
    await lockEnquiry(tx, enquiryId);
    // The buyer may have accepted the version before while the owner priced this one.
    if (await acceptedVersion(tx, enquiryId)) return false;
    await discardDrafts(tx, enquiryId);
    await tx
      .insert(quotes)
      .values({ ...quote, enquiryId, sequence, language, status: "draft", tokenHash: sha256Hex(token), pdfKey, letterhead, author });
    await tx.insert(quoteLines).values(lines);
    await enqueueMail(tx, {
      to: [enquiry.email],
      ...quoteSentMail(language, {
        firstName: enquiry.firstName,
        reference,
        validUntil: formatDate(document.validUntil, language, config.SITE_TIME_ZONE),
        url,
        company: document.company.name,
        contact,
      }),
      // The buyer's answer goes to whom they deal with.
      replyTo: contact?.email ?? ownerAddress,
      enquiryId,
      kind: "quote",
      author,
      attachments: [{ filename: text.mail.fileName(reference), contentType: "application/pdf", storageKey: pdfKey }],
      held: true,
    });
    return true;
  });
  if (!drafted) {
    await storage.delete(pdfKey);
    return { ok: false, code: "accepted" };
  }
  return { ok: true, quoteId: quote.id, number: quote.number, version: quote.version };
}

/** A request's draft with the mail held for it, as the owner previews them; null when it has none. */
export async function draftPreview(db: Database, enquiryId: string) {
  const [draft] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.enquiryId, enquiryId), eq(quotes.status, "draft")));
  if (!draft) return null;
  const [mail] = await db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      replyTo: mailOutbox.replyTo,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.enquiryId, enquiryId), eq(mailOutbox.kind, "quote"), eq(mailOutbox.status, "held")));
  return mail ? { quote: draft, mail } : null;
}

export type SendQuoteResult = { ok: true; number: string; version: number } | { ok: false; code: "notDraft" | "accepted" | "draftExpired" };

/**
 * Sends the draft the owner previewed, in one transaction: the draft becomes the sent version only while it is still a
 * draft (a second press, or the form sent again, sends nothing), the versions still open are replaced, the enquiry is
 * marked quoted and the held mail is released to the outbox.
 */
export async function sendQuoteDraft(
  services: QuoteServices,
  enquiryId: string,
  quoteId: string,
  now = new Date(),
): Promise<SendQuoteResult> {
  const { db, config } = services;
  return db.transaction(async (tx): Promise<SendQuoteResult> => {
    await lockEnquiry(tx, enquiryId);
    const [draft] = await tx
      .select()
      .from(quotes)
      .where(and(eq(quotes.id, quoteId), eq(quotes.enquiryId, enquiryId)));
    if (!draft || draft.status !== "draft") return { ok: false, code: "notDraft" };
    if (await acceptedVersion(tx, enquiryId)) return { ok: false, code: "accepted" };
    // A draft left for days may be valid no longer: the owner prices it again.
    if (draft.validUntil < siteToday(config.SITE_TIME_ZONE, now)) return { ok: false, code: "draftExpired" };
    await tx.update(quotes).set({ status: "sent" }).where(eq(quotes.id, draft.id));
    await tx
      .update(quotes)
      .set({ status: "superseded" })
      .where(
        and(
          eq(quotes.enquiryId, enquiryId),
          ne(quotes.id, draft.id),
          inArray(quotes.status, ["sent", "changes-requested"] satisfies QuoteStatus[]),
        ),
      );
    await tx.update(enquiries).set({ status: "quoted" }).where(eq(enquiries.id, enquiryId));
    await tx
      .update(mailOutbox)
      .set({ status: "pending", nextAttemptAt: now })
      .where(and(eq(mailOutbox.enquiryId, enquiryId), eq(mailOutbox.kind, "quote"), eq(mailOutbox.status, "held")));
    return { ok: true, number: draft.number, version: draft.version };
  });
}

/** The newest version `condition` selects, with its request and lines. */
async function quoteWithLines(db: Database, condition: SQL | undefined) {
  const [quote] = await db.select().from(quotes).where(condition).orderBy(desc(quotes.version)).limit(1);
  if (!quote) return null;
  const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, quote.enquiryId));
  const lines = await db.select().from(quoteLines).where(eq(quoteLines.quoteId, quote.id)).orderBy(asc(quoteLines.position));
  return enquiry ? { quote, enquiry, lines } : null;
}

export type BuyerQuote = NonNullable<Awaited<ReturnType<typeof quoteWithLines>>> & {
  /** Whether the buyer can still answer it: it is the newest version, sent and not yet answered. */
  open: boolean;
  /** The newer version that replaced it, when one did. */
  replacedBy: { version: number; sentOn: Date } | null;
};

/** The versions a buyer may see: every one but a draft. */
const sentVersions = (enquiryId: string) => and(eq(quotes.enquiryId, enquiryId), ne(quotes.status, "draft"));

/**
 * The quote behind a buyer's private link, or null: a token that matches no sent version (a draft's included), or a
 * version past its validity, is no quote at all. A replaced or answered version stays readable, but only the newest
 * open one can be answered. With `newest`, the link leads to the newest version sent for the same request: the buyer
 * holds only each version's token, and a token reaches its own request's versions, never another's.
 */
export async function quoteForToken(
  services: QuoteServices,
  token: string,
  { now = new Date(), newest = false }: { now?: Date; newest?: boolean } = {},
): Promise<BuyerQuote | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const { db, config } = services;
  const today = siteToday(config.SITE_TIME_ZONE, now);
  const own = await quoteWithLines(db, and(eq(quotes.tokenHash, sha256Hex(token)), ne(quotes.status, "draft")));
  if (!own || own.quote.validUntil < today) return null;
  const [latest] = await db
    .select({ id: quotes.id, version: quotes.version, createdAt: quotes.createdAt })
    .from(quotes)
    .where(sentVersions(own.quote.enquiryId))
    .orderBy(desc(quotes.version))
    .limit(1);
  const replacedBy = latest && latest.version > own.quote.version ? { version: latest.version, sentOn: latest.createdAt } : null;
  if (!newest || !replacedBy) return { ...own, open: own.quote.status === "sent", replacedBy };
  const shown = await quoteWithLines(db, eq(quotes.id, latest!.id));
  if (!shown || shown.quote.validUntil < today) return null;
  return { ...shown, open: shown.quote.status === "sent", replacedBy: null };
}

/**
 * What the buyer's page shows of a version, in the page's language: its document and the logo of its letterhead, null
 * when it had none or the image has since been deleted from the library (the kept PDF still prints it).
 */
export async function buyerQuoteDocument(services: QuoteServices, { quote, enquiry, lines }: BuyerQuote, language: Language) {
  const letterhead = await letterheadOf(services.db, quote);
  const logo = letterhead.logoImageId
    ? (await resolveImages(services.db, [letterhead.logoImageId])).get(letterhead.logoImageId)
    : undefined;
  return {
    document: documentOf(services, quote, letterhead, enquiry, lines, language, null),
    logo: logo ? { src: logo.src, width: logo.width, height: logo.height } : null,
  };
}

/** The PDF that was sent, as kept. */
export async function keptQuotePdf(storage: Storage, quote: Pick<QuoteRow, "pdfKey">): Promise<Buffer | null> {
  const stored = await storage.get(quote.pdfKey);
  return stored ? buffer(stored.body) : null;
}

/** The owner's copy of a version, in Chinese, drawn from what was sent. */
export async function ownerQuotePdf(services: QuoteServices, quoteId: string): Promise<{ pdf: Buffer; reference: string } | null> {
  const found = await quoteWithLines(services.db, eq(quotes.id, quoteId));
  if (!found) return null;
  const [request, letterhead] = await Promise.all([quoteRequestFor(services.db, found.enquiry.id), letterheadOf(services.db, found.quote)]);
  const shown = request ? await linesIn(services.db, request.lines, "zh") : [];
  const lines = found.lines.map((line, index) => ({
    ...line,
    title: shown[index]?.title ?? line.title,
    sizeName: shown[index]?.sizeName ?? line.sizeName,
    finish: shown[index]?.finish ?? line.finish,
  }));
  const document = documentOf(services, found.quote, letterhead, found.enquiry, lines, "zh", null);
  return {
    pdf: await drawPdf(
      services,
      document,
      shown.map((line) => line.photoKey),
      letterhead.logoImageId,
    ),
    reference: quoteReference(found.quote.number, found.quote.version),
  };
}

export type QuoteAnswer = { kind: "accept" } | { kind: "changes"; message: string };

/**
 * The buyer's answer to the version their link opens: it moves the quote to accepted or changes-requested once, tells
 * the owners and confirms it to the buyer in their language. An acceptance also moves the request on to won and drops
 * a draft the owner had begun, since no later version can follow it. A version already answered or replaced answers false.
 */
export async function answerQuote(services: QuoteServices, quote: BuyerQuote, answer: QuoteAnswer, now = new Date()): Promise<boolean> {
  const { db, config } = services;
  const { enquiry } = quote;
  const language = quote.quote.language;
  // The confirmation names the company and its contacts as the quote answered printed them.
  const [owners, letterhead] = await Promise.all([notificationRecipients(db, config.OWNER_EMAILS), letterheadOf(db, quote.quote)]);
  const { company } = letterheadIn(letterhead, language);
  const status: QuoteStatus = answer.kind === "accept" ? "accepted" : "changes-requested";
  const reference = quoteReference(quote.quote.number, quote.quote.version);
  return db.transaction(async (tx) => {
    await lockEnquiry(tx, enquiry.id);
    const moved = await tx
      .update(quotes)
      .set({ status, response: answer.kind === "changes" ? answer.message : "", respondedAt: now })
      .where(and(eq(quotes.id, quote.quote.id), eq(quotes.status, "sent")))
      .returning({ id: quotes.id });
    if (moved.length === 0) return false;
    if (answer.kind === "accept") {
      // The buyer's yes is the sale the request was for (decision 043); the owner can still set it otherwise.
      await tx.update(enquiries).set({ status: "won" }).where(eq(enquiries.id, enquiry.id));
      await discardDrafts(tx, enquiry.id);
    }
    const buyer = `${enquiry.firstName} ${enquiry.lastName}`;
    // The buyer's contact hears of the answer with the owners, and the buyer's confirmation answers to them.
    const contact = letterhead.contact?.email;
    await enqueueMail(tx, {
      to: contact ? [...new Set([contact, ...owners])] : owners,
      subject: answer.kind === "accept" ? `Quote ${reference} accepted by ${buyer}` : `Changes asked to quote ${reference} by ${buyer}`,
      text: [
        `${buyer} (${enquiry.company}, ${enquiry.email}) ${answer.kind === "accept" ? "accepted" : "asked for changes to"} quote ${reference}.`,
        ...(answer.kind === "changes" ? ["", "What to change:", answer.message] : []),
        "",
        `Open the request: ${config.PUBLIC_URL}/dashboard/quotes/${enquiry.id}`,
      ].join("\n"),
      replyTo: enquiry.email,
      enquiryId: enquiry.id,
    });
    await enqueueMail(tx, {
      to: [enquiry.email],
      ...(answer.kind === "accept"
        ? quoteAcceptedMail(language, { firstName: enquiry.firstName, reference, company, ownerAddress: owners[0] })
        : quoteChangesAskedMail(language, { firstName: enquiry.firstName, reference, message: answer.message, company: company.name })),
      replyTo: contact ?? owners[0],
      enquiryId: enquiry.id,
    });
    return true;
  });
}
