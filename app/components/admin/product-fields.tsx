/** The product editor's pieces that its attribute fields use as well. */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { inputClass } from "~/components/auth-shell";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { productErrorText } from "./product-error-text";

export const labelClass = "block text-sm font-medium";
export const hintClass = "mt-1 text-xs text-stone-500";

/** A field's errors, right below it; the field points here with aria-describedby while it is invalid. */
export function FieldErrors({ field }: { field: Pick<FieldMetadata<unknown>, "errorId" | "errors"> }) {
  const messages = useDashboardMessages();
  return (
    <p id={field.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
      {field.errors?.map((code) => productErrorText(code, messages)).join(" ")}
    </p>
  );
}

export function KeywordsField({
  field,
  label,
  hint,
  lang,
  dir,
  inputMode,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint: string;
  lang: string;
  dir?: "ltr" | "rtl";
  inputMode?: "decimal";
}) {
  const hintId = `${field.id}-hint`;
  const inputProps = getInputProps(field, { type: "text" });
  return (
    <div>
      <label className={labelClass} htmlFor={field.id}>
        {label}
      </label>
      <input
        {...inputProps}
        aria-describedby={[hintId, inputProps["aria-describedby"]].filter(Boolean).join(" ")}
        lang={lang}
        dir={dir}
        inputMode={inputMode}
        className={inputClass}
      />
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
      <FieldErrors field={field} />
    </div>
  );
}
