import { z } from "zod";
import type { Messages } from "~/i18n/en";
import { PRODUCT_CHOICE_FIELDS, productChoiceShape } from "./product-request";

export const ENQUIRY_LIMITS = { name: 80, email: 254, phone: 40, message: 5000 } as const;

/** The name of the hidden field people never see and bots tend to fill. */
export const HONEYPOT_FIELD = "website";

export type EnquiryFields = "firstName" | "lastName" | "email" | "phone" | "message";

/** One schema for the browser's hints and the server's check; messages in the page's language. */
export function enquiryFormSchema(errors: Messages["contact"]["errors"]) {
  const text = (max: number) => z.string().trim().max(max, errors.tooLong(max));
  return z.object({
    firstName: text(ENQUIRY_LIMITS.name).min(1, errors.firstNameRequired),
    lastName: text(ENQUIRY_LIMITS.name).min(1, errors.lastNameRequired),
    email: text(ENQUIRY_LIMITS.email).min(1, errors.emailRequired).pipe(z.email(errors.emailInvalid)),
    phone: text(ENQUIRY_LIMITS.phone)
      .regex(/^[0-9+()\-.\s]*$/, errors.phoneInvalid)
      .default(""),
    message: text(ENQUIRY_LIMITS.message).default(""),
    [HONEYPOT_FIELD]: z.string().max(500).default(""),
    // Hidden fields from "Request a sample" / "Ask about this product"; the product's own check is on the server.
    ...productChoiceShape.shape,
  });
}

export type EnquiryInput = z.infer<ReturnType<typeof enquiryFormSchema>>;

export type FieldErrors = Partial<Record<EnquiryFields, string>>;

export type EnquiryFormResult =
  | { status: "success"; submissionId: string }
  | { status: "invalid"; errors: FieldErrors; values: Partial<Record<EnquiryFields, string>>; formError?: string };

/**
 * A form's named fields parsed with its schema: the valid values, or each field's first message and what was typed
 * into the visible text fields, to show again.
 */
export function parseFormFields<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  formData: FormData,
  names: readonly string[],
  shownAgain: readonly Field[],
):
  | { success: true; data: z.infer<Schema> }
  | { success: false; errors: Partial<Record<Field, string>>; values: Partial<Record<Field, string>> } {
  const raw = Object.fromEntries(
    names.map((name) => {
      const value = formData.get(name);
      return [name, typeof value === "string" ? value : undefined];
    }),
  );
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  const values = Object.fromEntries(shownAgain.map((name) => [name, String(raw[name] ?? "").slice(0, ENQUIRY_LIMITS.message)])) as Partial<
    Record<Field, string>
  >;
  return { success: false, errors, values };
}

export const ENQUIRY_TEXT_FIELDS = ["firstName", "lastName", "email", "phone", "message"] as const satisfies readonly EnquiryFields[];

export function parseEnquiryForm(
  formData: FormData,
  errors: Messages["contact"]["errors"],
): { success: true; data: EnquiryInput } | { success: false; result: EnquiryFormResult } {
  const parsed = parseFormFields(
    enquiryFormSchema(errors),
    formData,
    [...ENQUIRY_TEXT_FIELDS, HONEYPOT_FIELD, ...Object.values(PRODUCT_CHOICE_FIELDS)],
    ENQUIRY_TEXT_FIELDS,
  );
  if (parsed.success) return parsed;
  return { success: false, result: { status: "invalid", errors: parsed.errors, values: parsed.values } };
}
