import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { HistoryLink, TextField, TheirValues } from "~/components/admin/form-field";
import { CategorySeoChecklist } from "~/components/admin/subject-seo-checklists";
import { MediaPicker } from "~/components/admin/media-picker";
import { TranslationGroups, translationFieldLabel } from "~/components/admin/translation-groups";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/catalogs";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { pagePath } from "~/i18n/language-paths";
import { textIn } from "~/i18n/owner-texts";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  readAdminCategory,
  saveCategory,
  type CategorySaveProblem,
} from "~/modules/catalogue/categories.server";
import {
  CATEGORIES_PATH,
  categoryFormSchema,
  categoryFormValues,
  categoryFromForm,
  flatCategoryFormValues,
  type CategoryFormField,
} from "~/modules/catalogue/category-form";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { categoryEditorTitles } from "~/modules/seo/seo-health.server";
import { editorFormIds, noSameTitles } from "~/modules/seo/seo-subjects";
import { listMediaChoices } from "~/modules/media/media.server";
import { revisionsPath } from "~/modules/revisions/revisions";
import type { Route } from "./+types/categories.edit";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

const emptyValues = categoryFormValues({ slug: "", texts: { en: { title: "", description: "" } }, imageId: null, visible: true });

async function categoryOrNotFound(db: Route.LoaderArgs["context"]["services"]["db"], id: string, notFound: string) {
  const category = await readAdminCategory(db, id);
  if (!category) throw data({ error: notFound }, { status: 404 });
  return category;
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const { db } = context.services;
  const [images, all, servedLanguages] = await Promise.all([listMediaChoices(db), listAdminCategories(db), readServedLanguages(db)]);
  const origin = siteUrl(context);
  if (!params.categoryId)
    return {
      category: null,
      values: emptyValues,
      version: 0,
      images,
      moveTargets: [],
      created: false,
      origin,
      sameTitle: noSameTitles,
      servedLanguages,
    };
  const category = await categoryOrNotFound(db, params.categoryId, dashboardMessages(context).admin.categories.errors.notFound);
  return {
    origin,
    servedLanguages,
    sameTitle: await categoryEditorTitles(db, category.id, category.texts),
    category: {
      id: category.id,
      slug: category.slug,
      titleZh: textIn(category.texts, "title", "zh"),
      productCount: category.productCount,
      visible: category.visible,
    },
    values: categoryFormValues(category),
    version: category.version,
    images,
    moveTargets: all
      .filter((other) => other.id !== category.id)
      .map((other) => ({ id: other.id, title: textIn(other.texts, "title", "zh") })),
    created: url.searchParams.has("created"),
  };
}

type Answer = {
  result?: SubmissionResult<string[]>;
  saved?: boolean;
  theirs?: { values: Record<string, string>; version: number };
  deleteError?: string;
};

const problemFields: Record<CategorySaveProblem, { field: CategoryFormField; message: "slugTaken" | "imageUnknown" }> = {
  "slug-taken": { field: "slug", message: "slugTaken" },
  "image-unknown": { field: "imageId", message: "imageUnknown" },
};

/** Every text at its limit in all five languages, each Arabic or Chinese letter percent-encoded as six bytes, fits. */
const MAX_CATEGORY_FORM_BYTES = 64 * 1024;

const deleteSchema = z.object({ intent: z.literal("delete"), moveProductsTo: z.string().max(200).default("") });

export async function action({ context, params, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const { db } = context.services;
  const form = await readFormData(request, MAX_CATEGORY_FORM_BYTES);
  const messages = dashboardMessages(context);
  const text = messages.admin.categories;
  const schema = categoryFormSchema(text);
  if (form.get("intent") === "delete") {
    const parsed = deleteSchema.safeParse(Object.fromEntries(form));
    if (!params.categoryId || !parsed.success) return data<Answer>({ deleteError: messages.errors.badRequest }, { status: 400 });
    const deleted = await deleteCategory(db, params.categoryId, parsed.data.moveProductsTo || null);
    if (deleted.ok) {
      const detail = { title: deleted.title, productsMovedTo: parsed.data.moveProductsTo || null };
      await recordAct(context, { action: "delete", subject: `category:${params.categoryId}`, detail });
      throw redirect(`${CATEGORIES_PATH}?${new URLSearchParams({ deleted: deleted.title })}`);
    }
    if (deleted.problem === "in-use") return data<Answer>({ deleteError: text.errors.inUse(deleted.productCount) }, { status: 409 });
    if (deleted.problem === "target-unknown") return data<Answer>({ deleteError: text.errors.targetUnknown }, { status: 400 });
    throw data({ error: text.errors.notFound }, { status: 404 });
  }

  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success")
    return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const content = categoryFromForm(submission.value);
  const refuse = (problem: CategorySaveProblem) =>
    data<Answer>(
      {
        result: submission.reply({
          formErrors: [text.errors.fixBelow],
          fieldErrors: { [problemFields[problem].field]: [text.errors[problemFields[problem].message]] },
        }),
      },
      { status: 400 },
    );

  if (!params.categoryId) {
    const created = await createCategory(db, content, admin);
    if (!created.ok) return refuse(created.problem);
    throw redirect(`${CATEGORIES_PATH}/${encodeURIComponent(created.id)}?created=1`);
  }
  const saved = await saveCategory(db, params.categoryId, content, submission.value.version, admin);
  if (saved === "saved") return data<Answer>({ result: submission.reply(), saved: true });
  if (saved === "not-found") throw data({ error: text.errors.notFound }, { status: 404 });
  if (saved !== "changed-meanwhile") return refuse(saved);
  const latest = await categoryOrNotFound(db, params.categoryId, text.errors.notFound);
  const typed = flatCategoryFormValues(categoryFormValues(content));
  const theirs = Object.entries(flatCategoryFormValues(categoryFormValues(latest))).filter(([field, value]) => typed[field] !== value);
  return data<Answer>(
    {
      result: submission.reply({ formErrors: [text.errors.changedMeanwhile] }),
      theirs: { values: Object.fromEntries(theirs), version: latest.version },
    },
    { status: 409 },
  );
}

/** The value shown for a field of someone else's save: the image by its name in the library, the box as yes or no. */
function theirValueText(field: string, value: string, images: { id: string; filename: string }[], messages: AdminMessages): string {
  if (field === "visible") return value === "on" ? messages.categories.yes : messages.categories.no;
  if (field === "imageId") return images.find((image) => image.id === value)?.filename ?? messages.mediaPicker.none;
  return value;
}

export default function CategoryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const messages = messagesFor(useDashboardLanguage());
  const text = messages.admin.categories;
  const schema = categoryFormSchema(text);
  const { category, values, version, images, moveTargets, created, origin, sameTitle, servedLanguages } = loaderData;
  const [form, fields] = useDashboardForm(schema, {
    id: editorFormIds.category,
    lastResult: actionData?.saved ? undefined : actionData?.result,
    defaultValue: values,
  });
  const theirs = actionData?.theirs;
  const heading = category ? text.editHeading(category.titleZh) : text.addHeading;
  return (
    <section className="space-y-4" aria-labelledby="category-heading">
      <Link to={CATEGORIES_PATH} className="inline-block text-sm text-brand-700 underline underline-offset-4">
        {text.backToList}
      </Link>
      <h1 id="category-heading" className="text-xl font-semibold">
        {heading}
      </h1>
      {category && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {category.visible && (
            <Link to={pagePath.brandCenter("zh", category.slug)} className="text-brand-700 underline underline-offset-4">
              {text.viewOnSite}
            </Link>
          )}
          <HistoryLink to={revisionsPath("category", category.id)} />
        </p>
      )}
      {(actionData?.saved || (created && !actionData)) && <Alert tone="success">{actionData?.saved ? text.saved : text.created}</Alert>}
      {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
      {theirs && (
        <TheirValues
          lines={Object.entries(theirs.values).map(([field, value]) => [
            translationFieldLabel(field, messages.admin.translations.category, messages.admin.translations) ??
              text.fields[field as CategoryFormField],
            theirValueText(field, value, images, messages.admin),
          ])}
          historyPath={category ? revisionsPath("category", category.id) : undefined}
        />
      )}
      {/* After a successful save the form starts again from what is now stored. */}
      <Form
        key={actionData?.saved ? version : "editing"}
        method="post"
        {...getFormProps(form)}
        className="space-y-6 rounded-lg bg-white p-5 shadow-sm"
      >
        <input type="hidden" name="version" value={theirs?.version ?? version} />
        <TextField
          field={fields.slug}
          label={text.fields.slug}
          hint={text.slugHint(pagePath.brandCenter("en", fields.slug.value || "calacatta-series"))}
        />
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold">{text.chinese}</legend>
          <TextField field={fields.titleZh} label={text.fields.titleZh} lang="zh-CN" />
          <TextField field={fields.descriptionZh} label={text.fields.descriptionZh} lang="zh-CN" lines={4} />
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold">{text.english}</legend>
          <TextField field={fields.titleEn} label={text.fields.titleEn} lang="en" />
          <TextField field={fields.descriptionEn} label={text.fields.descriptionEn} lang="en" lines={4} />
        </fieldset>
        <TranslationGroups groups={fields.translations.getFieldset()} fieldNames={["title", "description"]} served={servedLanguages}>
          {(translated, writtenIn) => (
            <div className="grid gap-4 md:grid-cols-2">
              <TextField field={translated.title} label={messages.admin.translations.category.title} {...writtenIn} />
              <TextField field={translated.description} label={messages.admin.translations.category.description} {...writtenIn} lines={4} />
            </div>
          )}
        </TranslationGroups>
        <MediaPicker
          name={fields.imageId.name}
          legend={text.fields.imageId}
          choices={images}
          defaultValue={typeof fields.imageId.initialValue === "string" ? fields.imageId.initialValue : ""}
          optional
          errors={fields.imageId.errors}
          errorId={fields.imageId.errorId}
        />
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input {...getInputProps(fields.visible, { type: "checkbox" })} className="h-4 w-4" />
            {text.fields.visible}
          </label>
        </div>
        <CategorySeoChecklist id={category?.id ?? null} fields={fields} images={images} storedSameTitle={sameTitle} origin={origin} />
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
      {category && <DeleteCategory productCount={category.productCount} moveTargets={moveTargets} error={actionData?.deleteError} />}
    </section>
  );
}

/** Deleting asks first (a <details>, no JavaScript needed); while products use the category, it offers where to move them. */
function DeleteCategory({
  productCount,
  moveTargets,
  error,
}: {
  productCount: number;
  moveTargets: { id: string; title: string }[];
  error?: string;
}) {
  const text = useDashboardMessages().categories;
  const canMove = moveTargets.length > 0;
  return (
    <details open={Boolean(error)} className="rounded-lg border border-red-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-red-800">{text.deleteHeading}</summary>
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      <Form method="post" className="mt-3 space-y-3 text-sm">
        <input type="hidden" name="intent" value="delete" />
        {productCount === 0 ? (
          <p>{text.deleteUnused}</p>
        ) : (
          <>
            <p>{text.deleteInUse(productCount)}</p>
            {canMove ? (
              <div>
                <label htmlFor="move-products-to" className="block font-medium">
                  {text.moveProductsTo}
                </label>
                <select id="move-products-to" name="moveProductsTo" defaultValue="" className={inputClass}>
                  <option value="">{text.chooseTarget}</option>
                  {moveTargets.map((target) => (
                    <option key={target.id} value={target.id}>
                      {target.title}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p>{text.noOtherCategory}</p>
            )}
          </>
        )}
        <button type="submit" className="rounded bg-red-700 px-3 py-1.5 text-white hover:bg-red-800">
          {productCount === 0 ? text.deleteButton : text.moveAndDelete}
        </button>
      </Form>
    </details>
  );
}
