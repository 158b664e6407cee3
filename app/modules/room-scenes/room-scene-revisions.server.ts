import { textIn } from "~/i18n/owner-texts";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { revisionTexts, translatedFields } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { roomSceneContentSchema, roomSceneFormValues } from "./room-scene-form";
import { readAdminScene, restoreScene } from "./room-scene-editing.server";

/** A surface as the owner reads it in a revision: its size and its corners in percent of the photo. */
const percent = (fraction: number) => `${Math.round(fraction * 10_000) / 100}%`;

export const roomSceneRevisions: RevisionKind = {
  async current(db, entityId, language) {
    const text = revisionTexts(language);
    const scene = await readAdminScene(db, entityId);
    return scene && { title: text.revisions.records.roomScene(textIn(scene.texts, "name", language ?? "zh")), version: scene.version };
  },
  editPath: dashboardPaths.roomScene,
  fields(data, { language }) {
    const text = revisionTexts(language);
    const parsed = roomSceneContentSchema.safeParse(data);
    if (!parsed.success) return null;
    const labels = text.roomScenes.fields;
    const values = roomSceneFormValues(parsed.data);
    const scene = parsed.data;
    return {
      [labels.photoId]: values.photoId,
      [labels.nameEn]: values.nameEn,
      [labels.nameZh]: values.nameZh,
      [labels.altEn]: values.altEn,
      [labels.altZh]: values.altZh,
      [labels.visible]: scene.visible ? text.categories.yes : text.categories.no,
      [labels.placement]: text.roomScenes.placements[scene.placement],
      [labels.categoryIds]: scene.categoryIds.join(", "),
      [labels.productIds]: scene.productIds.join(", "),
      ...Object.fromEntries(
        scene.surfaces.map((surface, index) => [
          text.roomScenes.surface(index + 1),
          [
            `${surface.widthMm} × ${surface.depthMm} mm`,
            surface.corners.map(({ x, y }) => `(${percent(x)}, ${percent(y)})`).join(" "),
            surface.frontEdge ? `${text.roomScenes.frontEdge} ${surface.frontEdge.heightMm} mm` : "",
          ]
            .filter(Boolean)
            .join("; "),
        ]),
      ),
      ...translatedFields(values.translations, text.translations.roomScene, text.translations),
    };
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = roomSceneContentSchema.safeParse(data);
    if (!parsed.success) return "not-found";
    return restoreScene(db, entityId, parsed.data, loadedVersion, author);
  },
};
