import { and, eq, sql } from "drizzle-orm";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { recordSave } from "~/modules/revisions/revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { siteSettings } from "~/database/schema";
import { resolveImages } from "~/modules/media/media.server";
import {
  BASIC_INFO_ID,
  defaultSiteSettings,
  siteSettingSchemas,
  type CompanyInfo,
  type StoredDocument,
  type SiteSettingKey,
  type SiteSettings,
} from "./site-settings";

/** The site's own document under `key`. */
const settingDocument = <K extends SiteSettingKey>(key: K): StoredDocument<SiteSettings[K]> => ({
  key,
  schema: siteSettingSchemas[key] as unknown as StoredDocument<SiteSettings[K]>["schema"],
  fallback: defaultSiteSettings[key] as SiteSettings[K],
});

/** A missing or malformed document falls back to the default, so a bad edit never breaks a public page. */
export async function readSetting<K extends SiteSettingKey>(db: DatabaseExecutor, key: K): Promise<SiteSettings[K]> {
  return (await readVersionedSetting(db, key)).value;
}

/** A document with the version it was read at; 0 when it was never saved. */
export async function readVersionedSetting<K extends SiteSettingKey>(
  db: DatabaseExecutor,
  key: K,
): Promise<{ value: SiteSettings[K]; version: number }> {
  return readVersionedDocument(db, settingDocument(key));
}

/** The document stored under `document.key`, read as `readVersionedSetting` reads the site's own. */
export async function readVersionedDocument<T>(db: DatabaseExecutor, document: StoredDocument<T>): Promise<{ value: T; version: number }> {
  const [row] = await db
    .select({ value: siteSettings.value, version: siteSettings.version })
    .from(siteSettings)
    .where(eq(siteSettings.key, document.key))
    .limit(1);
  const parsed = row ? document.schema.safeParse(row.value) : null;
  return { value: parsed?.success ? parsed.data : document.fallback, version: row?.version ?? 0 };
}

export async function writeSetting<K extends SiteSettingKey>(executor: DatabaseExecutor, key: K, value: SiteSettings[K]): Promise<void> {
  await writeDocument(executor, settingDocument(key), value);
}

/** `writeSetting` for a document another area describes (its key, schema and default). */
export async function writeDocument<T>(executor: DatabaseExecutor, document: StoredDocument<T>, value: T): Promise<void> {
  const { key } = document;
  const parsed = document.schema.parse(value);
  await executor
    .insert(siteSettings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: {
        value: parsed,
        updatedAt: new Date(),
        version: sql`${siteSettings.version} + 1`,
      },
    });
}

/** Writes a document only if nobody saved it since `loadedVersion` was read; false when someone did. */
export async function writeIfUnchanged<K extends SiteSettingKey>(
  executor: DatabaseExecutor,
  key: K,
  value: SiteSettings[K],
  loadedVersion: number,
): Promise<boolean> {
  return writeDocumentIfUnchanged(executor, settingDocument(key), value, loadedVersion);
}

/** `writeIfUnchanged` for a document another area describes (its key, schema and default). */
export async function writeDocumentIfUnchanged<T>(
  executor: DatabaseExecutor,
  document: StoredDocument<T>,
  value: T,
  loadedVersion: number,
): Promise<boolean> {
  const { key } = document;
  const parsed = document.schema.parse(value);
  const written =
    loadedVersion === 0
      ? await executor.insert(siteSettings).values({ key, value: parsed }).onConflictDoNothing().returning({ key: siteSettings.key })
      : await executor
          .update(siteSettings)
          .set({
            value: parsed,
            updatedAt: new Date(),
            version: sql`${siteSettings.version} + 1`,
          })
          .where(and(eq(siteSettings.key, key), eq(siteSettings.version, loadedVersion)))
          .returning({ key: siteSettings.key });
  return written.length === 1;
}

/** The basic-info tab's record: the company details in both languages and the owners' notification addresses. */
export type BasicInfo = { company: CompanyInfo; ownerEmails: string[] };

/** The version guards the company details, which the tab always saves together with the owner addresses. */
export async function readBasicInfo(db: DatabaseExecutor): Promise<BasicInfo & { version: number }> {
  const [company, ownerEmails] = await Promise.all([readVersionedSetting(db, "saideInfo"), readVersionedSetting(db, "ownerEmails")]);
  return { company: company.value, ownerEmails: ownerEmails.value, version: company.version };
}

/**
 * The record as a revision keeps it: with the QR code image's file name, so the history names the
 * picture that was chosen even after the image is replaced or deleted.
 */
async function revisionData(executor: DatabaseExecutor, info: BasicInfo): Promise<BasicInfo & { wechatQrFilename: string }> {
  const id = info.company.wechatQrImageId;
  const image = id ? (await resolveImages(executor, [id])).get(id) : undefined;
  return { ...info, wechatQrFilename: image?.filename ?? "" };
}

/**
 * Saves the tab's record unless someone saved it since `loadedVersion`, keeping the replaced state
 * as a revision. A QR code image deleted from the library meanwhile is left out rather than kept as
 * an id that shows nothing.
 */
export async function saveBasicInfo(
  db: Database,
  info: BasicInfo,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<"saved" | "changed-meanwhile"> {
  return db.transaction(async (tx) => {
    const previous = await readBasicInfo(tx);
    const saved = await revisionData(tx, info);
    const { wechatQrImageId, ...company } = info.company;
    const stored: BasicInfo = { ...info, company: saved.wechatQrFilename && wechatQrImageId ? { ...company, wechatQrImageId } : company };
    if (!(await writeIfUnchanged(tx, "saideInfo", stored.company, loadedVersion))) return "changed-meanwhile";
    await writeSetting(tx, "ownerEmails", stored.ownerEmails);
    await recordSave(tx, {
      entity: "basic-info",
      entityId: BASIC_INFO_ID,
      previous: {
        version: previous.version,
        data: await revisionData(tx, { company: previous.company, ownerEmails: previous.ownerEmails }),
      },
      saved: {
        version: loadedVersion + 1,
        data: { company: stored.company, ownerEmails: stored.ownerEmails, wechatQrFilename: saved.wechatQrFilename },
      },
      author,
    });
    return "saved";
  });
}

/** The addresses set in the dashboard, else the OWNER_EMAILS environment variable. */
export async function notificationRecipients(db: Database, fromEnvironment: string[]): Promise<string[]> {
  const stored = await readSetting(db, "ownerEmails");
  return stored.length > 0 ? stored : fromEnvironment;
}
