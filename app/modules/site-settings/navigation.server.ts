import type { Database, DatabaseExecutor } from "~/database/client.server";
import { languages, type Language } from "~/i18n/languages";
import { languagesWithPublishedNews } from "~/modules/news/news.server";
import { recordSave } from "~/modules/revisions/revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { NAVIGATION_ID, navigationLinks, type Navigation, type NavigationLink } from "./navigation";
import { readVersionedSetting, writeIfUnchanged } from "./site-settings.server";

export async function readNavigation(db: DatabaseExecutor): Promise<{ navigation: Navigation; version: number }> {
  const { value, version } = await readVersionedSetting(db, "navigation");
  return { navigation: value, version };
}

/** Saves the owner's navigation unless someone saved it since `loadedVersion`, keeping the replaced state as a revision. */
export async function saveNavigation(
  db: Database,
  navigation: Navigation,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<"saved" | "changed-meanwhile"> {
  return db.transaction(async (tx) => {
    const previous = await readNavigation(tx);
    if (!(await writeIfUnchanged(tx, "navigation", navigation, loadedVersion))) return "changed-meanwhile";
    await recordSave(tx, {
      entity: "navigation",
      entityId: NAVIGATION_ID,
      previous: { version: previous.version, data: previous.navigation },
      saved: { version: loadedVersion + 1, data: navigation },
      author,
    });
    return "saved";
  });
}

export type PublicNavigation = Record<Language, { navbar: NavigationLink[]; footer: NavigationLink[] }>;

/** The navbar's and footer's links in both languages, as the public layout renders them. */
export async function publicNavigation(db: Database): Promise<PublicNavigation> {
  const [{ navigation }, withNews] = await Promise.all([readNavigation(db), languagesWithPublishedNews(db)]);
  const resolved = languages.map((language) => {
    const hasNews = withNews.has(language);
    return [
      language,
      { navbar: navigationLinks(navigation.navbar, language, hasNews), footer: navigationLinks(navigation.footer, language, hasNews) },
    ] as const;
  });
  return Object.fromEntries(resolved) as PublicNavigation;
}
