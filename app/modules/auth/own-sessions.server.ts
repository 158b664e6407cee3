/**
 * A person's own sessions, as their account page lists them: which device, from where, since when, and which one is
 * this one; any other can be ended, one by one or all together.
 */
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { sessions } from "~/database/schema";
import { recordAuditEvent } from "~/modules/audit/audit-log.server";
import { describeDevice } from "./session-device";
import type { SessionUser } from "./session.server";

export async function listOwnSessions(db: Database, user: Pick<SessionUser, "id" | "sessionId">, now = new Date()) {
  const rows = await db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return rows.map(({ userAgent, ...row }) => ({ ...row, device: describeDevice(userAgent), current: row.id === user.sessionId }));
}

type Actor = Pick<SessionUser, "id" | "email" | "sessionId">;

/** Ends one of the person's own sessions (never someone else's); false when it had already ended. */
export async function endOwnSession(db: Database, user: Actor, sessionId: string, ipAddress: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)))
    .returning({ id: sessions.id });
  if (ended.length === 0) return false;
  await recordAuditEvent(db, {
    action: "sessions-ended",
    actor: user,
    ipAddress,
    subject: `account:${user.email}`,
    detail: { sessions: 1 },
  });
  return true;
}

/** Ends every session of the person but the one asking. */
export async function endOtherSessions(db: Database, user: Actor, ipAddress: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId)))
    .returning({ id: sessions.id });
  await recordAuditEvent(db, {
    action: "sessions-ended",
    actor: user,
    ipAddress,
    subject: `account:${user.email}`,
    detail: { sessions: ended.length },
  });
  return ended.length;
}
