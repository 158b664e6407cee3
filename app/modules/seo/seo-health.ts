import type { Language } from "~/i18n/languages";
import type { Paging } from "~/modules/http/paging";
import type { Light, SeoCheck, TitleOwner } from "./seo-checklist";
import type { SubjectKind } from "./seo-subjects";

/** The SEO health screen's list: every check that is not good, problems first, a page at a time. */

/** One check that is not good, with the page it is about. */
export type SeoFinding = { owner: TitleOwner; kind: SubjectKind; language: Language; check: SeoCheck & { fix: string | null } };

export const SEO_FINDINGS_PAGE_SIZE = 50;
export const findingFilters = ["all", "problem"] as const;
export type FindingFilter = (typeof findingFilters)[number];

export type SeoHealth = { subjects: number; counts: Record<Light, number>; findings: SeoFinding[]; paging: Paging };
