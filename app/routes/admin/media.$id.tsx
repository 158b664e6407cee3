import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { HistoryLink, TextField, TheirValues } from "~/components/admin/form-field";
import { revisionsPath } from "~/modules/revisions/revisions";
import { mediaErrorText } from "~/components/admin/media-error-text";
import { MediaUploadForm } from "~/components/admin/media-upload-form";
import { mediaUseLabel, MediaUses } from "~/components/admin/media-uses";
import { TranslationGroups, translationFieldLabel } from "~/components/admin/translation-groups";
import { Alert } from "~/components/alert";
import { messagesFor } from "~/i18n/catalogs";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardLanguage, useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { formatDateTime } from "~/modules/dates";
import { readFormData } from "~/modules/http/request-body.server";
import { imageAlt, type MediaUse } from "~/modules/media/media";
import { altFormValues, flatAltFormValues, mediaAltFormSchema, mediaUploadFormSchema } from "~/modules/media/media-form";
import { deleteMedia, getMediaItem, MAX_IMAGE_REQUEST_BYTES, receiveMediaUpload, saveMediaAlt } from "~/modules/media/media.server";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import type { Route } from "./+types/media.$id";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

const intentSchema = z.object({ intent: z.enum(["alt", "upload", "delete"]) });

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const [item, servedLanguages] = await Promise.all([
    getMediaItem(context.services.db, params.mediaId),
    readServedLanguages(context.services.db),
  ]);
  const text = dashboardMessages(context).admin.media;
  if (!item) throw data({ error: text.errors.notFound }, { status: 404 });
  const timeZone = context.services.config.SITE_TIME_ZONE;
  const search = new URL(request.url).searchParams;
  return {
    item: {
      ...item,
      createdAt: formatDateTime(item.createdAt, timeZone),
      updatedAt: formatDateTime(item.updatedAt, timeZone),
      unusedSince: item.unusedSince && item.uses.length === 0 ? formatDateTime(item.unusedSince, timeZone) : null,
    },
    notice: search.has("uploaded") ? text.upload.uploaded(item.filename) : search.has("replaced") ? text.replace.replaced : null,
    servedLanguages,
  };
}

/** `theirs` holds the fields someone else saved differently, by their form names. */
type Answer =
  | { intent: "alt"; result: SubmissionResult<string[]>; saved?: boolean; theirs?: { values: Record<string, string>; version: number } }
  | { intent: "upload"; result: SubmissionResult<string[]> }
  | { intent: "delete"; inUse: MediaUse[] };

export async function action({ context, params, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const { db } = context.services;
  const form = await readFormData(request, MAX_IMAGE_REQUEST_BYTES);
  const command = intentSchema.safeParse({ intent: form.get("intent") });
  const messages = dashboardMessages(context);
  const text = messages.admin.media;
  const altSchema = mediaAltFormSchema(text);
  const uploadSchema = mediaUploadFormSchema(text);
  if (!command.success) throw data({ error: messages.errors.badRequest }, { status: 400 });

  if (command.data.intent === "delete") {
    const deleted = await deleteMedia(context.services, params.mediaId);
    if (deleted.status === "not-found") throw data({ error: text.errors.notFound }, { status: 404 });
    if (deleted.status === "in-use") return data<Answer>({ intent: "delete", inUse: deleted.uses }, { status: 409 });
    await recordAct(context, { action: "delete", subject: `image:${params.mediaId}`, detail: { title: deleted.filename } });
    return redirect(`/dashboard/media?deleted=${encodeURIComponent(deleted.filename)}`);
  }

  if (command.data.intent === "upload") {
    const submission = parseWithZod(form, { schema: uploadSchema });
    if (submission.status !== "success") return data<Answer>({ intent: "upload", result: submission.reply() }, { status: 400 });
    if (submission.value.replaces !== params.mediaId) throw data({ error: messages.errors.badRequest }, { status: 400 });
    const upload = await receiveMediaUpload(context.services, submission.value, admin.id);
    if (!upload.ok)
      return data<Answer>(
        {
          intent: "upload",
          result: submission.reply({ fieldErrors: { file: [mediaErrorText(upload.code, dashboardMessages(context).admin)] } }),
        },
        { status: upload.status },
      );
    return redirect(`/dashboard/media/${params.mediaId}?replaced=1`);
  }

  const submission = parseWithZod(form, { schema: altSchema });
  if (submission.status !== "success")
    return data<Answer>({ intent: "alt", result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const { altEn, altZh, translations, version } = submission.value;
  const alt = imageAlt(altEn, altZh, translations);
  const saved = await saveMediaAlt(db, params.mediaId, alt, version, admin);
  if (saved === "saved") return data<Answer>({ intent: "alt", result: submission.reply(), saved: true });
  const latest = await getMediaItem(db, params.mediaId);
  if (saved === "not-found" || !latest) throw data({ error: text.errors.notFound }, { status: 404 });
  const typed = flatAltFormValues(altFormValues(alt));
  const theirs = Object.entries(flatAltFormValues(altFormValues(latest.alt))).filter(([field, value]) => typed[field] !== value);
  return data<Answer>(
    {
      intent: "alt",
      result: submission.reply({ formErrors: [text.errors.changedMeanwhile] }),
      theirs: { values: Object.fromEntries(theirs), version: latest.version },
    },
    { status: 409 },
  );
}

const theirLabel = (field: string, { media: text, translations }: AdminMessages) =>
  translationFieldLabel(field, { alt: text.alt.translation }, translations) ?? (field === "altZh" ? text.alt.zh : text.alt.en);

function AltForm({
  item,
  servedLanguages,
  answer,
}: {
  item: Route.ComponentProps["loaderData"]["item"];
  servedLanguages: Route.ComponentProps["loaderData"]["servedLanguages"];
  answer: Extract<Answer, { intent: "alt" }> | undefined;
}) {
  const messages = messagesFor(useDashboardLanguage());
  const text = messages.admin.media;
  const altSchema = mediaAltFormSchema(text);
  const [form, fields] = useDashboardForm(altSchema, {
    id: "media-alt-form",
    lastResult: answer?.saved ? undefined : answer?.result,
    defaultValue: altFormValues(item.alt),
  });
  const theirs = answer?.theirs;
  return (
    <Form
      key={answer?.saved ? item.version : "editing"}
      method="post"
      {...getFormProps(form)}
      className="space-y-3 rounded-lg bg-white p-4 shadow-sm"
    >
      <fieldset className="min-w-0 space-y-3">
        <legend className="font-semibold">{text.alt.legend}</legend>
        <p className="text-sm text-stone-600">{text.alt.hint}</p>
        {answer?.saved && <Alert tone="success">{text.alt.saved}</Alert>}
        {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
        {theirs && (
          <TheirValues lines={Object.entries(theirs.values).map(([field, value]) => [theirLabel(field, messages.admin), value || "—"])} />
        )}
        <input type="hidden" name="intent" value="alt" />
        <input type="hidden" name="version" value={theirs?.version ?? item.version} />
        <TextField field={fields.altEn} label={text.alt.en} lang="en" />
        <TextField field={fields.altZh} label={text.alt.zh} lang="zh-CN" />
        <TranslationGroups
          groups={fields.translations.getFieldset()}
          fieldNames={["alt"]}
          served={servedLanguages}
          hint={text.alt.translationsHint}
        >
          {(translated, writtenIn) => <TextField field={translated.alt} label={text.alt.translation} {...writtenIn} />}
        </TranslationGroups>
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.alt.save}
        </button>
      </fieldset>
    </Form>
  );
}

export default function MediaDetail({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().media;
  const { item, notice, servedLanguages } = loaderData;
  const answer = actionData as Answer | undefined;
  return (
    <section className="space-y-4" aria-labelledby="media-detail-heading">
      <Link to="/dashboard/media" className="inline-block text-sm text-brand-700 underline underline-offset-4">
        {text.back}
      </Link>
      <h1 id="media-detail-heading" className="break-words text-xl font-semibold">
        {item.filename}
      </h1>
      <p className="text-sm">
        <HistoryLink to={revisionsPath("image", item.id)} />
      </p>
      {notice && <Alert tone="success">{notice}</Alert>}
      {answer?.intent === "delete" && (
        <Alert tone="error">
          <p>{text.delete.inUse}</p>
          <ul className="mt-1 list-disc pl-5">
            {answer.inUse.map((use) => (
              <li key={`${use.kind}:${use.id}`}>{mediaUseLabel(use, text)}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <img
          src={item.src}
          srcSet={item.srcSet}
          sizes="(min-width: 768px) 50vw, 100vw"
          alt={item.alt.zh}
          width={item.width}
          height={item.height}
          className="h-auto w-full rounded-lg bg-stone-100 object-contain"
        />
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-stone-600">{text.filename}</dt>
            <dd className="break-words">{item.filename}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{text.size}</dt>
            <dd>{text.pixels(item.width, item.height)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{text.uploadedOn}</dt>
            <dd>{item.createdAt}</dd>
          </div>
          <div>
            <dt className="text-stone-600">{text.usedIn}</dt>
            <dd>
              <MediaUses uses={item.uses} className="space-y-1" />
              {item.unusedSince && <p className="text-amber-800">{text.unusedSince(item.unusedSince)}</p>}
            </dd>
          </div>
        </dl>
      </div>
      <AltForm item={item} servedLanguages={servedLanguages} answer={answer?.intent === "alt" ? answer : undefined} />
      <MediaUploadForm
        key={item.version}
        legend={text.replace.legend}
        submitLabel={text.replace.submit}
        hint={text.replace.hint}
        replacing={{ id: item.id, version: item.version }}
        lastResult={answer?.intent === "upload" ? answer.result : undefined}
      />
      <div className="flex">
        <ConfirmDelete id={item.id} label={text.delete.label} question={text.delete.question} />
      </div>
    </section>
  );
}
