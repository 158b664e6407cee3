import type { RevisionEntity } from "~/modules/revisions/revisions";

/** The web-pages tab's documents, each with the name its revisions are filed under. */
export const pageDocuments = { homePage: "home-page", aboutPage: "about-page", pageSeo: "page-seo" } as const satisfies Record<string, RevisionEntity>;
export type PageDocumentKey = keyof typeof pageDocuments;

/** Each page document is one per site; its revisions are filed under this id. */
export const PAGE_DOCUMENT_ID = "site";

/** What a web-pages editor tells the owner after an action; the page turns the code into text. */
export type DraftNotice = "draftSaved" | "published" | "discarded" | "noDraft" | "changedMeanwhile" | "publishedMeanwhile";
