import { getCollectionProps, getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Link } from "react-router";
import { inputClass } from "~/components/auth-shell";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";

/** A field's errors, announced with the field through its `aria-describedby`; empty, it takes no space. */
export function FieldErrors({ field }: { field: FieldMetadata<string> }) {
  return (
    <p id={field.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
      {field.errors?.join(" ")}
    </p>
  );
}

type TextFieldProps = {
  field: FieldMetadata<string>;
  label: string;
  /** A textarea of this many rows instead of a one-line input. */
  lines?: number;
  lang?: string;
  dir?: "ltr" | "rtl";
  type?: "text" | "url" | "tel" | "email" | "number" | "datetime-local";
  hint?: string;
  placeholder?: string;
  inputMode?: "url" | "email" | "tel";
  /** Extra attributes for the input, such as the bounds of a number. */
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
};

/** One labelled text field of a dashboard form, with its hint and its errors next to it. */
export function TextField({ field, label, lines, lang, dir, type = "text", hint, placeholder, inputMode, inputProps }: TextFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <div className="min-w-0">
      <label className="block text-sm font-medium" htmlFor={field.id}>
        {label}
      </label>
      {lines ? (
        <textarea
          {...getTextareaProps(field, { ariaDescribedBy: hintId })}
          rows={lines}
          lang={lang}
          dir={dir}
          placeholder={placeholder}
          className={inputClass}
        />
      ) : (
        <input
          {...getInputProps(field, { type, ariaDescribedBy: hintId })}
          {...inputProps}
          inputMode={inputMode}
          lang={lang}
          dir={dir}
          placeholder={placeholder}
          className={inputClass}
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-stone-500">
          {hint}
        </p>
      )}
      <FieldErrors field={field} />
    </div>
  );
}

/**
 * What someone else saved while this editor was open, shown beside the refused save so the owner can
 * compare before saving again, with the way to the record's full history.
 */
export function TheirValues({ lines, historyPath }: { lines: [label: string, value: string][]; historyPath?: string }) {
  const messages = useDashboardMessages();
  const text = messages.editing;
  if (lines.length === 0) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <h2 className="font-semibold">{text.theirValues}</h2>
      <dl className="mt-2 space-y-1">
        {lines.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-2">
            <dt className="text-stone-600">
              {label}
              {messages.labelSuffix}
            </dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {historyPath && (
        <Link to={historyPath} className="mt-2 inline-block text-brand-700 underline underline-offset-4">
          {text.history}
        </Link>
      )}
    </div>
  );
}

/** The way from an editor to its record's history of saves; `label` names the record where a page has several. */
export function HistoryLink({ to, label }: { to: string; label?: string }) {
  const text = useDashboardMessages().editing;
  return (
    <Link to={to} aria-label={label} className="inline-block text-sm text-brand-700 underline underline-offset-4">
      {text.history}
    </Link>
  );
}

const choiceClass = "size-4 accent-brand-700";

/** One choice of several (a route, a currency) as radio buttons or checkboxes, with the field's errors. */
export function ChoiceField({
  field,
  legend,
  type,
  options,
  labels,
}: {
  field: Parameters<typeof getCollectionProps>[0];
  legend: string;
  type: "radio" | "checkbox";
  options: readonly string[];
  labels?: Record<string, string>;
}) {
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined} className="min-w-0">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {getCollectionProps(field, { type, options: [...options] }).map(({ key, ...props }) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input {...props} className={choiceClass} />
            {labels?.[props.value] ?? props.value}
          </label>
        ))}
      </div>
      <p id={field.errorId} className="mt-1 text-sm text-red-700 empty:hidden">
        {field.errors?.join(" ")}
      </p>
    </fieldset>
  );
}
