import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { attributeKinds, attributeOptions, type AttributeKind, type AttributeOptionTexts } from "~/database/schema";
import { newTexts, replaceTexts, textColumns, textIn, writtenTextsOf, type TextTimes } from "~/i18n/owner-texts";
import { deleteRevisions, recordSave } from "~/modules/revisions/revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import type { AttributeOptionContent } from "./attribute-option-form";

/** An option's English label, by which a list orders options the owner has not placed apart. */
export const englishLabel = sql<string>`(${attributeOptions.texts} -> 'en' ->> 'label')`;

/**
 * The owner's managed lists: colour families, patterns and finishes. Every save checks the version
 * the editor loaded; deleting an option takes it off the products that had it (the join rows go
 * with it, by the foreign key's cascade).
 */

export type AdminAttributeOption = AttributeOptionContent & {
  id: string;
  kind: AttributeKind;
  version: number;
  productCount: number;
  textTimes: TextTimes<AttributeOptionTexts>;
};

const adminOptionOf = ({
  id,
  kind,
  slug,
  texts,
  textTimes,
  version,
  productCount,
}: typeof attributeOptions.$inferSelect): AdminAttributeOption => ({ id, kind, slug, texts, textTimes, version, productCount });

/** The three lists in the owner's order, with how many products use each option (a count a trigger keeps, not a count of the catalogue). */
export async function listAdminAttributeOptions(db: DatabaseExecutor): Promise<Record<AttributeKind, AdminAttributeOption[]>> {
  const rows = await db.select().from(attributeOptions).orderBy(asc(attributeOptions.sortOrder), asc(englishLabel));
  const lists = Object.fromEntries(attributeKinds.map((kind) => [kind, [] as AdminAttributeOption[]])) as Record<
    AttributeKind,
    AdminAttributeOption[]
  >;
  for (const row of rows) lists[row.kind].push(adminOptionOf(row));
  return lists;
}

/** Serialises the writes of one list, so two saves cannot both take the same slug or the same place. */
const lockList = (tx: DatabaseExecutor, kind: AttributeKind) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attribute_options:${kind}`}))`);

async function slugTaken(tx: DatabaseExecutor, kind: AttributeKind, slug: string, ownId: string | null): Promise<boolean> {
  const sameSlug = and(
    eq(attributeOptions.kind, kind),
    eq(attributeOptions.slug, slug),
    ownId === null ? undefined : ne(attributeOptions.id, ownId),
  );
  const [taken] = await tx.select({ id: attributeOptions.id }).from(attributeOptions).where(sameSlug).limit(1);
  return Boolean(taken);
}

/** Adds an option at the end of its list. */
export async function createAttributeOption(
  db: Database,
  kind: AttributeKind,
  content: AttributeOptionContent,
): Promise<{ ok: true; id: string } | { ok: false; problem: "slug-taken" }> {
  return db.transaction(async (tx) => {
    await lockList(tx, kind);
    if (await slugTaken(tx, kind, content.slug, null)) return { ok: false as const, problem: "slug-taken" as const };
    const [last] = await tx
      .select({ value: sql<number>`coalesce(max(${attributeOptions.sortOrder}), -1)`.mapWith(Number) })
      .from(attributeOptions)
      .where(eq(attributeOptions.kind, kind));
    const [created] = await tx
      .insert(attributeOptions)
      .values({ kind, ...content, ...textColumns(newTexts(content.texts, new Date())), sortOrder: last!.value + 1 })
      .returning({ id: attributeOptions.id });
    return { ok: true as const, id: created!.id };
  });
}

export type AttributeOptionSaveResult = "saved" | "changed-meanwhile" | "not-found" | "slug-taken";

/**
 * Saves the owner's edit (or an imported translation, or a restored revision) unless someone saved the option since
 * `loadedVersion`, keeping the replaced state as a revision.
 */
export async function saveAttributeOption(
  db: Database,
  id: string,
  content: AttributeOptionContent,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<AttributeOptionSaveResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(attributeOptions).where(eq(attributeOptions.id, id)).limit(1);
    if (!current) return "not-found";
    await lockList(tx, current.kind);
    const [locked] = await tx.select().from(attributeOptions).where(eq(attributeOptions.id, id)).limit(1).for("update");
    if (!locked) return "not-found";
    if (locked.version !== loadedVersion) return "changed-meanwhile";
    if (await slugTaken(tx, locked.kind, content.slug, id)) return "slug-taken";
    const now = new Date();
    const texts = replaceTexts(writtenTextsOf(locked), content.texts, now);
    await tx
      .update(attributeOptions)
      .set({ ...content, ...textColumns(texts), version: loadedVersion + 1, updatedAt: now })
      .where(eq(attributeOptions.id, id));
    await recordSave(tx, {
      entity: "attribute-option",
      entityId: id,
      previous: { version: locked.version, data: { slug: locked.slug, texts: locked.texts } },
      saved: { version: loadedVersion + 1, data: { slug: content.slug, texts: content.texts } },
      author,
    });
    return "saved";
  });
}

export async function readAdminAttributeOption(db: DatabaseExecutor, id: string): Promise<AdminAttributeOption | null> {
  const [row] = await db.select().from(attributeOptions).where(eq(attributeOptions.id, id)).limit(1);
  return row ? adminOptionOf(row) : null;
}

/** Moves an option one place up or down its list; the list is numbered afresh so gaps and ties go away. */
export async function moveAttributeOption(db: Database, id: string, direction: "up" | "down"): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [option] = await tx.select({ kind: attributeOptions.kind }).from(attributeOptions).where(eq(attributeOptions.id, id)).limit(1);
    if (!option) return false;
    await lockList(tx, option.kind);
    const ordered = await tx
      .select({ id: attributeOptions.id })
      .from(attributeOptions)
      .where(eq(attributeOptions.kind, option.kind))
      .orderBy(asc(attributeOptions.sortOrder), asc(englishLabel));
    const from = ordered.findIndex((row) => row.id === id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (from === -1 || to < 0 || to >= ordered.length) return false;
    [ordered[from], ordered[to]] = [ordered[to]!, ordered[from]!];
    for (const [sortOrder, row] of ordered.entries()) {
      await tx
        .update(attributeOptions)
        .set({ sortOrder })
        .where(and(eq(attributeOptions.id, row.id), ne(attributeOptions.sortOrder, sortOrder)));
    }
    return true;
  });
}

/** Deletes an option and takes it off every product that had it. Returns its label, or null when it did not exist. */
export async function deleteAttributeOption(db: Database, id: string): Promise<{ label: string; productCount: number } | null> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(attributeOptions)
      .where(eq(attributeOptions.id, id))
      .returning({ texts: attributeOptions.texts, productCount: attributeOptions.productCount });
    if (!deleted) return null;
    await deleteRevisions(tx, "attribute-option", id);
    return { label: textIn(deleted.texts, "label", "zh"), productCount: deleted.productCount };
  });
}
