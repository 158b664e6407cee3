import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { enquiries, mailOutbox, products } from "~/database/schema";
import type { Language } from "~/i18n/language";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { takeRateLimit } from "~/modules/rate-limit/rate-limit.server";
import type { EnquiryInput } from "./enquiry-form";
import { notificationSubject, notificationText, type EnquiryOrigin } from "./notification";

export type EnquiryContext = {
  language: Language;
  ipAddress: string;
  ownerEmails: string[];
  siteUrl: string;
};

/** Where an enquiry came from, as the route says; the product title is looked up so the owners' mail names it. */
export async function resolveEnquiryOrigin(
  db: Database,
  route: { productId?: string; collectionId?: string; fromHomepage?: boolean },
): Promise<EnquiryOrigin> {
  if (route.fromHomepage) return { source: "homepage" };
  if (route.collectionId) return { source: "collection", collectionId: route.collectionId.slice(0, 100) };
  if (route.productId) {
    const [product] = await db
      .select({ id: products.id, title: products.titleEn })
      .from(products)
      .where(eq(products.id, route.productId))
      .limit(1);
    if (product) return { source: "product", productId: product.id, productTitle: product.title };
  }
  return { source: "contact" };
}

/** How long a flood's notifications wait to be gathered into one digest mail. */
export const DIGEST_DELAY_MS = 30 * 60_000;

export type SubmitEnquiryResult = { ok: true; id: string } | { ok: false; reason: "throttled" };

/**
 * Stores the enquiry and the owners' notification in one transaction: either both exist or
 * neither, so an enquiry is never stored without its notification being on its way. One address
 * sending many is refused before anything is stored. Beyond the owners' hourly allowance of single
 * notifications, the notification joins the next digest instead, so a flood is one mail.
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
        ipAddress: context.ipAddress,
      })
      .returning({ id: enquiries.id });
    const notification = { ...input, origin, siteUrl: context.siteUrl };
    const single = await takeRateLimit(tx, RATE_LIMITS.enquiryNotifications, "owners", now);
    await enqueueMail(tx, {
      to: context.ownerEmails,
      subject: notificationSubject(notification),
      text: notificationText(notification),
      replyTo: input.email,
      enquiryId: enquiry!.id,
      ...(single.allowed ? {} : { digest: true, notBefore: new Date(now.getTime() + DIGEST_DELAY_MS) }),
    });
    return { ok: true as const, id: enquiry!.id };
  });
}

export type NotificationStatus = "pending" | "sent" | "none";

export type EnquiryListItem = typeof enquiries.$inferSelect & {
  notification: { id: string; status: NotificationStatus; attempts: number; lastError: string | null } | null;
};

export const ENQUIRIES_PAGE_SIZE = 20;

/** Newest first, one page at a time, each with the state of its owners' notification. */
export async function listEnquiries(db: Database, page: number): Promise<{ items: EnquiryListItem[]; total: number; pages: number }> {
  const [{ total } = { total: 0 }] = await db.select({ total: sql<number>`count(*)::int` }).from(enquiries);
  const pages = Math.max(1, Math.ceil(total / ENQUIRIES_PAGE_SIZE));
  const rows = await db
    .select({ enquiry: enquiries, mail: { id: mailOutbox.id, status: mailOutbox.status, attempts: mailOutbox.attempts, lastError: mailOutbox.lastError } })
    .from(enquiries)
    .leftJoin(mailOutbox, eq(mailOutbox.enquiryId, enquiries.id))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(ENQUIRIES_PAGE_SIZE)
    .offset((Math.min(page, pages) - 1) * ENQUIRIES_PAGE_SIZE);
  return {
    items: rows.map(({ enquiry, mail }) => ({ ...enquiry, notification: mail?.id ? { ...mail, id: mail.id, status: mail.status ?? "none" } : null })),
    total,
    pages,
  };
}

export async function deleteEnquiry(db: Database, id: string): Promise<boolean> {
  const deleted = await db.delete(enquiries).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
  return deleted.length > 0;
}
