import { data, Form, redirect } from "react-router";
import { z } from "zod";
import { Alert } from "~/components/alert";
import { ColumnHeadings } from "~/components/admin/column-headings";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { formatDateTime } from "~/modules/dates";
import { readFormData } from "~/modules/http/request-body.server";
import { megabytes } from "~/modules/operations/backup-report.server";
import { backupDirectory, listBackups, makeBackup } from "~/modules/operations/scheduled-backups.server";
import type { Route } from "./+types/backups";

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "backups");
  const { db, config } = context.services;
  const time = config.BACKUP_TIME;
  const records = await listBackups(db);
  const text = dashboardMessages(context).admin.backups;
  return {
    started: url.searchParams.has("started"),
    schedule: time
      ? text.intro(`${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`, config.SITE_TIME_ZONE)
      : text.off,
    folder: backupDirectory(config.dataDir),
    backups: records.map((record) => ({
      id: record.id,
      startedAt: formatDateTime(record.startedAt, config.SITE_TIME_ZONE),
      trigger: text.triggers[record.trigger],
      status: record.status,
      size: record.bytes === null ? "" : megabytes(record.bytes),
      contents: record.rows === null || record.files === null ? "" : text.contents(record.rows, record.files),
      error: record.error,
    })),
  };
}

const backUpNowSchema = z.object({ intent: z.literal("back-up-now") });

/** Starts a backup and answers at once: a large site's archive takes longer than a request should. */
export async function action({ context, request }: Route.ActionArgs) {
  await requirePermission(context, "backups");
  const messages = dashboardMessages(context);
  if (!backUpNowSchema.safeParse(Object.fromEntries(await readFormData(request, 1024))).success)
    throw data({ error: messages.errors.badRequest }, { status: 400 });
  const { db, storage, config, log } = context.services;
  void makeBackup({ db, storage, config, log }, { trigger: "manual" }).catch((error: unknown) =>
    log({ level: "error", event: "backup.failed", error: String(error) }),
  );
  return redirect("/dashboard/backups?started");
}

const statusTone = { running: "text-stone-600", succeeded: "text-green-800", failed: "text-red-800" } as const;

export default function Backups({ loaderData }: Route.ComponentProps) {
  const text = useDashboardMessages().backups;
  return (
    <section className="space-y-4" aria-labelledby="backups-heading">
      <h1 id="backups-heading" className="text-xl font-semibold">
        {text.heading}
      </h1>
      <p className="text-sm text-stone-700">{loaderData.schedule}</p>
      <p className="text-sm text-stone-600">{text.where(loaderData.folder)}</p>
      {loaderData.started && <Alert tone="success">{text.started}</Alert>}
      <Form method="post">
        <button
          type="submit"
          name="intent"
          value="back-up-now"
          className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900"
        >
          {text.backUpNow}
        </button>
      </Form>
      {loaderData.backups.length === 0 ? (
        <p className="text-sm text-stone-600">{text.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <ColumnHeadings columns={text.columns} />
            <tbody>
              {loaderData.backups.map((backup) => (
                <tr key={backup.id} className="border-b border-stone-100 align-top last:border-0">
                  <td className="px-3 py-2 whitespace-nowrap">{backup.startedAt}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{backup.trigger}</td>
                  <td className={`px-3 py-2 ${statusTone[backup.status]}`}>
                    {text.statuses[backup.status]}
                    {backup.error && <p className="text-xs">{text.failedBecause(backup.error)}</p>}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{backup.size}</td>
                  <td className="px-3 py-2">{backup.contents}</td>
                  <td className="px-3 py-2">
                    {backup.status === "succeeded" && (
                      <a href={`/dashboard/backups/${backup.id}/download`} className="text-brand-700 underline underline-offset-4">
                        {text.download}
                      </a>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
