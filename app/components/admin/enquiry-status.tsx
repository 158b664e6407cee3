import { getFormProps, getSelectProps, useForm, type FieldMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { inputClass } from "~/components/auth-shell";
import { enquiryStatuses, type EnquiryStatus } from "~/database/schema";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { bulkStatusFormSchema, statusFormSchema } from "~/modules/enquiries/inbox";
import type { InboxAnswer, InboxEnquiry } from "./inbox-enquiry";

/** The enquiries' checkboxes join the bulk form through their `form` attribute, so ticking works without JavaScript. */
export const BULK_STATUS_FORM_ID = "bulk-status-form";

/** A labelled choice of the enquiry statuses, named in the dashboard's language; it starts at the form's value for the field. */
function StatusSelect({ label, field }: { label: string; field: FieldMetadata<EnquiryStatus> }) {
  const inbox = useDashboardMessages().inbox;
  return (
    <label className="font-medium">
      {label}
      <select {...getSelectProps(field)} className={`${inputClass} py-1.5`}>
        {enquiryStatuses.map((status) => (
          <option key={status} value={status}>
            {inbox.statuses[status]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Marks the ticked enquiries with one status at once. */
export function BulkStatusForm({ answer }: { answer: InboxAnswer | undefined }) {
  const inbox = useDashboardMessages().inbox;
  const bulkSchema = bulkStatusFormSchema(inbox);
  const [form, fields] = useForm({
    id: BULK_STATUS_FORM_ID,
    lastResult: answer?.intent === "bulk-status" ? answer.result : undefined,
    defaultValue: { status: "replied" },
    constraint: getZodConstraint(bulkSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bulkSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mb-3 flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="intent" value="bulk-status" />
      <StatusSelect label={inbox.markSelected} field={fields.status} />
      <button type="submit" className={buttonClass}>
        {inbox.mark}
      </button>
      <p id={fields.ids.errorId} className="w-full text-red-700 empty:hidden">
        {fields.ids.errors?.join(" ")}
      </p>
    </Form>
  );
}

/** Changes one enquiry's status from its card. */
export function EnquiryStatusForm({ enquiry, answer }: { enquiry: InboxEnquiry; answer: InboxAnswer | undefined }) {
  const inbox = useDashboardMessages().inbox;
  const statusSchema = statusFormSchema(inbox);
  const mine = answer?.intent === "status" && answer.id === enquiry.id;
  const [form, fields] = useForm({
    id: `status-${enquiry.id}`,
    lastResult: mine ? answer.result : undefined,
    defaultValue: { status: enquiry.status },
    constraint: getZodConstraint(statusSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: statusSchema }),
  });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-wrap items-end gap-2 text-sm">
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="id" value={enquiry.id} />
      <StatusSelect label={inbox.status} field={fields.status} />
      <button type="submit" className={buttonClass}>
        {inbox.changeStatus}
      </button>
      {form.errors && <p className="w-full text-red-700">{form.errors.join(" ")}</p>}
    </Form>
  );
}
