import { data } from "react-router";
import { exportTranslationFile } from "~/modules/translations/translation-files.server";
import { exportQuerySchema } from "~/modules/translations/translation-file-form";
import { dashboardMessages, requirePermission, requireTranslation } from "~/routes/guards.server";
import { recordAct } from "~/routes/audit.server";
import type { Route } from "./+types/translations.export";

/**
 * A language's texts as a file for a translator: XLIFF 2.0 or an Excel sheet (docs/decisions/050-translation-files.md),
 * of a language the person may translate (docs/decisions/054-team-roles.md).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "texts");
  const query = exportQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data({ error: dashboardMessages(context).errors.badRequest }, { status: 400 });
  const { language, scope, format } = query.data;
  await requireTranslation(context, language);
  const file = await exportTranslationFile(context.services.db, language, scope, format);
  await recordAct(context, { action: "export", subject: file.filename, detail: { language, scope } });
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
