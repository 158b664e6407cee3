import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { productErrorText } from "~/components/admin/product-error-text";
import { Alert, SavedNotice } from "~/components/alert";
import { SortableProductGrid } from "~/components/admin/sortable-product-grid";
import { PRODUCTS_PATH, ProductEditor, type EditorMode } from "~/components/admin/product-editor";
import { messagesFor } from "~/i18n/catalogs";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import {
  adminProductQueryString,
  adminProductSorts,
  canReorder,
  parseAdminProductQuery,
  type AdminProductQuery,
} from "~/modules/catalogue/admin-product-list";
import { listCategoryChoices, type CategorySummary } from "~/modules/catalogue/catalogue.server";
import { listAttributeOptions } from "~/modules/catalogue/stone-attributes.server";
import { MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";
import { listAdminProducts } from "~/modules/catalogue/admin-product-list.server";
import { deleteProduct, saveProduct, setProductHomepage } from "~/modules/catalogue/product-changes.server";
import { duplicateProduct } from "~/modules/catalogue/product-copy.server";
import { getProductFormValues, readProductStaleFields } from "~/modules/catalogue/product-form.server";
import type { TranslatedLanguage } from "~/i18n/languages";
import { moveProduct } from "~/modules/catalogue/product-order.server";
import { MAX_PRODUCT_REQUEST_BYTES, storeUploadedPhoto } from "~/modules/catalogue/product-photo-upload.server";
import { previewProduct } from "~/modules/catalogue/product-preview.server";
import { emptyProductForm, productFormSchema, type ProductFormValues } from "~/modules/catalogue/product-form";
import { readFormBody } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { productEditorSeo, type EditorSeo } from "~/modules/seo/seo-health.server";
import { noSameTitles, productTextsOfForm, withoutImages } from "~/modules/seo/seo-subjects";
import type { Route } from "./+types/products";

const productId = z.string().trim().min(1).max(200);

/** After a save the browser is sent back to the grid, and the address says what happened (so a reload does not post again). */
const savedNoticeSchema = z
  .discriminatedUnion("saved", [
    z.object({ saved: z.literal("created"), id: productId, requested: productId.optional() }),
    z.object({ saved: z.literal("updated"), id: productId }),
  ])
  .nullable()
  .catch(null);

type SavedNotice = NonNullable<z.infer<typeof savedNoticeSchema>>;

function savedNoticeText(notice: SavedNotice, text: AdminMessages["products"]): string {
  if (notice.saved === "updated") return text.notices.updated;
  return notice.requested ? text.notices.createdWithNewId(notice.requested, notice.id) : text.notices.created(notice.id);
}

const editorSchema = z.object({ edit: productId.optional(), new: z.string().optional() });

type Editor = {
  target: EditorMode;
  values: ProductFormValues;
  seo: EditorSeo;
  staleTranslations: Partial<Record<TranslatedLanguage, string[]>>;
} | null;

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const { db } = context.services;
  const search = Object.fromEntries(url.searchParams);
  const query = parseAdminProductQuery(url.searchParams);
  const [{ products, paging }, categories, attributeOptions, served] = await Promise.all([
    listAdminProducts(db, query, context.services.config.CATALOGUE_PAGE_SIZE),
    listCategoryChoices(db, "zh"),
    listAttributeOptions(db, "zh"),
    readServedLanguages(db),
  ]);
  const text = dashboardMessages(context).admin.products;
  const notice = savedNoticeSchema.parse(search);
  const page = {
    products,
    paging,
    query,
    categories,
    attributeOptions,
    servedLanguages: served,
    maxPhotoMegabytes: MAX_PHOTO_MEGABYTES,
    notice: notice && savedNoticeText(notice, text),
    origin: siteUrl(context),
  };
  const requested = editorSchema.catch({}).parse(search);
  let editor: Editor = null;
  if (requested.edit) {
    const values = await getProductFormValues(db, requested.edit);
    if (!values) return data({ ...page, editor, error: text.errors.notFound }, { status: 404 });
    editor = {
      target: { mode: "edit", id: requested.edit },
      values,
      seo: await productEditorSeo(db, requested.edit, productTextsOfForm(values)),
      staleTranslations: await readProductStaleFields(db, requested.edit),
    };
  } else if (requested.new !== undefined) {
    editor = {
      target: { mode: "add" },
      values: emptyProductForm,
      seo: { pictures: withoutImages, sameTitle: noSameTitles },
      staleTranslations: {},
    };
  }
  return { ...page, editor, error: null };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add") }),
  z.object({ intent: z.literal("edit"), id: productId }),
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("toggle-homepage"), id: productId, homepage: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), id: productId }),
  z.object({ intent: z.literal("duplicate"), id: productId }),
  z.object({ intent: z.literal("move"), id: productId, direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("place"), id: productId, position: z.coerce.number().int().min(0).max(1_000_000) }),
]);

/** A copy's titles end with the marker of their own language. */
const copySuffixes = { en: messagesFor("en").admin.products.copySuffix, zh: messagesFor("zh").admin.products.copySuffix };

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requirePermission(context, "catalogue");
  const { db } = context.services;
  const body = await readFormBody(request, MAX_PRODUCT_REQUEST_BYTES);
  const messages = dashboardMessages(context);
  const text = messages.admin.products;
  if (!body.ok)
    return data(
      { error: body.status === 413 ? productErrorText("photoTooLarge", messages.admin) : messages.errors.badRequest },
      { status: body.status },
    );
  const form = body.value;
  const parsed = actionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: messages.errors.badRequest }, { status: 400 });
  const command = parsed.data;

  if (command.intent === "toggle-homepage") {
    const homepage = command.homepage === "true";
    const title = await setProductHomepage(db, command.id, homepage);
    if (!title) return data({ error: text.errors.notFound }, { status: 404 });
    return { notice: homepage ? text.notices.homepageShown(title) : text.notices.homepageHidden(title) };
  }
  if (command.intent === "delete") {
    const title = await deleteProduct(db, command.id);
    if (!title) return data({ error: text.errors.notFound }, { status: 404 });
    await recordAct(context, { action: "delete", subject: `product:${command.id}`, detail: { title } });
    return { notice: text.notices.deleted };
  }
  if (command.intent === "duplicate") {
    const copy = await duplicateProduct(db, command.id, user.id, copySuffixes);
    if (!copy) return data({ error: text.errors.notFound }, { status: 404 });
    return { notice: text.notices.duplicated(copy.title, copy.id) };
  }
  if (command.intent === "move" || command.intent === "place") {
    const title = await moveProduct(db, command.id, command.intent === "move" ? command.direction : command.position);
    if (!title) return data({ error: text.errors.notFound }, { status: 404 });
    return { notice: text.notices.moved(title) };
  }

  // Only a form sent without JavaScript carries the file; with it, the photo was uploaded on its own already.
  const file = form.get("photo");
  form.delete("photo");
  const summary = command.intent === "preview" ? text.errors.cannotPreview : text.errors.cannotAdd;
  if (file instanceof File && file.size > 0) {
    const upload = await storeUploadedPhoto(context.services, file, user.id);
    if (!upload.ok) {
      const refused = parseWithZod(form, { schema: productFormSchema }).reply({
        formErrors: [summary],
        fieldErrors: { photoUrl: [upload.code] },
      });
      return data({ result: refused }, { status: upload.status });
    }
    form.set("photoUrl", upload.image.photoUrl);
    form.set("photoVariants", JSON.stringify(upload.image.variants));
  }
  const submission = parseWithZod(form, { schema: productFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ formErrors: [summary] }) }, { status: 400 });
  // Checked before anything is written, so editing a product deleted meanwhile changes nothing.
  if (command.intent === "edit" && !(await getProductFormValues(db, command.id))) {
    return data({ result: submission.reply({ formErrors: [text.errors.notFound] }) }, { status: 404 });
  }

  if (command.intent === "preview") {
    const result = await previewProduct(context.services, submission.value);
    if (result.status === "invalid")
      return data({ result: submission.reply({ formErrors: [summary], fieldErrors: { [result.field]: [result.code] } }) }, { status: 400 });
    return { result: submission.reply(), preview: result.preview };
  }

  const target = command.intent === "edit" ? ({ mode: "edit", id: command.id } as const) : ({ mode: "add", addedBy: user.id } as const);
  const outcome = await saveProduct(context.services, target, submission.value, { id: user.id, email: user.email });
  switch (outcome.status) {
    case "invalid":
      return data(
        { result: submission.reply({ formErrors: [summary], fieldErrors: { [outcome.field]: [outcome.code] } }) },
        { status: 400 },
      );
    case "not-found":
      return data({ result: submission.reply({ formErrors: [text.errors.notFound] }) }, { status: 404 });
    case "created": {
      const notice = new URLSearchParams({
        saved: "created",
        id: outcome.id,
        ...(outcome.requestedId && { requested: outcome.requestedId }),
      });
      throw redirect(`${PRODUCTS_PATH}?${notice}`);
    }
    case "updated":
      throw redirect(`${PRODUCTS_PATH}?${new URLSearchParams({ saved: "updated", id: outcome.id })}`);
  }
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const messages = messagesFor(useDashboardLanguage());
  const text = messages.admin.products;
  const sheetText = messages.admin.catalogueSheet;
  const { products, paging, query, categories, attributeOptions, servedLanguages, editor, maxPhotoMegabytes, origin } = loaderData;
  const answer = actionData && {
    notice: "notice" in actionData ? actionData.notice : null,
    error: "error" in actionData ? actionData.error : null,
    result: "result" in actionData ? actionData.result : null,
    preview: "preview" in actionData ? actionData.preview : null,
  };
  const notice = answer ? answer.notice : loaderData.notice;
  const pageError = answer?.error ?? loaderData.error;
  return (
    <section aria-labelledby="products-heading">
      <div className="mb-4 flex flex-wrap items-center gap-4">
        <h1 id="products-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <span className="text-sm text-stone-600">{text.total(paging.total)}</span>
        <a href="/dashboard/products/export.xlsx" className="ml-auto text-sm underline" download>
          {sheetText.exportXlsx}
        </a>
        <a href="/dashboard/products/export.csv" className="text-sm underline" download>
          {sheetText.exportCsv}
        </a>
        <Link to="/dashboard/products/import" className="text-sm underline">
          {sheetText.importLink}
        </Link>
        <Link to="?new=1" preventScrollReset className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.add}
        </Link>
      </div>
      <SavedNotice notice={notice} />
      {pageError && <Alert tone="error">{pageError}</Alert>}
      {editor && (
        <ProductEditor
          key={editor.target.mode === "edit" ? `edit:${editor.target.id}` : "add"}
          target={editor.target}
          values={editor.values}
          lastResult={answer?.result ?? null}
          categories={categories}
          attributeOptions={attributeOptions}
          preview={answer?.preview ?? null}
          maxPhotoMegabytes={maxPhotoMegabytes}
          seo={editor.seo}
          origin={origin}
          servedLanguages={servedLanguages}
          staleTranslations={editor.staleTranslations}
        />
      )}
      <ProductListFilters query={query} categories={categories} />
      {products.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-stone-600 shadow-sm">{text.empty}</p>
      ) : (
        <SortableProductGrid
          products={products}
          paging={paging}
          reorderable={canReorder(query)}
          pageHref={(page) => `${PRODUCTS_PATH}${adminProductQueryString({ ...query, page })}`}
        />
      )}
    </section>
  );
}

/** Search, category and sort as a plain GET form, so the list narrows the same with or without JavaScript. */
function ProductListFilters({ query, categories }: { query: AdminProductQuery; categories: CategorySummary[] }) {
  const text = useDashboardMessages().products;
  const field = "rounded border border-stone-300 px-3 py-2";
  return (
    <Form method="get" action={PRODUCTS_PATH} aria-label={text.list.label} className="mb-4 flex flex-wrap items-end gap-3 text-sm">
      <label className="grid gap-1">
        {text.list.search}
        <input type="search" name="q" defaultValue={query.q} maxLength={100} className={field} />
      </label>
      <label className="grid gap-1">
        {text.list.category}
        <select name="category" defaultValue={query.category ?? ""} className={field}>
          <option value="">{text.list.allCategories}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
          <option value="none">{text.list.noCategory}</option>
        </select>
      </label>
      <label className="grid gap-1">
        {text.list.sort}
        <select name="sort" defaultValue={query.sort} className={field}>
          {adminProductSorts.map((sort) => (
            <option key={sort} value={sort}>
              {text.list.sorts[sort]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded bg-brand-800 px-4 py-2 font-medium text-white hover:bg-brand-900">
        {text.list.apply}
      </button>
      {adminProductQueryString({ ...query, page: 1 }) && (
        <Link to={PRODUCTS_PATH} className="py-2 text-brand-700 underline underline-offset-4">
          {text.list.showAll}
        </Link>
      )}
    </Form>
  );
}
