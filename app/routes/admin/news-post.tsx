import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { ConfirmDelete } from "~/components/admin/confirm-delete";
import { HistoryLink, TextField, TheirValues } from "~/components/admin/form-field";
import { MediaPicker } from "~/components/admin/media-picker";
import { PostBodyField } from "~/components/admin/post-body-field";
import { PostSeoChecklist } from "~/components/admin/subject-seo-checklists";
import { TranslationGroups, translationFieldLabel } from "~/components/admin/translation-groups";
import { Alert } from "~/components/alert";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { translatedLanguages } from "~/i18n/languages";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import { readFormData } from "~/modules/http/request-body.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { postEditorTitles } from "~/modules/seo/seo-health.server";
import { editorFormIds } from "~/modules/seo/seo-subjects";
import { listMediaChoices } from "~/modules/media/media.server";
import { emptyPost, newsPath, postDashboardTitle, postLanguages, postStateOf } from "~/modules/news/news";
import { createPost, deletePost, readPost, updatePost } from "~/modules/news/news.server";
import {
  comparablePostValues,
  POST_FORM_MAX_BYTES,
  postFormSchema,
  postFormValues,
  postFromForm,
  type PostFormField,
} from "~/modules/news/post-form";
import { revisionsPath } from "~/modules/revisions/revisions";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import type { Route } from "./+types/news-post";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

async function storedPost(db: Route.LoaderArgs["context"]["services"]["db"], postId: string | undefined, notFound: string) {
  if (postId === undefined) return null;
  const post = await readPost(db, postId);
  if (!post) throw data({ error: notFound }, { status: 404 });
  return post;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  await requirePermission(context, "content");
  const { db, config } = context.services;
  const [post, images, servedLanguages] = await Promise.all([
    storedPost(db, params.postId, dashboardMessages(context).admin.news.errors.notFound),
    listMediaChoices(db),
    readServedLanguages(db),
  ]);
  const content = post?.content ?? emptyPost;
  const notice = new URL(request.url).searchParams.get("saved");
  const messages = dashboardMessages(context).admin;
  const text = messages.news;
  return {
    origin: siteUrl(context),
    sameTitle: await postEditorTitles(db, params.postId ?? null, content.texts),
    id: params.postId ?? null,
    values: postFormValues(content, config.SITE_TIME_ZONE),
    stored: {
      bodyEn: content.texts.en.body,
      bodyZh: content.texts.zh?.body ?? null,
      translatedBodies: Object.fromEntries(translatedLanguages.map((language) => [language, content.texts[language]?.body ?? null])),
    },
    servedLanguages,
    version: post?.version ?? 0,
    title: postDashboardTitle(content.texts),
    state: post ? postStateOf(content, new Date()) : null,
    languages: postLanguages(content.texts),
    images,
    timeZone: config.SITE_TIME_ZONE,
    notice: notice === "created" ? text.created : notice === "updated" ? text.saved : null,
  };
}

type Answer = { result: SubmissionResult<string[]>; theirs?: { values: Record<string, string>; version: number } };

/** The fields the other person changed, by form name, as the owner reads them, to show beside a refused save. */
function differences(typed: ReturnType<typeof postFormValues>, latest: ReturnType<typeof postFormValues>): Record<string, string> {
  const mine = comparablePostValues(typed);
  return Object.fromEntries(Object.entries(comparablePostValues(latest)).filter(([field, value]) => mine[field] !== value));
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "content");
  const { db, config } = context.services;
  const formData = await readFormData(request, POST_FORM_MAX_BYTES);
  const messages = dashboardMessages(context).admin;
  const text = messages.news;
  const schema = postFormSchema(text);
  if (formData.get("intent") === "delete") {
    if (params.postId === undefined) throw data({ error: text.errors.notFound }, { status: 404 });
    if ((await deletePost(db, params.postId)) === "not-found") throw data({ error: text.errors.notFound }, { status: 404 });
    await recordAct(context, { action: "delete", subject: `post:${params.postId}` });
    throw redirect("/dashboard/news?deleted=1");
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success")
    return data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow] }) }, { status: 400 });
  const current = await storedPost(db, params.postId, text.errors.notFound);
  const content = postFromForm(submission.value, current?.content ?? null, config.SITE_TIME_ZONE, new Date());
  const fieldError = (field: PostFormField, message: string, status: 400 | 409) =>
    data<Answer>({ result: submission.reply({ formErrors: [text.errors.fixBelow], fieldErrors: { [field]: [message] } }) }, { status });

  if (!current) {
    const created = await createPost(db, content, admin);
    if (created.ok) throw redirect(`/dashboard/news/${created.id}?saved=created`);
    return created.problem === "slug-taken"
      ? fieldError("slug", text.errors.slugTaken, 409)
      : fieldError("coverImageId", text.errors.invalidImage, 400);
  }
  const saved = await updatePost(db, params.postId!, content, submission.value.version, admin);
  if (saved === "saved") throw redirect(`/dashboard/news/${params.postId}?saved=updated`);
  if (saved === "slug-taken") return fieldError("slug", text.errors.slugTaken, 409);
  if (saved === "image-missing") return fieldError("coverImageId", text.errors.invalidImage, 400);
  const latest = await readPost(db, params.postId!);
  if (!latest) throw data({ error: text.errors.notFound }, { status: 404 });
  const theirs = differences(postFormValues(content, config.SITE_TIME_ZONE), postFormValues(latest.content, config.SITE_TIME_ZONE));
  return data<Answer>(
    { result: submission.reply({ formErrors: [text.errors.changedMeanwhile] }), theirs: { values: theirs, version: latest.version } },
    { status: 409 },
  );
}

export default function NewsPostEditor({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.news;
  const schema = postFormSchema(text);
  const { id, values, stored, servedLanguages, version, title, state, languages, images, timeZone, notice, origin, sameTitle } = loaderData;
  const [form, fields] = useDashboardForm(schema, {
    id: editorFormIds.post(id ?? "new", version),
    lastResult: actionData?.result,
    defaultValue: values,
  });
  const theirs = actionData?.theirs;
  const status = fields.status.initialValue ?? values.status;
  return (
    <section className="space-y-4" aria-labelledby="post-heading">
      <Link to="/dashboard/news" className="text-sm text-brand-700 underline underline-offset-4">
        {text.heading}
      </Link>
      <h1 id="post-heading" className="text-xl font-semibold break-words">
        {id ? text.editHeading(title || text.untitled) : text.newHeading}
      </h1>
      {id && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {state && <span>{text.states[state]}</span>}
          <HistoryLink to={revisionsPath("post", id)} />
          {state === "published" &&
            languages.map((language) => (
              <a key={language} href={newsPath.post(language, values.slug)} className="text-brand-700 underline underline-offset-4">
                {text.view(text.languageNames[language])}
              </a>
            ))}
        </p>
      )}
      {notice && !actionData && <Alert tone="success">{notice}</Alert>}
      {form.errors && <Alert tone="error">{form.errors.join(" ")}</Alert>}
      {theirs && id && (
        <TheirValues
          lines={Object.entries(theirs.values).map(([field, value]) => [
            translationFieldLabel(field, messages.translations.post, messages.translations) ?? text.fields[field as PostFormField],
            value,
          ])}
          historyPath={revisionsPath("post", id)}
        />
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-6 rounded-lg bg-white p-4 shadow-sm sm:p-5"
      >
        <input type="hidden" name="version" value={theirs?.version ?? version} />
        <TextField field={fields.slug} label={text.fields.slug} hint={text.slugHint} />
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold">{text.chinese}</legend>
          <TextField field={fields.titleZh} label={text.fields.titleZh} lang="zh-CN" />
          <TextField field={fields.summaryZh} label={text.fields.summaryZh} lines={3} lang="zh-CN" />
          <div className="md:col-span-2">
            <PostBodyField
              json={fields.bodyZh}
              plainText={fields.bodyZhText}
              stored={stored.bodyZh}
              storedText={values.bodyZhText}
              label={text.fields.bodyZh}
              hint={text.bodyHint}
              lang="zh-CN"
            />
          </div>
        </fieldset>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold">{text.english}</legend>
          <TextField field={fields.titleEn} label={text.fields.titleEn} lang="en" />
          <TextField field={fields.summaryEn} label={text.fields.summaryEn} lines={3} lang="en" />
          <div className="md:col-span-2">
            <PostBodyField
              json={fields.bodyEn}
              plainText={fields.bodyEnText}
              stored={stored.bodyEn}
              storedText={values.bodyEnText}
              label={text.fields.bodyEn}
              hint={text.bodyHint}
              lang="en"
            />
          </div>
        </fieldset>
        <TranslationGroups
          groups={fields.translations.getFieldset()}
          fieldNames={["title", "summary", "bodyText"]}
          served={servedLanguages}
        >
          {(translated, writtenIn, language) => (
            <div className="grid gap-4 md:grid-cols-2">
              <TextField field={translated.title} label={messages.translations.post.title} {...writtenIn} />
              <TextField field={translated.summary} label={messages.translations.post.summary} lines={3} {...writtenIn} />
              <div className="md:col-span-2">
                <PostBodyField
                  json={translated.body}
                  plainText={translated.bodyText}
                  stored={stored.translatedBodies[language] ?? null}
                  storedText={values.translations[language].bodyText}
                  label={messages.translations.post.body}
                  hint={text.bodyHint}
                  {...writtenIn}
                />
              </div>
            </div>
          )}
        </TranslationGroups>
        <MediaPicker
          name={fields.coverImageId.name}
          legend={text.fields.coverImageId}
          choices={images}
          defaultValue={(fields.coverImageId.initialValue as string | undefined) ?? values.coverImageId}
          optional
          errors={fields.coverImageId.errors}
          errorId={fields.coverImageId.errorId}
        />
        <fieldset>
          <legend className="text-sm font-medium">{text.fields.status}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {(["draft", "published"] as const).map((option) => (
              <label key={option} className="flex items-center gap-2">
                <input type="radio" name={fields.status.name} value={option} defaultChecked={status === option} />
                {option === "draft" ? text.statusDraft : text.statusPublished}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField field={fields.publishedAt} label={text.fields.publishedAt} type="datetime-local" hint={text.publishedAtHint(timeZone)} />
        <PostSeoChecklist id={id} version={version} fields={fields} images={images} storedSameTitle={sameTitle} origin={origin} />
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.save}
        </button>
      </Form>
      {id && (
        <div className="flex">
          <ConfirmDelete id={id} label={text.delete} question={text.deleteConfirm(title || text.untitled)} />
        </div>
      )}
    </section>
  );
}
