import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/alert";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; loaded: number; total: number }
  | { status: "processing"; total: number }
  | { status: "done"; name: string; total: number }
  | { status: "failed"; message: string };

/** How the server's answer reads: the uploaded thing, or the sentence saying why it was refused. */
export type ReadAnswer<T> = (status: number, answer: unknown) => { ok: true; value: T } | { ok: false; message: string };

/** The reason a refusal carries as `{ error }`, else the caller's sentence for its status. */
export function answerError(answer: unknown): string | null {
  return answer && typeof answer === "object" && "error" in answer && typeof answer.error === "string" ? answer.error : null;
}

/**
 * Sends a form with XMLHttpRequest rather than fetch, because only XMLHttpRequest reports how much
 * of the request body has been sent, which drives the progress bar on slow links.
 */
function sendUpload<T>(
  url: string,
  body: FormData,
  read: ReadAnswer<T>,
  errors: { signedOut: string; uploadNetwork: string },
  on: { progress: (loaded: number, total: number) => void; sent: () => void; done: (value: T) => void; failed: (message: string) => void },
): XMLHttpRequest {
  const request = new XMLHttpRequest();
  request.open("POST", url);
  request.responseType = "json";
  request.upload.onprogress = (event) => {
    if (event.lengthComputable) on.progress(event.loaded, event.total);
  };
  request.upload.onload = on.sent;
  request.onload = () => {
    // An ended session is answered with a redirect to the home page, which the request follows.
    if (!new URL(request.responseURL).pathname.startsWith(url)) return on.failed(errors.signedOut);
    const answer = read(request.status, request.response);
    if (answer.ok) on.done(answer.value);
    else on.failed(answer.message);
  };
  request.onerror = () => on.failed(errors.uploadNetwork);
  request.send(body);
  return request;
}

/**
 * One upload at a time to `url` with its progress: `start` sends the form (a new one aborts the
 * previous), `onDone` gets the answer read by `read`. An upload still running is aborted on unmount.
 */
export function useUploadWithProgress<T>(url: string, read: ReadAnswer<T>, onDone: (value: T) => void) {
  const errors = useDashboardMessages().products.errors;
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const pending = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const start = (file: File, body: FormData) => {
    pending.current?.abort();
    setState({ status: "uploading", loaded: 0, total: file.size });
    pending.current = sendUpload(url, body, read, errors, {
      progress: (loaded, total) => setState({ status: "uploading", loaded, total }),
      sent: () => setState({ status: "processing", total: file.size }),
      done: (value) => {
        setState({ status: "done", name: file.name, total: file.size });
        onDone(value);
      },
      failed: (message) => setState({ status: "failed", message }),
    });
  };
  /** A file refused before sending (too large) ends any upload still running and says why. */
  const refuse = (message: string) => {
    pending.current?.abort();
    setState({ status: "failed", message });
  };
  const uploading = state.status === "uploading" || state.status === "processing";
  return { state, start, refuse, uploading };
}

/** The progress bar and its sentence, or the reason the upload failed. */
export function UploadProgress({ state }: { state: UploadState }) {
  const text = useDashboardMessages().products;
  const upload = text.upload;
  const progress =
    state.status === "uploading"
      ? { value: state.loaded, max: state.total, label: upload.uploading(Math.floor((state.loaded / Math.max(state.total, 1)) * 100)) }
      : state.status === "processing"
        ? { value: state.total, max: state.total, label: upload.processing }
        : state.status === "done"
          ? { value: state.total, max: state.total, label: upload.done(state.name) }
          : null;
  return (
    <>
      {progress && (
        <div className="space-y-1" role="status" aria-live="polite">
          <progress value={progress.value} max={progress.max} aria-label={upload.progress} className="h-2 w-full accent-brand-700" />
          <p className="text-sm text-stone-600">{progress.label}</p>
        </div>
      )}
      {state.status === "failed" && (
        <Alert tone="error" className="">
          {state.message}
        </Alert>
      )}
    </>
  );
}
