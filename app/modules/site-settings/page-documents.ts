import { z } from "zod";
import type { RevisionEntity } from "~/modules/revisions/revisions";

/** The web-pages tab's documents, each with the name its revisions are filed under. */
export const pageDocuments = { homePage: "home-page", aboutPage: "about-page", pageSeo: "page-seo" } as const satisfies Record<
  string,
  RevisionEntity
>;
export type PageDocumentKey = keyof typeof pageDocuments;

/** Each page document is one per site; its revisions are filed under this id. */
export const PAGE_DOCUMENT_ID = "site";

/** What a web-pages editor tells the owner after an action; the page turns the code into text. */
export type DraftNotice = "draftSaved" | "published" | "discarded" | "noDraft" | "changedMeanwhile" | "publishedMeanwhile";

/** What an editor saw when it loaded: the published version and the draft's stamp; every save, publish and discard names them. */
export const seenFields = { version: z.coerce.number().int().min(0), draftStamp: z.string().regex(/^\d*$/).max(20).default("") };
