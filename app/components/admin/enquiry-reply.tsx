import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { TextField } from "~/components/admin/form-field";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { Language } from "~/i18n/languages";
import type { EnquiryReply } from "~/modules/enquiries/enquiry-reply.server";
import { REPLY_LIMITS, replyFormSchema, replySubject } from "~/modules/enquiries/enquiry-reply";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

type Enquiry = { id: string; firstName: string; lastName: string; message: string; productTitle: string | null; language: Language };

function DeliveryState({ reply }: { reply: EnquiryReply }) {
  const text = useDashboardMessages().replies;
  if (reply.status === "sent") return <span className="text-green-700">{text.delivery.sent(reply.sentAt ?? "")}</span>;
  if (reply.status === "written-to-file") return <span className="text-amber-800">{text.delivery.writtenToFile(reply.sentAt ?? "")}</span>;
  return (
    <span className="text-amber-800">
      {text.delivery.waiting}
      {reply.attempts > 0 && (
        <>
          {" · "}
          {text.delivery.attempts(reply.attempts)}
          {reply.lastError && ` · ${text.delivery.lastError(reply.lastError)}`}
        </>
      )}
    </span>
  );
}

/** The replies and priced quotes sent from the dashboard, oldest first, each with whether it reached the buyer's mail server yet. */
export function ReplyHistory({ replies }: { replies: EnquiryReply[] }) {
  const messages = useDashboardMessages();
  const text = messages.replies;
  if (replies.length === 0) return null;
  return (
    <section className="mt-3 text-sm" aria-label={text.history}>
      <h3 className="font-medium">{text.history}</h3>
      <ol className="mt-1 space-y-2">
        {replies.map((reply) => (
          <li key={reply.id} data-delivery={reply.status} className="rounded border border-stone-200 p-3">
            <p className="flex flex-wrap gap-x-3 text-stone-600">
              {reply.kind === "quote" && <span className="font-medium text-brand-800">{text.quote}</span>}
              <span>{reply.writtenAt}</span>
              {reply.author && <span>{text.by(reply.author)}</span>}
              <DeliveryState reply={reply} />
            </p>
            <p className="mt-1 font-medium">{reply.subject}</p>
            <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{reply.text}</p>
            {reply.attachments.length > 0 && (
              <p className="mt-1 break-words text-stone-600">{text.attachments(reply.attachments.join(messages.listSeparator))}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The reply form, folded away until wanted. A refused send answers with what was typed, which
 * Conform puts back, so nothing is lost with or without JavaScript.
 */
export function ReplyForm({ enquiry, lastResult }: { enquiry: Enquiry; lastResult?: SubmissionResult<string[]> }) {
  const text = useDashboardMessages().replies;
  const schema = replyFormSchema(text);
  const [form, fields] = useDashboardForm(schema, {
    id: `reply-${enquiry.id}`,
    lastResult,
    defaultValue: { subject: replySubject(enquiry), body: "" },
  });
  const refused = lastResult?.status === "error";
  return (
    <details open={refused || undefined} className="mt-3 text-sm">
      <summary className="inline-block cursor-pointer rounded border border-stone-300 px-3 py-1.5 hover:bg-stone-100">{text.write}</summary>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-2 space-y-2 rounded border border-stone-200 p-3">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="id" value={enquiry.id} />
        <TextField field={fields.subject} label={text.subject} inputProps={{ maxLength: REPLY_LIMITS.subject }} />
        <TextField field={fields.body} label={text.body} lines={6} />
        {form.errors && <p className="text-red-700">{form.errors.join(" ")}</p>}
        <button type="submit" className="rounded bg-brand-800 px-4 py-2 font-medium text-white hover:bg-brand-900">
          {text.send}
        </button>
      </Form>
    </details>
  );
}
