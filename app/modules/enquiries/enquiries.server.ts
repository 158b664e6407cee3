import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { englishTitleSql } from "~/database/product-titles";
import { likeLiteral } from "~/database/like-pattern";
import type { Database } from "~/database/client.server";
import { enquiries, mailOutbox, products, quoteRequestLines, quoteRequestNumbers, users, type EnquiryStatus } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { mailDeliveryState, type MailDeliveryState } from "~/modules/mail/delivery-state";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { takeRateLimit } from "~/modules/rate-limit/rate-limit.server";
import type { EnquiryInput } from "./enquiry-form";
import type { EnquirySourceDetails } from "./enquiry-source";
import { NEW_ENQUIRIES_SHOWN, type InboxFilters } from "./inbox";
import { notificationSubject, notificationText, type EnquiryOrigin } from "./notification";
import { notificationReach, routedAssignee } from "./routing.server";

export type EnquiryContext = {
  language: Language;
  ipAddress: string;
  /** The ISO 3166-1 alpha-2 code of the sender's address; unknown when not given. */
  country?: string;
  ownerEmails: string[];
  siteUrl: string;
  /** The page, referrer and campaign the form was sent from; unknown when the enquiry did not come through a page. */
  sourceDetails?: EnquirySourceDetails;
  /** A quote request's mail to the buyer confirming it, composed once its number is drawn. */
  buyerConfirmation?: (requestNumber: number) => BuyerConfirmation;
};

/** A mail to the buyer in their language; it answers to the owners unless the request is assigned to someone. */
export type BuyerConfirmation = { subject: string; text: string; replyTo?: string };

/** Where an enquiry came from, as the route says; the product title is looked up so the owners' mail names it. */
export async function resolveEnquiryOrigin(
  db: Database,
  route: { productId?: string; collectionId?: string; fromHomepage?: boolean },
): Promise<EnquiryOrigin> {
  if (route.fromHomepage) return { source: "homepage" };
  if (route.collectionId) return { source: "collection", collectionId: route.collectionId.slice(0, 100) };
  if (route.productId) {
    const [product] = await db
      .select({ id: products.id, title: englishTitleSql })
      .from(products)
      .where(eq(products.id, route.productId))
      .limit(1);
    if (product) return { source: "product", productId: product.id, productTitle: product.title };
  }
  return { source: "contact" };
}

/** How long a flood's notifications wait to be gathered into one digest mail. */
export const DIGEST_DELAY_MS = 30 * 60_000;

/** A quote request's number too, which the buyer's confirmation names it by. */
export type SubmitEnquiryResult = { ok: true; id: string; requestNumber: number | null } | { ok: false; reason: "throttled" };

/**
 * Stores the enquiry, assigned by the routing rules (docs/decisions/055-enquiry-routing.md), and its notification in
 * one transaction: either both exist or neither, so an enquiry is never stored without its notification being on its
 * way, to the assignee (their mail, their chat robot) or, when nobody is assigned, to the owners. One address sending
 * many is refused before anything is stored. Beyond a mailbox's allowance of single notifications, the notification
 * joins the next digest instead, so a flood is one mail.
 */
export async function submitEnquiry(
  db: Database,
  input: EnquiryInput,
  origin: EnquiryOrigin,
  context: EnquiryContext,
  now = new Date(),
): Promise<SubmitEnquiryResult> {
  if (!(await takeRateLimit(db, RATE_LIMITS.enquiryPerAddress, context.ipAddress, now)).allowed) return { ok: false, reason: "throttled" };
  return db.transaction(async (tx) => {
    // The country a rule matches is the one stored: a quote request's buyer names theirs, other enquiries are placed by address.
    const country = origin.source === "quote" ? origin.country : (context.country ?? "");
    const assignee = await routedAssignee(tx, { language: context.language, country });
    const [enquiry] = await tx
      .insert(enquiries)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        message: input.message,
        source: origin.source,
        language: context.language,
        productId: origin.source === "product" ? origin.productId : null,
        productTitle: origin.source === "product" ? origin.productTitle : null,
        collectionId: origin.source === "collection" ? origin.collectionId : null,
        ...(origin.source === "product" && origin.request),
        ipAddress: context.ipAddress,
        country,
        assigneeId: assignee?.id ?? null,
        ...context.sourceDetails,
        ...(origin.source === "quote" && {
          company: origin.company,
          destinationPort: origin.destinationPort,
          incoterm: origin.incoterm,
          cargoLimitKg: origin.cargoLimitKg,
          requestNumber: sql<number>`nextval(${quoteRequestNumbers.seqName}::regclass)`,
        }),
      })
      .returning({ id: enquiries.id, requestNumber: enquiries.requestNumber });
    const quoteRequest =
      origin.source === "quote" && enquiry!.requestNumber !== null ? { enquiryId: enquiry!.id, number: enquiry!.requestNumber } : undefined;
    if (origin.source === "quote") {
      await tx.insert(quoteRequestLines).values(origin.lines.map((line, position) => ({ ...line, enquiryId: enquiry!.id, position })));
    }
    if (quoteRequest && context.buyerConfirmation) {
      // The buyer's answer goes to whom the request is assigned, who will price it; to the owners when nobody is.
      const confirmation = context.buyerConfirmation(quoteRequest.number);
      await enqueueMail(tx, {
        to: [input.email],
        enquiryId: enquiry!.id,
        ...confirmation,
        replyTo: assignee?.email ?? confirmation.replyTo,
      });
    }
    const notification = { ...input, origin, language: context.language, siteUrl: context.siteUrl, quoteRequest };
    const subject = notificationSubject(notification);
    const text = notificationText(notification);
    const reach = notificationReach(assignee, context.ownerEmails);
    // The mail is left out only when the assignee's robot alone is how they hear of enquiries.
    if (reach.to.length > 0 || !reach.webhook) {
      const single = await takeRateLimit(tx, RATE_LIMITS.enquiryNotifications, reach.key, now);
      await enqueueMail(tx, {
        to: reach.to,
        subject,
        text,
        replyTo: input.email,
        enquiryId: enquiry!.id,
        ...(single.allowed ? {} : { digest: true, notBefore: new Date(now.getTime() + DIGEST_DELAY_MS) }),
      });
    }
    if (reach.webhook) await enqueueMail(tx, { to: [], webhook: reach.webhook, subject, text, enquiryId: enquiry!.id });
    return { ok: true as const, id: enquiry!.id, requestNumber: enquiry!.requestNumber };
  });
}

export type NotificationStatus = MailDeliveryState | "none";

export type EnquiryListItem = typeof enquiries.$inferSelect & {
  notification: { id: string; status: NotificationStatus; attempts: number; lastError: string | null } | null;
  /** Whom it is assigned to; null for nobody. */
  assignee: { id: string; name: string; email: string } | null;
};

export const ENQUIRIES_PAGE_SIZE = 20;

/** A CSV of more rows than this is not a working list any more; the owner narrows the filters. */
export const EXPORT_LIMIT = 10_000;

const likePattern = (text: string) => `%${likeLiteral(text)}%`;

/** Dates are whole days in the site's time zone, both ends included; "mine" is the viewer's, and nobody's without one. */
function inboxConditions(filters: InboxFilters, timeZone: string, viewerId: string | null): SQL | undefined {
  const localDay = sql`(${enquiries.createdAt} at time zone ${timeZone})::date`;
  const conditions = [
    filters.status ? eq(enquiries.status, filters.status) : undefined,
    filters.assignee === "mine" ? (viewerId ? eq(enquiries.assigneeId, viewerId) : sql`false`) : undefined,
    filters.assignee === "unassigned" ? isNull(enquiries.assigneeId) : undefined,
    filters.from ? sql`${localDay} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${localDay} <= ${filters.to}::date` : undefined,
    filters.product ? eq(enquiries.productId, filters.product) : undefined,
    filters.country ? eq(enquiries.country, filters.country) : undefined,
    filters.q
      ? or(
          ilike(enquiries.firstName, likePattern(filters.q)),
          ilike(enquiries.lastName, likePattern(filters.q)),
          ilike(sql`${enquiries.firstName} || ' ' || ${enquiries.lastName}`, likePattern(filters.q)),
          ilike(enquiries.email, likePattern(filters.q)),
          ilike(enquiries.message, likePattern(filters.q)),
        )
      : undefined,
  ];
  return and(...conditions.filter((condition) => condition !== undefined));
}

/** Newest first, one page at a time of those the filters let through, each with the state of its owners' notification. */
export async function listEnquiries(
  db: Database,
  page: number,
  filters: InboxFilters = {},
  timeZone = "UTC",
  viewerId: string | null = null,
): Promise<{ items: EnquiryListItem[]; total: number; pages: number }> {
  const where = inboxConditions(filters, timeZone, viewerId);
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(enquiries).where(where);
  const pages = Math.max(1, Math.ceil(total / ENQUIRIES_PAGE_SIZE));
  // An enquiry gathers several automatic mails (a quote request's confirmation to the buyer, the owners' word of each
  // answer to a quote): its card shows the owners' first notification, the earliest of those answering to the buyer's
  // address, so each enquiry stays one row.
  const notification = db
    .select({
      id: mailOutbox.id,
      status: mailOutbox.status,
      sentVia: mailOutbox.sentVia,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.enquiryId, enquiries.id), eq(mailOutbox.kind, "automatic"), eq(mailOutbox.replyTo, enquiries.email)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(1)
    .as("notification");
  const rows = await db
    .select({
      enquiry: enquiries,
      mail: {
        id: notification.id,
        status: notification.status,
        sentVia: notification.sentVia,
        attempts: notification.attempts,
        lastError: notification.lastError,
      },
      assignee: { id: users.id, name: users.name, email: users.email },
    })
    .from(enquiries)
    .leftJoinLateral(notification, sql`true`)
    .leftJoin(users, eq(users.id, enquiries.assigneeId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(ENQUIRIES_PAGE_SIZE)
    .offset((Math.min(page, pages) - 1) * ENQUIRIES_PAGE_SIZE);
  return {
    items: rows.map(({ enquiry, mail, assignee }) => ({
      ...enquiry,
      assignee,
      notification: mail ? { id: mail.id, status: mailDeliveryState(mail), attempts: mail.attempts, lastError: mail.lastError } : null,
    })),
    total,
    pages,
  };
}

/** Every enquiry the filters let through, newest first, for the CSV export. */
export async function exportEnquiries(
  db: Database,
  filters: InboxFilters,
  timeZone: string,
  viewerId: string | null = null,
): Promise<(typeof enquiries.$inferSelect)[]> {
  return db
    .select()
    .from(enquiries)
    .where(inboxConditions(filters, timeZone, viewerId))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(EXPORT_LIMIT);
}

/** The products enquiries were sent about, for the product filter; a deleted product keeps the title the enquiry stored. */
export async function enquiredProducts(db: Database): Promise<{ id: string; title: string }[]> {
  const rows = await db
    .selectDistinctOn([enquiries.productId], { id: enquiries.productId, title: enquiries.productTitle })
    .from(enquiries)
    .where(isNotNull(enquiries.productId))
    .orderBy(enquiries.productId, desc(enquiries.createdAt));
  return rows.map((row) => ({ id: row.id!, title: row.title ?? row.id! })).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * How many enquiries are still new, for the menu on every dashboard page: at most one more than the
 * menu shows, so the page never reads more than that many index entries whatever a flood left new.
 */
export async function countNewEnquiries(db: Database): Promise<number> {
  const counted = db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.status, "new"))
    .limit(NEW_ENQUIRIES_SHOWN + 1)
    .as("counted");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(counted);
  return row?.count ?? 0;
}

/** The countries enquiries came from, for the country filter. */
export async function enquiryCountries(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: enquiries.country })
    .from(enquiries)
    .where(ne(enquiries.country, ""))
    .orderBy(enquiries.country);
  return rows.map((row) => row.country);
}

export async function setEnquiryStatus(db: Database, id: string, status: EnquiryStatus): Promise<boolean> {
  const updated = await db.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
  return updated.length > 0;
}

export type SaveNotesResult =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "changed"; notes: string; version: number };

/** Saves the notes only over the version the owner was editing; otherwise answers what was saved meanwhile. */
export async function saveEnquiryNotes(db: Database, id: string, notes: string, version: number): Promise<SaveNotesResult> {
  const updated = await db
    .update(enquiries)
    .set({ notes, notesVersion: sql`${enquiries.notesVersion} + 1` })
    .where(and(eq(enquiries.id, id), eq(enquiries.notesVersion, version)))
    .returning({ id: enquiries.id });
  if (updated.length > 0) return { ok: true };
  const [current] = await db
    .select({ notes: enquiries.notes, version: enquiries.notesVersion })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  return current ? { ok: false, reason: "changed", ...current } : { ok: false, reason: "not-found" };
}

/** Marks the ticked enquiries that still exist; answers how many were marked. */
export async function markEnquiries(db: Database, ids: string[], status: EnquiryStatus): Promise<number> {
  const updated = await db.update(enquiries).set({ status }).where(inArray(enquiries.id, ids)).returning({ id: enquiries.id });
  return updated.length;
}
export async function deleteEnquiry(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(enquiries).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
  return deleted.length > 0;
}
