import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { auditEvents, users } from "~/database/schema";
import type { AuditQuery } from "./audit-query";

/**
 * What the audit log records (docs/decisions/054-team-roles.md): who did it, when and from where, what kind of act,
 * and which thing it touched. The actor's address is copied, so the line still names a person whose account is gone.
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "second-factor-added",
  "second-factor-removed",
  "recovery-codes-renewed",
  "second-factor-reset",
  "invitation-sent",
  "invitation-accepted",
  "role-changed",
  "account-disabled",
  "account-enabled",
  "account-removed",
  "sessions-ended",
  "export",
  "delete",
  "restore",
  "quote-sent",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditEvent = {
  action: AuditAction;
  /** The signed-in person, or null for an anonymous attempt (a failed sign-in names the address tried in `detail`). */
  actor: { id: string; email: string } | null;
  ipAddress: string;
  /** What was acted on, in words an owner reads: "product:<id>", "account:ana@example.com", "enquiries.xlsx". */
  subject?: string;
  detail?: Record<string, string | number | boolean | null>;
};

/** Pass a transaction to record the event together with the change it describes. */
export async function recordAuditEvent(db: DatabaseExecutor, event: AuditEvent, now = new Date()): Promise<void> {
  await db.insert(auditEvents).values({
    at: now,
    action: event.action,
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? "",
    ipAddress: event.ipAddress.slice(0, 64),
    subject: (event.subject ?? "").slice(0, 500),
    detail: event.detail ?? {},
  });
}

/** Why a sign-in failed, as the failed line's `detail.reason` says it. */
export type SignInFailure = "wrong-password" | "wrong-code" | "locked";

/**
 * A failed sign-in as one statement that names the account the typed address belongs to, or, when none does, keeps
 * the address tried in `detail`: the same work whether the address is known, so the answer's timing tells an
 * attacker nothing (tests/integration/auth.test.ts times it), and no more than one insert on the throttled path.
 */
export async function recordSignInFailure(
  db: Database,
  attempt: { email: string; ipAddress: string; reason: SignInFailure },
  now = new Date(),
): Promise<void> {
  const email = attempt.email.trim().toLowerCase().slice(0, 254);
  const account = sql`(select ${users.id} from ${users} where ${users.email} = ${email})`;
  await db.insert(auditEvents).values({
    at: now,
    action: "sign-in-failed",
    actorId: account,
    actorEmail: sql`coalesce((select ${users.email} from ${users} where ${users.email} = ${email}), '')`,
    ipAddress: attempt.ipAddress.slice(0, 64),
    subject: "",
    detail: sql`case when ${account} is null then ${JSON.stringify({ reason: attempt.reason, email })}::jsonb else ${JSON.stringify({ reason: attempt.reason })}::jsonb end`,
  });
}

/** One line of the log as the owner's screen shows it; `actorName` and `actorGone` come from the account as it is now. */
export type AuditLine = {
  id: number;
  at: Date;
  action: AuditAction;
  actorEmail: string;
  actorName: string;
  /** The line named an account that has since been removed. */
  actorGone: boolean;
  ipAddress: string;
  subject: string;
  detail: Record<string, string | number | boolean | null>;
};

/**
 * The query's filters as SQL; a day is a day in the site's time zone, as the dashboard shows every moment. Only the
 * kinds this version writes are listed: a line of another kind (from a later version's archive) has no words here.
 */
function filtersOf(query: AuditQuery, timeZone: string): SQL | undefined {
  const startOf = (day: string) => sql`(${day}::timestamp at time zone ${timeZone})`;
  return and(
    inArray(auditEvents.action, AUDIT_ACTIONS),
    query.person ? eq(auditEvents.actorId, query.person) : undefined,
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.from ? gte(auditEvents.at, startOf(query.from)) : undefined,
    query.to ? lt(auditEvents.at, sql`${startOf(query.to)} + interval '1 day'`) : undefined,
  );
}

/** A page of the log, newest first (the last one when asked for a page beyond it), with what the filters leave. */
export async function listAuditEvents(
  db: Database,
  query: AuditQuery,
  timeZone: string,
  pageSize: number,
): Promise<{ lines: AuditLine[]; total: number; page: number; pages: number }> {
  const where = filtersOf(query, timeZone);
  const [counted] = await db.select({ value: count() }).from(auditEvents).where(where);
  const total = counted?.value ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(query.page, pages);
  const rows = await db
    .select({ event: auditEvents, name: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const lines = rows.map(
    ({ event, name }): AuditLine => ({
      id: event.id,
      at: event.at,
      // The filters list only the kinds AUDIT_ACTIONS names.
      action: event.action as AuditAction,
      actorEmail: event.actorEmail,
      actorName: name ?? "",
      actorGone: event.actorId === null && event.actorEmail !== "",
      ipAddress: event.ipAddress,
      subject: event.subject,
      detail: event.detail,
    }),
  );
  return { lines, total, page, pages };
}

/** The accounts the screen's person filter offers, by name then address. */
export async function auditPeople(db: Database): Promise<{ id: string; label: string }[]> {
  const rows = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(users.name, users.email);
  return rows.map((row) => ({ id: row.id, label: row.name ? `${row.name} (${row.email})` : row.email }));
}

/** The periodic clean-up's part: lines older than the days the owner keeps the log go. */
export async function purgeAuditEvents(db: Database, now: Date, retentionDays: number): Promise<number> {
  const removed = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, new Date(now.getTime() - retentionDays * 86_400_000)))
    .returning({ id: auditEvents.id });
  return removed.length;
}
