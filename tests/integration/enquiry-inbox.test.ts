import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { enquiries, mailOutbox, rateLimits } from "~/database/schema";
import {
  countNewEnquiries,
  enquiredProducts,
  exportEnquiries,
  listEnquiries,
  markEnquiries,
  saveEnquiryNotes,
  setEnquiryStatus,
  submitEnquiry,
} from "~/modules/enquiries/enquiries.server";
import { enquirySourceFrom } from "~/modules/enquiries/enquiry-source";
import { NEW_ENQUIRIES_SHOWN } from "~/modules/enquiries/inbox";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { quoteRequestOrigin } from "../support/quote-request";

const context = {
  language: "zh" as const,
  ipAddress: "203.0.113.7",
  ownerEmails: ["owner@example.com"],
  siteUrl: "https://quartz.example",
};
const timeZone = "Asia/Shanghai";

describe.each(databaseKinds)("enquiry inbox on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(enquiries);
    await database.db.delete(rateLimits);
  });

  async function stored(values: Partial<typeof enquiries.$inferInsert> & { createdAt: Date }) {
    const [row] = await database.db
      .insert(enquiries)
      .values({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", source: "contact", language: "en", ...values })
      .returning();
    return row!;
  }

  it("keeps the page, referrer and campaign the buyer sent the form from, and starts as new", async () => {
    const sourceDetails = enquirySourceFrom(
      "https://quartz.example/contact-us-zh",
      "https://quartz.example/contact-us-zh?utm_source=baidu&utm_medium=cpc&utm_campaign=%E7%99%BD%E8%89%B2%E7%9F%B3%E8%8B%B1%E7%9F%B3",
    );
    const input = { firstName: "小明", lastName: "王", email: "wang@example.com", phone: "", message: "想要样品", website: "" };
    const result = await submitEnquiry(database.db, input, { source: "contact" }, { ...context, sourceDetails });
    if (!result.ok) throw new Error("refused");
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row).toMatchObject({
      status: "new",
      notes: "",
      pagePath: "/contact-us-zh",
      referrer: "",
      utmSource: "baidu",
      utmMedium: "cpc",
      utmCampaign: "白色石英石",
    });
  });

  it("changes one enquiry's status and notes, and reports an enquiry that is gone", async () => {
    const row = await stored({ createdAt: new Date() });
    expect(await setEnquiryStatus(database.db, row.id, "quoted")).toBe(true);
    expect(await saveEnquiryNotes(database.db, row.id, "报价 20mm，等待回复", 0)).toEqual({ ok: true });
    const [after] = await database.db.select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(after).toMatchObject({ status: "quoted", notes: "报价 20mm，等待回复", notesVersion: 1 });
    await database.db.delete(enquiries);
    expect(await setEnquiryStatus(database.db, row.id, "won")).toBe(false);
    expect(await saveEnquiryNotes(database.db, row.id, "x", 1)).toEqual({ ok: false, reason: "not-found" });
  });

  it("refuses notes saved over a version someone else replaced, answering theirs, and lets exactly one of two parallel saves win", async () => {
    const row = await stored({ createdAt: new Date() });
    const results = await Promise.all([
      saveEnquiryNotes(database.db, row.id, "甲的备注", 0),
      saveEnquiryNotes(database.db, row.id, "乙的备注", 0),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const [after] = await database.db.select().from(enquiries).where(eq(enquiries.id, row.id));
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, reason: "changed", notes: after!.notes, version: 1 });
    expect(await saveEnquiryNotes(database.db, row.id, "合并后的备注", 1)).toEqual({ ok: true });
  });

  it("filters by status, day in the site's time zone, product and text, and exports the same rows", async () => {
    // 2026-03-01 23:30 in Shanghai is still 2026-03-01 15:30 UTC; 2026-03-02 00:30 in Shanghai is 2026-03-01 16:30 UTC.
    const lateFirst = await stored({
      createdAt: new Date("2026-03-01T15:30:00Z"),
      firstName: "Early",
      message: "Carrara 100 slabs",
      productId: "carrara",
      productTitle: "Carrara",
    });
    const earlySecond = await stored({
      createdAt: new Date("2026-03-01T16:30:00Z"),
      firstName: "Late",
      email: "late@builder.example",
      status: "spam",
    });
    const other = await stored({
      createdAt: new Date("2026-03-05T08:00:00Z"),
      firstName: "Other",
      message: "50% off? 需要卡拉拉白",
      productId: "calacatta",
      productTitle: "Calacatta",
    });
    const ids = async (filters: Parameters<typeof listEnquiries>[2]) =>
      (await listEnquiries(database.db, 1, filters, timeZone)).items.map((item) => item.id);

    expect(await ids({})).toEqual([other.id, earlySecond.id, lateFirst.id]);
    expect(await ids({ status: "spam" })).toEqual([earlySecond.id]);
    expect(await ids({ from: "2026-03-01", to: "2026-03-01" })).toEqual([lateFirst.id]);
    expect(await ids({ from: "2026-03-02" })).toEqual([other.id, earlySecond.id]);
    expect(await ids({ product: "carrara" })).toEqual([lateFirst.id]);
    expect(await ids({ q: "卡拉拉" })).toEqual([other.id]);
    expect(await ids({ q: "BUILDER" })).toEqual([earlySecond.id]);
    expect(await ids({ q: "50%" })).toEqual([other.id]);
    expect(await ids({ q: "%" })).toEqual([other.id]);
    expect(await ids({ q: "early lovelace" })).toEqual([lateFirst.id]);
    expect((await listEnquiries(database.db, 1, { status: "new" }, timeZone)).total).toBe(2);
    expect((await exportEnquiries(database.db, { status: "new", q: "carrara" }, timeZone)).map((row) => row.id)).toEqual([lateFirst.id]);
    expect(await enquiredProducts(database.db)).toEqual([
      { id: "calacatta", title: "Calacatta" },
      { id: "carrara", title: "Carrara" },
    ]);
  });

  it("marks several enquiries at once, only those ticked", async () => {
    const first = await stored({ createdAt: new Date() });
    const second = await stored({ createdAt: new Date() });
    const untouched = await stored({ createdAt: new Date() });
    expect(await markEnquiries(database.db, [first.id, second.id, "5a1de000-0000-4000-8000-00000000dead"], "spam")).toBe(2);
    const statuses = Object.fromEntries((await database.db.select().from(enquiries)).map((row) => [row.id, row.status]));
    expect(statuses).toEqual({ [first.id]: "spam", [second.id]: "spam", [untouched.id]: "new" });
  });

  it("counts the new enquiries for the dashboard's menu, up to one more than the menu shows", async () => {
    expect(await countNewEnquiries(database.db)).toBe(0);
    await stored({ createdAt: new Date() });
    await stored({ createdAt: new Date(), status: "replied" });
    await stored({ createdAt: new Date(), status: "spam" });
    expect(await countNewEnquiries(database.db)).toBe(1);
    await database.db.insert(enquiries).values(
      Array.from({ length: NEW_ENQUIRIES_SHOWN + 5 }, (_, index) => ({
        firstName: "Flood",
        lastName: String(index),
        email: `flood${index}@example.com`,
        source: "contact" as const,
        language: "en" as const,
      })),
    );
    expect(await countNewEnquiries(database.db)).toBe(NEW_ENQUIRIES_SHOWN + 1);
  });

  it("keeps a quote request's cargo limit, confirms it to the buyer, and lists it once whatever mails it gathers", async () => {
    const buyer = { firstName: "سارة", lastName: "المنصوري", email: "sara@example.com", phone: "", message: "", website: "" };
    const origin = quoteRequestOrigin({ company: "حجر الخليج", country: "AE", destinationPort: "Jebel Ali" });
    const buyerConfirmation = (number: number) => ({
      subject: `Request ${number} received`,
      text: `No. ${number}`,
      replyTo: "owner@example.com",
    });
    const result = await submitEnquiry(database.db, buyer, origin, { ...context, language: "ar", buyerConfirmation });
    if (!result.ok) throw new Error("refused");
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    expect(row).toMatchObject({ cargoLimitKg: 27_000, requestNumber: result.requestNumber });
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, result.id));
    const toBuyer = mails.find((mail) => mail.to.includes(buyer.email));
    expect(toBuyer).toMatchObject({ subject: `Request ${result.requestNumber} received`, replyTo: "owner@example.com", kind: "automatic" });
    const toOwners = mails.find((mail) => mail.to.includes("owner@example.com"));
    expect(toOwners!.subject).toBe(`[Quote request no. ${result.requestNumber}] New message from سارة المنصوري (in Arabic)`);
    expect(toOwners!.text).toContain(`https://quartz.example/dashboard/quotes/${result.id}`);

    // The owners' word of the buyer's request for changes and of the acceptance, as answering a quote queues them.
    for (const subject of ["Changes asked to quote Q-2026-0001", "Quote Q-2026-0001 v2 accepted"]) {
      await enqueueMail(database.db, { to: ["owner@example.com"], subject, text: subject, replyTo: buyer.email, enquiryId: result.id });
    }
    const listed = await listEnquiries(database.db, 1, {}, timeZone);
    expect(listed.total).toBe(1);
    expect(listed.items.map((item) => item.id)).toEqual([result.id]);
    expect(listed.items[0]!.notification?.id).toBe(toOwners!.id);
  });
});
