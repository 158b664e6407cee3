import { eq } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { enquiries, products } from "~/database/schema";
import type { Language } from "~/i18n/language";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { EnquiryInput } from "./enquiry-form";
import { notificationSubject, notificationText, type EnquiryOrigin } from "./notification";

export type EnquiryContext = {
  language: Language;
  ipAddress: string;
  ownerEmails: string[];
  siteUrl?: string;
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
