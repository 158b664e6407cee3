import { z } from "zod";
import type { StoredDocument } from "./site-settings";

/** How long the audit log keeps its lines: the owner chooses within these days (docs/decisions/054-team-roles.md). */
export const AUDIT_RETENTION_DAYS = { min: 30, max: 3650, default: 365 } as const;

export const auditLogSettingsSchema = z.object({
  retentionDays: z.number().int().min(AUDIT_RETENTION_DAYS.min).max(AUDIT_RETENTION_DAYS.max),
});

export type AuditLogSettings = z.output<typeof auditLogSettingsSchema>;

/** Kept in site_settings beside the site's documents; nothing a buyer sees reads it. */
export const auditLogSettingsDocument: StoredDocument<AuditLogSettings> = {
  key: "auditLog",
  schema: auditLogSettingsSchema,
  fallback: { retentionDays: AUDIT_RETENTION_DAYS.default },
};

/** The owner's form for the retention: the same bounds, with the message the dashboard shows in its language. */
export function auditRetentionFormSchema(invalid: string) {
  return z.object({
    retentionDays: z.number({ error: invalid }).int(invalid).min(AUDIT_RETENTION_DAYS.min, invalid).max(AUDIT_RETENTION_DAYS.max, invalid),
  });
}
