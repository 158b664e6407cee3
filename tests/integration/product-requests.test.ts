import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { attributeOptions, enquiries, mailOutbox, productOptions, products, rateLimits } from "~/database/schema";
import { en } from "~/i18n/en";
import { zh } from "~/i18n/zh";
import { resolveEnquiryOrigin, submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { parseEnquiryForm } from "~/modules/enquiries/enquiry-form";
import { productRequestFor } from "~/modules/enquiries/product-request.server";
import type { Language } from "~/i18n/languages";
import { databaseKinds, openTestDatabase } from "../support/database";
import { deliverOutbox } from "../support/mail";
import { optionRow } from "../support/content-rows";
import { productTexts } from "../support/product-texts";

const buyer = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", message: "Two samples, please." };
const context = { ipAddress: "203.0.113.9", ownerEmails: ["owner@example.com"], siteUrl: "https://quartz.example" };

describe.each(databaseKinds)("sample requests and product questions on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(products).values({
      id: "calacatta-gold",
      texts: productTexts({ title: "Calacatta Gold" }, { zh: { title: "卡拉卡塔金" } }),
      photoUrl: "/media/saide/calacatta-gold-1600.jpg",
      thicknessesMm: [20, 30],
    });
    const [polished] = await database.db
      .insert(attributeOptions)
      .values(optionRow({ kind: "finish", slug: "polished", labelEn: "Polished", labelZh: "抛光" }))
      .returning({ id: attributeOptions.id });
    await database.db.insert(productOptions).values({ productId: "calacatta-gold", optionId: polished!.id });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(enquiries);
    await database.db.delete(rateLimits);
  });

  /** What the contact page's action does with a posted form, up to the stored enquiry. */
  async function send(fields: Record<string, string>, language: Language = "en") {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...buyer, ...fields })) form.set(name, value);
    const parsed = parseEnquiryForm(form, (language === "zh" ? zh : en).contact.errors);
    if (!parsed.success) throw new Error("invalid form");
    const origin = await resolveEnquiryOrigin(database.db, { productId: "calacatta-gold" });
    const request = await productRequestFor(database.db, origin, parsed.data, language);
    if (!request.ok) return request;
    if (origin.source !== "product") throw new Error("not about the product");
    const submitted = await submitEnquiry(database.db, parsed.data, { ...origin, request: request.request }, { ...context, language });
    if (!submitted.ok) throw new Error("throttled");
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, submitted.id));
    return row!;
  }

  it("stores the sample request with its thickness and the finish as the buyer read it, and tells the owner", async () => {
    expect(await send({ request: "sample", thickness: "20", finish: "polished" }, "zh")).toMatchObject({
      source: "product",
      productId: "calacatta-gold",
      request: "sample",
      thicknessMm: 20,
      finish: "抛光",
    });
    const [mail] = await deliverOutbox(database.db);
    expect(mail!.text).toContain("Request: Sample request\nThickness: 20 mm\nFinish: 抛光");
  });

  it("stores a question without a thickness or finish chosen, and a plain enquiry without a request", async () => {
    expect(await send({ request: "question" })).toMatchObject({ request: "question", thicknessMm: null, finish: null });
    expect(await send({ thickness: "20" })).toMatchObject({ request: null, thicknessMm: null, finish: null });
  });

  it("refuses a thickness or finish the product does not offer, storing nothing", async () => {
    expect(await send({ request: "sample", thickness: "12", finish: "polished" })).toEqual({ ok: false, reason: "not-offered" });
    expect(await send({ request: "sample", thickness: "20", finish: "leathered" })).toEqual({ ok: false, reason: "not-offered" });
    expect(await database.db.select().from(enquiries)).toEqual([]);
  });
});
