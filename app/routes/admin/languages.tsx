import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { Alert } from "~/components/alert";
import { isTranslatedLanguage, languageEntry, languages, translatedLanguages, type Language } from "~/i18n/languages";
import { missingKinds, type MissingKind, type MissingTranslations } from "~/modules/translations/missing-records";
import { readMissingTranslations } from "~/modules/translations/missing-records.server";
import { dashboardPaths, documentEditorPaths } from "~/modules/http/dashboard-paths";
import { siteDocuments, type MissingDocumentTexts } from "~/modules/translations/missing-document-texts";
import { readMissingDocumentTexts } from "~/modules/translations/missing-document-texts.server";
import { hasPermission, mayTranslate } from "~/modules/auth/permissions";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { readFormData } from "~/modules/http/request-body.server";
import { siteLanguagesFormSchema, siteLanguagesFromForm } from "~/modules/site-settings/site-languages";
import { readServedLanguages, saveSiteLanguages } from "~/modules/site-settings/site-languages.server";
import { translationWork, type LanguageWork } from "~/modules/translations/translation-files.server";
import { exportPath, TRANSLATION_IMPORT_PATH } from "~/modules/translations/translation-file-form";
import { editorPath } from "~/modules/translations/translation-editor";
import { exportScopes, targetLanguages, type TargetLanguage } from "~/modules/translations/translation-units";
import type { Route } from "./+types/languages";

/**
 * Whoever holds `texts` opens this page for the files for translators, a translator seeing only their languages; the
 * languages the site serves are the settings', and the overview of what is missing links to the catalogue's and the
 * content's editors, so each part is read only for who may use it (docs/decisions/054-team-roles.md).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const user = await requirePermission(context, "texts");
  const { db } = context.services;
  const editsEverything = hasPermission(user, "catalogue") && hasPermission(user, "content");
  const [served, missing, missingDocuments, work] = await Promise.all([
    readServedLanguages(db),
    editsEverything ? readMissingTranslations(db) : null,
    editsEverything ? readMissingDocumentTexts(db) : null,
    translationWork(db),
  ]);
  return {
    served,
    mayServe: hasPermission(user, "settings"),
    missing: missing && missingDocuments && { records: missing, documents: missingDocuments },
    work: targetLanguages.filter((language) => mayTranslate(user, language)).map((language) => ({ language, ...work[language] })),
  };
}

type Answer = { result: SubmissionResult<string[]>; saved?: boolean };

export async function action({ context, request }: Route.ActionArgs) {
  await requirePermission(context, "settings");
  const submission = parseWithZod(await readFormData(request, 2048), { schema: siteLanguagesFormSchema });
  const text = dashboardMessages(context).admin.languages;
  if (submission.status !== "success") return data<Answer>({ result: submission.reply({ formErrors: [text.failed] }) }, { status: 400 });
  await saveSiteLanguages(context.services.db, siteLanguagesFromForm(submission.value));
  return data<Answer>({ result: submission.reply(), saved: true });
}

export default function Languages({ loaderData, actionData }: Route.ComponentProps) {
  const { languages: text, translations } = useDashboardMessages();
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
      {loaderData.mayServe && (
        <Form key={loaderData.served.join()} method="post" {...getFormProps(form)} className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
          <fieldset className="space-y-2">
            <legend className="sr-only">{text.heading}</legend>
            {languages.map((language) => {
              const optional = isTranslatedLanguage(language);
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
                    {translations.languageNames[language]} (<bdi lang={tag}>{nativeName}</bdi>)
                    {!optional && <span className="ms-2 text-sm text-stone-500">{text.alwaysOn}</span>}
                  </span>
                </label>
              );
            })}
          </fieldset>
          <p className="text-sm text-stone-600">{text.fieldsInEveryLanguage}</p>
          <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
            {text.save}
          </button>
        </Form>
      )}
      <TranslationFiles work={loaderData.work} />
      {loaderData.missing && (
        <MissingTranslationsOverview
          missing={loaderData.missing.records}
          missingDocuments={loaderData.missing.documents}
          served={loaderData.served}
        />
      )}
    </section>
  );
}

const editorOf: Record<MissingKind, (id: string) => string> = {
  products: dashboardPaths.product,
  galleryPhotos: dashboardPaths.productPhotos,
  categories: dashboardPaths.category,
  options: dashboardPaths.attributeOption,
  posts: dashboardPaths.post,
  images: dashboardPaths.media,
};

/** Per added language, what of the catalogue its pages still show in English, each entry linked to its editor (docs/requirements/languages.md#owner-texts-in-every-language). */
function MissingTranslationsOverview({
  missing,
  missingDocuments,
  served,
}: {
  missing: MissingTranslations;
  missingDocuments: MissingDocumentTexts;
  served: Language[];
}) {
  const messages = useDashboardMessages();
  const { languages: text, translations } = messages;
  const missingText = text.missing;
  return (
    <section aria-labelledby="missing-heading" className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="missing-heading" className="text-lg font-semibold">
        {missingText.heading}
      </h2>
      <p className="text-sm text-stone-600">{missingText.intro}</p>
      {translatedLanguages.map((language) => {
        const headingId = `missing-${language}`;
        return (
          <section key={language} aria-labelledby={headingId} className="space-y-2">
            <h3 id={headingId} className="font-medium">
              {translations.languageNames[language]} (<bdi lang={languageEntry(language).tag}>{languageEntry(language).nativeName}</bdi>)
              {!served.includes(language) && <span className="ms-2 text-sm font-normal text-stone-500">{missingText.turnedOff}</span>}
            </h3>
            <ul className="space-y-2 text-sm">
              {missingKinds.map((kind) => {
                const { count, first, stale } = missing[language][kind];
                return (
                  <li key={kind}>
                    <span className="font-medium">{missingText.kinds[kind]}</span>:{" "}
                    {count === 0 && stale === 0
                      ? missingText.allWritten
                      : [...(count > 0 ? [missingText.count(count)] : []), ...(stale > 0 ? [missingText.outOfDate(stale)] : [])].join(
                          messages.listSeparator,
                        )}
                    {first.length > 0 && (
                      <ul className="ms-4 mt-1 list-disc space-y-0.5 ps-4">
                        {first.map((record) => (
                          <li key={record.id}>
                            <Link to={editorOf[kind](record.editorId ?? record.id)} className="text-brand-700 underline underline-offset-4">
                              {missingText.lacks(
                                record.name,
                                record.fields.map((field) => missingText.fields[field]).join(messages.listSeparator),
                              )}
                            </Link>
                          </li>
                        ))}
                        {count > first.length && <li className="text-stone-600">{missingText.andMore(count - first.length)}</li>}
                      </ul>
                    )}
                  </li>
                );
              })}
              <li>
                <span className="font-medium">{missingText.siteTexts}</span>
                <ul className="ms-4 mt-1 list-disc space-y-0.5 ps-4">
                  {siteDocuments.map((document) => {
                    const { missing: gaps, written } = missingDocuments[language][document];
                    return (
                      <li key={document}>
                        {missingText.documents[document]}:{" "}
                        {gaps === 0 ? (
                          missingText.allWritten
                        ) : (
                          <Link to={documentEditorPaths[document]} className="text-brand-700 underline underline-offset-4">
                            {missingText.documentGap(gaps, gaps + written)}
                          </Link>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </li>
            </ul>
          </section>
        );
      })}
    </section>
  );
}

const formats = [
  { format: "xliff", name: "XLIFF" },
  { format: "xlsx", name: "Excel" },
] as const;

/**
 * Per language, what a translator has to do (texts missing and out of date, words to translate) and the files to
 * download, before any download (docs/decisions/050-translation-files.md).
 */
function TranslationFiles({ work }: { work: ({ language: TargetLanguage } & LanguageWork)[] }) {
  const { translationFiles: filesText, translationEditor: editorText, translations } = useDashboardMessages();
  return (
    <section aria-labelledby="translation-files-heading" className="space-y-4 rounded-lg bg-white p-5 shadow-sm">
      <h2 id="translation-files-heading" className="text-lg font-semibold">
        {filesText.heading}
      </h2>
      <p className="text-sm text-stone-600">{filesText.intro}</p>
      <p className="text-sm text-stone-600">{filesText.wordsNote}</p>
      <ul className="space-y-3 text-sm">
        {work.map(({ language, missing, stale, words }) => {
          return (
            <li key={language} data-language={language} className="space-y-1">
              <p>
                <span className="font-medium">
                  {translations.languageNames[language]} (<bdi lang={languageEntry(language).tag}>{languageEntry(language).nativeName}</bdi>
                  )
                </span>
                :{" "}
                <span data-counts>
                  <Link to={editorPath(language)} className="text-brand-700 underline underline-offset-4">
                    {filesText.missingCount(missing)}
                  </Link>
                  {filesText.countsSeparator}
                  <Link to={editorPath(language, { filter: "stale" })} className="text-brand-700 underline underline-offset-4">
                    {filesText.staleCount(stale)}
                  </Link>
                </span>
                ; {filesText.words(words.todo, words.all)}
              </p>
              <p className="flex flex-wrap gap-x-4 gap-y-1">
                <Link to={editorPath(language, { filter: "all" })} className="font-medium text-brand-700 underline underline-offset-4">
                  {editorText.openEditor}
                </Link>
                {exportScopes.flatMap((scope) =>
                  formats.map(({ format, name }) => (
                    <a
                      key={`${scope}-${format}`}
                      href={exportPath({ language, scope, format })}
                      download
                      className="text-brand-700 underline underline-offset-4"
                    >
                      {filesText.download(name, filesText.scopes[scope])}
                    </a>
                  )),
                )}
              </p>
            </li>
          );
        })}
      </ul>
      <Link
        to={TRANSLATION_IMPORT_PATH}
        className="inline-block rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
      >
        {filesText.importLink}
      </Link>
    </section>
  );
}
