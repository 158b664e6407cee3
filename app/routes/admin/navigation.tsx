import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { HistoryLink, TextField, TheirValues } from "~/components/admin/form-field";
import { Alert } from "~/components/alert";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { languageEntry, translatedLanguages } from "~/i18n/languages";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { readFormData } from "~/modules/http/request-body.server";
import { revisionsPath } from "~/modules/revisions/revisions";
import { saveOverLoadedVersion, type VersionedSaveAnswer } from "./versioned-save.server";
import { builtInLabel, builtInPages, NAVIGATION_ID, type BuiltInPage } from "~/modules/site-settings/navigation";
import {
  navigationFormSchema,
  navigationFormValues,
  navigationFromForm,
  navigationLabelledFields,
  navigationLists,
  newLinkRow,
  type NavigationFormRow,
} from "~/modules/site-settings/navigation-form";
import { readNavigation, saveNavigation } from "~/modules/site-settings/navigation.server";
import type { Route } from "./+types/navigation";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

export async function loader({ context }: Route.LoaderArgs) {
  await requirePermission(context, "content");
  const [stored, servedLanguages] = await Promise.all([readNavigation(context.services.db), readServedLanguages(context.services.db)]);
  return { values: navigationFormValues(stored.navigation), version: stored.version, servedLanguages };
}

type Answer = VersionedSaveAnswer;

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "content");
  const { db } = context.services;
  const messages = dashboardMessages(context).admin;
  const text = messages.navigation;
  const schema = navigationFormSchema(text);
  // Every name at its limit in all five languages, each Chinese or Arabic letter percent-encoded as up to nine bytes, fits.
  const submission = parseWithZod(await readFormData(request, 192 * 1024), { schema });
  // Without JavaScript, adding, removing and moving a row come here as intents: the answer is the form with the row changed, nothing saved.
  if (submission.status === undefined) return data<Answer>({ result: submission.reply() });
  if (submission.status !== "success")
    return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const navigation = navigationFromForm(submission.value, (await readNavigation(db)).navigation, new Date());
  return saveOverLoadedVersion(submission, navigation, {
    save: () => saveNavigation(db, navigation, submission.value.version, admin),
    readLatest: async () => {
      const latest = await readNavigation(db);
      return { document: latest.navigation, version: latest.version };
    },
    labelled: (document) => navigationLabelledFields(document, text, messages.translations),
    changedMeanwhile: text.errors.changedMeanwhile,
  });
}

export default function NavigationEditor({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.navigation;
  const translationText = messages.translations;
  const schema = navigationFormSchema(text);
  const [form, fields] = useDashboardForm(schema, {
    id: "navigation-form",
    lastResult: actionData?.saved ? undefined : actionData?.result,
    defaultValue: loaderData.values,
  });
  const theirs = actionData?.theirs;
  return (
    <section className="space-y-4" aria-labelledby="navigation-heading">
      <h1 id="navigation-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      <HistoryLink to={revisionsPath("navigation", NAVIGATION_ID)} />
      {actionData?.saved && <Alert tone="success">{text.saved}</Alert>}
      {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
      {theirs && <TheirValues lines={theirs.lines} historyPath={revisionsPath("navigation", NAVIGATION_ID)} />}
      {/* After a successful save the form starts again from what is now stored. */}
      <Form key={actionData?.saved ? loaderData.version : "editing"} method="post" {...getFormProps(form)} className="space-y-6">
        <input type="hidden" name="version" value={theirs?.version ?? loaderData.version} />
        {/* Enter in a field clicks the form's first submit button: this one saves, rather than moving the first row. */}
        <button type="submit" hidden tabIndex={-1} />
        {navigationLists.map((list) => {
          const listField = fields[list];
          const rows = listField.getFieldList();
          return (
            <fieldset key={list} className="min-w-0 space-y-3 rounded-lg bg-white p-4 shadow-sm">
              <legend className="float-left mb-2 w-full text-lg font-semibold">{text.lists[list]}</legend>
              <p id={listField.errorId} className="clear-both text-sm text-red-700 empty:hidden">
                {listField.errors?.join(" ")}
              </p>
              <ol className="clear-both space-y-3">
                {rows.map((row, index) => {
                  const entry = row.getFieldset();
                  const values = (row.value ?? row.initialValue ?? {}) as Partial<NavigationFormRow>;
                  const page = builtInPages.find((name) => name === values.page) as BuiltInPage | undefined;
                  const isPage = values.kind === "page" && page !== undefined;
                  const name = isPage ? text.pageNames[page] : `${text.ownLink} ${index + 1}`;
                  return (
                    <li key={row.key} className="rounded border border-stone-200 p-3">
                      <fieldset className="min-w-0 space-y-3">
                        <legend className="float-left flex w-full flex-wrap items-center gap-2">
                          <span className="mr-auto font-medium">{name}</span>
                        </legend>
                        <div className="clear-both flex flex-wrap items-center gap-2">
                          <label className="mr-auto flex items-center gap-2 text-sm">
                            <input {...getInputProps(entry.visible, { type: "checkbox" })} className="h-4 w-4" />
                            {text.fields.visible}
                          </label>
                          <button
                            {...form.reorder.getButtonProps({ name: listField.name, from: index, to: index - 1 })}
                            disabled={index === 0}
                            aria-label={text.moveUpLabel(name)}
                            className={buttonClass}
                          >
                            {text.moveUp}
                          </button>
                          <button
                            {...form.reorder.getButtonProps({ name: listField.name, from: index, to: index + 1 })}
                            disabled={index === rows.length - 1}
                            aria-label={text.moveDownLabel(name)}
                            className={buttonClass}
                          >
                            {text.moveDown}
                          </button>
                          {!isPage && (
                            <button
                              {...form.remove.getButtonProps({ name: listField.name, index })}
                              aria-label={text.removeLabel(name)}
                              className={`${buttonClass} border-red-300 text-red-700`}
                            >
                              {text.remove}
                            </button>
                          )}
                        </div>
                        <input {...getInputProps(entry.kind, { type: "hidden" })} />
                        <input {...getInputProps(entry.page, { type: "hidden" })} />
                        {!isPage && (
                          <TextField
                            field={entry.href}
                            label={text.fields.href}
                            lang="en"
                            inputMode="url"
                            hint={`${text.hrefHint} ${text.ownLinkLabelHint}`}
                          />
                        )}
                        <div className="grid gap-3 sm:grid-cols-2">
                          <TextField
                            field={entry.labelZh}
                            label={text.fields.labelZh}
                            lang="zh-CN"
                            placeholder={page && builtInLabel(page, "zh")}
                          />
                          <TextField
                            field={entry.labelEn}
                            label={text.fields.labelEn}
                            lang="en"
                            placeholder={page && builtInLabel(page, "en")}
                          />
                        </div>
                        <div className="grid gap-3 sm:grid-cols-3">
                          {translatedLanguages.map((language) => {
                            const { tag, direction, nativeName } = languageEntry(language);
                            return (
                              <TextField
                                key={language}
                                field={entry.translations.getFieldset()[language].getFieldset().label}
                                label={translationText.fieldIn(
                                  translationText.option.label,
                                  translationText.language(nativeName, translationText.languageNames[language]),
                                )}
                                hint={loaderData.servedLanguages.includes(language) ? undefined : translationText.turnedOff}
                                lang={tag}
                                dir={direction}
                                placeholder={page && builtInLabel(page, language)}
                              />
                            );
                          })}
                        </div>
                      </fieldset>
                    </li>
                  );
                })}
              </ol>
              <button {...form.insert.getButtonProps({ name: listField.name, defaultValue: newLinkRow })} className={buttonClass}>
                {text.addLink(text.lists[list])}
              </button>
            </fieldset>
          );
        })}
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
    </section>
  );
}
