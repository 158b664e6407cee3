import { data, redirect } from "react-router";
import { z } from "zod";
import { DASHBOARD_LANGUAGES } from "~/database/roles";
import { setDashboardLanguage } from "~/modules/auth/dashboard-language.server";
import { readFormData } from "~/modules/http/request-body.server";
import { dashboardMessages, requireAdmin } from "~/routes/guards.server";
import type { Route } from "./+types/account.language";

const formSchema = z.object({ language: z.enum(DASHBOARD_LANGUAGES) });

/**
 * Saves the language the dashboard speaks to the signed-in person, and goes back to their account page, which the
 * layout then draws in that language. Every role chooses its own, so no permission beyond being signed in is asked.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireAdmin(context);
  const form = formSchema.safeParse(Object.fromEntries(await readFormData(request, 1024)));
  if (!form.success) throw data({ error: dashboardMessages(context).admin.dashboardLanguage.invalid }, { status: 400 });
  await setDashboardLanguage(context.services.db, user.id, form.data.language);
  return redirect("/dashboard/account");
}
