import { standInAttributes, type Language } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import type { EnquiryPrefill } from "~/modules/enquiries/product-request";
import { EnquiryFormFields } from "./enquiry-form-fields";
import { EnquiryPrefillSummary } from "./enquiry-prefill";

type Props = {
  id: string;
  /** The owner's texts for the dialog, in the page's language; the text may be empty. */
  title: string;
  text: string;
  /** The languages the owner's texts are in: English where they stand in for the page's language. */
  textLanguages?: { title: Language; text: Language };
  /** Where the form posts without JavaScript. */
  action: string;
  /** Where `~/enhancements/contact-modal` sends it (`enquiryEndpoint`). */
  endpoint: string;
  /** The id of the page's hidden confirmation (`EnquirySuccess`), shown after a sent enquiry. */
  successTarget: string;
  prefill?: EnquiryPrefill;
};

/**
 * The home page's "Contact us" dialog, and the product page's sample request and question. A native
 * <dialog> opened with showModal() (by `~/enhancements/contact-modal`) keeps the page inert, closes on
 * Escape or the × (a `method="dialog"` form) and returns focus to what was focused before.
 */
export function ContactModal({ id, title, text, textLanguages, action, endpoint, successTarget, prefill }: Props) {
  const language = useLanguage();
  const messages = useMessages();
  return (
    <dialog
      id={id}
      data-enhance="contact-modal"
      data-endpoint={endpoint}
      data-success-target={successTarget}
      aria-labelledby={`${id}-title`}
      className="m-auto w-[min(40rem,calc(100%-2rem))] rounded-lg p-0 shadow-2xl"
    >
      <div className="flex items-center justify-between border-b border-stone-200 px-6 py-4">
        <h2
          id={`${id}-title`}
          data-dialog-title
          {...standInAttributes(textLanguages?.title ?? language, language)}
          className="text-xl font-semibold"
        >
          {title}
        </h2>
        <form method="dialog">
          <button type="submit" className="rounded px-2 py-1 text-2xl leading-none hover:bg-stone-100" aria-label={messages.contact.close}>
            ×
          </button>
        </form>
      </div>
      <form method="post" action={action} className="space-y-4 px-6 py-5">
        {text && (
          <p {...standInAttributes(textLanguages?.text ?? language, language)} className="text-stone-700">
            {text}
          </p>
        )}
        <p role="alert" data-form-error hidden className="rounded bg-red-50 px-3 py-2 text-sm text-red-800" />
        <div data-prefill>{prefill && <EnquiryPrefillSummary prefill={prefill} />}</div>
        <EnquiryFormFields idPrefix={id} values={prefill && { message: prefill.message }} />
        <button
          type="submit"
          data-sending-label={messages.contact.sending}
          className="w-full rounded bg-brand-800 px-4 py-2.5 font-medium text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {messages.contact.submit}
        </button>
      </form>
    </dialog>
  );
}

/** The confirmation a sent dialog shows on its page; hidden until `~/enhancements/contact-modal` fills it. */
export function EnquirySuccess({ id, className, dismissible = false }: { id: string; className: string; dismissible?: boolean }) {
  const messages = useMessages();
  return (
    <div id={id} hidden className={className}>
      <div>
        <p data-success-message />
        <p className="mt-1">{messages.contact.answerLanguage}</p>
        <p data-success-detail className="mt-1 text-sm" />
      </div>
      {dismissible && (
        <button
          type="button"
          data-success-dismiss
          className="-my-1 min-h-8 min-w-8 rounded text-xl leading-none hover:bg-green-100"
          aria-label={messages.contact.close}
        >
          ×
        </button>
      )}
    </div>
  );
}
