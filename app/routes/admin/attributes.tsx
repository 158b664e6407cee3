import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { ownTextIn, textIn } from "~/i18n/owner-texts";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { buttonClass } from "~/components/admin/button-class";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { HistoryLink, TextField, TheirValues } from "~/components/admin/form-field";
import { revisionsPath } from "~/modules/revisions/revisions";
import { TranslationGroups } from "~/components/admin/translation-groups";
import { Alert, SavedNotice } from "~/components/alert";
import { attributeKinds, type AttributeKind } from "~/database/schema";
import { messagesFor } from "~/i18n/catalogs";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import {
  ATTRIBUTES_PATH,
  attributeOptionFormSchema,
  attributeOptionFormValues,
  attributeOptionFromForm,
  type AttributeOptionFormValues,
} from "~/modules/catalogue/attribute-option-form";
import { translatedLanguages, type Language } from "~/i18n/languages";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import {
  createAttributeOption,
  deleteAttributeOption,
  listAdminAttributeOptions,
  moveAttributeOption,
  readAdminAttributeOption,
  saveAttributeOption,
  type AdminAttributeOption,
} from "~/modules/catalogue/attribute-options.server";
import { readFormData } from "~/modules/http/request-body.server";
import type { Route } from "./+types/attributes";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

/** After an edit the browser comes back to the lists; the address says what was saved. */
const searchSchema = z.object({
  edit: z.uuid().optional().catch(undefined),
  saved: z.string().min(1).max(200).optional().catch(undefined),
});

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const search = searchSchema.parse(Object.fromEntries(url.searchParams));
  const [lists, servedLanguages] = await Promise.all([
    listAdminAttributeOptions(context.services.db),
    readServedLanguages(context.services.db),
  ]);
  const text = dashboardMessages(context).admin.attributes;
  return { lists, servedLanguages, editing: search.edit ?? null, notice: search.saved ? text.saved(search.saved) : null };
}

const commandSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("save"), id: z.uuid() }),
  z.object({ intent: z.literal("move"), id: z.uuid(), direction: z.enum(["up", "down"]) }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);

type TheirOption = AttributeOptionFormValues & { version: number };
type Answer = { notice?: string; error?: string; formId?: string; result?: SubmissionResult<string[]>; theirs?: TheirOption };

const addFormId = (kind: AttributeKind) => `add-${kind}`;
const editFormId = (id: string) => `edit-${id}`;

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const { db } = context.services;
  const form = await readFormData(request, 16 * 1024);
  const command = commandSchema.safeParse(Object.fromEntries(form));
  const messages = dashboardMessages(context);
  const text = messages.admin.attributes;
  const schema = attributeOptionFormSchema(text);
  if (!command.success) return data<Answer>({ error: messages.errors.badRequest }, { status: 400 });
  const { intent } = command.data;

  if (command.data.intent === "move") {
    await moveAttributeOption(db, command.data.id, command.data.direction);
    return data<Answer>({ notice: text.moved });
  }
  if (command.data.intent === "delete") {
    const deleted = await deleteAttributeOption(db, command.data.id);
    if (!deleted) return data<Answer>({ error: text.errors.notFound }, { status: 404 });
    await recordAct(context, { action: "delete", subject: `attribute-option:${command.data.id}`, detail: { title: deleted.label } });
    return data<Answer>({ notice: text.deleted(deleted.label) });
  }

  const submission = parseWithZod(form, { schema });
  const formId =
    intent === "save" ? editFormId(command.data.id) : addFormId(z.enum(attributeKinds).catch("colour").parse(form.get("kind")));
  if (submission.status !== "success")
    return data<Answer>({ formId, result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const { kind, version } = submission.value;
  const content = attributeOptionFromForm(submission.value);
  const slugTaken = () =>
    data<Answer>(
      { formId, result: submission.reply({ formErrors: [text.errors.fixBelow], fieldErrors: { slug: [text.errors.slugTaken] } }) },
      { status: 409 },
    );

  if (command.data.intent === "create") {
    const created = await createAttributeOption(db, kind, content);
    if (!created.ok) return slugTaken();
    return data<Answer>({
      formId,
      result: submission.reply({ resetForm: true }),
      notice: text.added(textIn(content.texts, "label", "zh")),
    });
  }
  const saved = await saveAttributeOption(db, command.data.id, content, version, admin);
  if (saved === "saved") throw redirect(`${ATTRIBUTES_PATH}?${new URLSearchParams({ saved: textIn(content.texts, "label", "zh") })}`);
  if (saved === "slug-taken") return slugTaken();
  const latest = saved === "changed-meanwhile" ? await readAdminAttributeOption(db, command.data.id) : null;
  if (!latest) return data<Answer>({ error: text.errors.notFound }, { status: 404 });
  return data<Answer>(
    {
      formId,
      result: submission.reply({ formErrors: [text.errors.changedMeanwhile] }),
      theirs: { ...attributeOptionFormValues(latest), version: latest.version },
    },
    { status: 409 },
  );
}

export default function Attributes({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().attributes;
  const { lists, servedLanguages, editing } = loaderData;
  const notice = actionData?.notice ?? (actionData ? null : loaderData.notice);
  return (
    <section className="space-y-6" aria-labelledby="attributes-heading">
      <div className="space-y-2">
        <h1 id="attributes-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <p className="text-sm text-stone-600">{text.intro}</p>
      </div>
      <SavedNotice notice={notice} />
      {actionData?.error && <Alert tone="error">{actionData.error}</Alert>}
      {attributeKinds.map((kind) => (
        <OptionList key={kind} kind={kind} options={lists[kind]} editing={editing} answer={actionData ?? null} served={servedLanguages} />
      ))}
    </section>
  );
}

function OptionList({
  kind,
  options,
  editing,
  answer,
  served,
}: {
  kind: AttributeKind;
  options: AdminAttributeOption[];
  editing: string | null;
  answer: Answer | null;
  served: Language[];
}) {
  const text = useDashboardMessages().attributes;
  const headingId = `${kind}-heading`;
  const lastResultFor = (formId: string) => (answer?.formId === formId ? (answer.result ?? null) : null);
  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {text.kinds[kind]}
      </h2>
      {options.length === 0 ? (
        <p className="text-stone-600">{text.empty}</p>
      ) : (
        <ol className="divide-y divide-stone-200">
          {options.map((option, index) => (
            <li key={option.id} className="py-3">
              {editing === option.id || answer?.formId === editFormId(option.id) ? (
                <OptionForm
                  kind={kind}
                  option={option}
                  lastResult={lastResultFor(editFormId(option.id))}
                  theirs={answer?.formId === editFormId(option.id) ? answer.theirs : undefined}
                  served={served}
                />
              ) : (
                <OptionRow option={option} first={index === 0} last={index === options.length - 1} />
              )}
            </li>
          ))}
        </ol>
      )}
      <OptionForm kind={kind} option={null} lastResult={lastResultFor(addFormId(kind))} served={served} />
    </section>
  );
}

function OptionRow({ option, first, last }: { option: AdminAttributeOption; first: boolean; last: boolean }) {
  const text = useDashboardMessages().attributes;
  const name = textIn(option.texts, "label", "zh");
  const chinese = ownTextIn(option.texts, "label", "zh");
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {chinese}
          <span className={chinese ? "ml-2 text-stone-600" : undefined} lang="en">
            {option.texts.en.label}
          </span>
        </p>
        <p className="break-all text-sm text-stone-600">
          <code>{option.slug}</code> · {text.productCount(option.productCount)}
        </p>
      </div>
      <Form method="post" preventScrollReset className="flex gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={option.id} />
        <button type="submit" name="direction" value="up" disabled={first} aria-label={text.moveUpLabel(name)} className={buttonClass}>
          {text.moveUp}
        </button>
        <button type="submit" name="direction" value="down" disabled={last} aria-label={text.moveDownLabel(name)} className={buttonClass}>
          {text.moveDown}
        </button>
      </Form>
      <Link
        to={`?${new URLSearchParams({ edit: option.id })}`}
        preventScrollReset
        aria-label={text.editLabel(name)}
        className="rounded border border-brand-800 px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-50"
      >
        {text.edit}
      </Link>
      <ConfirmDelete id={option.id} label={text.delete} question={text.deleteQuestion(name, option.productCount)} />
    </div>
  );
}

/** Adds an option to a list (option null) or edits one; the edit carries the version it was loaded at. */
function OptionForm({
  kind,
  option,
  lastResult,
  theirs,
  served,
}: {
  kind: AttributeKind;
  option: AdminAttributeOption | null;
  lastResult: SubmissionResult<string[]> | null;
  theirs?: TheirOption;
  served: Language[];
}) {
  const messages = messagesFor(useDashboardLanguage());
  const text = messages.admin.attributes;
  const translationText = messages.admin.translations;
  const schema = attributeOptionFormSchema(text);
  const [form, fields] = useDashboardForm(schema, {
    id: option ? editFormId(option.id) : addFormId(kind),
    lastResult,
    defaultValue: option ? attributeOptionFormValues(option) : undefined,
  });
  const heading = option ? text.editHeading(textIn(option.texts, "label", "zh")) : text.addHeading(text.kinds[kind]);
  const headingId = `${form.id}-heading`;
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className={option ? "font-medium" : "pt-2 font-medium"}>
        {heading}
      </h3>
      {form.errors && form.errors.length > 0 && <Alert tone="error">{form.errors.join(" ")}</Alert>}
      {theirs && (
        <TheirValues
          lines={[
            ...(["labelEn", "labelZh", "slug"] as const).map((field): [string, string] => [text.fields[field], theirs[field]]),
            ...translatedLanguages.map((language): [string, string] => [
              translationText.fieldIn(translationText.option.label, translationText.languageNames[language]),
              theirs.translations[language].label,
            ]),
          ]}
        />
      )}
      <input type="hidden" name="kind" value={kind} />
      {option && <input type="hidden" name="id" value={option.id} />}
      {option && <input type="hidden" name="version" value={theirs?.version ?? option.version} />}
      <div className="grid gap-3 md:grid-cols-3">
        <TextField field={fields.labelEn} label={text.fields.labelEn} lang="en" />
        <TextField field={fields.labelZh} label={text.fields.labelZh} lang="zh-CN" />
        <TextField field={fields.slug} label={text.fields.slug} hint={text.slugHint} />
      </div>
      <TranslationGroups groups={fields.translations.getFieldset()} fieldNames={["label"]} served={served}>
        {(translated, writtenIn) => <TextField field={translated.label} label={translationText.option.label} {...writtenIn} />}
      </TranslationGroups>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          name="intent"
          value={option ? "save" : "create"}
          className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
        >
          {option ? text.save : text.add}
        </button>
        {option && (
          <Link to={ATTRIBUTES_PATH} preventScrollReset className="text-sm text-stone-600 underline-offset-4 hover:underline">
            {text.cancel}
          </Link>
        )}
        {option && <HistoryLink to={revisionsPath("attribute-option", option.id)} />}
      </div>
    </Form>
  );
}
