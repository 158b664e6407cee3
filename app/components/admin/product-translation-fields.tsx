import { getInputProps, getTextareaProps } from "@conform-to/react";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/catalogs";
import { useDashboardLanguage } from "~/i18n/use-dashboard-messages";
import type { Language, TranslatedLanguage } from "~/i18n/languages";
import type { ProductFormValues } from "~/modules/catalogue/product-form";
import { SpecRows, withSpareSpecRows, type Form } from "./product-attribute-fields";
import { FieldErrors, KeywordsField, labelClass } from "./product-fields";
import { TranslationGroups } from "./translation-groups";

/** The editor's starting translations with a few empty specification rows after the stored ones. */
export const withSpareTranslationRows = (translations: ProductFormValues["translations"]): ProductFormValues["translations"] =>
  Object.fromEntries(
    Object.entries(translations).map(([language, fields]) => [language, { ...fields, specRows: withSpareSpecRows(fields.specRows) }]),
  ) as ProductFormValues["translations"];

/** A product's title, description, keywords, applications and specifications in each added language (docs/requirements/languages.md#owner-texts-in-every-language). */
export function ProductTranslationFields({
  form,
  served,
  enhanced,
  stale,
}: {
  form: Form;
  served: readonly Language[];
  enhanced: boolean;
  /** Per language, the fields whose English changed after they were written there. */
  stale: Partial<Record<TranslatedLanguage, readonly string[]>>;
}) {
  const messages = messagesFor(useDashboardLanguage());
  const text = messages.admin.translations;
  const staleNotes = Object.fromEntries(
    Object.entries(stale).map(([language, fields]) => [
      language,
      text.englishChanged(fields.map((field) => text.product[field as keyof typeof text.product] ?? field).join(messages.listSeparator)),
    ]),
  );
  return (
    <TranslationGroups
      groups={form.getFieldset().translations.getFieldset()}
      fieldNames={["title", "description", "keywords", "applications", "specRows"]}
      served={served}
      staleNotes={staleNotes}
    >
      {(fields, writtenIn) => (
        <>
          <div>
            <label className={labelClass} htmlFor={fields.title.id}>
              {text.product.title}
            </label>
            <input {...getInputProps(fields.title, { type: "text" })} {...writtenIn} className={inputClass} />
            <FieldErrors field={fields.title} />
          </div>
          <div>
            <label className={labelClass} htmlFor={fields.description.id}>
              {text.product.description}
            </label>
            <textarea {...getTextareaProps(fields.description)} rows={5} {...writtenIn} className={inputClass} />
            <FieldErrors field={fields.description} />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <KeywordsField field={fields.keywords} label={text.product.keywords} hint={text.listHint} {...writtenIn} />
            <KeywordsField field={fields.applications} label={text.product.applications} hint={text.listHint} {...writtenIn} />
          </div>
          <SpecRows form={form} field={fields.specRows} legend={text.product.specRows} {...writtenIn} enhanced={enhanced} />
        </>
      )}
    </TranslationGroups>
  );
}
