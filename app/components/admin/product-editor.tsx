import { keepFocusInsideDialog } from "~/components/dialog-focus";
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/language";
import type { CategorySummary } from "~/modules/catalogue/catalogue.server";
import type { ProductFormValues, ProductPreview as Preview } from "~/modules/catalogue/product-admin.server";
import { ProductPhotoField } from "./product-photo-field";
import { ProductPreview } from "./product-preview";

const text = messagesFor("zh").admin.products;

export const PRODUCTS_PATH = "/dashboard/products";

const subscribeToNothing = () => () => {};

/** False while the server's HTML is all there is (also without JavaScript), true once React runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export type EditorMode = { mode: "add" } | { mode: "edit"; id: string };

type Props = {
  target: EditorMode;
  values: ProductFormValues;
  categories: CategorySummary[];
  error: string | null;
  preview: Preview | null;
  maxPhotoMegabytes: number;
};

/**
 * SPEC's add / modify product modal. Its state lives in the address (`?new=1`, `?edit=<id>`), so
 * without JavaScript the same form shows in the page, and with it in a modal dialog.
 */
export function ProductEditor(props: Props) {
  const hydrated = useHydrated();
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
      onKeyDown={keepFocusInsideDialog}
      aria-labelledby="product-editor-title"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(60rem,calc(100%-2rem))] overflow-y-auto rounded-lg p-0 shadow-2xl backdrop:bg-stone-900/50"
    >
      {children}
    </dialog>
  );
}

const labelClass = "block text-sm font-medium";
const hintClass = "mt-1 text-xs text-stone-500";

function Required() {
  return (
    <>
      {" "}
      <span className="text-red-700" aria-hidden="true">
        *
      </span>
      <span className="sr-only">（{text.fields.required}）</span>
    </>
  );
}

function EditorContent({ target, values, categories, error, preview, maxPhotoMegabytes, title, enhanced }: Props & { title: string; enhanced: boolean }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith(PRODUCTS_PATH);
  const saving = submitting && navigation.formData?.get("intent") === target.mode;
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
        <h2 id="product-editor-title" className="text-xl font-semibold">
          {title}
        </h2>
        <Link to={PRODUCTS_PATH} preventScrollReset aria-label={text.close} className="rounded px-2 py-1 text-2xl leading-none hover:bg-stone-100">
          ×
        </Link>
      </div>
      <div className="space-y-5 px-6 py-5">
        {error && (
          <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        {preview && <ProductPreview preview={preview} />}
        <Form method="post" encType="multipart/form-data" preventScrollReset className="space-y-4">
          {target.mode === "edit" && <input type="hidden" name="id" value={target.id} />}
          <p className="text-sm text-stone-600">
            {text.fields.id}:{" "}
            {target.mode === "edit" ? <code className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-900">{target.id}</code> : text.fields.idGenerated}
          </p>
          <div className="grid gap-4 md:grid-cols-2">
            <label className={labelClass}>
              {text.fields.titleEn}
              <Required />
              <input name="titleEn" defaultValue={values.titleEn} maxLength={200} aria-required="true" lang="en" className={inputClass} />
            </label>
            <label className={labelClass}>
              {text.fields.titleZh}
              <input name="titleZh" defaultValue={values.titleZh} maxLength={200} lang="zh-CN" className={inputClass} />
            </label>
            <label className={labelClass}>
              {text.fields.descriptionEn}
              <Required />
              <textarea name="descriptionEn" defaultValue={values.descriptionEn} rows={6} maxLength={20_000} aria-required="true" lang="en" className={inputClass} />
            </label>
            <label className={labelClass}>
              {text.fields.descriptionZh}
              <textarea name="descriptionZh" defaultValue={values.descriptionZh} rows={6} maxLength={20_000} lang="zh-CN" className={inputClass} />
            </label>
          </div>
          <p className={hintClass}>{text.fields.descriptionHint}</p>
          <div className="grid gap-4 md:grid-cols-2">
            <label className={labelClass}>
              {text.fields.category}
              <select name="categoryId" defaultValue={values.categoryId} className={inputClass}>
                <option value="">{text.uncategorised}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.title}
                  </option>
                ))}
              </select>
            </label>
            <div>
              <label className={labelClass}>
                {text.fields.keywords}
                <input name="keywords" defaultValue={values.keywords} maxLength={2000} aria-describedby="product-keywords-hint" className={inputClass} />
              </label>
              <p id="product-keywords-hint" className={hintClass}>
                {text.fields.keywordsHint}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-x-8 gap-y-2">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="visible" defaultChecked={values.visible} className="size-4 accent-brand-700" />
              {text.fields.visible}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="homepage" defaultChecked={values.homepage} className="size-4 accent-brand-700" />
              {text.fields.homepage}
            </label>
          </div>
          <ProductPhotoField photoUrl={values.photoUrl} photoVariants={values.photoVariants} maxMegabytes={maxPhotoMegabytes} enhanced={enhanced} onUploadingChange={setUploading} />
          {/* Save comes first, so Enter in a field saves rather than previews. */}
          <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
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
