import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { enquiries, mailOutbox, products } from "~/database/schema";
import type { Language } from "~/i18n/language";
import { enqueueMail } from "~/modules/mail/outbox.server";
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

/**
 * Stores the enquiry and the owners' notification in one transaction: either both exist or
 * neither, so an enquiry is never stored without its notification being on its way.
 */
export async function submitEnquiry(
  db: Database,
  input: EnquiryInput,
  origin: EnquiryOrigin,
  context: EnquiryContext,
): Promise<{ id: string }> {
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
    await enqueueMail(tx, {
      to: context.ownerEmails,
      subject: notificationSubject(notification),
      text: notificationText(notification),
      replyTo: input.email,
      enquiryId: enquiry!.id,
    });
    return { id: enquiry!.id };
  });
}

export type NotificationStatus = "pending" | "sent" | "failed" | "none";

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
