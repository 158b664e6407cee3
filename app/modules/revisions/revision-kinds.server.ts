import type { Database } from "~/database/client.server";
import { categoryRevisions } from "~/modules/catalogue/category-revisions.server";
import { postRevisions } from "~/modules/news/post-revisions.server";
import { basicInfoRevisions } from "~/modules/site-settings/basic-info-revisions.server";
import { navigationRevisions } from "~/modules/site-settings/navigation-revisions.server";
import { aboutPageRevisions, homePageRevisions, pageSeoRevisions } from "~/modules/site-settings/page-revisions.server";
import type { LabelledFields, RevisionAuthor, RevisionEntity } from "./revisions";

/** "conflicts-now": the state cannot come back as it was, because something it names (an address, an image) changed since. */
export type RestoreResult = "saved" | "changed-meanwhile" | "not-found" | "conflicts-now";

/**
 * What the history page needs from the domain module that owns a kind of record. The module parses
 * a stored revision with its current schema, so a state saved by an older version of the site is
 * either read correctly or reported unreadable, never written back broken.
 */
export type RevisionKind = {
  /** The record's current name and version, or null when it no longer exists. */
  current: (db: Database, entityId: string) => Promise<{ title: string; version: number } | null>;
  editPath: (entityId: string) => string;
  /** The revision's data as labelled text in the dashboard's language (times in the site's zone), or null when it cannot be read any more. */
  fields: (data: unknown, view: { timeZone: string }) => LabelledFields | null;
  /** Saves the revision's data as the newest state, through the same save as the editor, unless the record changed since `loadedVersion`. */
  restore: (db: Database, entityId: string, data: unknown, loadedVersion: number, author: RevisionAuthor) => Promise<RestoreResult>;
};

/** Every kind of record with a history; the domain module that saves it defines how it is shown and restored. */
export const revisionKinds: Partial<Record<RevisionEntity, RevisionKind>> = {
  "basic-info": basicInfoRevisions,
  category: categoryRevisions,
  navigation: navigationRevisions,
  post: postRevisions,
  "home-page": homePageRevisions,
  "about-page": aboutPageRevisions,
  "page-seo": pageSeoRevisions,
};
