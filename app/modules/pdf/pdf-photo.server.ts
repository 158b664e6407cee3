import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import type { Storage } from "~/modules/storage/storage.server";
import type { SheetPhoto } from "./pdf-layout.server";

/**
 * A stored image as a PDF draws it: a JPEG at most `width` pixels wide on white. A missing or damaged file is no
 * photo, so the document goes out without it rather than not at all.
 */
export async function loadPdfPhoto(storage: Storage, key: string | null, width: number): Promise<SheetPhoto | null> {
  const stored = key ? await storage.get(key) : null;
  if (!stored) return null;
  try {
    const { data, info } = await sharp(await buffer(stored.body))
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** The stored image key behind a photo address of ours ("/media/<key>"); an address elsewhere has none. */
export const storedPhotoKey = (src: string): string | null => (src.startsWith("/media/") ? src.slice("/media/".length) : null);
