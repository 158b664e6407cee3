import { useEffect, useId, useState } from "react";
import { inputClass } from "~/components/auth-shell";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { answerError, UploadProgress, useUploadWithProgress, type ReadAnswer } from "./upload-progress";

export const PHOTO_UPLOAD_URL = "/dashboard/products/upload";

type UploadedPhoto = { photoUrl: string; filename: string; variants: unknown[] };

function failureMessage(status: number, answer: unknown, maxMegabytes: number, errors: AdminMessages["products"]["errors"]): string {
  const stated = answerError(answer);
  if (stated) return stated;
  if (status === 413) return errors.photoTooLarge(maxMegabytes);
  if (status === 415) return errors.notAnImage;
  return errors.uploadFailed;
}

type Props = {
  photoUrl: string;
  photoVariants: string;
  /** The address field as the form knows it: its id, and its errors in the dashboard's language. */
  urlField: { id: string; errorId: string; errors: string[] | undefined };
  maxMegabytes: number;
  /** With JavaScript the photo is uploaded on its own, with progress; without, it goes with the form. */
  enhanced: boolean;
  /** Lets the form hold its buttons while an upload runs, so it is not saved without the photo. */
  onUploadingChange: (uploading: boolean) => void;
};

/** The product photo: upload a file (progress shown, reason shown when refused) or type the address of a photo on this site. */
export function ProductPhotoField({
  photoUrl: initialUrl,
  photoVariants: initialVariants,
  urlField,
  maxMegabytes,
  enhanced,
  onUploadingChange,
}: Props) {
  const text = useDashboardMessages().products;
  const id = useId();
  const [photoUrl, setPhotoUrl] = useState(initialUrl);
  const [variants, setVariants] = useState(initialVariants);
  const readAnswer: ReadAnswer<UploadedPhoto> = (status, answer) =>
    status === 200 && answer && typeof answer === "object" && "photoUrl" in answer
      ? { ok: true, value: answer as UploadedPhoto }
      : { ok: false, message: failureMessage(status, answer, maxMegabytes, text.errors) };
  const upload = useUploadWithProgress(PHOTO_UPLOAD_URL, readAnswer, (photo) => {
    setPhotoUrl(photo.photoUrl);
    setVariants(JSON.stringify(photo.variants));
  });
  const { uploading } = upload;
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  const startUpload = (file: File) => {
    if (file.size > maxMegabytes * 1024 * 1024) {
      upload.refuse(text.errors.photoTooLarge(maxMegabytes));
      return;
    }
    const body = new FormData();
    body.append("photo", file);
    upload.start(file, body);
  };

  return (
    <fieldset className="space-y-3 rounded border border-stone-200 p-4">
      <legend className="px-1 text-sm font-medium">
        {text.fields.photo} <span className="text-red-700">*</span>
        <span className="sr-only">{text.fields.required}</span>
      </legend>
      <div className="flex flex-wrap items-start gap-4">
        {photoUrl.startsWith("/media/") && (
          <img
            src={photoUrl}
            alt={text.upload.thumbnail}
            width={160}
            height={100}
            className="h-[100px] w-[160px] rounded border border-stone-200 object-cover"
          />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <label className="block text-sm font-medium" htmlFor={`${id}-file`}>
            {text.fields.photoFile}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name={enhanced ? undefined : "photo"}
            accept="image/*"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (enhanced && file) startUpload(file);
            }}
            className="block w-full text-sm file:mr-3 file:rounded file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 hover:file:bg-stone-100"
          />
          <UploadProgress state={upload.state} />
        </div>
      </div>
      <label className="block text-sm font-medium" htmlFor={urlField.id}>
        {text.fields.photoUrl}
      </label>
      <input
        id={urlField.id}
        name="photoUrl"
        value={photoUrl}
        onChange={(event) => setPhotoUrl(event.currentTarget.value)}
        maxLength={500}
        placeholder="/media/saide/…"
        aria-invalid={urlField.errors ? true : undefined}
        aria-describedby={[`${id}-url-hint`, urlField.errors && urlField.errorId].filter(Boolean).join(" ")}
        className={inputClass}
      />
      <p id={`${id}-url-hint`} className="text-xs text-stone-500">
        {text.fields.photoUrlHint}
      </p>
      <p id={urlField.errorId} className="text-sm text-red-700 empty:hidden">
        {urlField.errors?.join(" ")}
      </p>
      <input type="hidden" name="photoVariants" value={variants} />
    </fieldset>
  );
}
