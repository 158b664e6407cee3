import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { Alert } from "~/components/alert";
import { languageEntry, languageNameIn, languages } from "~/i18n/languages";
import { messagesFor } from "~/i18n/language";
import { requireAdmin } from "~/modules/auth/guards.server";
import { readFormData } from "~/modules/http/request-body.server";
import { optionalLanguages, siteLanguagesFormSchema, siteLanguagesFromForm } from "~/modules/site-settings/site-languages";
import { readServedLanguages, saveSiteLanguages } from "~/modules/site-settings/site-languages.server";
import type { Route } from "./+types/languages";

const text = messagesFor("zh").admin.languages;

export async function loader({ context }: Route.LoaderArgs) {
  return { served: await readServedLanguages(context.services.db) };
}

type Answer = { result: SubmissionResult<string[]>; saved?: boolean };

export async function action({ context, request }: Route.ActionArgs) {
  await requireAdmin(context);
  const submission = parseWithZod(await readFormData(request, 2048), { schema: siteLanguagesFormSchema });
  if (submission.status !== "success") return data<Answer>({ result: submission.reply({ formErrors: [text.failed] }) }, { status: 400 });
  await saveSiteLanguages(context.services.db, siteLanguagesFromForm(submission.value));
  return data<Answer>({ result: submission.reply(), saved: true });
}

export default function Languages({ loaderData, actionData }: Route.ComponentProps) {
  const [form] = useForm({
    id: "languages-form",
    lastResult: actionData?.saved ? undefined : actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: siteLanguagesFormSchema }),
  });
  return (
    <section className="space-y-4" aria-labelledby="languages-heading">
      <h1 id="languages-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {actionData?.saved && <Alert tone="success">{text.saved}</Alert>}
      {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
      {/* After a save the boxes start again from what is now stored. */}
      <Form key={loaderData.served.join()} method="post" {...getFormProps(form)} className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
        <fieldset className="space-y-2">
          <legend className="sr-only">{text.heading}</legend>
          {languages.map((language) => {
            const optional = optionalLanguages.includes(language);
            const { tag, nativeName } = languageEntry(language);
            return (
              <label key={language} className="flex min-h-6 items-center gap-2">
                <input
                  type="checkbox"
                  name={optional ? "served" : undefined}
                  value={language}
                  defaultChecked={loaderData.served.includes(language)}
                  disabled={!optional}
                  className="h-4 w-4"
                />
                <span>
                  {languageNameIn(language, "zh")} (<bdi lang={tag}>{nativeName}</bdi>)
                  {!optional && <span className="ms-2 text-sm text-stone-500">{text.alwaysOn}</span>}
                </span>
              </label>
            );
          })}
        </fieldset>
        <p className="text-sm text-stone-600">{text.untranslated}</p>
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
    </section>
  );
}
