import type { RouterContextProvider } from "react-router";
import { recordAuditEvent, type AuditEvent } from "~/modules/audit/audit-log.server";
import { requireAdmin } from "./guards.server";

/**
 * Writes the audit line of what the signed-in person just did (docs/decisions/054-team-roles.md), from the address the
 * request came from, as a session gets its own (`createSession`). Called where the act happened, once it succeeded.
 */
export async function recordAct(context: Readonly<RouterContextProvider>, act: Pick<AuditEvent, "action" | "subject" | "detail">) {
  const user = await requireAdmin(context);
  await recordAuditEvent(context.services.db, { ...act, actor: { id: user.id, email: user.email }, ipAddress: context.clientIp });
}
