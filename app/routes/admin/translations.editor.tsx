import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { PageLinks } from "~/components/admin/page-links";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";
import { inputClass } from "~/components/auth-shell";
import { Alert } from "~/components/alert";
import { languageEntry } from "~/i18n/languages";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { mayTranslate } from "~/modules/auth/permissions";
import { readFormData } from "~/modules/http/request-body.server";
import {
  editorFilters,
  editorPath,
  editorQuerySchema,
  subjectFormSchema,
  type EditorQuery,
} from "~/modules/translations/translation-editor";
import {
  readTranslationEditor,
  saveEditorSubject,
  type EditorSubjectView,
  type EditorUnitView,
} from "~/modules/translations/translation-editor.server";
import { isTargetLanguage, targetLanguages, type TargetLanguage } from "~/modules/translations/translation-units";
import { dashboardMessages, requirePermission, requireTranslation } from "~/routes/guards.server";
import type { Route } from "./+types/translations.editor";

/** The largest save: one record's texts, a long news post's blocks included. */
const SUBJECT_FORM_MAX_BYTES = 1024 * 1024;

/** The language in the address: one a translator writes into, else the page does not exist. */
function editorLanguage(value: string | undefined): TargetLanguage {
  if (value === undefined || !isTargetLanguage(value)) throw data(null, { status: 404 });
  return value;
}

/**
 * A language's texts to translate in place (docs/decisions/056-translation-editor.md), for whoever may translate it
 * (docs/decisions/054-team-roles.md); without a language, the first the person may translate.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = await requirePermission(context, "texts");
  const offered = targetLanguages.filter((language) => mayTranslate(user, language));
  if (params.language === undefined) {
    if (!offered[0]) throw data(null, { status: 403 });
    throw redirect(editorPath(offered[0]));
  }
  const language = editorLanguage(params.language);
  await requireTranslation(context, language);
  const query = editorQuerySchema.parse(Object.fromEntries(url.searchParams));
  const view = await readTranslationEditor(context.services.db, language, query, user.dashboardLanguage);
  return { language, offered, query, ...view };
}

type Answer = { subject: string; result: SubmissionResult<string[]>; saved?: string; notSaved?: string[] };

/** Saves one record's texts, checked and applied as an imported file's are. */
export async function action({ context, params, request }: Route.ActionArgs) {
  await requirePermission(context, "texts");
  const language = editorLanguage(params.language);
  const user = await requireTranslation(context, language);
  const form = await readFormData(request, SUBJECT_FORM_MAX_BYTES);
  const submission = parseWithZod(form, { schema: subjectFormSchema });
  const subject = String(form.get("subject") ?? "");
  if (submission.status !== "success")
    return data<Answer>(
      { subject, result: submission.reply({ formErrors: [dashboardMessages(context).errors.badRequest] }) },
      { status: 400 },
    );
  const author = { id: user.id, email: user.email };
  const saved = await saveEditorSubject(context.services.db, language, submission.value, author, user.dashboardLanguage);
  if (!saved.ok)
    return data<Answer>(
      { subject, result: submission.reply({ formErrors: saved.formErrors, fieldErrors: saved.fieldErrors }) },
      { status: saved.status },
    );
  return data<Answer>({ subject, result: submission.reply(), saved: saved.message, notSaved: saved.notSaved });
}

/**
 * A save refused because the record was saved meanwhile shows what is stored now (the new English among it), while
 * the fields keep what the translator wrote; other refusals change nothing to read again.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

/** What a save answered: the saved line, the entries left out, the errors that refused it. */
function Outcome({ answer }: { answer: Answer }) {
  const errors = answer.result.error?.[""] ?? [];
  return (
    <>
      {answer.saved && <Alert tone="success">{answer.saved}</Alert>}
      {(answer.notSaved?.length ?? 0) > 0 && (
        <Alert tone="warning">
          <ul className="list-disc ps-5">
            {answer.notSaved?.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
      {errors.length > 0 && (
        <Alert tone="error">
          <ul className="list-disc ps-5">
            {errors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}

const stateClass = { missing: "bg-red-50 text-red-800", stale: "bg-amber-50 text-amber-900", current: "bg-green-50 text-green-800" };

/** One text: where it shows, its English, its limit, and the field to write the language's text in. */
function UnitField({
  unit,
  index,
  formId,
  language,
  submitted,
  errors,
}: {
  unit: EditorUnitView;
  index: number;
  formId: string;
  language: TargetLanguage;
  submitted: string | undefined;
  errors: string[] | undefined;
}) {
  const text = useDashboardMessages().translationEditor;
  const id = `${formId}-${index}`;
  const describedBy = [`${id}-source`, `${id}-hint`, `${id}-state`, ...(errors ? [`${id}-error`] : [])].join(" ");
  const { tag, direction } = languageEntry(language);
  const field = {
    id,
    name: `entries[${index}].target`,
    // A refused save gives back what was written, so a page without JavaScript keeps it too.
    defaultValue: submitted ?? unit.target,
    lang: tag,
    dir: direction,
    "aria-describedby": describedBy,
    "aria-invalid": errors ? true : undefined,
    className: inputClass,
  };
  return (
    <div className="space-y-1" data-unit={unit.id}>
      <input type="hidden" name={`entries[${index}].id`} value={unit.id} />
      <input type="hidden" name={`entries[${index}].source`} value={unit.source} />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {unit.label}
        </label>
        <span id={`${id}-state`} className={`rounded px-1.5 text-xs ${stateClass[unit.state]}`}>
          {text.states[unit.state]}
        </span>
      </div>
      <div id={`${id}-source`} className="rounded bg-stone-50 px-2 py-1 text-sm">
        <span className="me-2 text-xs text-stone-500">{text.english}</span>
        <span lang="en" dir="ltr" className="whitespace-pre-wrap">
          {unit.source}
        </span>
      </div>
      {unit.max > 150 || unit.hasCodes ? <textarea {...field} rows={unit.max > 600 ? 6 : 3} /> : <input type="text" {...field} />}
      <p id={`${id}-hint`} className="text-xs text-stone-500">
        {text.maxLength(unit.max)}
        {unit.hasCodes && ` ${text.markup}`}
      </p>
      {errors && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {errors.join(" ")}
        </p>
      )}
    </div>
  );
}

/** A record's texts in one form: saved together, as one revision. */
function SubjectEditor({
  subject,
  language,
  answer,
}: {
  subject: EditorSubjectView;
  language: TargetLanguage;
  answer: Answer | undefined;
}) {
  const text = useDashboardMessages().translationEditor;
  const formId = `translate-${subject.key.replace(/[^a-zA-Z0-9-]/g, "-")}`;
  const [form] = useDashboardForm(subjectFormSchema, { id: formId, lastResult: answer?.result });
  const headingId = `${formId}-heading`;
  const refused = answer !== undefined && answer.saved === undefined;
  const sent = (answer?.result.initialValue?.entries ?? []) as { id?: string; target?: string }[];
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <h2 id={headingId} className="font-semibold">
        {subject.heading}
      </h2>
      {answer && <Outcome answer={answer} />}
      <Form method="post" preventScrollReset {...getFormProps(form)} aria-labelledby={headingId} className="space-y-4">
        <input type="hidden" name="subject" value={subject.key} />
        <input type="hidden" name="version" value={subject.version} />
        {subject.units.map((unit, index) => (
          <UnitField
            key={unit.id}
            unit={unit}
            index={index}
            formId={formId}
            language={language}
            submitted={refused ? sent.find((entry) => entry.id === unit.id)?.target : undefined}
            errors={form.allErrors[`entries[${index}].target`]}
          />
        ))}
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
    </section>
  );
}

/** Which texts to show: missing, out of date or all, and a search. */
function Filters({ query, counts }: { query: EditorQuery; counts: Route.ComponentProps["loaderData"]["counts"] }) {
  const text = useDashboardMessages().translationEditor;
  return (
    <Form method="get" key={`${query.filter}:${query.q}`} className="flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm">
      <fieldset>
        <legend className="text-sm font-medium">{text.filter.legend}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {editorFilters.map((filter) => (
            <label key={filter} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="filter"
                value={filter}
                defaultChecked={query.filter === filter}
                className="size-4 accent-brand-700"
              />
              {text.filter.choices[filter](counts[filter])}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="min-w-48 flex-1 text-sm">
        <span className="font-medium">{text.search}</span>
        <input type="search" name="q" defaultValue={query.q} maxLength={200} className={inputClass} />
      </label>
      <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
        {text.show}
      </button>
    </Form>
  );
}

export default function TranslationEditor({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.translationEditor;
  const { language, offered, query, subjects, page, pages, counts } = loaderData;
  const { tag, nativeName } = languageEntry(language);
  // A record saved under "missing" leaves the list: what its save answered shows above it.
  const answerShown = actionData && subjects.some((subject) => subject.key === actionData.subject);
  return (
    <section className="space-y-4" aria-labelledby="translate-heading">
      <h1 id="translate-heading" className="text-xl font-semibold">
        {text.heading(messages.translations.languageNames[language])} (<bdi lang={tag}>{nativeName}</bdi>)
      </h1>
      {offered.length > 1 && (
        <nav aria-label={text.languages} className="flex flex-wrap gap-3 text-sm">
          {offered.map((other) => (
            <Link
              key={other}
              to={editorPath(other, { filter: query.filter, q: query.q })}
              aria-current={other === language ? "page" : undefined}
              className="rounded px-2 py-1 text-brand-700 underline-offset-4 hover:underline aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
            >
              {messages.translations.languageNames[other]}
            </Link>
          ))}
        </nav>
      )}
      <p className="text-sm text-stone-600">{text.intro}</p>
      <Filters query={query} counts={counts} />
      {actionData && !answerShown && <Outcome answer={actionData} />}
      {subjects.length === 0 ? (
        <p className="text-sm text-stone-600">{query.q ? text.noMatch : text.empty[query.filter]}</p>
      ) : (
        subjects.map((subject) => (
          <SubjectEditor
            key={subject.key}
            subject={subject}
            language={language}
            answer={actionData?.subject === subject.key ? actionData : undefined}
          />
        ))
      )}
      <PageLinks page={page} pages={pages} pathOf={(to) => editorPath(language, { ...query, page: to })} />
    </section>
  );
}
