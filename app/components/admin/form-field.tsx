import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { inputClass } from "~/components/auth-shell";

type FormFieldProps = {
  field: FieldMetadata<string>;
  label: string;
  lines?: number;
  lang?: string;
  type?: "text" | "number";
  hint?: string;
  /** Extra attributes for the input, such as the bounds of a number. */
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
};

/** A labelled input or textarea with its hint and, next to it, its error in the dashboard's language. */
export function FormField({ field, label, lines, lang, type = "text", hint, inputProps }: FormFieldProps) {
  const hintId = `${field.id}-hint`;
  const describedBy = hint ? hintId : undefined;
  return (
    <div className="min-w-0">
      <label className="block text-sm font-medium" htmlFor={field.id}>
        {label}
      </label>
      {lines ? (
        <textarea {...getTextareaProps(field, { ariaDescribedBy: describedBy })} rows={lines} lang={lang} className={inputClass} />
      ) : (
        <input {...getInputProps(field, { type, ariaDescribedBy: describedBy })} {...inputProps} lang={lang} className={inputClass} />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-500">
          {hint}
        </p>
      )}
      <p id={field.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
        {field.errors?.join(" ")}
      </p>
    </div>
  );
}
