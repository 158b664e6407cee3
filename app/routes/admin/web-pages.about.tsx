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
import { aboutFactKeys, aboutPageLimits } from "~/modules/site-settings/about-page";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { TranslationGroups } from "~/components/admin/translation-groups";
import { aboutPageFormSchema, aboutPageFormValues, aboutPageFromForm, type AboutTextField } from "~/modules/site-settings/about-page-form";
import type { DraftNotice } from "~/modules/site-settings/page-documents";
import { handlePublishOrDiscard, readEditedDocument, saveDraft } from "~/modules/site-settings/page-drafts.server";
import { imageChoices, loadPageEditor } from "~/modules/site-settings/page-editor.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { pictureEditorSeo } from "~/modules/seo/seo-health.server";
import { SitePageSeoChecklist } from "~/components/admin/subject-seo-checklists";
import type { Route } from "./+types/web-pages.about";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

const aboutTranslationFields = ["name", "intro", ...aboutFactKeys] as const;

export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "content");
  const editor = await loadPageEditor(context, "aboutPage");
  const values = aboutPageFormValues(editor.editing);
  const text = dashboardMessages(context).admin.webPages;
  const choices = await imageChoices(context, [values.heroImage, ...values.headerImages], text.home.earlierImage);
  const [seo, servedLanguages] = await Promise.all([
    pictureEditorSeo(context.services.db, "about"),
    readServedLanguages(context.services.db),
  ]);
  return { ...editor, values, choices, seo, servedLanguages, origin: siteUrl(context) };
}

/** A long About page in all five languages, each Chinese or Arabic letter percent-encoded as up to nine bytes, fits. */
const MAX_ABOUT_FORM_BYTES = 384 * 1024;

type Answer = { result?: SubmissionResult<string[]>; notice?: DraftNotice };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "content");
  const { db } = context.services;
  const formData = await readFormData(request, MAX_ABOUT_FORM_BYTES);
  const published = await handlePublishOrDiscard(db, "aboutPage", formData, admin);
  if (published) return data<Answer>({ notice: published.notice }, { status: published.status });
  const text = dashboardMessages(context).admin.webPages;
  const schema = aboutPageFormSchema(text);
  const submission = parseWithZod(formData, { schema });
  // Adding, removing or moving a picture without JavaScript comes back here and is answered with the new list.
  if (submission.status === undefined) return data<Answer>({ result: submission.reply() });
  if (submission.status !== "success")
    return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const { version, draftStamp } = submission.value;
  const saved = await saveDraft(
    db,
    "aboutPage",
    aboutPageFromForm(submission.value, await readEditedDocument(db, "aboutPage"), new Date()),
    { version, draftStamp },
  );
  if (saved === "saved") return data<Answer>({ result: submission.reply(), notice: "draftSaved" });
  return data<Answer>({ result: submission.reply(), notice: "changedMeanwhile" }, { status: 409 });
}

const groups: { heading: "name" | "intro" | "facts"; fields: { name: AboutTextField; lines?: number }[] }[] = [
  { heading: "name", fields: [{ name: "nameEn" }, { name: "nameZh" }] },
  {
    heading: "intro",
    fields: [
      { name: "introEn", lines: 10 },
      { name: "introZh", lines: 10 },
    ],
  },
  {
    heading: "facts",
    fields: [
      { name: "capacityEn" },
      { name: "capacityZh" },
      { name: "staffEn" },
      { name: "staffZh" },
      { name: "areaEn" },
      { name: "areaZh" },
      { name: "equipmentEn" },
      { name: "equipmentZh" },
    ],
  },
];

const smallButton = "rounded border border-stone-300 px-2 py-1 text-sm hover:bg-stone-100 disabled:opacity-40";

export default function AboutPageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.webPages;
  const translationText = messages.translations;
  const schema = aboutPageFormSchema(text);
  const saved = draftSettled(actionData?.notice);
  const [form, fields] = useDashboardForm(schema, {
    id: "about-page-form",
    lastResult: saved ? undefined : actionData?.result,
    defaultValue: loaderData.values,
  });
  const headerImages = fields.headerImages.getFieldList();
  return (
    <div className="space-y-4">
      <DraftEditorForm
        entity="about-page"
        editor={loaderData}
        pagePath={pagePath.about}
        notice={actionData?.notice}
        formProps={getFormProps(form)}
        formErrors={form.errors}
      >
        {groups.map((group) => (
          <fieldset key={group.heading} className="grid min-w-0 gap-3 md:grid-cols-2">
            <legend className="mb-1 font-semibold">{text.about[group.heading]}</legend>
            {group.fields.map(({ name, lines }) => (
              <TextField
                key={name}
                field={fields[name]}
                label={text.about[name]}
                lines={lines}
                lang={name.endsWith("Zh") ? "zh-CN" : "en"}
                hint={name.startsWith("intro") ? text.about.introHint : undefined}
              />
            ))}
          </fieldset>
        ))}
        <TranslationGroups
          groups={fields.translations.getFieldset()}
          fieldNames={aboutTranslationFields}
          served={loaderData.servedLanguages}
        >
          {(translated, writtenIn) =>
            aboutTranslationFields.map((name) => (
              <TextField
                key={name}
                field={translated[name]}
                label={translationText.about[name]}
                lines={name === "intro" ? 10 : undefined}
                hint={name === "intro" ? text.about.introHint : undefined}
                {...writtenIn}
              />
            ))
          }
        </TranslationGroups>
        <MediaPicker
          name={fields.heroImage.name}
          legend={text.about.heroImage}
          choices={loaderData.choices}
          defaultValue={fields.heroImage.initialValue}
          errors={fields.heroImage.errors}
          errorId={fields.heroImage.errorId}
        />
        <fieldset className="min-w-0 space-y-3">
          <legend className="mb-1 font-semibold">{text.about.headerImages}</legend>
          {headerImages.map((image, index) => {
            const number = index + 1;
            return (
              <div key={image.key} className="space-y-2 rounded border border-stone-200 p-3">
                <MediaPicker
                  name={image.name}
                  legend={text.about.headerImage(number)}
                  choices={loaderData.choices}
                  defaultValue={image.initialValue}
                  errors={image.errors}
                  errorId={image.errorId}
                />
                <div className="flex flex-wrap gap-2">
                  <button
                    {...form.reorder.getButtonProps({ name: fields.headerImages.name, from: index, to: index - 1 })}
                    disabled={index === 0}
                    className={smallButton}
                    aria-label={text.about.moveUp(number)}
                  >
                    ↑
                  </button>
                  <button
                    {...form.reorder.getButtonProps({ name: fields.headerImages.name, from: index, to: index + 1 })}
                    disabled={index === headerImages.length - 1}
                    className={smallButton}
                    aria-label={text.about.moveDown(number)}
                  >
                    ↓
                  </button>
                  <button {...form.remove.getButtonProps({ name: fields.headerImages.name, index })} className={smallButton}>
                    {text.about.removeImage(number)}
                  </button>
                </div>
              </div>
            );
          })}
          <p id={fields.headerImages.errorId} className="text-sm text-red-700 empty:hidden">
            {fields.headerImages.errors?.join(" ")}
          </p>
          {headerImages.length < aboutPageLimits.headerImages && (
            <button
              {...form.insert.getButtonProps({ name: fields.headerImages.name, defaultValue: "" })}
              className="rounded border border-brand-700 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
            >
              {text.about.addImage}
            </button>
          )}
        </fieldset>
        <SitePageSeoChecklist
          page="about"
          pageSeo={loaderData.seo.pageSeo}
          pictures={[fields.heroImage.value ?? "", ...headerImages.map((image) => image.value ?? "")]}
          choices={loaderData.choices}
          sameTitle={loaderData.seo.sameTitle}
          origin={loaderData.origin}
        />
      </DraftEditorForm>
    </div>
  );
}
