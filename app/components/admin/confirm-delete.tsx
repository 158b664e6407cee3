import { Form } from "react-router";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";

/** Deleting asks for confirmation first (docs/requirements/rules-and-limits.md#confirm-before-deleting). A <details> does it without JavaScript. */
export function ConfirmDelete({ id, label, question }: { id: string; label: string; question: string }) {
  const messages = useDashboardMessages();
  return (
    <details className="ml-auto">
      <summary className="cursor-pointer list-none rounded border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50">
        {label}
      </summary>
      <Form method="post" preventScrollReset className="mt-2 rounded border border-red-200 bg-red-50 p-3 text-sm">
        <p>{question}</p>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <button type="submit" className="mt-2 rounded bg-red-700 px-3 py-1.5 text-white hover:bg-red-800">
          {messages.confirmDelete}
        </button>
      </Form>
    </details>
  );
}
