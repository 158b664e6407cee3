import { z } from "zod";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import type { MediaTexts } from "~/database/schema";
import { translatedLanguages } from "~/i18n/languages";
import { ownTextIn, type LanguageTexts } from "~/i18n/owner-texts";
import { storedTextsSchema } from "~/i18n/translations-form";
import { revisionTexts, type RevisionAuthor, type RevisionEntity } from "~/modules/revisions/revisions";
import { recordSave, type RestoreResult, type RevisionKind } from "~/modules/revisions/revisions.server";
import { altOfTexts, type ImageAlt } from "./media";
import { MAX_ALT_LENGTH } from "./media-form";

/**
 * Alt texts with a history of their own: a library image's, and the ones a product gives a photo of its gallery
 * (docs/decisions/050-translation-files.md). Both keep the same revision, so both are shown and restored alike.
 */

/** The kinds of record whose revision is their alt texts in every language. */
type AltEntity = Extract<RevisionEntity, "image" | "gallery-photo">;

const altRevisionSchema = z.object({ texts: storedTextsSchema({ alt: z.string().max(MAX_ALT_LENGTH) }) });

/** Records a save of alt texts, in the transaction that wrote them over `current`'s as version `current.version + 1`. */
export function recordAltSave(
  tx: DatabaseExecutor,
  entity: AltEntity,
  entityId: string,
  current: { version: number; texts: LanguageTexts<MediaTexts> },
  texts: LanguageTexts<MediaTexts>,
  author: RevisionAuthor,
): Promise<void> {
  return recordSave(tx, {
    entity,
    entityId,
    previous: { version: current.version, data: { texts: current.texts } },
    saved: { version: current.version + 1, data: { texts } },
    author,
  });
}

/** The history of alt texts: each revision's texts labelled by language, restored through `save`, the editor's own save. */
export function altRevisionKind(kind: {
  current: RevisionKind["current"];
  editPath?: RevisionKind["editPath"];
  save: (db: Database, entityId: string, alt: ImageAlt, loadedVersion: number, author: RevisionAuthor) => Promise<RestoreResult>;
}): RevisionKind {
  return {
    current: kind.current,
    editPath: kind.editPath,
    fields(data, { language }) {
      const parsed = altRevisionSchema.safeParse(data);
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
      const parsed = altRevisionSchema.safeParse(data);
      if (!parsed.success) return "not-found";
      return kind.save(db, entityId, altOfTexts(parsed.data.texts), loadedVersion, author);
    },
  };
}
