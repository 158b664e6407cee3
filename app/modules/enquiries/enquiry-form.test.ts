import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { zh } from "~/i18n/zh";
import { parseEnquiryForm } from "./enquiry-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("parseEnquiryForm", () => {
  it("accepts the required fields alone and trims them", () => {
    const result = parseEnquiryForm(form({ firstName: " Ada ", lastName: "Lovelace", email: "ada@example.com" }), en.contact.errors);
    expect(result).toEqual({
      success: true,
      data: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "", message: "", website: "" },
    });
  });

  it("names each missing required field in the page's language and keeps what was typed", () => {
    const result = parseEnquiryForm(form({ firstName: "", lastName: "", email: "", message: "hello" }), zh.contact.errors);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.result).toMatchObject({
      status: "invalid",
      errors: {
        firstName: zh.contact.errors.firstNameRequired,
        lastName: zh.contact.errors.lastNameRequired,
        email: zh.contact.errors.emailRequired,
      },
      values: { message: "hello" },
    });
  });

  it("rejects a malformed email, a phone with letters and overlong text", () => {
    const result = parseEnquiryForm(
      form({ firstName: "A".repeat(81), lastName: "B", email: "not-an-email", phone: "call me" }),
      en.contact.errors,
    );
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.result).toMatchObject({
      errors: { firstName: en.contact.errors.tooLong(80), email: en.contact.errors.emailInvalid, phone: en.contact.errors.phoneInvalid },
    });
  });
});
