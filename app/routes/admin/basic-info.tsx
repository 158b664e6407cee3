import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { HistoryLink, TextField, TheirValues } from "~/components/admin/form-field";
import { MediaPicker } from "~/components/admin/media-picker";
import { Alert } from "~/components/alert";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { listMediaChoices } from "~/modules/media/media.server";
import { readFormData } from "~/modules/http/request-body.server";
import {
  basicInfoFormSchema,
  basicInfoFormValues,
  basicInfoFromForm,
  flatBasicInfoFormValues,
  type BasicInfoFormField,
} from "~/modules/site-settings/basic-info-form";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { TranslationGroups, translationFieldLabel } from "~/components/admin/translation-groups";
import { revisionsPath } from "~/modules/revisions/revisions";
import { BASIC_INFO_ID, translatedCompanyFields } from "~/modules/site-settings/site-settings";
import { readBasicInfo, saveBasicInfo } from "~/modules/site-settings/site-settings.server";
import type { Route } from "./+types/basic-info";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "settings");
  const [stored, mediaChoices, servedLanguages] = await Promise.all([
    readBasicInfo(context.services.db),
    listMediaChoices(context.services.db),
    readServedLanguages(context.services.db),
  ]);
  return {
    mediaChoices,
    servedLanguages,
    values: basicInfoFormValues(stored.company, stored.ownerEmails),
    version: stored.version,
    ownerEmailsFallback: context.services.config.OWNER_EMAILS.join(dashboardMessages(context).admin.listSeparator),
  };
}

type Answer = { result: SubmissionResult<string[]>; saved?: boolean; theirs?: { values: Record<string, string>; version: number } };

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "settings");
  const { db } = context.services;
  const text = dashboardMessages(context).admin.basicInfo;
  const schema = basicInfoFormSchema(text);
  const submission = parseWithZod(await readFormData(request, 64 * 1024), { schema });
  if (submission.status !== "success")
    return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const typed = basicInfoFromForm(submission.value, (await readBasicInfo(db)).company, new Date());
  const saved = await saveBasicInfo(db, typed, submission.value.version, admin);
  if (saved === "saved") return data<Answer>({ result: submission.reply(), saved: true });
  const latest = await readBasicInfo(db);
  const typedValues = flatBasicInfoFormValues(basicInfoFormValues(typed.company, typed.ownerEmails));
  const theirs = Object.entries(flatBasicInfoFormValues(basicInfoFormValues(latest.company, latest.ownerEmails))).filter(
    ([field, value]) => typedValues[field] !== value,
  );
  return data<Answer>(
    {
      result: submission.reply({ formErrors: [text.errors.changedMeanwhile] }),
      theirs: { values: Object.fromEntries(theirs), version: latest.version },
    },
    { status: 409 },
  );
}

type FieldLayout = { name: BasicInfoFormField; lines?: number; lang?: string; type?: "url" | "tel" };
const inLanguage = (lang: string, names: BasicInfoFormField[]): FieldLayout[] => names.map((name) => ({ name, lang }));

const fieldsByGroup: { heading: "chinese" | "english" | "bothLanguages"; fields: FieldLayout[] }[] = [
  { heading: "chinese", fields: inLanguage("zh-CN", ["nameZh", "addressZh", "personZh", "hoursZh"]) },
  { heading: "english", fields: inLanguage("en", ["nameEn", "addressEn", "personEn", "hoursEn"]) },
  {
    heading: "bothLanguages",
    fields: [
      { name: "phones", lines: 3 },
      { name: "emails", lines: 3 },
      { name: "website", type: "url" },
      { name: "wechat" },
      { name: "whatsapp", type: "tel" },
      { name: "linkedin", type: "url" },
    ],
  },
];

export default function BasicInfo({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.basicInfo;
  const translationText = messages.translations;
  const schema = basicInfoFormSchema(text);
  const [form, fields] = useDashboardForm(schema, {
    id: "basic-info-form",
    lastResult: actionData?.saved ? undefined : actionData?.result,
    defaultValue: loaderData.values,
  });
  const theirs = actionData?.theirs;
  return (
    <section className="space-y-4" aria-labelledby="basic-info-heading">
      <h1 id="basic-info-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      <HistoryLink to={revisionsPath("basic-info", BASIC_INFO_ID)} />
      {actionData?.saved && <Alert tone="success">{text.saved}</Alert>}
      {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
      {theirs && (
        <TheirValues
          lines={Object.entries(theirs.values).map(([field, value]) => [
            translationFieldLabel(field, translationText.company, translationText) ?? text.fields[field as BasicInfoFormField],
            field === "wechatQrImageId" ? (loaderData.mediaChoices.find((image) => image.id === value)?.filename ?? value) : value,
          ])}
          historyPath={revisionsPath("basic-info", BASIC_INFO_ID)}
        />
      )}
      {/* After a successful save the form starts again from what is now stored. */}
      <Form
        key={actionData?.saved ? loaderData.version : "editing"}
        method="post"
        {...getFormProps(form)}
        className="space-y-6 rounded-lg bg-white p-5 shadow-sm"
      >
        <input type="hidden" name="version" value={theirs?.version ?? loaderData.version} />
        {fieldsByGroup.map((group) => (
          <fieldset key={group.heading} className="grid gap-4 md:grid-cols-2">
            <legend className="mb-2 font-semibold">{text[group.heading]}</legend>
            {group.fields.map((field) => (
              <TextField
                key={field.name}
                field={fields[field.name]}
                label={text.fields[field.name]}
                lines={field.lines}
                lang={field.lang}
                type={field.type}
              />
            ))}
          </fieldset>
        ))}
        <TranslationGroups
          groups={fields.translations.getFieldset()}
          fieldNames={translatedCompanyFields}
          served={loaderData.servedLanguages}
        >
          {(translated, writtenIn) => (
            <div className="grid gap-4 md:grid-cols-2">
              {translatedCompanyFields.map((name) => (
                <TextField key={name} field={translated[name]} label={translationText.company[name]} {...writtenIn} />
              ))}
            </div>
          )}
        </TranslationGroups>
        <MediaPicker
          name={fields.wechatQrImageId.name}
          legend={text.fields.wechatQrImageId}
          choices={loaderData.mediaChoices}
          defaultValue={fields.wechatQrImageId.initialValue}
          optional
          errors={fields.wechatQrImageId.errors}
          errorId={fields.wechatQrImageId.errorId}
        />
        <TextField
          field={fields.ownerEmails}
          label={text.fields.ownerEmails}
          lines={3}
          hint={text.ownerEmailsHint(loaderData.ownerEmailsFallback)}
        />
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
    </section>
  );
}
