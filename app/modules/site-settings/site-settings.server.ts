import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { siteSettings } from "~/database/schema";
import {
  aboutPageSchema,
  companyInfoSchema,
  defaultAboutPage,
  defaultCompanyInfo,
  defaultHomePage,
  homePageSchema,
} from "./site-settings";

/** SPEC's info documents: each key, the shape its value must have, and the built-in default. */
const settingDefinitions = {
  homePage: { schema: homePageSchema, fallback: defaultHomePage },
  aboutPage: { schema: aboutPageSchema, fallback: defaultAboutPage },
  saideInfo: { schema: companyInfoSchema, fallback: defaultCompanyInfo },
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<K extends SettingKey> = z.infer<(typeof settingDefinitions)[K]["schema"]>;

/** A missing or malformed document falls back to the default, so a bad edit never breaks a public page. */
export async function readSetting<K extends SettingKey>(db: Database, key: K): Promise<SettingValue<K>> {
  const { schema, fallback } = settingDefinitions[key];
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).limit(1);
  const parsed = row ? schema.safeParse(row.value) : null;
  return (parsed?.success ? parsed.data : fallback) as SettingValue<K>;
}

export async function writeSetting<K extends SettingKey>(executor: DatabaseExecutor, key: K, value: SettingValue<K>): Promise<void> {
  const parsed = settingDefinitions[key].schema.parse(value);
  await executor
    .insert(siteSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: parsed, updatedAt: new Date() } });
}
