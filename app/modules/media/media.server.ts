import { randomUUID } from "node:crypto";
import { desc, inArray } from "drizzle-orm";
import type { DatabaseExecutor } from "~/database/client.server";
import { media } from "~/database/schema";
import { storeImageVariants } from "~/modules/storage/images.server";
import type { Storage } from "~/modules/storage/storage.server";
import { siteImageOf, type SiteImage } from "./media";

/** Library files live under their own prefix, one random base key per upload, so a replaced image never reuses an address. */
export const newMediaKey = () => `library/${randomUUID()}`;

/** Resizes an uploaded image into its responsive variants and adds it to the library. */
export async function storeMedia(
  db: DatabaseExecutor,
  storage: Storage,
  upload: { bytes: Buffer; filename: string; alt?: { en: string; zh: string } },
  uploadedBy: string | null,
): Promise<SiteImage> {
  const baseKey = newMediaKey();
  const stored = await storeImageVariants(storage, upload.bytes, baseKey);
  const largest = stored.variants.find((variant) => variant.format === "jpeg")!;
  const [row] = await db
    .insert(media)
    .values({
      baseKey,
      filename: upload.filename,
      width: largest.width,
      height: largest.height,
      variants: stored.variants,
      altEn: upload.alt?.en ?? "",
      altZh: upload.alt?.zh ?? "",
      uploadedBy,
    })
    .returning();
  return siteImageOf(row!);
}

/** The library images with these ids; ids of deleted images are simply absent, so a page shows nothing rather than breaking. */
export async function resolveImages(db: DatabaseExecutor, ids: readonly (string | null | undefined)[]): Promise<Map<string, SiteImage>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(media).where(inArray(media.id, wanted));
  return new Map(rows.map((row) => [row.id, siteImageOf(row)]));
}

/** Every library image, newest first, for the dashboard's image pickers. */
export async function listMediaChoices(db: DatabaseExecutor): Promise<SiteImage[]> {
  const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  return rows.map(siteImageOf);
}
