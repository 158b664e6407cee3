import { useRouteLoaderData } from "react-router";
import type { DashboardLayoutData } from "~/components/layout-data";
import { messagesFor } from "./catalogs";
import type { Messages } from "./en";

/**
 * The dashboard's texts in the signed-in person's language (English or Chinese, chosen in their account); Chinese
 * outside the dashboard's layout, as the sign-in pages are.
 */
export function useDashboardMessages(): Messages["admin"] {
  const language = useRouteLoaderData<DashboardLayoutData>("routes/admin/layout")?.dashboardLanguage ?? "zh";
  return messagesFor(language).admin;
}
