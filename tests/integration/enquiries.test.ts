import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { categories, enquiries, mailOutbox, products, rateLimits } from "~/database/schema";
import { DIGEST_DELAY_MS, resolveEnquiryOrigin, submitEnquiry } from "~/modules/enquiries/enquiries.server";
import type { EnquiryOrigin } from "~/modules/enquiries/notification";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { databaseKinds, openTestDatabase } from "../support/database";
import { deliverOutbox } from "../support/mail";
import { productTexts } from "../support/product-texts";

const input = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  message: "Please quote 40 slabs of Calacatta Gold, 20mm.",
  website: "",
};
const context = {
  language: "en" as const,
  ipAddress: "203.0.113.7",
  ownerEmails: ["a@example.com", "b@example.com"],
  siteUrl: "https://quartz.example",
};

describe.each(databaseKinds)("enquiries on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(categories).values({ id: "calacatta", slug: "calacatta", titleEn: "Calacatta", titleZh: "卡拉卡塔" });
    await database.db.insert(products).values({
      id: "calacatta-gold",
      texts: productTexts({ title: "Calacatta Gold" }, { zh: { title: "卡拉卡塔金" } }),
      photoUrl: "/media/saide/calacatta-gold-1600.jpg",
      categoryId: "calacatta",
    });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(enquiries);
    await database.db.delete(rateLimits);
  });

  async function submitted(origin: EnquiryOrigin, ipAddress = context.ipAddress, now = new Date()) {
    const result = await submitEnquiry(database.db, input, origin, { ...context, ipAddress }, now);
    if (!result.ok) throw new Error(`refused: ${result.reason}`);
    return result;
  }

  it("stores the enquiry and the owners' notification together", async () => {
    const origin = await resolveEnquiryOrigin(database.db, { fromHomepage: true });
    const { id } = await submitted(origin);
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
    const { id } = await submitted(origin);
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

  it("refuses a flood from one address, counting parallel submissions exactly, and stores none of the refused", async () => {
    const origin = await resolveEnquiryOrigin(database.db, {});
    const results = await Promise.all(Array.from({ length: 100 }, () => submitEnquiry(database.db, input, origin, context)));
    const allowance = RATE_LIMITS.enquiryPerAddress.burst;
    expect(results.filter((result) => result.ok)).toHaveLength(allowance);
    expect(results.filter((result) => !result.ok && result.reason === "throttled")).toHaveLength(100 - allowance);
    expect(await database.db.select().from(enquiries)).toHaveLength(allowance);
    // Another visitor is not affected.
    expect((await submitEnquiry(database.db, input, origin, { ...context, ipAddress: "192.0.2.77" })).ok).toBe(true);
  });

  it("stores every enquiry of a flood from many addresses, but mails the owners beyond their allowance only one digest", async () => {
    const origin = await resolveEnquiryOrigin(database.db, { fromHomepage: true });
    const start = new Date();
    const total = 45;
    for (let index = 0; index < total; index++) await submitted(origin, `198.51.100.${index + 1}`, start);
    expect(await database.db.select().from(enquiries)).toHaveLength(total);
    const singles = RATE_LIMITS.enquiryNotifications.burst;

    const atOnce = await deliverOutbox(database.db, start);
    expect(atOnce).toHaveLength(singles);
    expect(await deliverOutbox(database.db, new Date(start.getTime() + DIGEST_DELAY_MS - 1000))).toHaveLength(0);
    const [digest, ...more] = await deliverOutbox(database.db, new Date(start.getTime() + DIGEST_DELAY_MS + 1000));
    expect(more).toHaveLength(0);
    expect(digest!.to).toEqual(context.ownerEmails);
    expect(digest!.subject).toBe(`${total - singles} new messages (sent together because many arrived at once)`);
    expect(digest!.text.match(/New message from Ada Lovelace/g)).toHaveLength(2 * (total - singles));
    const outbox = await database.db.select().from(mailOutbox);
    expect(outbox).toHaveLength(total);
    expect(outbox.every((mail) => mail.status === "sent")).toBe(true);
  });
});
