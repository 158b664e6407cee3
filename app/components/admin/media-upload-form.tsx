import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigate } from "react-router";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { MAX_PHOTO_MEGABYTES } from "~/modules/storage/image-limits";
import { mediaUploadFormSchema } from "~/modules/media/media-form";
import { answerError, UploadProgress, useUploadWithProgress, type ReadAnswer } from "./upload-progress";

export const MEDIA_UPLOAD_URL = "/dashboard/media/upload";

export type Uploaded = { id: string; filename: string };

const answerReader =
  (uploadFailed: string): ReadAnswer<Uploaded> =>
  (status, answer) =>
    status === 200 && answer && typeof answer === "object" && "id" in answer && typeof answer.id === "string"
      ? { ok: true, value: answer as Uploaded }
      : { ok: false, message: answerError(answer) ?? uploadFailed };

type Props = {
  legend: string;
  submitLabel: string;
  hint?: string;
  /** The image a new file replaces, and the version the page loaded; absent for a new image. */
  replacing?: { id: string; version: number };
  lastResult?: SubmissionResult<string[]>;
  /** What follows a stored upload with JavaScript; by default the image's page opens. */
  onUploaded?: (uploaded: Uploaded) => void;
};

/**
 * Uploads an image to the library, or a new file for an existing one. Without JavaScript it is a
 * plain multipart form posted to the page; with it, the file goes to the upload endpoint with
 * XMLHttpRequest so the progress shows, and the image's page opens when it is stored.
 */
export function MediaUploadForm({ legend, submitLabel, hint, replacing, lastResult, onUploaded }: Props) {
  const messages = useDashboardMessages();
  const text = messages.media;
  const schema = mediaUploadFormSchema(text);
  const navigate = useNavigate();
  const upload = useUploadWithProgress(
    MEDIA_UPLOAD_URL,
    answerReader(messages.products.errors.uploadFailed),
    onUploaded ??
      ((uploaded) => navigate(`/dashboard/media/${uploaded.id}?${replacing ? "replaced" : "uploaded"}=1`, { replace: Boolean(replacing) })),
  );
  const [form, fields] = useForm({
    id: replacing ? "media-replace-form" : "media-upload-form",
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    onSubmit(event, { formData }) {
      const file = formData.get("file");
      if (!(file instanceof File)) return;
      event.preventDefault();
      upload.start(file, formData);
    },
  });
  const hintId = `${fields.file.id}-hint`;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <fieldset className="min-w-0 space-y-3">
        <legend className="font-semibold">{legend}</legend>
        <input type="hidden" name="intent" value="upload" />
        {replacing && (
          <>
            <input type="hidden" name="replaces" value={replacing.id} />
            <input type="hidden" name="version" value={replacing.version} />
          </>
        )}
        <label className="block text-sm font-medium" htmlFor={fields.file.id}>
          {text.upload.file}
        </label>
        <input
          {...getInputProps(fields.file, { type: "file", ariaDescribedBy: hintId })}
          accept="image/*"
          className="block w-full min-w-0 text-sm file:mr-3 file:rounded file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 hover:file:bg-stone-100"
        />
        <p id={hintId} className="text-sm text-stone-500">
          {hint ?? text.upload.hint(MAX_PHOTO_MEGABYTES)}
        </p>
        <p id={fields.file.errorId} className="text-sm text-red-700 empty:hidden">
          {[...(fields.file.errors ?? []), ...(fields.version.errors ?? [])].join(" ")}
        </p>
        {form.errors && <p className="text-sm text-red-700">{form.errors.join(" ")}</p>}
        <UploadProgress state={upload.state} />
        <button
          type="submit"
          disabled={upload.uploading}
          className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {submitLabel}
        </button>
      </fieldset>
    </Form>
  );
}
