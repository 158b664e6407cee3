import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, enquiries, mailOutbox, products } from "~/database/schema";
import { resolveEnquiryOrigin, submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { databaseKinds, openTestDatabase } from "../support/database";

const input = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  message: "Please quote 40 slabs of Calacatta Gold, 20mm.",
  website: "",
};
const context = { language: "en" as const, ipAddress: "203.0.113.7", ownerEmails: ["a@example.com", "b@example.com"], siteUrl: "https://quartz.example" };

describe.each(databaseKinds)("enquiries on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(categories).values({ id: "calacatta", titleEn: "Calacatta", titleZh: "卡拉卡塔" });
    await database.db.insert(products).values({
      id: "calacatta-gold",
      titleEn: "Calacatta Gold",
      titleZh: "卡拉卡塔金",
      photoUrl: "/media/saide/calacatta-gold-1600.jpg",
      categoryId: "calacatta",
    });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(enquiries);
  });

  it("stores the enquiry and the owners' notification together", async () => {
    const origin = await resolveEnquiryOrigin(database.db, { fromHomepage: true });
    const { id } = await submitEnquiry(database.db, input, origin, context);
    const [stored] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(stored).toMatchObject({ firstName: "Ada", email: "ada@example.com", source: "homepage", productId: null });
    const mails = await database.db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      enquiryId: id,
      to: ["a@example.com", "b@example.com"],
      subject: "New message from Ada Lovelace",
      replyTo: "ada@example.com",
      status: "pending",
    });
    expect(mails[0]!.text).toContain("Form source: Homepage");
  });

  it("records the product an enquiry came from and tags the subject with it", async () => {
    const origin = await resolveEnquiryOrigin(database.db, { productId: "calacatta-gold" });
    const { id } = await submitEnquiry(database.db, input, origin, context);
    const [stored] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(stored).toMatchObject({ source: "product", productId: "calacatta-gold", productTitle: "Calacatta Gold" });
    const [mail] = await database.db.select().from(mailOutbox);
    expect(mail!.subject).toBe("[Calacatta Gold] New message from Ada Lovelace");
    expect(mail!.text).toContain("https://quartz.example/product/calacatta-gold");
  });

  it("treats an unknown product id as a plain contact page enquiry", async () => {
    expect(await resolveEnquiryOrigin(database.db, { productId: "no-such-slab" })).toEqual({ source: "contact" });
  });

  it("stores neither the enquiry nor the mail when the mail cannot be queued", async () => {
    const origin = await resolveEnquiryOrigin(database.db, {});
    const broken = { ...context, ownerEmails: null as unknown as string[] };
    await expect(submitEnquiry(database.db, input, origin, broken)).rejects.toThrow();
    expect(await database.db.select().from(enquiries)).toHaveLength(0);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(0);
  });
});
