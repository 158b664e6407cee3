import { noPictureSources } from "~/modules/media/picture-sources";
import type { RouterContextProvider } from "react-router";
import { formatDateTime } from "~/modules/dates";
import { listMediaChoices } from "~/modules/media/media.server";
import type { SiteImage } from "~/modules/media/media";
import type { PageDocumentKey } from "./page-documents";
import { readPageDocument } from "./page-drafts.server";
import { isSitePath } from "./site-images";

/**
 * What every web-pages editor loads: the draft if there is one (else the published version), the
 * versions it was read at, and when the draft was saved in the site's time zone.
 */
export async function loadPageEditor<K extends PageDocumentKey>(context: Readonly<RouterContextProvider>, key: K) {
  const { db, config } = context.services;
  const document = await readPageDocument(db, key);
  return {
    editing: document.draft ?? document.published,
    version: document.version,
    draftStamp: document.draftStamp,
    draftSavedAt: document.draftStamp ? formatDateTime(new Date(Number(document.draftStamp)), config.SITE_TIME_ZONE) : null,
  };
}

/** The library's images for the pickers, plus any picture a document still names by address (docs/requirements/records.md#first-document-shapes), so editing keeps it. */
export async function imageChoices(
  context: Readonly<RouterContextProvider>,
  references: string[],
  earlierImageLabel: string,
): Promise<SiteImage[]> {
  const library = await listMediaChoices(context.services.db);
  const addresses = [...new Set(references.filter(isSitePath))];
  const earlier = addresses.map((src) => ({
    id: src,
    filename: src,
    src,
    ...noPictureSources,
    width: 0,
    height: 0,
    alt: { en: "", zh: earlierImageLabel },
  }));
  return [...library, ...earlier];
}
