import { useLanguage, useMessages } from "~/i18n/use-language";
import { ENQUIRY_LIMITS, HONEYPOT_FIELD, type EnquiryFields, type FieldErrors } from "~/modules/enquiries/enquiry-form";

type Props = {
  idPrefix: string;
  errors?: FieldErrors;
  values?: Partial<Record<EnquiryFields, string>>;
};

/**
 * The contact form (docs/requirements/rules-and-limits.md#contact-form-fields): first name*, last name*, email*, phone, message; plus a honeypot people never see.
 * Chinese names are written family name first, so Chinese pages ask for 姓 before 名.
 */
export function EnquiryFormFields({ idPrefix, errors = {}, values = {} }: Props) {
  const messages = useMessages();
  const familyNameFirst = useLanguage() === "zh";
  const field = (name: EnquiryFields) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      defaultValue: values[name] ?? "",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
      className:
        "mt-1 block w-full rounded border border-stone-300 px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600",
    };
  };
  const label = (name: EnquiryFields, text: string, required = false) => (
    <label htmlFor={`${idPrefix}-${name}`} className="block text-sm font-medium text-stone-700">
      {text}
      {/* The input's `required` tells assistive technology; the asterisk is for the eye. */}
      {required && (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
  // Present but hidden without an error, so a dialog that sends the form with fetch can show the server's.
  const errorText = (name: EnquiryFields) => (
    <p id={`${idPrefix}-${name}-error`} hidden={!errors[name]} className="mt-1 text-sm text-red-700">
      {errors[name]}
    </p>
  );

  // In the document's order too, not only on screen, so keyboard and screen reader follow the same order.
  const nameField = (name: "firstName" | "lastName", text: string, autoComplete: string) => (
    <div key={name}>
      {label(name, text, true)}
      <input {...field(name)} type="text" required maxLength={ENQUIRY_LIMITS.name} autoComplete={autoComplete} />
      {errorText(name)}
    </div>
  );
  const firstName = nameField("firstName", messages.contact.firstName, "given-name");
  const lastName = nameField("lastName", messages.contact.lastName, "family-name");

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {familyNameFirst ? [lastName, firstName] : [firstName, lastName]}
      <div>
        {label("email", messages.contact.email, true)}
        <input {...field("email")} type="email" required maxLength={ENQUIRY_LIMITS.email} autoComplete="email" />
        {errorText("email")}
      </div>
      <div>
        {label("phone", messages.contact.phone)}
        <input {...field("phone")} type="tel" maxLength={ENQUIRY_LIMITS.phone} autoComplete="tel" />
        {errorText("phone")}
      </div>
      <div className="sm:col-span-2">
        {label("message", messages.contact.message)}
        <textarea {...field("message")} rows={5} maxLength={ENQUIRY_LIMITS.message} />
        {errorText("message")}
      </div>
      <div className="absolute -start-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{messages.contact.honeypot}</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </div>
  );
}
