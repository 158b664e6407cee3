import { data } from "react-router";
import { z } from "zod";
import { languages, type Language } from "~/i18n/languages";
import { findSameTitles, type SubjectKey } from "~/modules/seo/seo-health.server";
import { dashboardMessages, requirePermission } from "~/routes/guards.server";
import type { Route } from "./+types/seo.titles";

/** A title longer than any the editors accept is no title of this site. */
const title = z.string().trim().max(400).optional();

const querySchema = z.object({
  ...(Object.fromEntries(languages.map((language) => [language, title])) as Record<Language, typeof title>),
  except: z
    .string()
    .regex(/^(page|product|category|post):[^\s]{1,200}$/)
    .transform((key) => key as SubjectKey)
    .optional(),
});

/** The other pages whose title is the one being typed, for the checklist of the editor (the admin layout authorises it). */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, "content");
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw data({ error: dashboardMessages(context).errors.badRequest }, { status: 400 });
  const { except, ...titles } = parsed.data;
  const sameTitle = await findSameTitles(context.services.db, titles, except ?? null, "zh");
  return Response.json({ sameTitle }, { headers: { "Cache-Control": "no-store" } });
}
