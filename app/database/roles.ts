/**
 * The roles an account may hold and the languages the dashboard speaks, as the schema stores them; what each role may
 * do is written in app/modules/auth/permissions.ts.
 */
export const ROLES = ["owner", "editor", "translator", "sales"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** The dashboard has an English and a Chinese catalog; each person chooses one in their account. */
export const DASHBOARD_LANGUAGES = ["en", "zh"] as const;
export type DashboardLanguage = (typeof DASHBOARD_LANGUAGES)[number];
