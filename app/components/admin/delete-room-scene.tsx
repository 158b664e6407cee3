import { Form } from "react-router";
import { Alert } from "~/components/alert";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";

/** Deleting asks first (a <details>, no JavaScript needed); while product pages show the room, a box confirms it. */
export function DeleteScene({
  shipped,
  pages,
  placement,
  error,
}: {
  shipped: boolean;
  pages: number;
  placement: keyof AdminMessages["roomScenes"]["placements"];
  error?: string;
}) {
  const text = useDashboardMessages().roomScenes;
  return (
    <details open={Boolean(error)} className="rounded-lg border border-red-200 bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-red-800">{text.deleteHeading}</summary>
      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
      {shipped ? (
        <p className="mt-3 text-sm">{text.shippedCannotDelete}</p>
      ) : (
        <Form method="post" className="mt-3 space-y-3 text-sm">
          <input type="hidden" name="intent" value="delete" />
          {pages === 0 ? (
            <p>{text.deleteUnused}</p>
          ) : (
            <>
              <p>{text.deleteInUse(pages, text.placements[placement])}</p>
              <label className="flex items-center gap-2">
                <input type="checkbox" name="confirm" className="h-4 w-4" />
                {text.confirmDelete}
              </label>
            </>
          )}
          <button type="submit" className="rounded bg-red-700 px-3 py-1.5 text-white hover:bg-red-800">
            {text.deleteButton}
          </button>
        </Form>
      )}
    </details>
  );
}
