import { revisionTexts } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { NAVIGATION_ID, navigationSchema } from "./navigation";
import { navigationLabelledFields } from "./navigation-form";
import { readNavigation, saveNavigation } from "./navigation.server";

export const navigationRevisions: RevisionKind = {
  async current(db, entityId, language) {
    if (entityId !== NAVIGATION_ID) return null;
    return { title: revisionTexts(language).revisions.records.navigation, version: (await readNavigation(db)).version };
  },
  editPath: () => "/dashboard/navigation",
  fields(data, { language }) {
    const text = revisionTexts(language);
    const parsed = navigationSchema.safeParse(data);
    return parsed.success ? navigationLabelledFields(parsed.data, text.navigation, text.translations) : null;
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = navigationSchema.safeParse(data);
    if (entityId !== NAVIGATION_ID || !parsed.success) return "not-found";
    return saveNavigation(db, parsed.data, loadedVersion, author);
  },
};
