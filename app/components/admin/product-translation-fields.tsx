import { getInputProps, getTextareaProps } from "@conform-to/react";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/language";
import { languageEntry, languageNameIn, type TranslatedLanguage } from "~/i18n/languages";
import type { ProductFormValues } from "~/modules/catalogue/product-form";
import { SpecRows, withSpareSpecRows, type Form } from "./product-attribute-fields";
import { FieldErrors, hintClass, KeywordsField, labelClass } from "./product-fields";

const text = messagesFor("zh").admin.translations;

/** The editor's starting translations with a few empty specification rows after the stored ones. */
export const withSpareTranslationRows = (translations: ProductFormValues["translations"]): ProductFormValues["translations"] =>
  Object.fromEntries(Object.entries(translations).map(([language, fields]) => [language, { ...fields, specRows: withSpareSpecRows(fields.specRows) }])) as ProductFormValues["translations"];

const isWritten = (value: unknown) => (Array.isArray(value) ? value.some((row) => row && Object.values(row).some(Boolean)) : typeof value === "string" && value.trim() !== "");

/**
 * A product's texts in each language added after SPEC that buyers are served: a closed group per language that says
 * how much of it is written, opened where a field has an error.
 */
export function ProductTranslationFields({ form, languages, enhanced }: { form: Form; languages: readonly TranslatedLanguage[]; enhanced: boolean }) {
  const groups = form.getFieldset().translations.getFieldset();
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold">{text.heading}</legend>
      <p className={hintClass}>{languages.length > 0 ? text.hint : text.noLanguages}</p>
      {languages.map((language) => {
        const group = groups[language];
        const fields = group.getFieldset();
        const { tag, direction, nativeName } = languageEntry(language);
        const values = [fields.title.value, fields.description.value, fields.keywords.value, fields.applications.value, fields.specRows.value];
        const written = values.filter(isWritten).length;
        const hasErrors = Object.keys(group.allErrors ?? {}).length > 0;
        return (
          <details key={language} open={hasErrors || undefined} className="rounded border border-stone-200 px-3 py-2">
            <summary className="cursor-pointer text-sm font-medium">
              <span lang={tag}>{nativeName}</span>（{languageNameIn(language, "zh")}）· <span className="font-normal text-stone-600">{text.written(written, values.length)}</span>
            </summary>
            <div className="mt-3 space-y-4">
              <div>
                <label className={labelClass} htmlFor={fields.title.id}>
                  {text.product.title}
                </label>
                <input {...getInputProps(fields.title, { type: "text" })} lang={tag} dir={direction} className={inputClass} />
                <FieldErrors field={fields.title} />
              </div>
              <div>
                <label className={labelClass} htmlFor={fields.description.id}>
                  {text.product.description}
                </label>
                <textarea {...getTextareaProps(fields.description)} rows={5} lang={tag} dir={direction} className={inputClass} />
                <FieldErrors field={fields.description} />
              </div>
              <div className="grid gap-4 md:grid-cols-2">
                <KeywordsField field={fields.keywords} label={text.product.keywords} hint={text.listHint} lang={tag} dir={direction} />
                <KeywordsField field={fields.applications} label={text.product.applications} hint={text.listHint} lang={tag} dir={direction} />
              </div>
              <SpecRows form={form} field={fields.specRows} legend={text.product.specRows} lang={tag} dir={direction} enhanced={enhanced} />
            </div>
          </details>
        );
      })}
    </fieldset>
  );
}
