import { useEffect, useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useMessages } from "~/i18n/language";
import type { EnquiryFormResult } from "~/modules/enquiries/enquiry-form";
import type { EnquiryPrefill } from "~/modules/enquiries/product-request";
import { keepFocusInsideDialog } from "./dialog-focus";
import { EnquiryFormFields } from "./enquiry-form-fields";
import { EnquiryPrefillSummary } from "./enquiry-prefill";

type Props = {
  /** The owner's texts for the dialog, in the page's language; the text may be empty. */
  title: string;
  text: string;
  open: boolean;
  onClose: () => void;
  onSubmitted: (submissionId: string) => void;
  /** Where the form is sent; the page's own action when absent. */
  action?: string;
  /** What a product page's "Request a sample" / "Ask about this product" asks, shown above the fields. */
  prefill?: EnquiryPrefill;
};

/**
 * The home page's "Contact us" dialog, and the product page's sample request and question. A native <dialog> opened with showModal() keeps focus
 * inside, closes on Escape and returns focus to what was focused before.
 */
export function ContactModal({ title, text, open, onClose, onSubmitted, action, prefill }: Props) {
  const messages = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const fetcher = useFetcher<EnquiryFormResult>();
  const result = fetcher.data;

  // A layout effect, so the dialog opens in the same commit as the state change that asked for it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  useEffect(() => {
    if (fetcher.state === "idle" && result?.status === "success") {
      form.current?.reset();
      onSubmitted(result.submissionId);
    }
    // Only a new answer from the server should clear and close the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, result]);

  const invalid = result?.status === "invalid" ? result : undefined;
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onKeyDown={keepFocusInsideDialog}
      aria-labelledby="contact-modal-title"
      className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-lg p-0 shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
        <h2 id="contact-modal-title" className="text-xl font-semibold">
          {title}
        </h2>
        <button type="button" onClick={onClose} className="rounded px-2 py-1 text-2xl leading-none hover:bg-stone-100" aria-label={messages.contact.close}>
          ×
        </button>
      </div>
      <fetcher.Form ref={form} method="post" action={action} className="space-y-4 px-6 py-5" noValidate={false}>
        {text && <p className="text-stone-700">{text}</p>}
        {invalid && (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-800">
            {invalid.formError ?? messages.contact.errors.fixBelow}
          </p>
        )}
        {prefill && <EnquiryPrefillSummary prefill={prefill} />}
        {/* Another choice starts from its own message; the same one keeps what the buyer typed. */}
        <EnquiryFormFields key={prefill?.summary} idPrefix="modal" errors={invalid?.errors} values={prefill && { message: prefill.message }} />
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="w-full rounded bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {fetcher.state === "idle" ? messages.contact.submit : messages.contact.sending}
        </button>
      </fetcher.Form>
    </dialog>
  );
}
