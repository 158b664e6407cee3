import { getCollectionProps, getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { inputClass } from "~/components/auth-shell";
import { attributeKinds, type AttributeKind, type SpecRow } from "~/database/schema";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { languageEntry, translatedLanguages } from "~/i18n/languages";
import { blankSlabSizeRow, optionFieldOfKind, type ProductAttributeFormValues } from "~/modules/catalogue/product-attribute-form";
import type { productFormSchema } from "~/modules/catalogue/product-form";
import { formatSlabDimensions, type AttributeOption } from "~/modules/catalogue/stone-attributes";
import { FieldErrors, hintClass, KeywordsField } from "./product-fields";

/** Rows the editor offers beyond the stored ones, so a size or a specification can be added without JavaScript. */
const SPARE_ROWS = 2;

const blankSpecRow = (): SpecRow => ({ label: "", value: "" });

const spare = <Row,>(rows: Row[], blank: () => Row) => [...rows, ...Array.from({ length: SPARE_ROWS }, blank)];

/** Specification rows with a few empty ones after the stored ones. */
export const withSpareSpecRows = (rows: SpecRow[]): SpecRow[] => spare(rows, blankSpecRow);

/** The editor's starting values with a few empty rows after the stored ones. */
export function withSpareRows<Values extends ProductAttributeFormValues>(values: Values): Values {
  return {
    ...values,
    slabSizes: spare(values.slabSizes, blankSlabSizeRow),
    specRowsEn: withSpareSpecRows(values.specRowsEn),
    specRowsZh: withSpareSpecRows(values.specRowsZh),
  };
}

/** What the product form's fields hold as the browser sends them. */
export type ProductFormInput = z.input<typeof productFormSchema>;
export type Form = FormMetadata<ProductFormInput, string[]>;
export type Fields = ReturnType<Form["getFieldset"]>;

type Props = {
  form: Form;
  fields: Fields;
  options: AttributeOption[];
  /** "Add a row" changes the form in the browser, so it is offered only once JavaScript runs. */
  enhanced: boolean;
};

const legendClass = "text-sm font-medium";

/** The product editor's stone attributes: the managed lists as checkboxes, thicknesses, slab sizes, applications, certifications and specification rows. */
export function ProductAttributeFields({ form, fields, options, enhanced }: Props) {
  const text = useDashboardMessages().attributes;
  const fieldText = text.product;
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold">{fieldText.heading}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        {attributeKinds.map((kind) => (
          <OptionChoices
            key={kind}
            kind={kind}
            field={fields[optionFieldOfKind[kind]]}
            options={options.filter((option) => option.kind === kind)}
          />
        ))}
      </div>
      <KeywordsField
        field={fields.thicknessesMm}
        label={fieldText.thicknesses}
        hint={fieldText.thicknessesHint}
        lang="en"
        inputMode="decimal"
      />
      <SlabSizeRows form={form} field={fields.slabSizes} enhanced={enhanced} />
      <div className="grid gap-4 md:grid-cols-2">
        <KeywordsField field={fields.applicationsEn} label={fieldText.applicationsEn} hint={fieldText.applicationsHint} lang="en" />
        <KeywordsField field={fields.applicationsZh} label={fieldText.applicationsZh} hint={fieldText.applicationsZhHint} lang="zh-CN" />
      </div>
      <KeywordsField field={fields.certifications} label={fieldText.certifications} hint={fieldText.certificationsHint} lang="en" />
      <div className="grid gap-4 md:grid-cols-2">
        <SpecRows form={form} field={fields.specRowsEn} legend={fieldText.specRowsEn} lang="en" enhanced={enhanced} />
        <SpecRows form={form} field={fields.specRowsZh} legend={fieldText.specRowsZh} lang="zh-CN" enhanced={enhanced} />
      </div>
    </fieldset>
  );
}

function OptionChoices({ kind, field, options }: { kind: AttributeKind; field: Fields["colourIds"]; options: AttributeOption[] }) {
  const text = useDashboardMessages().attributes;
  const fieldText = text.product;
  const labels = new Map(options.map((option) => [option.id, option.label]));
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className={legendClass}>{text.kinds[kind]}</legend>
      {options.length === 0 ? (
        <p className={hintClass}>{fieldText.none}</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {getCollectionProps(field, { type: "checkbox", options: options.map((option) => option.id) }).map(({ key, ...props }) => (
            <li key={key}>
              <label className="flex items-center gap-2 text-sm">
                <input {...props} className="size-4 accent-brand-700" />
                {labels.get(props.value)}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldErrors field={field} />
    </fieldset>
  );
}

function AddRowButton({ form, name }: { form: Props["form"]; name: string }) {
  const text = useDashboardMessages().attributes;
  const fieldText = text.product;
  return (
    // A plain button, not a submit button: Enter in a field must still save the product.
    <button
      type="button"
      onClick={() => form.insert({ name })}
      className="mt-2 rounded border border-stone-300 px-3 py-1 text-sm hover:bg-stone-100"
    >
      {fieldText.addRow}
    </button>
  );
}

const smallInputClass = inputClass.replace("mt-1 ", "");

/** A list of rows the owner adds to (slab sizes, specification rows): its legend, hint, errors and "add a row". */
function RepeatedRows({
  form,
  field,
  legend,
  hint,
  enhanced,
  children,
}: {
  form: Props["form"];
  field: Pick<FieldMetadata<unknown>, "id" | "name" | "errors" | "errorId">;
  legend: string;
  hint: string;
  enhanced: boolean;
  children: ReactNode;
}) {
  const hintId = `${field.id}-hint`;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className={legendClass}>{legend}</legend>
      <p id={hintId} className={hintClass}>
        {hint}
      </p>
      <ol className="mt-2 space-y-2">{children}</ol>
      <FieldErrors field={field} />
      {enhanced && <AddRowButton form={form} name={field.name} />}
    </fieldset>
  );
}

/** One row of a repeated list, numbered for screen readers, with its own errors below it. */
function RepeatedRow({
  row,
  index,
  className,
  children,
}: {
  row: Pick<FieldMetadata<unknown>, "errors" | "errorId">;
  index: number;
  className: string;
  children: ReactNode;
}) {
  const text = useDashboardMessages().attributes;
  const fieldText = text.product;
  return (
    <li>
      <fieldset aria-describedby={row.errors ? row.errorId : undefined} className={className}>
        <legend className="sr-only">{fieldText.rowNumber(index + 1)}</legend>
        {children}
      </fieldset>
      <FieldErrors field={row} />
    </li>
  );
}

function SlabSizeRows({ form, field, enhanced }: { form: Props["form"]; field: Fields["slabSizes"]; enhanced: boolean }) {
  const messages = useDashboardMessages();
  const dashboardLanguage = useDashboardLanguage();
  const fieldText = messages.attributes.product;
  return (
    <RepeatedRows form={form} field={field} legend={fieldText.slabSizes} hint={fieldText.slabSizesHint} enhanced={enhanced}>
      {field.getFieldList().map((row, index) => {
        const size = row.getFieldset();
        const names = size.translations.getFieldset();
        const lengthMm = Number(size.lengthMm.value);
        const widthMm = Number(size.widthMm.value);
        return (
          <RepeatedRow
            key={row.key}
            row={row}
            index={index}
            className="grid grid-cols-2 items-end gap-2 md:grid-cols-[1fr_1fr_7rem_7rem_auto]"
          >
            <RowInput field={size.labelEn} label={fieldText.slabLabelEn} lang="en" />
            <RowInput field={size.labelZh} label={fieldText.slabLabelZh} lang="zh-CN" />
            <RowInput field={size.lengthMm} label={fieldText.lengthMm} numeric />
            <RowInput field={size.widthMm} label={fieldText.widthMm} numeric />
            <p className="pb-2 text-xs text-stone-600">
              {lengthMm > 0 && widthMm > 0 ? fieldText.inches(formatSlabDimensions({ lengthMm, widthMm }, dashboardLanguage)) : ""}
            </p>
            {/* The size's name where buyers read another language: one box each, written in that language's script and direction. */}
            <div className="col-span-full grid grid-cols-1 gap-2 sm:grid-cols-3">
              {translatedLanguages.map((language) => {
                const { tag, direction } = languageEntry(language);
                return (
                  <RowInput
                    key={language}
                    field={names[language].getFieldset().label}
                    label={fieldText.slabLabelIn(messages.translations.languageNames[language])}
                    lang={tag}
                    dir={direction}
                  />
                );
              })}
            </div>
          </RepeatedRow>
        );
      })}
    </RepeatedRows>
  );
}

export function SpecRows({
  form,
  field,
  legend,
  lang,
  dir,
  enhanced,
}: {
  form: Props["form"];
  field: Fields["specRowsEn"];
  legend: string;
  lang: string;
  dir?: "ltr" | "rtl";
  enhanced: boolean;
}) {
  const text = useDashboardMessages().attributes;
  const fieldText = text.product;
  return (
    <RepeatedRows form={form} field={field} legend={legend} hint={fieldText.specRowsHint} enhanced={enhanced}>
      {field.getFieldList().map((row, index) => {
        const spec = row.getFieldset();
        return (
          <RepeatedRow key={row.key} row={row} index={index} className="grid grid-cols-2 gap-2">
            <RowInput field={spec.label} label={fieldText.specLabel} lang={lang} dir={dir} />
            <RowInput field={spec.value} label={fieldText.specValue} lang={lang} dir={dir} />
          </RepeatedRow>
        );
      })}
    </RepeatedRows>
  );
}

function RowInput({
  field,
  label,
  lang,
  dir,
  numeric,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  lang?: string;
  dir?: "ltr" | "rtl";
  numeric?: boolean;
}) {
  return (
    <label className="block min-w-0 text-xs text-stone-600">
      {label}
      <input
        {...getInputProps(field, { type: "text" })}
        lang={lang}
        dir={dir}
        inputMode={numeric ? "numeric" : undefined}
        className={smallInputClass}
      />
    </label>
  );
}
