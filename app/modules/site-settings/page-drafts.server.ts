import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { RouterContextProvider } from "react-router";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { siteSettings } from "~/database/schema";
import { recordSave } from "~/modules/revisions/revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { PAGE_DOCUMENT_ID, pageDocuments, seenFields, type DraftNotice, type PageDocumentKey } from "./page-documents";
import { defaultSiteSettings, siteSettingSchemas, type SiteSettings } from "./site-settings";

/**
 * The web-pages tab's documents are edited as a draft next to the published version: saving writes
 * the draft, the signed-in owner previews it on the public pages, and publishing makes it the
 * version buyers see, recording a revision. One module for the three documents, so they behave alike.
 */

export type PageDocument<K extends PageDocumentKey> = {
  published: SiteSettings[K];
  /** The unpublished edit, or null when the published version is the latest. */
  draft: SiteSettings[K] | null;
  /** The published version's number; 0 until first published. */
  version: number;
  /** When the draft was last saved (milliseconds, as text), "" without a draft; a save or publish names the draft it saw. */
  draftStamp: string;
};

export type DraftResult = "saved" | "changed-meanwhile";
export type PublishResult = "published" | "changed-meanwhile" | "no-draft";

function parse<K extends PageDocumentKey>(key: K, stored: unknown): SiteSettings[K] | null {
  const parsed = siteSettingSchemas[key].safeParse(stored);
  return parsed.success ? (parsed.data as SiteSettings[K]) : null;
}

/** Postgres keeps microseconds; the stamp keeps milliseconds, so it is compared at that precision. */
function stampOf(draftUpdatedAt: Date | null): string {
  return draftUpdatedAt ? String(draftUpdatedAt.getTime()) : "";
}

function sameDraft(draftStamp: string): SQL {
  return draftStamp === ""
    ? isNull(siteSettings.draftUpdatedAt)
    : sql`date_trunc('milliseconds', ${siteSettings.draftUpdatedAt}) = ${new Date(Number(draftStamp)).toISOString()}::timestamptz`;
}

/** A document unreadable by the current schema (an old or damaged one) reads as its default, so the page never breaks. */
export async function readPageDocument<K extends PageDocumentKey>(db: DatabaseExecutor, key: K): Promise<PageDocument<K>> {
  const [row] = await db
    .select({
      value: siteSettings.value,
      version: siteSettings.version,
      draft: siteSettings.draft,
      draftUpdatedAt: siteSettings.draftUpdatedAt,
    })
    .from(siteSettings)
    .where(eq(siteSettings.key, key))
    .limit(1);
  return {
    published: (row && parse(key, row.value)) ?? (defaultSiteSettings[key] as SiteSettings[K]),
    draft: row?.draft == null ? null : parse(key, row.draft),
    version: row?.version ?? 0,
    draftStamp: row?.draft == null ? "" : stampOf(row.draftUpdatedAt),
  };
}

/** What an editor edits: the draft if there is one, else the published version; a save times its texts against it. */
export async function readEditedDocument<K extends PageDocumentKey>(db: DatabaseExecutor, key: K): Promise<SiteSettings[K]> {
  const document = await readPageDocument(db, key);
  return document.draft ?? document.published;
}

/**
 * Saves the owner's edit as the draft, unless someone published or saved another draft since the
 * editor loaded `seen`. The published version buyers see does not change.
 */
export async function saveDraft<K extends PageDocumentKey>(
  db: Database,
  key: K,
  value: SiteSettings[K],
  seen: { version: number; draftStamp: string },
): Promise<DraftResult> {
  const draft = siteSettingSchemas[key].parse(value);
  return db.transaction(async (tx) => {
    // A document never saved yet gets its row, at version 0, holding the defaults buyers already see.
    if (seen.version === 0) {
      await tx
        .insert(siteSettings)
        .values({ key, value: siteSettingSchemas[key].parse(defaultSiteSettings[key]), version: 0 })
        .onConflictDoNothing();
    }
    const written = await tx
      .update(siteSettings)
      .set({ draft, draftUpdatedAt: new Date() })
      .where(and(eq(siteSettings.key, key), eq(siteSettings.version, seen.version), sameDraft(seen.draftStamp)))
      .returning({ key: siteSettings.key });
    return written.length === 1 ? "saved" : "changed-meanwhile";
  });
}

/** Drops the draft the owner saw; a newer draft someone else saved meanwhile stays. */
export async function discardDraft(db: Database, key: PageDocumentKey, draftStamp: string): Promise<DraftResult> {
  const cleared = await db
    .update(siteSettings)
    .set({ draft: null, draftUpdatedAt: null })
    .where(and(eq(siteSettings.key, key), sameDraft(draftStamp)))
    .returning({ key: siteSettings.key });
  return cleared.length === 1 ? "saved" : "changed-meanwhile";
}

/** Writes `value` as the published version if it is still `loadedVersion`, keeping the replaced one as a revision. */
async function publishValue<K extends PageDocumentKey>(
  tx: DatabaseExecutor,
  key: K,
  value: SiteSettings[K],
  loadedVersion: number,
  extraCondition: SQL | undefined,
  author: RevisionAuthor,
): Promise<boolean> {
  const parsed = siteSettingSchemas[key].parse(value);
  const previous = await readPageDocument(tx, key);
  if (previous.version !== loadedVersion) return false;
  const [row] = await tx.select({ key: siteSettings.key }).from(siteSettings).where(eq(siteSettings.key, key));
  const published = row
    ? await tx
        .update(siteSettings)
        .set({ value: parsed, updatedAt: new Date(), version: sql`${siteSettings.version} + 1` })
        .where(and(eq(siteSettings.key, key), eq(siteSettings.version, loadedVersion), extraCondition))
        .returning({ key: siteSettings.key })
    : await tx.insert(siteSettings).values({ key, value: parsed, version: 1 }).onConflictDoNothing().returning({ key: siteSettings.key });
  if (published.length !== 1) return false;
  await recordSave(tx, {
    entity: pageDocuments[key],
    entityId: PAGE_DOCUMENT_ID,
    previous: { version: previous.version, data: previous.published },
    saved: { version: loadedVersion + 1, data: parsed },
    author,
  });
  return true;
}

/**
 * Makes the draft the owner previewed the version buyers see. Refused when someone published since
 * (`version`) or changed the draft since (`draftStamp`), so nobody publishes what they did not see.
 */
export async function publishDraft(
  db: Database,
  key: PageDocumentKey,
  seen: { version: number; draftStamp: string },
  author: RevisionAuthor,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const current = await readPageDocument(tx, key);
    if (current.version !== seen.version || current.draftStamp !== seen.draftStamp) return "changed-meanwhile";
    if (!current.draft) return "no-draft";
    const published = await publishValue(tx, key, current.draft, seen.version, sameDraft(seen.draftStamp), author);
    if (!published) return "changed-meanwhile";
    await tx.update(siteSettings).set({ draft: null, draftUpdatedAt: null }).where(eq(siteSettings.key, key));
    return "published";
  });
}

/** Publishes an earlier state from the history at once; a draft in progress stays for the owner to publish or discard. */
export async function publishRevision<K extends PageDocumentKey>(
  db: Database,
  key: K,
  stored: unknown,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<"saved" | "changed-meanwhile" | "not-found"> {
  const value = parse(key, stored);
  if (!value) return "not-found";
  return db.transaction(async (tx) =>
    (await publishValue(tx, key, value, loadedVersion, undefined, author)) ? "saved" : "changed-meanwhile",
  );
}

/** `?preview=draft` shows the draft to a signed-in administrator only; a visitor's request gets the published page. */
export async function isDraftPreview(context: Readonly<RouterContextProvider>, url: URL): Promise<boolean> {
  return url.searchParams.get("preview") === "draft" && (await context.currentUser()) !== null;
}

/** What a public page shows: the published document, or the draft when the administrator previews it. */
export async function readPublicDocument<K extends PageDocumentKey>(
  db: DatabaseExecutor,
  key: K,
  preview: boolean,
): Promise<SiteSettings[K]> {
  const document = await readPageDocument(db, key);
  return preview ? (document.draft ?? document.published) : document.published;
}

const seenSchema = z.object(seenFields);

/**
 * The publish and discard buttons every web-pages editor has; null when the form asks for something
 * else (saving the draft), which the editor handles with its own schema.
 */
export async function handlePublishOrDiscard(
  db: Database,
  key: PageDocumentKey,
  formData: FormData,
  author: RevisionAuthor,
): Promise<{ notice: DraftNotice; status: number } | null> {
  const intent = formData.get("intent");
  if (intent !== "publish" && intent !== "discard") return null;
  const seen = seenSchema.safeParse({ version: formData.get("version"), draftStamp: formData.get("draftStamp") });
  if (!seen.success) return { notice: "publishedMeanwhile", status: 400 };
  if (intent === "discard") {
    return (await discardDraft(db, key, seen.data.draftStamp)) === "saved"
      ? { notice: "discarded", status: 200 }
      : { notice: "changedMeanwhile", status: 409 };
  }
  const published = await publishDraft(db, key, seen.data, author);
  if (published === "published") return { notice: "published", status: 200 };
  if (published === "no-draft") return { notice: "noDraft", status: 409 };
  return { notice: "publishedMeanwhile", status: 409 };
}
