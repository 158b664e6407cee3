import { z } from "zod";
import { translatedLanguages } from "~/i18n/languages";
import { ownTextIn } from "~/i18n/owner-texts";
import { storedTextsSchema } from "~/i18n/translations-form";
import { dashboardPaths } from "~/modules/http/dashboard-paths";
import { revisionTexts } from "~/modules/revisions/revisions";
import type { RevisionKind } from "~/modules/revisions/revisions.server";
import { altOfTexts } from "./media";
import { MAX_ALT_LENGTH } from "./media-form";
import { getMediaItem, saveMediaAlt } from "./media.server";

/** A library image's revision: its alt texts in every language, so an imported translation of them can be undone. */
const imageRevisionSchema = z.object({ texts: storedTextsSchema({ alt: z.string().max(MAX_ALT_LENGTH) }) });

export const imageRevisions: RevisionKind = {
  async current(db, entityId, language) {
    const image = await getMediaItem(db, entityId);
    return image && { title: revisionTexts(language).revisions.records.image(image.filename), version: image.version };
  },
  editPath: dashboardPaths.media,
  fields(data, { language }) {
    const parsed = imageRevisionSchema.safeParse(data);
    if (!parsed.success) return null;
    const text = revisionTexts(language);
    const { texts } = parsed.data;
    const labels = text.media.alt;
    return {
      [labels.en]: texts.en.alt,
      [labels.zh]: ownTextIn(texts, "alt", "zh") ?? "",
      ...Object.fromEntries(
        translatedLanguages.map((translated) => [
          text.translations.fieldIn(labels.translation, text.translations.languageNames[translated]),
          ownTextIn(texts, "alt", translated) ?? "",
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
