import { z } from "zod";
import { contentText } from "./inline-content";
import type { Subject, TargetLanguage, TranslationUnit, UnitState } from "./translation-units";

/**
 * The dashboard's translation editor (docs/decisions/056-translation-editor.md): a language's texts, the same units a
 * file holds, shown record by record to translate in place. The query and the save form are read by one schema each
 * in the browser and on the server.
 */

export const TRANSLATION_EDITOR_PATH = "/dashboard/translations";

/** Records on one page: a catalogue of a thousand products pages instead of drawing thousands of fields. */
export const EDITOR_SUBJECTS_PER_PAGE = 20;

export const editorFilters = ["missing", "stale", "all"] as const;
export type EditorFilter = (typeof editorFilters)[number];

/** Which texts the page shows; an address typed wrong shows the first page of what is missing rather than an error. */
export const editorQuerySchema = z.object({
  filter: z.enum(editorFilters).catch("missing"),
  q: z.string().trim().max(200).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type EditorQuery = z.output<typeof editorQuerySchema>;

/** The editor of a language, keeping only what differs from the first page of what is missing. */
export function editorPath(language: TargetLanguage, query: Partial<EditorQuery> = {}): string {
  const search = new URLSearchParams();
  if (query.filter && query.filter !== "missing") search.set("filter", query.filter);
  if (query.q) search.set("q", query.q);
  if (query.page && query.page > 1) search.set("page", String(query.page));
  const rest = search.toString();
  return `${TRANSLATION_EDITOR_PATH}/${language}${rest ? `?${rest}` : ""}`;
}

/**
 * One record's texts as the translator sends them: each unit's id, its English as the page showed it (so a change
 * made since is noticed, as in a file) and the translation written, with the record's version when the page was read.
 * Markup travels as the spreadsheet's numbered codes (`<1>…</1>`).
 */
export const subjectFormSchema = z.object({
  subject: z.string().min(1).max(300),
  version: z.coerce.number().int().min(0),
  entries: z
    .array(
      z.object({
        id: z.string().min(1).max(300),
        source: z.string().max(100_000).default(""),
        target: z.string().max(100_000).default(""),
      }),
    )
    .min(1)
    .max(500),
});
export type SubjectForm = z.output<typeof subjectFormSchema>;

export type SubjectUnits = { subject: Subject; units: TranslationUnit[] };

const shows = (state: UnitState, filter: EditorFilter) =>
  filter === "all" || (filter === "missing" ? state === "missing" : state === "stale");

/** Whether a record's name, or a text of it in English or in the language, holds what is searched for. */
function matches({ subject, units }: SubjectUnits, search: string): boolean {
  if (search === "") return true;
  const holds = (text: string) => text.toLocaleLowerCase().includes(search);
  return (
    holds(subject.name) ||
    units.some((unit) => holds(contentText(unit.source)) || (unit.target !== null && holds(contentText(unit.target))))
  );
}

export type EditorPage = {
  subjects: SubjectUnits[];
  page: number;
  pages: number;
  /** Texts in the language by state, over every record: what the filter's choices count. */
  counts: Record<EditorFilter, number>;
};

/**
 * The page of records the query asks for: those with a text in the filter's state that match the search, each with
 * only those texts, in the files' order; a page past the last shows the last.
 */
export function editorPage(all: readonly SubjectUnits[], query: EditorQuery): EditorPage {
  const search = query.q.toLocaleLowerCase();
  const chosen = all
    .filter((entry) => matches(entry, search))
    .map(({ subject, units }) => ({ subject, units: units.filter((unit) => shows(unit.state, query.filter)) }))
    .filter(({ units }) => units.length > 0);
  const pages = Math.max(1, Math.ceil(chosen.length / EDITOR_SUBJECTS_PER_PAGE));
  const page = Math.min(query.page, pages);
  const units = all.flatMap((entry) => entry.units);
  return {
    subjects: chosen.slice((page - 1) * EDITOR_SUBJECTS_PER_PAGE, page * EDITOR_SUBJECTS_PER_PAGE),
    page,
    pages,
    counts: {
      missing: units.filter((unit) => unit.state === "missing").length,
      stale: units.filter((unit) => unit.state === "stale").length,
      all: units.length,
    },
  };
}
