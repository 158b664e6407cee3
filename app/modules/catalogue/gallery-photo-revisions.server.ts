import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { altRevisionKind } from "~/modules/media/alt-revisions.server";
import { revisionTexts } from "~/modules/revisions/revisions";
import type { RestoreResult } from "~/modules/revisions/revisions.server";
import { listGalleryTexts, saveGalleryAlt, type GalleryOutcome } from "./product-gallery.server";

/** A restore's answer for each outcome of the gallery's save: a photo taken out of the gallery is not found. */
const restoreResults: Record<GalleryOutcome, RestoreResult> = {
  done: "saved",
  changedMeanwhile: "changed-meanwhile",
  productNotFound: "not-found",
  photoNotFound: "not-found",
  mediaNotFound: "not-found",
  alreadyAdded: "not-found",
  lastPhoto: "not-found",
};

/**
 * A gallery photo's revision: the alt texts its product gives it, in every language, as a library image's
 * (docs/decisions/050-translation-files.md), so the gallery screen's save and an imported translation can be undone.
 */
export const galleryPhotoRevisions = altRevisionKind({
  async current(db, entityId, language) {
    const [photo] = await listGalleryTexts(db, entityId);
    if (!photo) return null;
    return {
      title: revisionTexts(language).revisions.records.galleryPhoto(photo.dashboardTitle, photo.place),
      version: photo.version,
      editPath: dashboardPaths.productPhotos(photo.productId),
    };
  },
  async save(db, entityId, alt, loadedVersion, author) {
    const [photo] = await listGalleryTexts(db, entityId);
    if (!photo) return "not-found";
    return restoreResults[await saveGalleryAlt(db, photo.productId, entityId, alt, loadedVersion, author)];
  },
});
