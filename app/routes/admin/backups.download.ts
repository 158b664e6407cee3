import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { data } from "react-router";
import { dashboardMessages, requirePermission, requireRecentSignIn } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import { archiveOf, findBackup } from "~/modules/operations/scheduled-backups.server";
import type { Route } from "./+types/backups.download";

/** One archive, streamed from DATA_DIR/backups to the signed-in owner shortly after proving who they are (decision 053). */
export async function loader({ context, params, url, request }: Route.LoaderArgs) {
  await requirePermission(context, "backups");
  await requireRecentSignIn({ context, url, request }, { backToReferer: true });
  const { db, config } = context.services;
  const record = await findBackup(db, params.backupId);
  const file = record ? archiveOf(config.dataDir, record) : null;
  const size = file
    ? await stat(file).then(
        (info) => info.size,
        () => null,
      )
    : null;
  if (!file || size === null) throw data({ error: dashboardMessages(context).notFound.heading }, { status: 404 });
  await recordAct(context, { action: "export", subject: record!.fileName });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(size),
      "Content-Disposition": `attachment; filename="${record!.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
