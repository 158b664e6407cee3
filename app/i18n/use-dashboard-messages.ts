import { useRouteLoaderData } from "react-router";
import type { DashboardLayoutData } from "~/components/layout-data";
import type { DashboardLanguage } from "~/database/roles";
import { messagesFor } from "./catalogs";
import type { Messages } from "./en";

/** The language the signed-in person chose for the dashboard; Chinese outside the dashboard's layout. */
export function useDashboardLanguage(): DashboardLanguage {
  return useRouteLoaderData<DashboardLayoutData>("routes/admin/layout")?.dashboardLanguage ?? "zh";
}

/**
 * The dashboard's texts in the signed-in person's language (English or Chinese, chosen in their account); Chinese
 * outside the dashboard's layout, as the sign-in pages are.
 */
export function useDashboardMessages(): Messages["admin"] {
  return messagesFor(useDashboardLanguage()).admin;
}
