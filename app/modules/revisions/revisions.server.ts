import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import type { DashboardLanguage } from "~/database/roles";
import { revisions } from "~/database/schema";
import type { LabelledFields, RevisionAuthor, RevisionEntity } from "./revisions";

/** How many revisions of one record the history page shows; older ones stay stored and restorable by the newer ones' data. */
export const REVISIONS_SHOWN = 100;

type SavedState = { version: number; data: unknown };

/**
 * Called by a domain module inside the transaction that saved a record. The first save also keeps
 * the state before it (the defaults or the demo seed), so even the very first edit can be undone.
 */
export async function recordSave(
  executor: DatabaseExecutor,
  record: { entity: RevisionEntity; entityId: string; previous: SavedState | null; saved: SavedState; author: RevisionAuthor },
): Promise<void> {
  const { entity, entityId, previous, saved, author } = record;
  const of = and(eq(revisions.entityType, entity), eq(revisions.entityId, entityId));
  // Serialises the first save of a record, so two concurrent first saves keep one original, not two.
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`revisions:${entity}:${entityId}`}))`);
  const [existing] = await executor.select({ id: revisions.id }).from(revisions).where(of).limit(1);
  const rows = [];
  if (!existing && previous)
    rows.push({ entityType: entity, entityId, version: previous.version, data: previous.data, authorId: null, authorEmail: "" });
  rows.push({
    entityType: entity,
    entityId,
    version: saved.version,
    data: saved.data,
    authorId: author?.id ?? null,
    authorEmail: author?.email ?? "",
  });
  await executor.insert(revisions).values(rows);
}

export type StoredRevision = { id: number; version: number; data: unknown; authorEmail: string; createdAt: Date };

/** A record's revisions, newest first. */
export async function listRevisions(db: Database, entity: RevisionEntity, entityId: string): Promise<StoredRevision[]> {
  return db
    .select({
      id: revisions.id,
      version: revisions.version,
      data: revisions.data,
      authorEmail: revisions.authorEmail,
      createdAt: revisions.createdAt,
    })
    .from(revisions)
    .where(and(eq(revisions.entityType, entity), eq(revisions.entityId, entityId)))
    .orderBy(desc(revisions.id))
    .limit(REVISIONS_SHOWN);
}

export async function readRevision(
  db: Database,
  entity: RevisionEntity,
  entityId: string,
  revisionId: number,
): Promise<StoredRevision | null> {
  const [row] = await db
    .select({
      id: revisions.id,
      version: revisions.version,
      data: revisions.data,
      authorEmail: revisions.authorEmail,
      createdAt: revisions.createdAt,
    })
    .from(revisions)
    .where(and(eq(revisions.entityType, entity), eq(revisions.entityId, entityId), eq(revisions.id, revisionId)))
    .limit(1);
  return row ?? null;
}

/** A deleted record's history goes with it; several records of a kind (a product's gallery photos) at once. */
export async function deleteRevisions(
  executor: DatabaseExecutor,
  entity: RevisionEntity,
  entityIds: string | readonly string[],
): Promise<void> {
  const ids = typeof entityIds === "string" ? [entityIds] : entityIds;
  if (ids.length === 0) return;
  await executor.delete(revisions).where(and(eq(revisions.entityType, entity), inArray(revisions.entityId, [...ids])));
}

/** "conflicts-now": the state cannot come back as it was, because something it names (an address, an image) changed since. */
export type RestoreResult = "saved" | "changed-meanwhile" | "not-found" | "conflicts-now";

/**
 * What the history page needs from the domain module that owns a kind of record. The module parses
 * a stored revision with its current schema, so a state saved by an older version of the site is
 * either read correctly or reported unreadable, never written back broken. Revisions store the record's
 * data only: its name and labels are written when read, in the reader's dashboard language (Chinese when
 * none is given), so one history reads in English to one person and in Chinese to another.
 */
export type RevisionKind = {
  /**
   * The record's current name and version, or null when it no longer exists; with the address of its editor where its
   * id alone does not give it (a gallery photo is edited on its product's photos page).
   */
  current: (
    db: Database,
    entityId: string,
    language?: DashboardLanguage,
  ) => Promise<{ title: string; version: number; editPath?: string } | null>;
  /** The address of the record's editor, from its id. */
  editPath?: (entityId: string) => string;
  /** The revision's data as labelled text in the reader's language (times in the site's zone), or null when it cannot be read any more. */
  fields: (data: unknown, view: { timeZone: string; language?: DashboardLanguage }) => LabelledFields | null;
  /** Saves the revision's data as the newest state, through the same save as the editor, unless the record changed since `loadedVersion`. */
  restore: (db: Database, entityId: string, data: unknown, loadedVersion: number, author: RevisionAuthor) => Promise<RestoreResult>;
};
