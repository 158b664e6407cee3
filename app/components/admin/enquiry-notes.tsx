import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { FieldErrors, TheirValues } from "~/components/admin/form-field";
import { inputClass } from "~/components/auth-shell";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { notesFormSchema } from "~/modules/enquiries/inbox";
import type { InboxAnswer, InboxEnquiry } from "./inbox-enquiry";
import { useDashboardForm } from "~/components/admin/use-dashboard-form";

/** The owners' own notes on an enquiry; a save over someone else's meanwhile is refused and shows theirs. */
export function EnquiryNotesForm({ enquiry, answer }: { enquiry: InboxEnquiry; answer: InboxAnswer | undefined }) {
  const inbox = useDashboardMessages().inbox;
  const notesSchema = notesFormSchema(inbox);
  const mine = answer?.intent === "notes" && answer.id === enquiry.id;
  const theirs = mine ? answer.theirs : undefined;
  const [form, fields] = useDashboardForm(notesSchema, {
    id: `notes-${enquiry.id}`,
    lastResult: mine ? answer.result : undefined,
    defaultValue: { notes: enquiry.notes },
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="mt-3 text-sm">
      <input type="hidden" name="intent" value="notes" />
      <input type="hidden" name="id" value={enquiry.id} />
      {/* A refused save does not reload the list, so the version to save over is the one the refusal answered. */}
      <input type="hidden" name="version" value={theirs?.version ?? enquiry.notesVersion} />
      <label className="block font-medium" htmlFor={fields.notes.id}>
        {inbox.notes}
      </label>
      <textarea {...getTextareaProps(fields.notes)} rows={2} className={inputClass} />
      <FieldErrors field={fields.notes} />
      {form.errors && <p className="text-red-700">{form.errors.join(" ")}</p>}
      {theirs && <TheirValues lines={[[inbox.notes, theirs.notes]]} />}
      <button type="submit" className={`${buttonClass} mt-2`}>
        {inbox.saveNotes}
      </button>
    </Form>
  );
}
