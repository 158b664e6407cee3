import type { DatabaseExecutor } from "~/database/client.server";
import type { Language } from "~/i18n/languages";
import { servedLanguages, type SiteLanguages } from "./site-languages";
import { readSetting, writeSetting } from "./site-settings.server";

/** The languages buyers get pages in now. */
export async function readServedLanguages(db: DatabaseExecutor): Promise<Language[]> {
  return servedLanguages(await readSetting(db, "languages"));
}

/** Saving changes what every public page links to: the page cache learns of it from the write, as of any setting. */
export async function saveSiteLanguages(db: DatabaseExecutor, setting: SiteLanguages): Promise<void> {
  await writeSetting(db, "languages", setting);
}
