import type { Database, DatabaseExecutor } from "~/database/client.server";
import { resolveImages } from "~/modules/media/media.server";
import { recordSave } from "~/modules/revisions/revisions.server";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { readVersionedDocument, writeDocumentIfUnchanged } from "~/modules/site-settings/site-settings.server";
import { QUOTE_SETTINGS_ID, quoteSettingsDocument, type QuoteSettings } from "./quote-settings";

/** The owner's quote defaults with the version they were read at: the built-in defaults, version 0, until first saved. */
export async function readQuoteSettings(db: DatabaseExecutor): Promise<{ settings: QuoteSettings; version: number }> {
  const { value, version } = await readVersionedDocument(db, quoteSettingsDocument);
  return { settings: value, version };
}

/**
 * Saves the quote defaults unless someone saved them since `loadedVersion`, keeping the replaced state as a revision.
 * A logo deleted from the library meanwhile is left out rather than kept as an id that prints nothing.
 */
export async function saveQuoteSettings(
  db: Database,
  settings: QuoteSettings,
  loadedVersion: number,
  author: RevisionAuthor,
): Promise<"saved" | "changed-meanwhile"> {
  return db.transaction(async (tx) => {
    const previous = await readQuoteSettings(tx);
    const { logoImageId, ...withoutLogo } = settings;
    const logoExists = logoImageId !== undefined && (await resolveImages(tx, [logoImageId])).has(logoImageId);
    const stored: QuoteSettings = logoExists ? settings : withoutLogo;
    if (!(await writeDocumentIfUnchanged(tx, quoteSettingsDocument, stored, loadedVersion))) return "changed-meanwhile";
    await recordSave(tx, {
      entity: "quote-settings",
      entityId: QUOTE_SETTINGS_ID,
      previous: { version: previous.version, data: previous.settings },
      saved: { version: loadedVersion + 1, data: stored },
      author,
    });
    return "saved";
  });
}
