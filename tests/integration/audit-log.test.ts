import { rmSync } from "node:fs";
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/database/client.server";
import { auditEvents, enquiries, rateLimits, revisions, users } from "~/database/schema";
import { adminAuditZh } from "~/i18n/admin-audit";
import { AUDIT_ACTIONS, listAuditEvents, recordAuditEvent, type AuditAction } from "~/modules/audit/audit-log.server";
import { auditQueryFrom } from "~/modules/audit/audit-query";
import { createOrResetAdministrator, findUserByEmail } from "~/modules/auth/accounts.server";
import { signIn } from "~/modules/auth/sign-in.server";
import { cleanupJobs } from "~/modules/maintenance/cleanup-jobs.server";
import { RATE_LIMITS } from "~/modules/rate-limit/policies";
import { defaultQuoteSettings, QUOTE_SETTINGS_ID } from "~/modules/quotes/quote-settings";
import { saveQuoteSettings } from "~/modules/quotes/quote-settings.server";
import { auditLogSettingsDocument } from "~/modules/site-settings/audit-log-settings";
import { writeDocument } from "~/modules/site-settings/site-settings.server";
import type { Storage } from "~/modules/storage/storage.server";
import { createPostgresDatabase, databaseKinds, dataDirAfterFirstStart, openTestDatabase } from "../support/database";
import { insertSentQuote } from "../support/sent-quote";
import { startBuiltServer, TEST_ADMIN, type RunningServer } from "../support/server";

const owner = { email: "owner@example.com", password: "correct horse battery staple" };
const client = { ipAddress: "203.0.113.61", userAgent: "test" };
const DAY_MS = 86_400_000;

describe.each(databaseKinds)("the audit log on %s", (kind) => {
  let database: DatabaseHandle;
  let ownerId: string;
  const db = () => database.db;
  const lines = () => db().select().from(auditEvents).orderBy(asc(auditEvents.id));
  const query = (params: Record<string, string> = {}) => auditQueryFrom(new URLSearchParams(params), AUDIT_ACTIONS);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const table of [auditEvents, rateLimits, users]) await db().delete(table);
    await createOrResetAdministrator(db(), owner.email, owner.password);
    ownerId = (await findUserByEmail(db(), owner.email))!.id;
  });

  it("writes a sign-in with the account and the address it came from", async () => {
    expect((await signIn(db(), owner, client)).ok).toBe(true);
    expect(await lines()).toMatchObject([
      { action: "sign-in", actorId: ownerId, actorEmail: owner.email, ipAddress: client.ipAddress, detail: { step: "password" } },
    ]);
  });

  it("writes failed sign-ins: a wrong password names the account, an unknown address is kept in the detail", async () => {
    await signIn(db(), { ...owner, password: "wrong password" }, client);
    await signIn(db(), { email: "Nobody@Example.com", password: "whatever it is" }, client);
    expect(await lines()).toMatchObject([
      { action: "sign-in-failed", actorId: ownerId, actorEmail: owner.email, detail: { reason: "wrong-password" } },
      { action: "sign-in-failed", actorId: null, actorEmail: "", detail: { reason: "wrong-password", email: "nobody@example.com" } },
    ]);
    expect((await lines())[0]!.detail).not.toHaveProperty("email");
  });

  it("writes an attempt the throttle held back as locked, and still answers it without checking the password", async () => {
    const now = new Date();
    const wrong = { ...owner, password: "wrong password" };
    const { freeAttempts } = RATE_LIMITS.passwordPerAccountAndAddress;
    for (let attempt = 0; attempt < freeAttempts; attempt++) await signIn(db(), wrong, client, now);
    const held = await signIn(db(), owner, client, now);
    expect(held).toMatchObject({ ok: false, reason: "throttled" });
    const written = await lines();
    expect(written.at(-1)).toMatchObject({ action: "sign-in-failed", actorId: ownerId, detail: { reason: "locked" } });
    expect(written.filter((line) => line.action === "sign-in")).toHaveLength(0);
  });

  it("lists newest first, 50 a page, filtered by person, kind of act and days in the site's time zone", async () => {
    const [colleague] = await db()
      .insert(users)
      .values({ email: "ana@example.com", passwordHash: "x", role: "editor", name: "Ana" })
      .returning();
    const start = Date.parse("2026-11-01T00:00:00Z");
    for (let index = 0; index < 120; index++) {
      const actor = index % 3 === 0 ? { id: colleague!.id, email: colleague!.email } : { id: ownerId, email: owner.email };
      const action: AuditAction = index % 2 === 0 ? "export" : "delete";
      await recordAuditEvent(
        db(),
        { action, actor, ipAddress: "192.0.2.1", subject: `product:p${index}` },
        new Date(start + index * 3_600_000),
      );
    }
    const first = await listAuditEvents(db(), query(), "Asia/Shanghai", 50);
    expect([first.total, first.pages, first.page, first.lines.length]).toEqual([120, 3, 1, 50]);
    expect(first.lines[0]!.subject).toBe("product:p119");
    expect(first.lines[49]!.subject).toBe("product:p70");
    const last = await listAuditEvents(db(), query({ page: "3" }), "Asia/Shanghai", 50);
    expect(last.lines.map((line) => line.subject).at(-1)).toBe("product:p0");
    expect(last.lines).toHaveLength(20);
    // A page beyond the last shows the last one.
    expect((await listAuditEvents(db(), query({ page: "9" }), "Asia/Shanghai", 50)).page).toBe(3);

    const ana = await listAuditEvents(db(), query({ person: colleague!.id, action: "export" }), "Asia/Shanghai", 50);
    expect(ana.total).toBe(20);
    expect(ana.lines.every((line) => line.actorName === "Ana" && line.action === "export")).toBe(true);

    // Hours 0–15 of 1 November UTC fall on 1 November in Shanghai (UTC+8); hour 16 is already 2 November there.
    const firstDay = await listAuditEvents(db(), query({ from: "2026-11-01", to: "2026-11-01" }), "Asia/Shanghai", 50);
    expect(firstDay.lines.map((line) => line.subject).sort()).toEqual(Array.from({ length: 16 }, (_, hour) => `product:p${hour}`).sort());

    // Nonsense in the address is dropped, not refused.
    expect(query({ person: "me", action: "steal", from: "yesterday", page: "-2" })).toEqual({ page: 1 });

    await db().delete(users).where(eq(users.id, colleague!.id));
    const gone = await listAuditEvents(db(), query({ action: "export" }), "Asia/Shanghai", 50);
    expect(gone.lines.find((line) => line.actorEmail === "ana@example.com")).toMatchObject({ actorGone: true, actorName: "" });
    expect(gone.lines.find((line) => line.actorEmail === owner.email)).toMatchObject({ actorGone: false });
  });

  it("keeps lines for the days the owner chose, 365 until then, and the daily clean-up deletes older ones", async () => {
    const now = new Date("2026-12-01T03:00:00Z");
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const actor = { id: ownerId, email: owner.email };
    for (const days of [10, 40, 364, 366])
      await recordAuditEvent(db(), { action: "export", actor, ipAddress: "192.0.2.1", subject: `${days} days` }, daysAgo(days));
    const job = cleanupJobs.find((candidate) => candidate.name === "audit-log")!;
    const context = { db: db(), storage: {} as Storage, config: {} as never, now };
    expect(await job.run(context)).toEqual({ lines: 1 });
    expect((await lines()).map((line) => line.subject)).toEqual(["10 days", "40 days", "364 days"]);

    await writeDocument(db(), auditLogSettingsDocument, { retentionDays: 30 });
    expect(await job.run(context)).toEqual({ lines: 2 });
    expect((await lines()).map((line) => line.subject)).toEqual(["10 days"]);
    await expect(writeDocument(db(), auditLogSettingsDocument, { retentionDays: 7 })).rejects.toThrow();
  });
});

/**
 * What the acts below need, written before the server starts (an embedded database has one owner while it runs): the
 * owner's account, a saved version of the quote settings to restore the first one over, and a quote request with a draft.
 */
async function prepare(db: DatabaseHandle["db"]) {
  await createOrResetAdministrator(db, TEST_ADMIN.email, TEST_ADMIN.password);
  const admin = (await findUserByEmail(db, TEST_ADMIN.email))!;
  await saveQuoteSettings(db, { ...defaultQuoteSettings, numberFormat: "AU/{YY}/{NNN}" }, 0, admin);
  const [original] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, "quote-settings"), eq(revisions.version, 0)));
  const [request] = await db
    .insert(enquiries)
    .values({ firstName: "Omar", lastName: "Haddad", email: "omar@example.com", source: "quote", language: "ar" })
    .returning();
  const quoteId = await insertSentQuote(db, {
    enquiryId: request!.id,
    token: "cd".repeat(32),
    status: "draft",
    number: "AU/26/001",
    language: "ar",
    incoterm: "FOB",
    destinationPort: "Jebel Ali",
    pdfKey: "quotes/audit-test.pdf",
  });
  return { originalRevisionId: original!.id, enquiryId: request!.id, quoteId };
}

describe.each(databaseKinds)("acts recorded from the dashboard on %s", (kind) => {
  let server: RunningServer;
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let dataDir = "";
  let prepared: Awaited<ReturnType<typeof prepare>>;
  let cookie = "";
  const address = "203.0.113.77";
  const headers = () => ({ origin: server.baseUrl, cookie, "x-forwarded-for": address });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: headers() });
  /** The screen's table rows as the text a reader sees. */
  const rowsOf = (page: string) =>
    [...page.matchAll(/<tr\b[\s\S]*?<\/tr>/g)].map((row) =>
      row[0]
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );

  beforeAll(async () => {
    if (kind === "postgres") postgres = await createPostgresDatabase();
    else dataDir = await dataDirAfterFirstStart("quartz-audit-");
    const database = await openDatabase(postgres ? { url: postgres.url, dataDir: "" } : { dataDir });
    prepared = await prepare(database.db);
    await database.close();
    server = await startBuiltServer(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir });
    cookie = (await post("/login", TEST_ADMIN)).headers.get("set-cookie")!.split(";")[0]!;
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await postgres?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes the sign-in, an export, a delete, a restore and a quote sent, each from the person's address, for the owner to read", async () => {
    expect((await get("/dashboard/enquiries.csv")).status).toBe(200);
    expect((await post("/dashboard/products", { intent: "delete", id: "calacatta-gold" })).status).toBe(200);
    const restorePath = `/dashboard/revisions/quote-settings/${QUOTE_SETTINGS_ID}`;
    expect((await post(restorePath, { revisionId: String(prepared.originalRevisionId), version: "1" })).status).toBe(200);
    // Sent as the page does with JavaScript: the action alone, without drawing the pricing page around it.
    const send = await post(`/dashboard/quotes/${prepared.enquiryId}.data`, { intent: "send", quoteId: prepared.quoteId });
    expect(send.status).toBe(200);

    const screen = await get("/dashboard/audit");
    expect(screen.status).toBe(200);
    const page = await screen.text();
    const text = adminAuditZh;
    expect(page).toContain(text.total(5));
    // Newest first, each naming the owner and the address the request came from.
    expect(rowsOf(page).slice(1)).toEqual(
      [
        [text.actions["quote-sent"], text.subjectOf(text.subjects.enquiry!, text.quoteNumber("AU/26/001", 1))],
        [text.actions.restore, text.subjectOf(text.subjects["quote-settings"]!, text.restoredVersion(0))],
        [text.actions.delete, text.subjectOf(text.subjects.product!, "卡拉卡塔金")],
        [text.actions.export, "enquiries.csv"],
        [text.actions["sign-in"], ""],
      ].map(([what, subject]) =>
        expect.stringMatching(new RegExp(`${TEST_ADMIN.email} ${escaped(what!)}.*${escaped(subject!)} ${address}$`)),
      ),
    );
  });

  it("keeps the retention the owner sets within 30 to 3650 days, and refuses anything else with the reason", async () => {
    const refused = await post("/dashboard/audit", { retentionDays: "7" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(adminAuditZh.retention.invalid(30, 3650));
    const saved = await post("/dashboard/audit", { retentionDays: "90" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain(adminAuditZh.retention.saved(90));
  });
});

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
