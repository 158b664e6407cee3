import { useRouteLoaderData } from "react-router";
import type { DashboardLanguage } from "~/database/roles";
import type { Language } from "~/i18n/languages";
import type { publicLayoutContent } from "~/modules/site-settings/public-layout.server";

/** What the public pages' layout answers (routes/_public/layout.tsx), which components on those pages read. */
export type PublicLayoutData = Awaited<ReturnType<typeof publicLayoutContent>> & { signedIn: boolean; origin: string; preview: boolean };

/** The public layout's data; undefined outside the public pages. */
export const usePublicLayoutData = () => useRouteLoaderData<PublicLayoutData>("routes/_public/layout");

/** What the dashboard's layout answers (routes/admin/layout.tsx) that components under it read. */
export type DashboardLayoutData = { servedLanguages: Language[]; dashboardLanguage: DashboardLanguage };

/** The languages the site serves, as the dashboard's layout read them; undefined outside the dashboard. */
export const useDashboardServedLanguages = () => useRouteLoaderData<DashboardLayoutData>("routes/admin/layout")?.servedLanguages;
