import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { revisionTexts } from "~/modules/revisions/revisions";
import { altRevisionKind } from "./alt-revisions.server";
import { getMediaItem, saveMediaAlt } from "./media.server";

/** A library image's revision: its alt texts in every language, so an imported translation of them can be undone. */
export const imageRevisions = altRevisionKind({
  async current(db, entityId, language) {
    const image = await getMediaItem(db, entityId);
    return image && { title: revisionTexts(language).revisions.records.image(image.filename), version: image.version };
  },
  editPath: dashboardPaths.media,
  save: saveMediaAlt,
});
