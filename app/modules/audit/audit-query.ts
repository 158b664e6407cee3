import { z } from "zod";

/** The audit screen shows this many lines a page. */
export const AUDIT_PAGE_SIZE = 50;

const day = z.iso.date().optional().catch(undefined);

/**
 * The audit screen's filters as they stand in its address, so a filtered view can be reloaded, shared and used without
 * JavaScript; a value that makes no sense is dropped rather than refused, as the inbox's filters are. The kinds of act
 * are given by the caller (audit-log.server.ts lists them), since the page loads this file and no server module.
 */
function auditQuerySchema<Action extends string>(actions: readonly [Action, ...Action[]]) {
  return z.object({
    person: z.uuid().optional().catch(undefined),
    action: z.enum(actions).optional().catch(undefined),
    from: day,
    to: day,
    page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  });
}

export type AuditQuery<Action extends string = string> = z.infer<ReturnType<typeof auditQuerySchema<Action>>>;

export function auditQueryFrom<Action extends string>(
  params: URLSearchParams,
  actions: readonly [Action, ...Action[]],
): AuditQuery<Action> {
  return auditQuerySchema(actions).parse(Object.fromEntries([...params].filter(([, value]) => value !== "")));
}

/** The filters back as a query string (without "?"), empty ones and the first page left out. */
export function auditQueryString(query: AuditQuery, page = query.page): string {
  const entries = Object.entries({ ...query, page: page > 1 ? String(page) : "" }).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
  return new URLSearchParams(entries).toString();
}
