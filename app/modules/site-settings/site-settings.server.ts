import { eq } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { siteSettings } from "~/database/schema";
import { defaultSiteSettings, siteSettingSchemas, type SiteSettingKey, type SiteSettings } from "./site-settings";

/** A missing or malformed document falls back to the default, so a bad edit never breaks a public page. */
export async function readSetting<K extends SiteSettingKey>(db: Database, key: K): Promise<SiteSettings[K]> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  const parsed = row ? siteSettingSchemas[key].safeParse(row.value) : null;
  return (parsed?.success ? parsed.data : defaultSiteSettings[key]) as SiteSettings[K];
}

export async function writeSetting<K extends SiteSettingKey>(executor: DatabaseExecutor, key: K, value: SiteSettings[K]): Promise<void> {
  const parsed = siteSettingSchemas[key].parse(value);
  await executor
    .insert(siteSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } });
}
