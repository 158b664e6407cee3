import type { DatabaseExecutor } from "~/database/client.server";
import { auditEvents } from "~/database/schema";

/**
 * What the audit log records (docs/decisions/054-team-roles.md): who did it, when and from where, what kind of act,
 * and which thing it touched. The actor's address is copied, so the line still names a person whose account is gone.
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "second-factor-added",
  "second-factor-removed",
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
