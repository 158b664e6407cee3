import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { useLayoutEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { keepFocusInsideDialog } from "~/enhancements/dialog-focus";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { Language, TranslatedLanguage } from "~/i18n/languages";
import type { CategorySummary } from "~/modules/catalogue/catalogue.server";
import type { ProductPreview as Preview } from "~/modules/catalogue/product-preview.server";
import { productFormSchema, type ProductFormValues } from "~/modules/catalogue/product-form";
import type { AttributeOption } from "~/modules/catalogue/stone-attributes";
import type { EditorSeo } from "~/modules/seo/seo-health.server";
import { editorFormIds } from "~/modules/seo/seo-subjects";
import { ProductAttributeFields, type ProductFormInput, withSpareRows } from "./product-attribute-fields";
import { FieldErrors, hintClass, KeywordsField, labelClass } from "./product-fields";
import { productErrorText } from "./product-error-text";
import { ProductPhotoField } from "./product-photo-field";
import { ProductPreview } from "./product-preview";
import { ProductTranslationFields, withSpareTranslationRows } from "./product-translation-fields";
import { ProductSeoChecklist } from "./subject-seo-checklists";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

export const PRODUCTS_PATH = "/dashboard/products";

export type EditorMode = { mode: "add" } | { mode: "edit"; id: string };

type Props = {
  target: EditorMode;
  values: ProductFormValues;
  /** The server's answer to the last save or preview: field errors, form errors and what was typed. */
  lastResult: SubmissionResult<string[]> | null;
  categories: CategorySummary[];
  attributeOptions: AttributeOption[];
  preview: Preview | null;
  maxPhotoMegabytes: number;
  /** The photos' alt texts and the titles used elsewhere, as stored, for the SEO checklist. */
  seo: EditorSeo;
  /** The site's address, which the search results preview shows. */
  origin: string;
  /** The languages buyers get pages in: the editor says which of the product's other languages they read now. */
  servedLanguages: Language[];
  /** Per added language, the fields written before their English last changed. */
  staleTranslations: Partial<Record<TranslatedLanguage, string[]>>;
};

/**
 * The add / modify product modal (docs/requirements/dashboard.md#product-editor). Its state lives in the address (`?new=1`, `?edit=<id>`), so
 * without JavaScript the same form shows in the page, and with it in a modal dialog.
 */
export function ProductEditor(props: Props) {
  const hydrated = useHydrated();
  const text = useDashboardMessages().products;
  const title = props.target.mode === "add" ? text.add : text.editTitle;
  const content = <EditorContent {...props} title={title} enhanced={hydrated} />;
  if (!hydrated) {
    return (
      <section aria-labelledby="product-editor-title" className="mb-6 rounded-lg bg-white shadow-sm">
        {content}
      </section>
    );
  }
  return <EditorDialog>{content}</EditorDialog>;
}

function EditorDialog({ children }: { children: React.ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    element.querySelector<HTMLElement>("input:not([type='hidden']), textarea")?.focus();
  }, []);
  return (
    <dialog
      ref={dialog}
      // Escape closes the dialog; the address then drops ?new / ?edit so a reload does not reopen it.
      onClose={() => navigate(PRODUCTS_PATH, { preventScrollReset: true })}
      onKeyDown={(event) => keepFocusInsideDialog(event, event.currentTarget)}
      aria-labelledby="product-editor-title"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(60rem,calc(100%-2rem))] overflow-y-auto rounded-lg p-0 shadow-2xl backdrop:bg-stone-900/50"
    >
      {children}
    </dialog>
  );
}

function Required() {
  const text = useDashboardMessages().products;
  return (
    <>
      {" "}
      <span className="text-red-700" aria-hidden="true">
        *
      </span>
      <span className="sr-only">{text.fields.required}</span>
    </>
  );
}

function EditorContent({
  target,
  values,
  lastResult,
  categories,
  attributeOptions,
  preview,
  maxPhotoMegabytes,
  seo,
  origin,
  servedLanguages,
  staleTranslations,
  title,
  enhanced,
}: Props & { title: string; enhanced: boolean }) {
  const messages = useDashboardMessages();
  const text = messages.products;
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(PRODUCTS_PATH);
  const saving = submitting && navigation.formData?.get("intent") === target.mode;
  const [uploading, setUploading] = useState(false);
  const [form, fields] = useDashboardForm<typeof productFormSchema, ProductFormInput>(productFormSchema, {
    id: editorFormIds.product,
    lastResult,
    defaultValue: { ...withSpareRows(values), translations: withSpareTranslationRows(values.translations) },
  });
  const textInputProps = (field: FieldMetadata<unknown>, options: { lang: string; required?: boolean }) => ({
    ...getInputProps(field, { type: "text" }),
    lang: options.lang,
    "aria-required": options.required,
    className: inputClass,
  });
  return (
    <>
      <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
        <h2 id="product-editor-title" className="text-xl font-semibold">
          {title}
        </h2>
        <Link
          to={PRODUCTS_PATH}
          preventScrollReset
          aria-label={text.close}
          className="rounded px-2 py-1 text-2xl leading-none hover:bg-stone-100"
        >
          ×
        </Link>
      </div>
      <div className="space-y-5 px-6 pt-5">
        {form.errors && form.errors.length > 0 && (
          <Alert tone="error" id={form.errorId}>
            {form.errors.join(" ")}
          </Alert>
        )}
        {preview && <ProductPreview preview={preview} />}
        <Form method="post" encType="multipart/form-data" preventScrollReset {...getFormProps(form)} className="space-y-4">
          {target.mode === "edit" && <input type="hidden" name="id" value={target.id} />}
          <p className="text-sm text-stone-600">
            {text.fields.id}:{" "}
            {target.mode === "edit" ? (
              <code className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-900">{target.id}</code>
            ) : (
              text.fields.idGenerated
            )}
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <label className={labelClass} htmlFor={fields.titleEn.id}>
                {text.fields.titleEn}
                <Required />
              </label>
              <input {...textInputProps(fields.titleEn, { lang: "en", required: true })} />
              <FieldErrors field={fields.titleEn} />
            </div>
            <div>
              <label className={labelClass} htmlFor={fields.titleZh.id}>
                {text.fields.titleZh}
              </label>
              <input {...textInputProps(fields.titleZh, { lang: "zh-CN" })} />
              <FieldErrors field={fields.titleZh} />
            </div>
            <div>
              <label className={labelClass} htmlFor={fields.descriptionEn.id}>
                {text.fields.descriptionEn}
                <Required />
              </label>
              <textarea {...getTextareaProps(fields.descriptionEn)} rows={6} lang="en" aria-required="true" className={inputClass} />
              <FieldErrors field={fields.descriptionEn} />
            </div>
            <div>
              <label className={labelClass} htmlFor={fields.descriptionZh.id}>
                {text.fields.descriptionZh}
              </label>
              <textarea {...getTextareaProps(fields.descriptionZh)} rows={6} lang="zh-CN" className={inputClass} />
              <FieldErrors field={fields.descriptionZh} />
            </div>
          </div>
          <p className={hintClass}>{text.fields.descriptionHint}</p>
          <div>
            <label className={labelClass} htmlFor={fields.categoryId.id}>
              {text.fields.category}
            </label>
            <select {...getSelectProps(fields.categoryId)} className={inputClass}>
              <option value="">{text.uncategorised}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.visible ? category.title : messages.categories.hiddenChoice(category.title)}
                </option>
              ))}
            </select>
            <FieldErrors field={fields.categoryId} />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <KeywordsField field={fields.keywords} label={text.fields.keywords} hint={text.fields.keywordsHint} lang="en" />
            <KeywordsField field={fields.keywordsZh} label={text.fields.keywordsZh} hint={text.fields.keywordsZhHint} lang="zh-CN" />
          </div>
          <ProductSeoChecklist id={target.mode === "edit" ? target.id : null} fields={fields} seo={seo} origin={origin} />
          <ProductAttributeFields form={form} fields={fields} options={attributeOptions} enhanced={enhanced} />
          <ProductTranslationFields form={form} served={servedLanguages} enhanced={enhanced} stale={staleTranslations} />
          <div className="flex flex-wrap gap-x-8 gap-y-2">
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.visible, { type: "checkbox" })} className="size-4 accent-brand-700" />
              {text.fields.visible}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.homepage, { type: "checkbox" })} className="size-4 accent-brand-700" />
              {text.fields.homepage}
            </label>
          </div>
          <ProductPhotoField
            photoUrl={fields.photoUrl.initialValue ?? ""}
            photoVariants={fields.photoVariants.initialValue ?? "[]"}
            urlField={{
              id: fields.photoUrl.id,
              errorId: fields.photoUrl.errorId,
              errors: fields.photoUrl.errors?.map((code) => productErrorText(code, messages)),
            }}
            maxMegabytes={maxPhotoMegabytes}
            enhanced={enhanced}
            onUploadingChange={setUploading}
          />
          {/* Save comes first, so Enter in a field saves rather than previews. The bar stays in view while the form scrolls. */}
          <div className="sticky bottom-0 -mx-6 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white px-6 py-4">
            <button
              type="submit"
              name="intent"
              value={target.mode}
              disabled={submitting || uploading}
              className="rounded bg-brand-800 px-5 py-2 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
            >
              {saving ? text.saving : text.save}
            </button>
            <button
              type="submit"
              name="intent"
              value="preview"
              disabled={submitting || uploading}
              className="rounded border border-stone-300 px-5 py-2 hover:bg-stone-100 disabled:opacity-60"
            >
              {text.preview}
            </button>
            <Link to={PRODUCTS_PATH} preventScrollReset className="ml-auto text-sm text-stone-600 underline-offset-4 hover:underline">
              {text.cancel}
            </Link>
          </div>
        </Form>
      </div>
    </>
  );
}
