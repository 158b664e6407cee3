import type { Database } from "~/database/client.server";
import type { DashboardLanguage } from "~/database/roles";
import { formatDateTime } from "~/modules/dates";
import { resolveImages } from "~/modules/media/media.server";
import { changedFields, revisionTexts, type LabelledFields, type RevisionEntity } from "~/modules/revisions/revisions";
import { listRevisions } from "~/modules/revisions/revisions.server";
import { revisionKinds } from "./revision-kinds.server";

const mediaId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A record's history as the owner reads it: each revision's fields, the ones it changed, who saved
 * it and when, labelled in the reader's dashboard language. Fields that name a library image show the
 * image's file name, or say it was deleted.
 */
export async function readHistory(db: Database, entity: RevisionEntity, entityId: string, timeZone: string, language?: DashboardLanguage) {
  const kind = revisionKinds[entity];
  if (!kind) return null;
  const text = revisionTexts(language).revisions;
  const [current, stored] = await Promise.all([kind.current(db, entityId, language), listRevisions(db, entity, entityId)]);
  if (!current) return null;
  const described = stored.map((revision) => ({ ...revision, fields: kind.fields(revision.data, { timeZone, language }) }));
  const imageIds = described.flatMap((revision) => Object.values(revision.fields ?? {}).filter((value) => mediaId.test(value)));
  const images = await resolveImages(db, imageIds);
  const readable = (fields: LabelledFields | null) =>
    fields &&
    Object.fromEntries(
      Object.entries(fields).map(([label, value]) => [
        label,
        mediaId.test(value) ? (images.get(value)?.filename ?? text.deletedImage) : value,
      ]),
    );
  const revisions = described.map((revision) => ({ ...revision, fields: readable(revision.fields) }));
  return {
    title: current.title,
    version: current.version,
    editPath: current.editPath ?? kind.editPath?.(entityId),
    revisions: revisions.map((revision, index) => ({
      id: revision.id,
      isCurrent: index === 0,
      savedAt: formatDateTime(revision.createdAt, timeZone),
      authorEmail: revision.authorEmail,
      fields: revision.fields,
      changed: revision.fields ? changedFields(revisions[index + 1]?.fields ?? null, revision.fields) : [],
      isOriginal: index === revisions.length - 1 && !revision.authorEmail,
    })),
  };
}
