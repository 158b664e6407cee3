import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useSubmit } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { HistoryLink, TextField } from "~/components/admin/form-field";
import { mediaErrorText } from "~/components/admin/media-error-text";
import { MediaPicker } from "~/components/admin/media-picker";
import { MediaUploadForm } from "~/components/admin/media-upload-form";
import { TranslationGroups } from "~/components/admin/translation-groups";
import { useDragReorder } from "~/components/admin/use-drag-reorder";
import { Alert, SavedNotice } from "~/components/alert";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { Language } from "~/i18n/languages";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { galleryFormSchema, type GalleryForm } from "~/modules/catalogue/product-gallery-form";
import {
  addGalleryPhoto,
  getGallery,
  moveGalleryPhoto,
  removeGalleryPhoto,
  saveGalleryAlt,
  setCardPhoto,
  type GalleryOutcome,
  type GalleryPhoto,
} from "~/modules/catalogue/product-gallery.server";
import { readFormBody } from "~/modules/http/request-body.server";
import { imageAlt } from "~/modules/media/media";
import { altFormValues, mediaUploadFormSchema } from "~/modules/media/media-form";
import { listMediaChoices, MAX_IMAGE_REQUEST_BYTES, storeUploadedImage } from "~/modules/media/media.server";
import { revisionsPath } from "~/modules/revisions/revisions";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import type { Route } from "./+types/product-photos";

export async function loader({ context, params }: Route.LoaderArgs) {
  await requirePermission(context, "catalogue");
  const { db } = context.services;
  const [gallery, choices, servedLanguages] = await Promise.all([
    getGallery(db, params.productId),
    listMediaChoices(db),
    readServedLanguages(db),
  ]);
  const text = dashboardMessages(context).admin.gallery;
  if (!gallery) throw data({ error: text.errors.productNotFound }, { status: 404 });
  return { ...gallery, choices, servedLanguages };
}

/** `form` names the form whose `result` this is, so its errors show on it and on no other. */
type Answer = { notice?: string; error?: string; result?: SubmissionResult<string[]>; form?: "add" | "upload" | "alt"; photoId?: string };

/** The notice each kind of change ends with, by the name it has in the gallery texts. */
const notices: Record<GalleryForm["intent"] | "upload", keyof AdminMessages["gallery"]["notices"]> = {
  add: "added",
  upload: "added",
  alt: "altSaved",
  move: "moved",
  place: "moved",
  card: "card",
  remove: "removed",
};

function answerOutcome(text: AdminMessages["gallery"], intent: keyof typeof notices, outcome: GalleryOutcome, extra: Answer = {}) {
  if (outcome === "done") return data<Answer>({ ...extra, notice: text.notices[notices[intent]] });
  const status = outcome === "alreadyAdded" || outcome === "lastPhoto" || outcome === "changedMeanwhile" ? 409 : 404;
  return data<Answer>({ ...extra, error: text.errors[outcome] }, { status });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const admin = await requirePermission(context, "catalogue");
  const { db } = context.services;
  const { productId } = params;
  const body = await readFormBody(request, MAX_IMAGE_REQUEST_BYTES);
  const messages = dashboardMessages(context);
  const text = messages.admin.gallery;
  const schema = galleryFormSchema(text);
  const uploadSchema = mediaUploadFormSchema(messages.admin.media);
  if (!body.ok)
    return data<Answer>(
      { error: body.status === 413 ? mediaErrorText("photoTooLarge", messages.admin) : messages.errors.badRequest },
      { status: body.status },
    );
  const form = body.value;

  // Without JavaScript the upload comes here with its file; with it, the file went to the library's endpoint and only its id comes here.
  if (form.get("intent") === "upload") {
    const submission = parseWithZod(form, { schema: uploadSchema });
    if (submission.status !== "success") return data<Answer>({ result: submission.reply(), form: "upload" }, { status: 400 });
    const stored = await storeUploadedImage(context.services, submission.value.file, { uploadedBy: admin.id });
    if (!stored.ok)
      return data<Answer>(
        { result: submission.reply({ fieldErrors: { file: [mediaErrorText(stored.code, messages.admin)] } }), form: "upload" },
        { status: stored.status },
      );
    return answerOutcome(text, "upload", await addGalleryPhoto(db, productId, stored.image.id));
  }

  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    const alt = form.get("intent") === "alt";
    return data<Answer>(
      { result: submission.reply(), form: alt ? "alt" : "add", photoId: alt ? String(form.get("photoId")) : undefined },
      { status: 400 },
    );
  }
  const command = submission.value;
  switch (command.intent) {
    case "add":
      return answerOutcome(text, command.intent, await addGalleryPhoto(db, productId, command.mediaId), {
        result: submission.reply({ resetForm: true }),
        form: "add",
      });
    case "alt":
      return answerOutcome(
        text,
        command.intent,
        await saveGalleryAlt(
          db,
          productId,
          command.photoId,
          imageAlt(command.altEn, command.altZh, command.translations),
          command.version,
          admin,
        ),
        {
          result: submission.reply(),
          form: "alt",
          photoId: command.photoId,
        },
      );
    case "move":
    case "place":
      return answerOutcome(
        text,
        command.intent,
        await moveGalleryPhoto(db, productId, command.photoId, command.intent === "move" ? command.direction : command.position),
      );
    case "card":
      return answerOutcome(text, command.intent, await setCardPhoto(db, productId, command.photoId));
    case "remove":
      return answerOutcome(text, command.intent, await removeGalleryPhoto(db, productId, command.photoId));
  }
}

/** One button posting one intent for one photo, so it works without JavaScript. */
function PhotoButton({
  intent,
  photoId,
  label,
  children,
  ...button
}: { intent: string; photoId: string; label: string; children: React.ReactNode } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photoId} />
      <button type="submit" aria-label={label} className={buttonClass} {...button}>
        {children}
      </button>
    </Form>
  );
}

function AltForm({
  photo,
  servedLanguages,
  answer,
}: {
  photo: GalleryPhoto;
  servedLanguages: readonly Language[];
  answer: Answer | undefined;
}) {
  const text = useDashboardMessages().gallery;
  const schema = galleryFormSchema(text);
  const [form, fields] = useForm({
    id: `alt-${photo.id}`,
    lastResult: answer?.form === "alt" && answer.photoId === photo.id ? answer.result : undefined,
    defaultValue: altFormValues(photo.alt),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-2">
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="photoId" value={photo.id} />
      <input type="hidden" name="version" value={photo.version} />
      <TextField field={fields.altEn} label={text.altEn} lang="en" placeholder={photo.image.alt.en} />
      <TextField field={fields.altZh} label={text.altZh} lang="zh-CN" placeholder={photo.image.alt.zh} hint={text.altHint} />
      <TranslationGroups
        groups={fields.translations.getFieldset()}
        fieldNames={["alt"]}
        served={servedLanguages}
        hint={text.altTranslationsHint}
      >
        {(translated, writtenIn, language) => (
          <TextField field={translated.alt} label={text.altTranslation} {...writtenIn} placeholder={photo.image.alt[language]} />
        )}
      </TranslationGroups>
      <button type="submit" className={buttonClass}>
        {text.saveAlt}
      </button>
    </Form>
  );
}

function AddFromLibrary({ choices, answer }: { choices: Route.ComponentProps["loaderData"]["choices"]; answer: Answer | undefined }) {
  const text = useDashboardMessages().gallery;
  const schema = galleryFormSchema(text);
  const [form, fields] = useForm({
    id: "gallery-add-form",
    lastResult: answer?.form === "add" ? answer.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <input type="hidden" name="intent" value="add" />
      <MediaPicker
        name={fields.mediaId.name}
        legend={text.addLegend}
        choices={choices}
        errors={fields.mediaId.errors}
        errorId={fields.mediaId.errorId}
      />
      <button type="submit" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
        {text.add}
      </button>
    </Form>
  );
}

export default function ProductPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const text = useDashboardMessages().gallery;
  const { title, photos, choices, servedLanguages } = loaderData;
  const answer = actionData as Answer | undefined;
  const submit = useSubmit();
  const { scripted, itemProps, itemClass } = useDragReorder("photoId");
  return (
    <section aria-labelledby="gallery-heading" className="space-y-4">
      <Link to="/dashboard/products" className="inline-block text-sm text-brand-700 underline underline-offset-4">
        {text.back}
      </Link>
      <h1 id="gallery-heading" className="text-xl font-semibold">
        {text.heading(title)}
      </h1>
      <p className="text-sm text-stone-600">{text.intro}</p>
      <SavedNotice notice={answer?.notice} />
      {answer?.error && <Alert tone="error">{answer.error}</Alert>}
      <p className="text-sm text-stone-600">{scripted ? text.sortHintDrag : text.sortHint}</p>
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {photos.map((photo, index) => {
          const number = index + 1;
          return (
            <li
              key={photo.id}
              {...itemProps(photo.id, index)}
              className={`rounded-lg bg-white p-3 shadow-sm ${itemClass(photo.id, index)}`}
              aria-labelledby={`photo-${photo.id}`}
            >
              <img
                src={photo.image.src}
                srcSet={photo.image.srcSet}
                sizes="320px"
                width={photo.image.width}
                height={photo.image.height}
                alt=""
                loading="lazy"
                className="h-44 w-full rounded object-cover"
                draggable={false}
              />
              <h2 id={`photo-${photo.id}`} className="mt-2 flex items-center gap-2 font-semibold">
                {text.photoLabel(number)}
                {photo.isCard && <span className="rounded bg-green-50 px-1.5 py-0.5 text-xs font-medium text-green-800">{text.card}</span>}
              </h2>
              <p className="truncate text-xs text-stone-500">{photo.image.filename}</p>
              <div className="my-2 flex flex-wrap gap-2">
                <PhotoButton
                  intent="card"
                  photoId={photo.id}
                  label={text.makeCardLabel(number)}
                  disabled={photo.isCard}
                  aria-pressed={photo.isCard}
                >
                  {text.makeCard}
                </PhotoButton>
                <Form method="post" preventScrollReset className="flex gap-2">
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <button
                    type="submit"
                    name="direction"
                    value="up"
                    disabled={index === 0}
                    aria-label={text.moveUpLabel(number)}
                    className={buttonClass}
                  >
                    {text.moveUp}
                  </button>
                  <button
                    type="submit"
                    name="direction"
                    value="down"
                    disabled={index === photos.length - 1}
                    aria-label={text.moveDownLabel(number)}
                    className={buttonClass}
                  >
                    {text.moveDown}
                  </button>
                </Form>
                <PhotoButton intent="remove" photoId={photo.id} label={text.removeLabel(number)} disabled={photos.length === 1}>
                  {text.remove}
                </PhotoButton>
              </div>
              <AltForm key={`${photo.id}:${photo.version}`} photo={photo} servedLanguages={servedLanguages} answer={answer} />
              <HistoryLink to={revisionsPath("gallery-photo", photo.id)} label={text.historyLabel(number)} />
            </li>
          );
        })}
      </ol>
      <AddFromLibrary choices={choices} answer={answer} />
      <MediaUploadForm
        legend={text.uploadLegend}
        submitLabel={text.upload}
        lastResult={answer?.form === "upload" ? answer.result : undefined}
        onUploaded={(uploaded) => void submit({ intent: "add", mediaId: uploaded.id }, { method: "post", preventScrollReset: true })}
      />
    </section>
  );
}
