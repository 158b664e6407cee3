import { z } from "zod";
import { messagesFor } from "~/i18n/catalogs";
import { languageNameIn, translatedLanguages } from "~/i18n/languages";
import { ownTextIn } from "~/i18n/owner-texts";
import { storedTextsSchema } from "~/i18n/translations-form";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { altOfTexts } from "./media";
import { MAX_ALT_LENGTH } from "./media-form";
import { getMediaItem, saveMediaAlt } from "./media.server";

const text = messagesFor("zh").admin;

/** A library image's revision: its alt texts in every language, so an imported translation of them can be undone. */
const imageRevisionSchema = z.object({ texts: storedTextsSchema({ alt: z.string().max(MAX_ALT_LENGTH) }) });

export const imageRevisions: RevisionKind = {
  async current(db, entityId) {
    const image = await getMediaItem(db, entityId);
    return image && { title: text.revisions.records.image(image.filename), version: image.version };
  },
  editPath: dashboardPaths.media,
  fields(data) {
    const parsed = imageRevisionSchema.safeParse(data);
    if (!parsed.success) return null;
    const { texts } = parsed.data;
    const labels = text.media.alt;
    return {
      [labels.en]: texts.en.alt,
      [labels.zh]: ownTextIn(texts, "alt", "zh") ?? "",
      ...Object.fromEntries(
        translatedLanguages.map((language) => [
          text.translations.fieldIn(labels.translation, languageNameIn(language, "zh")),
          ownTextIn(texts, "alt", language) ?? "",
        ]),
      ),
    };
  },
  async restore(db, entityId, data, loadedVersion, author) {
    const parsed = imageRevisionSchema.safeParse(data);
    if (!parsed.success) return "not-found";
    return saveMediaAlt(db, entityId, altOfTexts(parsed.data.texts), loadedVersion, author);
  },
};
