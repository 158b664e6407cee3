import { eq } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import type { DashboardLanguage } from "~/database/roles";
import { users } from "~/database/schema";

/** Saves the language the dashboard speaks to one person; the session lookup reads it on their next request. */
export async function setDashboardLanguage(db: Database, userId: string, language: DashboardLanguage): Promise<void> {
  await db.update(users).set({ dashboardLanguage: language }).where(eq(users.id, userId));
}
