import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "~/components/alert";
import { inputClass } from "~/components/auth-shell";
import { messagesFor } from "~/i18n/language";

const text = messagesFor("zh").admin.products;

export const PHOTO_UPLOAD_URL = "/dashboard/products/upload";

type UploadedPhoto = { photoUrl: string; filename: string; variants: unknown[] };

type UploadState =
  | { status: "idle" }
  | { status: "uploading"; loaded: number; total: number }
  | { status: "processing"; total: number }
  | { status: "done"; name: string; total: number }
  | { status: "failed"; message: string };

function failureMessage(status: number, answer: unknown, maxMegabytes: number): string {
  if (answer && typeof answer === "object" && "error" in answer && typeof answer.error === "string") return answer.error;
  if (status === 413) return text.errors.photoTooLarge(maxMegabytes);
  if (status === 415) return text.errors.notAnImage;
  return text.errors.uploadFailed;
}

/**
 * Sends the photo with XMLHttpRequest rather than fetch, because only XMLHttpRequest reports how
 * much of the request body has been sent, which drives the progress bar on slow links.
 */
function sendPhoto(
  file: File,
  maxMegabytes: number,
  on: { progress: (loaded: number, total: number) => void; sent: () => void; done: (photo: UploadedPhoto) => void; failed: (message: string) => void },
): XMLHttpRequest {
  const request = new XMLHttpRequest();
  request.open("POST", PHOTO_UPLOAD_URL);
  request.responseType = "json";
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) on.progress(event.loaded, event.total);
  };
  request.upload.onload = on.sent;
  request.onload = () => {
    const answer: unknown = request.response;
    // An ended session is answered with a redirect to the home page, which the request follows.
    if (!new URL(request.responseURL).pathname.startsWith(PHOTO_UPLOAD_URL)) return on.failed(text.errors.signedOut);
    if (request.status === 200 && answer && typeof answer === "object" && "photoUrl" in answer) return on.done(answer as UploadedPhoto);
    on.failed(failureMessage(request.status, answer, maxMegabytes));
  };
  request.onerror = () => on.failed(text.errors.uploadNetwork);
  const body = new FormData();
  body.append("photo", file);
  request.send(body);
  return request;
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
export function ProductPhotoField({ photoUrl: initialUrl, photoVariants: initialVariants, urlField, maxMegabytes, enhanced, onUploadingChange }: Props) {
  const id = useId();
  const [photoUrl, setPhotoUrl] = useState(initialUrl);
  const [variants, setVariants] = useState(initialVariants);
  const [upload, setUpload] = useState<UploadState>({ status: "idle" });
  const pending = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const uploading = upload.status === "uploading" || upload.status === "processing";
  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);

  const startUpload = (file: File) => {
    pending.current?.abort();
    if (file.size > maxMegabytes * 1024 * 1024) {
      setUpload({ status: "failed", message: text.errors.photoTooLarge(maxMegabytes) });
      return;
    }
    setUpload({ status: "uploading", loaded: 0, total: file.size });
    pending.current = sendPhoto(file, maxMegabytes, {
      progress: (loaded, total) => setUpload({ status: "uploading", loaded, total }),
      sent: () => setUpload({ status: "processing", total: file.size }),
      done: (photo) => {
        setPhotoUrl(photo.photoUrl);
        setVariants(JSON.stringify(photo.variants));
        setUpload({ status: "done", name: file.name, total: file.size });
      },
      failed: (message) => setUpload({ status: "failed", message }),
    });
  };

  const progress =
    upload.status === "uploading" ? { value: upload.loaded, max: upload.total, label: text.upload.uploading(Math.floor((upload.loaded / Math.max(upload.total, 1)) * 100)) }
    : upload.status === "processing" ? { value: upload.total, max: upload.total, label: text.upload.processing }
    : upload.status === "done" ? { value: upload.total, max: upload.total, label: text.upload.done(upload.name) }
    : null;

  return (
    <fieldset className="space-y-3 rounded border border-stone-200 p-4">
      <legend className="px-1 text-sm font-medium">
        {text.fields.photo} <span className="text-red-700">*</span>
        <span className="sr-only">（{text.fields.required}）</span>
      </legend>
      <div className="flex flex-wrap items-start gap-4">
        {photoUrl.startsWith("/media/") && (
          <img src={photoUrl} alt={text.upload.thumbnail} width={160} height={100} className="h-[100px] w-[160px] rounded border border-stone-200 object-cover" />
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
          {progress && (
            <div className="space-y-1" role="status" aria-live="polite">
              <progress value={progress.value} max={progress.max} aria-label={text.upload.progress} className="h-2 w-full accent-brand-700" />
              <p className="text-sm text-stone-600">{progress.label}</p>
            </div>
          )}
          {upload.status === "failed" && (
            <Alert tone="error" className="">
              {upload.message}
            </Alert>
          )}
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
