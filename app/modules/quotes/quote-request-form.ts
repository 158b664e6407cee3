import { z } from "zod";
import { incoterms } from "~/database/schema";
import type { Messages } from "~/i18n/en";
import type { QuoteListText } from "~/i18n/quote-list";
import {
  ENQUIRY_TEXT_FIELDS,
  enquiryFormSchema,
  HONEYPOT_FIELD,
  parseFormFields,
  type EnquiryFields,
} from "~/modules/enquiries/enquiry-form";
import { isCountryCode } from "~/modules/geo/country-codes";

export const QUOTE_REQUEST_LIMITS = { company: 120, port: 100 } as const;

export type QuoteRequestFields = EnquiryFields | "company" | "country" | "port" | "incoterm";
export const QUOTE_REQUEST_TEXT_FIELDS = [
  ...ENQUIRY_TEXT_FIELDS,
  "company",
  "country",
  "port",
  "incoterm",
] as const satisfies readonly QuoteRequestFields[];

/** The contact form's fields and the trade's: one schema for the browser's hints and the server's check, in the page's language. */
export function quoteRequestSchema(errors: Messages["contact"]["errors"], quoteErrors: QuoteListText["errors"]) {
  const { firstName, lastName, email, phone, message, [HONEYPOT_FIELD]: honeypot } = enquiryFormSchema(errors).shape;
  const text = (max: number) => z.string().trim().max(max, errors.tooLong(max));
  return z.object({
    firstName,
    lastName,
    email,
    phone,
    message,
    [HONEYPOT_FIELD]: honeypot,
    company: text(QUOTE_REQUEST_LIMITS.company).min(1, quoteErrors.companyRequired),
    country: z.string().refine(isCountryCode, quoteErrors.countryRequired),
    port: text(QUOTE_REQUEST_LIMITS.port).min(1, quoteErrors.portRequired),
    incoterm: z.enum(incoterms, quoteErrors.incotermRequired),
  });
}

export type QuoteRequestInput = z.infer<ReturnType<typeof quoteRequestSchema>>;

/** What the list page answers the request form: sent with its number, or refused with what to fix. */
export type QuoteRequestResult =
  | { status: "sent"; requestNumber: number }
  | {
      status: "invalid";
      errors: Partial<Record<QuoteRequestFields, string>>;
      values: Partial<Record<QuoteRequestFields, string>>;
      formError?: string;
    };

export function parseQuoteRequest(formData: FormData, errors: Messages["contact"]["errors"], quoteErrors: QuoteListText["errors"]) {
  return parseFormFields(
    quoteRequestSchema(errors, quoteErrors),
    formData,
    [...QUOTE_REQUEST_TEXT_FIELDS, HONEYPOT_FIELD],
    QUOTE_REQUEST_TEXT_FIELDS,
  );
}

/** The list page's request form names itself among the page's other forms (add, change, remove). */
export const QUOTE_REQUEST_INTENT = "send";
