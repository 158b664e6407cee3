import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { TextField } from "~/components/admin/form-field";
import { MediaPicker } from "~/components/admin/media-picker";
import { DraftEditorForm, draftSettled } from "~/components/admin/page-draft-panel";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { pagePath } from "~/i18n/language-paths";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { readFormData } from "~/modules/http/request-body.server";
import { homePageLimits } from "~/modules/site-settings/home-page";
import {
  emptySlideFormValues,
  homePageFormSchema,
  homePageFormValues,
  homePageFromForm,
  modalTranslationFields,
  slideFormFields,
  slideTranslationFields,
} from "~/modules/site-settings/home-page-form";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { TranslationGroups } from "~/components/admin/translation-groups";
import type { DraftNotice } from "~/modules/site-settings/page-documents";
import { handlePublishOrDiscard, readEditedDocument, saveDraft } from "~/modules/site-settings/page-drafts.server";
import { imageChoices, loadPageEditor } from "~/modules/site-settings/page-editor.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { pictureEditorSeo } from "~/modules/seo/seo-health.server";
import { SitePageSeoChecklist } from "~/components/admin/subject-seo-checklists";
import type { Route } from "./+types/web-pages.home";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "content");
  const editor = await loadPageEditor(context, "homePage");
  const values = homePageFormValues(editor.editing);
  const text = dashboardMessages(context).admin.webPages;
  const choices = await imageChoices(
    context,
    values.slides.map((slide) => slide.image),
    text.home.earlierImage,
  );
  const [seo, servedLanguages] = await Promise.all([
    pictureEditorSeo(context.services.db, "home"),
    readServedLanguages(context.services.db),
  ]);
  return { ...editor, values, choices, seo, servedLanguages, origin: siteUrl(context) };
}

/** Twelve slides with every caption at its limit in all five languages, each Chinese or Arabic letter percent-encoded as up to nine bytes, fit. */
const MAX_HOME_FORM_BYTES = 384 * 1024;

type Answer = { result?: SubmissionResult<string[]>; notice?: DraftNotice };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "content");
  const { db } = context.services;
  const formData = await readFormData(request, MAX_HOME_FORM_BYTES);
  const published = await handlePublishOrDiscard(db, "homePage", formData, admin);
  if (published) return data<Answer>({ notice: published.notice }, { status: published.status });
  const text = dashboardMessages(context).admin.webPages;
  const schema = homePageFormSchema(text);
  const submission = parseWithZod(formData, { schema });
  // Adding, removing or moving a slide without JavaScript comes back here and is answered with the new list.
  if (submission.status === undefined) return data<Answer>({ result: submission.reply() });
  if (submission.status !== "success")
    return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const { version, draftStamp } = submission.value;
  const saved = await saveDraft(db, "homePage", homePageFromForm(submission.value, await readEditedDocument(db, "homePage"), new Date()), {
    version,
    draftStamp,
  });
  if (saved === "saved") return data<Answer>({ result: submission.reply(), notice: "draftSaved" });
  return data<Answer>({ result: submission.reply(), notice: "changedMeanwhile" }, { status: 409 });
}

const moveButton = "rounded border border-stone-300 px-2 py-1 text-sm hover:bg-stone-100 disabled:opacity-40";

export default function HomePageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.webPages;
  const translationText = messages.translations;
  const schema = homePageFormSchema(text);
  const saved = draftSettled(actionData?.notice);
  const [form, fields] = useDashboardForm(schema, {
    id: "home-page-form",
    lastResult: saved ? undefined : actionData?.result,
    defaultValue: loaderData.values,
  });
  const slides = fields.slides.getFieldList();
  return (
    <div className="space-y-4">
      <DraftEditorForm
        entity="home-page"
        editor={loaderData}
        pagePath={pagePath.home}
        notice={actionData?.notice}
        formProps={getFormProps(form)}
        formErrors={form.errors}
      >
        <fieldset className="min-w-0 space-y-4">
          <legend className="mb-2 font-semibold">{text.home.slides}</legend>
          {slides.map((slide, index) => {
            const slideFields = slide.getFieldset();
            const number = index + 1;
            return (
              <section key={slide.key} aria-label={text.home.slide(number)} className="space-y-3 rounded border border-stone-200 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="mr-auto font-medium">{text.home.slide(number)}</h2>
                  <button
                    {...form.reorder.getButtonProps({ name: fields.slides.name, from: index, to: index - 1 })}
                    disabled={index === 0}
                    className={moveButton}
                    aria-label={text.home.moveUp(number)}
                  >
                    ↑
                  </button>
                  <button
                    {...form.reorder.getButtonProps({ name: fields.slides.name, from: index, to: index + 1 })}
                    disabled={index === slides.length - 1}
                    className={moveButton}
                    aria-label={text.home.moveDown(number)}
                  >
                    ↓
                  </button>
                  <button
                    {...form.remove.getButtonProps({ name: fields.slides.name, index })}
                    disabled={slides.length === 1}
                    className={moveButton}
                  >
                    {text.home.remove(number)}
                  </button>
                </div>
                <MediaPicker
                  name={slideFields.image.name}
                  legend={text.home.image}
                  choices={loaderData.choices}
                  defaultValue={slideFields.image.initialValue}
                  errors={slideFields.image.errors}
                  errorId={slideFields.image.errorId}
                />
                <div className="grid gap-3 md:grid-cols-2">
                  {slideFormFields.map((name) => (
                    <TextField
                      key={name}
                      field={slideFields[name]}
                      label={text.home[name]}
                      lang={name.endsWith("Zh") ? "zh-CN" : "en"}
                      lines={name.startsWith("text") ? 2 : undefined}
                      hint={name.startsWith("link") ? text.home.linkHint : undefined}
                    />
                  ))}
                </div>
                <TranslationGroups
                  groups={slideFields.translations.getFieldset()}
                  fieldNames={slideTranslationFields}
                  served={loaderData.servedLanguages}
                >
                  {(translated, writtenIn) => (
                    <div className="grid gap-3 md:grid-cols-3">
                      {slideTranslationFields.map((name) => (
                        <TextField
                          key={name}
                          field={translated[name]}
                          label={translationText.slide[name]}
                          lines={name === "text" ? 2 : undefined}
                          hint={name === "link" ? text.home.linkHint : undefined}
                          {...(name === "link" ? {} : writtenIn)}
                        />
                      ))}
                    </div>
                  )}
                </TranslationGroups>
              </section>
            );
          })}
          <p id={fields.slides.errorId} className="text-sm text-red-700 empty:hidden">
            {fields.slides.errors?.join(" ")}
          </p>
          {slides.length < homePageLimits.slides && (
            <button
              {...form.insert.getButtonProps({ name: fields.slides.name, defaultValue: emptySlideFormValues })}
              className="rounded border border-brand-700 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
            >
              {text.home.add}
            </button>
          )}
        </fieldset>
        <div className="max-w-xs">
          <TextField
            field={fields.intervalSeconds}
            label={text.home.interval}
            type="number"
            inputProps={{ min: homePageLimits.minSeconds, max: homePageLimits.maxSeconds, step: 1 }}
          />
        </div>
        <fieldset className="grid min-w-0 gap-3 md:grid-cols-2">
          <legend className="mb-1 font-semibold">{text.home.modal}</legend>
          <p className="text-sm text-stone-600 md:col-span-2">{text.home.modalHint}</p>
          <TextField field={fields.modalTitleEn} label={text.home.modalTitleEn} lang="en" />
          <TextField field={fields.modalTitleZh} label={text.home.modalTitleZh} lang="zh-CN" />
          <TextField field={fields.modalTextEn} label={text.home.modalTextEn} lang="en" lines={3} />
          <TextField field={fields.modalTextZh} label={text.home.modalTextZh} lang="zh-CN" lines={3} />
        </fieldset>
        <TranslationGroups
          groups={fields.modalTranslations.getFieldset()}
          fieldNames={modalTranslationFields}
          served={loaderData.servedLanguages}
        >
          {(translated, writtenIn) => (
            <div className="grid gap-3 md:grid-cols-2">
              <TextField field={translated.title} label={translationText.modal.title} {...writtenIn} />
              <TextField field={translated.text} label={translationText.modal.text} lines={3} {...writtenIn} />
            </div>
          )}
        </TranslationGroups>
        <SitePageSeoChecklist
          page="home"
          pageSeo={loaderData.seo.pageSeo}
          pictures={slides.map((slide) => slide.getFieldset().image.value ?? "")}
          choices={loaderData.choices}
          sameTitle={loaderData.seo.sameTitle}
          origin={loaderData.origin}
        />
      </DraftEditorForm>
    </div>
  );
}
