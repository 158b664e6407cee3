import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/database/client.server";
import { enquiries, enquiryRoutingRules, mailOutbox, rateLimits, users } from "~/database/schema";
import { assignEnquiry } from "~/modules/enquiries/assignment.server";
import { listEnquiries, submitEnquiry } from "~/modules/enquiries/enquiries.server";
import { addRoutingRule, moveRoutingRule, readRoutingRules } from "~/modules/enquiries/routing.server";
import { createMailDelivery, type MailMessage } from "~/modules/mail/delivery.server";
import { databaseKinds, openTestDatabase } from "../support/database";
import { emptyStorage, TEST_PUBLIC_URL } from "../support/mail";
import { quoteRequestOrigin } from "../support/quote-request";

const OWNERS = ["owner@example.com"];
const input = {
  firstName: "Lucía",
  lastName: "García",
  email: "lucia@example.com",
  phone: "",
  message: "Precio de 40 tablas.",
  website: "",
};

/** A chat robot on this machine: answers each post with the next of `answers` (then the last), and keeps what it got. */
async function startRobot(answers: { status: number; body: string }[]) {
  const received: unknown[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push(JSON.parse(body));
      const answer = answers[Math.min(received.length - 1, answers.length - 1)]!;
      response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cgi-bin/webhook/send?key=test`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(databaseKinds)("enquiry routing on %s", (kind) => {
  let database: DatabaseHandle;
  let ana: string;
  let ivan: string;
  let editor: string;

  const account = async (values: Partial<typeof users.$inferInsert> & Pick<typeof users.$inferInsert, "email" | "role">) =>
    (
      await database.db
        .insert(users)
        .values({ passwordHash: "x", ...values })
        .returning({ id: users.id })
    )[0]!.id;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ana = await account({ email: "ana@example.com", role: "sales", name: "Ana Pérez", whatsapp: "+34 600 000 000" });
    ivan = await account({ email: "ivan@example.com", role: "sales", name: "Иван", dashboardLanguage: "en" });
    editor = await account({ email: "editor@example.com", role: "editor", name: "Ed" });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
    await database.db.delete(enquiries);
    await database.db.delete(enquiryRoutingRules);
    await database.db.delete(rateLimits);
    await database.db.update(users).set({ notifyByMail: true, chatWebhook: null, disabledAt: null });
  });

  let sender = 0;
  async function send(language: "en" | "es" | "ru", country: string, email = input.email) {
    sender += 1;
    const result = await submitEnquiry(
      database.db,
      { ...input, email },
      { source: "contact" },
      { language, country, ipAddress: `198.51.${Math.floor(sender / 250)}.${sender % 250}`, ownerEmails: OWNERS, siteUrl: TEST_PUBLIC_URL },
    );
    if (!result.ok) throw new Error("refused");
    const [stored] = await database.db.select().from(enquiries).where(eq(enquiries.id, result.id));
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, result.id));
    return { enquiry: stored!, mails };
  }

  async function writeExampleRules() {
    expect(await addRoutingRule(database.db, { language: "es", country: "", assigneeId: ana })).toEqual({ ok: true });
    expect(await addRoutingRule(database.db, { language: "ru", country: "KZ", assigneeId: ivan })).toEqual({ ok: true });
  }

  it("assigns a new enquiry by the first matching rule and mails the notification to the assignee alone", async () => {
    await writeExampleRules();
    const spanish = await send("es", "MX");
    expect(spanish.enquiry.assigneeId).toBe(ana);
    expect(spanish.mails).toHaveLength(1);
    expect(spanish.mails[0]).toMatchObject({ to: ["ana@example.com"], replyTo: "lucia@example.com", webhook: null });

    const kazakh = await send("ru", "KZ");
    expect(kazakh.enquiry.assigneeId).toBe(ivan);
    expect(kazakh.mails[0]!.to).toEqual(["ivan@example.com"]);

    // Russian from Russia: no rule matches, so nobody has it and the owners are told, as before routing.
    const russian = await send("ru", "RU");
    expect(russian.enquiry.assigneeId).toBeNull();
    expect(russian.mails[0]!.to).toEqual(OWNERS);
  });

  it("has a quote request's confirmation answer to its assignee, and to the owners when nobody has it", async () => {
    await writeExampleRules();
    const origin = quoteRequestOrigin({ company: "Mármoles del Norte", country: "MX", destinationPort: "Manzanillo" });
    const buyerConfirmation = (number: number) => ({ subject: `Solicitud ${number} recibida`, text: "", replyTo: OWNERS[0] });
    const confirmationFrom = async (language: "es" | "ru", country: string, ipAddress: string) => {
      const result = await submitEnquiry(database.db, input, origin, {
        language,
        country,
        ipAddress,
        ownerEmails: OWNERS,
        siteUrl: TEST_PUBLIC_URL,
        buyerConfirmation,
      });
      if (!result.ok) throw new Error("refused");
      const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, result.id));
      return mails.find((mail) => mail.to.includes(input.email));
    };
    expect(await confirmationFrom("es", "MX", "203.0.113.7")).toMatchObject({ replyTo: "ana@example.com" });
    expect(await confirmationFrom("ru", "RU", "203.0.113.8")).toMatchObject({ replyTo: "owner@example.com" });
  });

  it("keeps the rules in the owner's order, and a moved rule matches first", async () => {
    await addRoutingRule(database.db, { language: "ru", country: "", assigneeId: ana });
    await writeExampleRules();
    expect((await send("ru", "KZ")).enquiry.assigneeId).toBe(ana);
    const kazakhRule = (await readRoutingRules(database.db)).find((rule) => rule.country === "KZ")!;
    expect(await moveRoutingRule(database.db, kazakhRule.id, "up")).toBe(true);
    expect(await moveRoutingRule(database.db, kazakhRule.id, "up")).toBe(true);
    expect(await moveRoutingRule(database.db, kazakhRule.id, "up")).toBe(false);
    expect((await readRoutingRules(database.db)).map((rule) => rule.country)).toEqual(["KZ", "", ""]);
    expect((await send("ru", "KZ")).enquiry.assigneeId).toBe(ivan);
  });

  it("names only accounts that take enquiries, and passes over a rule whose account was disabled", async () => {
    expect(await addRoutingRule(database.db, { language: "en", country: "", assigneeId: editor })).toEqual({
      ok: false,
      reason: "not-assignable",
    });
    await writeExampleRules();
    await addRoutingRule(database.db, { language: "es", country: "", assigneeId: ivan });
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, ana));
    expect((await readRoutingRules(database.db)).map((rule) => rule.assignable)).toEqual([false, true, true]);
    expect((await send("es", "ES")).enquiry.assigneeId).toBe(ivan);
  });

  it("tells the owners when nothing would reach the assignee", async () => {
    await writeExampleRules();
    await database.db.update(users).set({ notifyByMail: false }).where(eq(users.id, ana));
    const { enquiry, mails } = await send("es", "ES");
    expect(enquiry.assigneeId).toBe(ana);
    expect(mails.map((mail) => mail.to)).toEqual([OWNERS]);
  });

  it("posts the notification to the assignee's robot and retries it until the robot takes it", async () => {
    const robot = await startRobot([
      { status: 200, body: '{"errcode":45009,"errmsg":"api freq out of limit"}' },
      { status: 200, body: '{"errcode":0,"errmsg":"ok"}' },
    ]);
    try {
      await writeExampleRules();
      await database.db
        .update(users)
        .set({ notifyByMail: false, chatWebhook: { service: "wecom", url: robot.url } })
        .where(eq(users.id, ana));
      const { mails } = await send("es", "ES");
      // No mail at all: the robot is how Ana hears of it.
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: [], webhook: { service: "wecom", url: robot.url } });

      const mailed: MailMessage[] = [];
      let now = new Date();
      const worker = createMailDelivery({
        db: database.db,
        transport: { kind: "smtp", send: async (message) => void mailed.push(message) },
        storage: emptyStorage,
        from: "site@example.com",
        publicUrl: TEST_PUBLIC_URL,
        now: () => now,
      });
      expect(await worker.deliverDue()).toEqual({ sent: 0, failed: 1 });
      const [refused] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mails[0]!.id));
      expect(refused).toMatchObject({ status: "pending", attempts: 1, lastError: "Refused (45009): api freq out of limit" });

      now = new Date(refused!.nextAttemptAt.getTime() + 1000);
      expect(await worker.deliverDue()).toEqual({ sent: 1, failed: 0 });
      await worker.stop();
      const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mails[0]!.id));
      expect(sent).toMatchObject({ status: "sent", sentVia: "webhook", attempts: 2 });
      expect(mailed).toEqual([]);
      expect(robot.received).toHaveLength(2);
      const body = robot.received[1] as { msgtype: string; text: { content: string } };
      expect(body.msgtype).toBe("text");
      expect(body.text.content).toContain("New message from Lucía García");
      expect(body.text.content).toContain("Email: lucia@example.com");
    } finally {
      await robot.close();
    }
  });

  it("lists an assignee's own enquiries under mine, and those of nobody under unassigned", async () => {
    await writeExampleRules();
    const spanish = await send("es", "ES", "es@example.com");
    const russian = await send("ru", "RU", "ru@example.com");
    const ids = async (filters: Parameters<typeof listEnquiries>[2], viewer: string | null) =>
      (await listEnquiries(database.db, 1, filters, "UTC", viewer)).items.map((item) => item.id);
    expect(await ids({ assignee: "mine" }, ana)).toEqual([spanish.enquiry.id]);
    expect(await ids({ assignee: "mine" }, ivan)).toEqual([]);
    expect(await ids({ assignee: "unassigned" }, ana)).toEqual([russian.enquiry.id]);
    expect(await ids({}, ana)).toEqual([russian.enquiry.id, spanish.enquiry.id]);
    const [listed] = (await listEnquiries(database.db, 1, { assignee: "mine" }, "UTC", ana)).items;
    expect(listed!.assignee).toEqual({ id: ana, name: "Ana Pérez", email: "ana@example.com" });
  });

  it("notes a reassignment with who and when, and tells the new assignee, each in their dashboard language", async () => {
    const { enquiry } = await send("en", "US");
    await database.db.update(enquiries).set({ notes: "Called back on Monday." }).where(eq(enquiries.id, enquiry.id));
    const at = new Date("2026-12-02T09:30:00Z");
    const by = { name: "Boss", email: "owner@example.com", dashboardLanguage: "en" } as const;
    expect(
      await assignEnquiry(database.db, { enquiryId: enquiry.id, assigneeId: ivan }, by, {
        timeZone: "Asia/Shanghai",
        siteUrl: TEST_PUBLIC_URL,
        now: at,
      }),
    ).toEqual({ ok: true, changed: true });
    const [noted] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(noted!.assigneeId).toBe(ivan);
    expect(noted!.notes).toBe(
      "Called back on Monday.\nDec 2, 2026, 17:30 · Assigned to Иван <ivan@example.com> by Boss <owner@example.com>",
    );
    expect(noted!.notesVersion).toBe(enquiry.notesVersion + 1);
    const told = (await database.db.select().from(mailOutbox)).filter((mail) => mail.to.includes("ivan@example.com"));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe("[Assigned to you] Enquiry from Lucía García");
    expect(told[0]!.text).toContain("Language: English");
    expect(told[0]!.text).toContain(`${TEST_PUBLIC_URL}/dashboard?assignee=mine`);

    // A colleague whose dashboard speaks Chinese hands it to Ana, who reads Chinese too (the default).
    const colleague = { name: "王经理", email: "wang@example.com", dashboardLanguage: "zh" } as const;
    await assignEnquiry(database.db, { enquiryId: enquiry.id, assigneeId: ana }, colleague, {
      timeZone: "Asia/Shanghai",
      siteUrl: TEST_PUBLIC_URL,
      now: at,
    });
    const [handedOn] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(handedOn!.notes.split("\n").at(-1)).toBe(
      "2026年12月2日 17:30 · 王经理 <wang@example.com> 将询盘从 Иван <ivan@example.com> 改派给 Ana Pérez <ana@example.com>",
    );
    const toAna = (await database.db.select().from(mailOutbox)).filter((mail) => mail.to.includes("ana@example.com"));
    expect(toAna.map((mail) => mail.subject)).toEqual(["[分配给您] 来自 Lucía García 的询盘"]);
    expect(toAna[0]!.text).toContain("王经理 <wang@example.com> 把这条询盘分配给了您。");
    expect(toAna[0]!.text).toContain("语言: 英语");

    // The same again changes nothing; an editor cannot be given it; nobody can.
    expect(await assignEnquiry(database.db, { enquiryId: enquiry.id, assigneeId: ana }, by, { timeZone: "UTC", siteUrl: "" })).toEqual({
      ok: true,
      changed: false,
    });
    expect(await assignEnquiry(database.db, { enquiryId: enquiry.id, assigneeId: editor }, by, { timeZone: "UTC", siteUrl: "" })).toEqual({
      ok: false,
      reason: "not-assignable",
    });
    await assignEnquiry(database.db, { enquiryId: enquiry.id, assigneeId: null }, by, { timeZone: "UTC", siteUrl: "", now: at });
    const [unassigned] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(unassigned!.assigneeId).toBeNull();
    expect(unassigned!.notes.split("\n").at(-1)).toBe(
      "Dec 2, 2026, 09:30 · Unassigned from Ana Pérez <ana@example.com> by Boss <owner@example.com>",
    );
  });

  it("gathers a flood's digests per recipient, never mixing an assignee's enquiries into the owners' mail", async () => {
    await writeExampleRules();
    const later = new Date(Date.now() + 60 * 60_000);
    for (let index = 0; index < 21; index += 1) await send("es", "ES", `es${index}@example.com`);
    for (let index = 0; index < 21; index += 1) await send("en", "US", `en${index}@example.com`);
    const mailed: MailMessage[] = [];
    const worker = createMailDelivery({
      db: database.db,
      transport: { kind: "smtp", send: async (message) => void mailed.push(message) },
      storage: emptyStorage,
      from: "site@example.com",
      publicUrl: TEST_PUBLIC_URL,
      batchSize: 50,
      now: () => later,
    });
    await worker.deliverDue();
    await worker.stop();
    const digests = mailed.filter((message) => message.subject.includes("sent together"));
    expect(digests.map((message) => message.to).sort()).toEqual([["ana@example.com"], OWNERS]);
    const anas = mailed.filter((message) => message.to.includes("ana@example.com"));
    expect(anas).toHaveLength(21);
    expect(anas.some((message) => message.text.includes("en1@example.com"))).toBe(false);
  });
});
