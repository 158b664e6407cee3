import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { Alert } from "~/components/alert";
import { messagesFor } from "~/i18n/catalogs";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardLanguage } from "~/i18n/use-dashboard-messages";
import { languageEntry } from "~/i18n/languages";
import { readFormBody } from "~/modules/http/request-body.server";
import type { ImportCheck } from "~/modules/translations/import-check";
import { problemText } from "~/modules/translations/problem-text";
import { taggedText, type Content } from "~/modules/translations/inline-content";
import { applyFormSchema, checkFormSchema } from "~/modules/translations/translation-file-form";
import {
  applyImport,
  previewedSchema,
  previewImport,
  TRANSLATION_FILE_MAX_BYTES,
  whereOf,
  type ImportRefusal,
} from "~/modules/translations/translation-files.server";
import { isTargetLanguage, targetLanguages, type TargetLanguage } from "~/modules/translations/translation-units";
import { mayTranslate } from "~/modules/auth/permissions";
import { dashboardMessages, requirePermission, requireTranslation } from "~/routes/guards.server";
import type { Route } from "./+types/translations.import";

/** The languages offered are those the person may translate (docs/decisions/054-team-roles.md). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const user = await requirePermission(context, "texts");
  const offered = targetLanguages.filter((language) => mayTranslate(user, language));
  const chosen = url.searchParams.get("language") ?? "";
  return { language: offered.find((language) => language === chosen) ?? offered[0] ?? targetLanguages[0], offered };
}

type Row = { entry: string; where: string; before: string | null; after: string; warning: string | null };
type Answer = {
  language: TargetLanguage;
  problems?: string[];
  preview?: { changes: number; rows: Row[]; previewed: string };
  applied?: number;
};

type ImportText = AdminMessages["translationFiles"]["import"];

/** The texts the refusals are written in, and how the person's language names a language. */
type RefusalWording = { text: ImportText; languageName: (language: TargetLanguage) => string };

function refusalText(
  refusal: ImportRefusal | { problem: "problems"; check: ImportCheck },
  language: TargetLanguage,
  wording: RefusalWording,
): string[] {
  const { text, languageName } = wording;
  switch (refusal.problem) {
    case "damaged":
      return [refusal.entry ? text.problems.damagedEntry(refusal.entry) : text.problems.damaged];
    case "otherLanguage":
      return [
        text.problems.otherLanguage(
          isTargetLanguage(refusal.fileLanguage) ? languageName(refusal.fileLanguage) : refusal.fileLanguage,
          languageName(language),
        ),
      ];
    case "changedMeanwhile":
      return [text.problems.changedMeanwhile];
    case "problems":
      return refusal.check.problems.map((problem) => problemText(problem, text.problems, (entry) => entry, languageName(language)));
  }
}

const shown = (content: Content | null) => (content === null ? null : taggedText(content));

/**
 * Checks an uploaded translation file and shows what it would change; a second post applies what was shown
 * (docs/decisions/050-translation-files.md). Nothing is written until the owner applies.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "texts");
  const { db } = context.services;
  const form = await readFormBody(request, TRANSLATION_FILE_MAX_BYTES + 64 * 1024);
  const fallback = targetLanguages[0];
  const messages = dashboardMessages(context);
  const text = messages.admin.translationFiles.import;
  const checkSchema = checkFormSchema(text.problems);
  const wording = { text, languageName: (target: TargetLanguage) => messages.admin.translations.languageNames[target] };
  if (!form.ok)
    return data<Answer>(
      { language: fallback, problems: [form.status === 413 ? text.problems.tooLarge : messages.errors.badRequest] },
      { status: form.status },
    );
  if (form.value.get("intent") === "apply") {
    const submission = applyFormSchema.safeParse(Object.fromEntries(form.value));
    if (submission.success) await requireTranslation(context, submission.data.language);
    const previewed = submission.success ? previewedSchema.safeParse(JSON.parse(submission.data.previewed)) : null;
    if (!submission.success || !previewed?.success)
      return data<Answer>({ language: fallback, problems: [messages.errors.badRequest] }, { status: 400 });
    const { language } = submission.data;
    const result = await applyImport(db, language, previewed.data, { id: admin.id, email: admin.email });
    if ("applied" in result) return data<Answer>({ language, applied: result.applied });
    return data<Answer>({ language, problems: refusalText(result, language, wording) }, { status: 409 });
  }
  const submission = parseWithZod(form.value, { schema: checkSchema });
  if (submission.status !== "success") {
    const language = String(form.value.get("language") ?? "");
    return data<Answer>(
      { language: isTargetLanguage(language) ? language : fallback, problems: Object.values(submission.error ?? {}).flat() as string[] },
      { status: 400 },
    );
  }
  const { language, file } = submission.value;
  await requireTranslation(context, language);
  const preview = await previewImport(db, language, Buffer.from(await file.arrayBuffer()));
  if ("problem" in preview) return data<Answer>({ language, problems: refusalText(preview, language, wording) }, { status: 400 });
  const { check, entries, versions } = preview;
  if (check.problems.length > 0)
    return data<Answer>({ language, problems: refusalText({ problem: "problems", check }, language, wording) }, { status: 400 });
  return data<Answer>({
    language,
    preview: {
      changes: check.changes.length,
      rows: [
        ...check.changes.map((change) => ({
          entry: change.unit.id,
          where: whereOf(change.unit, "zh"),
          before: shown(change.before),
          after: taggedText(change.after),
          warning: null,
        })),
        ...check.warnings.map((warning) => ({
          entry: warning.entry,
          where: whereOf(warning.unit, "zh"),
          before: shown(warning.unit.target),
          after: shown(warning.after) ?? "",
          warning: text.warnings[warning.code],
        })),
      ],
      previewed: JSON.stringify({ entries, versions }),
    },
  });
}

export default function TranslationsImport({ loaderData, actionData }: Route.ComponentProps) {
  const messages = messagesFor(useDashboardLanguage());
  const text = messages.admin.translationFiles.import;
  const language = actionData?.language ?? loaderData.language;
  const preview = actionData?.preview;
  return (
    <section className="space-y-4" aria-labelledby="import-heading">
      <h1 id="import-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {actionData?.applied !== undefined && <Alert tone="success">{text.applied(actionData.applied)}</Alert>}
      {actionData?.problems && (
        <Alert tone="error">
          <p className="font-medium">{text.problemsHeading}</p>
          <ul className="mt-1 list-disc ps-5">
            {actionData.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Form method="post" encType="multipart/form-data" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
        <input type="hidden" name="intent" value="check" />
        <label className="block text-sm">
          <span className="font-medium">{text.language}</span>
          <select name="language" defaultValue={language} className="mt-1 block rounded border border-stone-300 px-2 py-1">
            {loaderData.offered.map((option) => (
              <option key={option} value={option}>
                {messages.admin.translations.languageNames[option]} ({languageEntry(option).nativeName})
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="font-medium">{text.file}</span>
          <input type="file" name="file" required accept=".xlf,.xliff,.xlsx" className="mt-1 block" />
        </label>
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.check}
        </button>
      </Form>
      {preview && (
        <section aria-labelledby="preview-heading" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
          <h2 id="preview-heading" className="text-lg font-semibold">
            {preview.changes === 0 ? text.nothing : text.previewHeading(preview.changes)}
          </h2>
          {preview.rows.length > 0 && (
            <div className="overflow-x-auto">
              <table className="min-w-full text-sm">
                <thead>
                  <tr className="text-start">
                    <th className="p-2 text-start">{text.columns.entry}</th>
                    <th className="p-2 text-start">{text.columns.where}</th>
                    <th className="p-2 text-start">{text.columns.before}</th>
                    <th className="p-2 text-start">{text.columns.after}</th>
                    <th className="p-2 text-start">{text.columns.warnings}</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.entry} className={`border-t border-stone-200 align-top ${row.warning ? "bg-amber-50" : ""}`}>
                      <td className="p-2 font-mono text-xs">{row.entry}</td>
                      <td className="p-2">{row.where}</td>
                      <td className="p-2 whitespace-pre-wrap" lang={languageEntry(language).tag} dir="auto">
                        {row.before ?? <span className="text-stone-500">{text.noTranslation}</span>}
                      </td>
                      <td className="p-2 whitespace-pre-wrap" lang={languageEntry(language).tag} dir="auto">
                        {row.after}
                      </td>
                      <td className="p-2 text-amber-800">{row.warning}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {preview.changes > 0 && (
            <Form method="post">
              <input type="hidden" name="intent" value="apply" />
              <input type="hidden" name="language" value={language} />
              <input type="hidden" name="previewed" value={preview.previewed} />
              <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
                {text.apply}
              </button>
            </Form>
          )}
        </section>
      )}
      <Link to="/dashboard/languages" className="text-sm text-brand-700 underline underline-offset-4">
        {messages.admin.languages.heading}
      </Link>
    </section>
  );
}
