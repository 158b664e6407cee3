import { z } from "zod";
import { enquiryStatuses, type EnquiryRequest } from "~/database/schema";
import type { adminEnquiryInboxEn } from "~/i18n/admin-enquiry-inbox";

type Text = typeof adminEnquiryInboxEn;

export const INBOX_LIMITS = { notes: 2000, search: 100, productId: 100, bulk: 100 } as const;

/** The dashboard's menu counts new enquiries up to this many and shows more as "99+", so a flood of spam costs no more. */
export const NEW_ENQUIRIES_SHOWN = 99;

const day = /^\d{4}-\d{2}-\d{2}$/;
const optionalDay = z
  .string()
  .regex(day)
  .refine((value) => !Number.isNaN(Date.parse(value)))
  .optional()
  .catch(undefined);

/**
 * The inbox's filters as they stand in the address, so a filtered list can be shared, reloaded and
 * used without JavaScript. A value that makes no sense is dropped rather than refused.
 */
const filtersSchema = z.object({
  status: z.enum(enquiryStatuses).optional().catch(undefined),
  /** "mine": assigned to the person looking; "unassigned": to nobody yet (docs/decisions/055-enquiry-routing.md). */
  assignee: z.enum(["mine", "unassigned"]).optional().catch(undefined),
  from: optionalDay,
  to: optionalDay,
  product: z.string().trim().min(1).max(INBOX_LIMITS.productId).optional().catch(undefined),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .catch(undefined),
  q: z
    .string()
    .trim()
    .min(1)
    .transform((value) => value.slice(0, INBOX_LIMITS.search))
    .optional()
    .catch(undefined),
});

export type InboxFilters = z.infer<typeof filtersSchema>;

export function inboxFiltersFrom(params: URLSearchParams): InboxFilters {
  const present = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return filtersSchema.parse(present);
}

/** The filters back as a query string (without "?"), in a stable order, empty ones left out. */
export function inboxQuery(filters: InboxFilters, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...filters, ...extra }).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
  return new URLSearchParams(entries).toString();
}

const statusField = (text: Text) => z.enum(enquiryStatuses, text.errors.chooseStatus);

/** One enquiry's status, changed from its card. */
export function statusFormSchema(text: Text) {
  return z.object({ intent: z.literal("status"), id: z.uuid(), status: statusField(text) });
}

/** One enquiry's notes; emptying them is allowed. */
export function notesFormSchema(text: Text) {
  return z.object({
    intent: z.literal("notes"),
    id: z.uuid(),
    version: z.coerce.number().int().min(0),
    notes: z.string().max(INBOX_LIMITS.notes, text.errors.tooLong(INBOX_LIMITS.notes)).default(""),
  });
}

/** Several enquiries ticked in the list, marked with one status at once. */
export function bulkStatusFormSchema(text: Text) {
  return z.object({
    intent: z.literal("bulk-status"),
    ids: z
      .array(z.uuid(), text.errors.selectSome)
      .min(1, text.errors.selectSome)
      .max(INBOX_LIMITS.bulk, text.errors.tooMany(INBOX_LIMITS.bulk)),
    status: statusField(text),
  });
}

/** A sample request or product question in one line of the inbox, e.g. "样品申请，20 mm，抛光". */
export function requestDescription(
  enquiry: { request: EnquiryRequest | null; thicknessMm: number | null; finish: string | null },
  text: Text,
): string | null {
  if (!enquiry.request) return null;
  const parts = [
    text.requests[enquiry.request],
    enquiry.thicknessMm !== null ? text.thicknessMm(enquiry.thicknessMm) : null,
    enquiry.finish,
  ];
  return parts.filter((part) => part !== null && part !== "").join(text.requestSeparator);
}
