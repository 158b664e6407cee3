import { Form, useRouteLoaderData } from "react-router";
import { buttonClass } from "~/components/admin/button-class";
import { inputClass } from "~/components/auth-shell";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import type { InboxFilters } from "~/modules/enquiries/inbox";
import type { AssignableAccount } from "~/modules/enquiries/routing.server";
import type { InboxEnquiry } from "./inbox-enquiry";

/** What the inbox's loader gives for assigning (docs/decisions/055-enquiry-routing.md). */
type InboxAssignees = { assignees: AssignableAccount[]; mayAssign: boolean };

const accountName = (account: { name: string; email: string }) => account.name || account.email;

/** The inbox's filter by assignee: everyone's, the viewer's own, or those nobody has yet. */
export function AssigneeFilter({ selected }: { selected: InboxFilters["assignee"] }) {
  const text = useDashboardMessages().enquiryRouting.inbox;
  return (
    <label className="block text-sm font-medium">
      {text.assignee}
      <select name="assignee" defaultValue={selected ?? ""} className={inputClass}>
        <option value="">{text.everyone}</option>
        <option value="mine">{text.mine}</option>
        <option value="unassigned">{text.unassigned}</option>
      </select>
    </label>
  );
}

/** Whom an enquiry is assigned to, and, for whoever may, a form to hand it to someone else or to nobody. */
export function EnquiryAssignee({ enquiry }: { enquiry: Pick<InboxEnquiry, "id" | "assignee"> }) {
  const text = useDashboardMessages().enquiryRouting.inbox;
  const { assignees = [], mayAssign = false } = useRouteLoaderData<InboxAssignees>("routes/admin/enquiries") ?? {};
  const current = enquiry.assignee;
  // A former colleague stays shown as the assignee though they can no longer be chosen.
  const choices = current && !assignees.some((account) => account.id === current.id) ? [current, ...assignees] : assignees;
  const selectId = `assignee-${enquiry.id}`;
  return (
    <div className="mt-3 flex flex-wrap items-end gap-2 text-sm" data-enquiry-assignee={current?.email ?? ""}>
      {mayAssign ? (
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="id" value={enquiry.id} />
          <label htmlFor={selectId} className="font-medium">
            {text.assignee}
          </label>
          <select id={selectId} name="assigneeId" defaultValue={current?.id ?? ""} className="rounded border border-stone-300 px-2 py-1.5">
            <option value="">{text.nobody}</option>
            {choices.map((account) => (
              <option key={account.id} value={account.id}>
                {accountName(account)}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass}>
            {text.reassign}
          </button>
        </Form>
      ) : (
        <p>
          <span className="font-medium">{text.assignee}:</span> {current ? accountName(current) : text.nobody}
        </p>
      )}
    </div>
  );
}
