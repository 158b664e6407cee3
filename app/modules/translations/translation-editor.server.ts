import type { Database, DatabaseExecutor } from "~/database/client.server";
import type { DashboardLanguage } from "~/database/roles";
import { messagesFor } from "~/i18n/catalogs";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import type { ReadEntry } from "./import-check";
import { contentOfTagged, taggedText } from "./inline-content";
import { problemText } from "./problem-text";
import { editorPage, type EditorFilter, type EditorQuery, type SubjectForm } from "./translation-editor";
import { applyEntries, fieldLabelOf, subjectNameIn, unitsIn, whereOf } from "./translation-files.server";
import {
  maxIn,
  parseUnitId,
  type Subject,
  subjectKey,
  type TargetLanguage,
  type TranslationUnit,
  type UnitState,
} from "./translation-units";

/**
 * The translation editor's reading and saving (docs/decisions/056-translation-editor.md): the units a file holds,
 * grouped by record, and a record's texts saved through the file import's own check and apply, so both refuse and
 * store alike.
 */

export type EditorUnitView = {
  id: string;
  /** The field (and paragraph or place) in the reader's language. */
  label: string;
  /** The English, and the translation stored, with markup as numbered codes. */
  source: string;
  target: string;
  state: UnitState;
  max: number;
  hasCodes: boolean;
};
export type EditorSubjectView = { key: string; heading: string; version: number; units: EditorUnitView[] };
export type EditorView = { subjects: EditorSubjectView[]; page: number; pages: number; counts: Record<EditorFilter, number> };

/** How the reader names a record: its kind, and its English name where it has one. */
function headingOf(subject: Subject, reader: DashboardLanguage): string {
  const text = messagesFor(reader).admin;
  return text.translationEditor.subject(text.translationFiles.kinds[subject.kind], subjectNameIn(subject, reader));
}

function unitsBySubject(units: readonly TranslationUnit[]): Map<string, TranslationUnit[]> {
  const grouped = new Map<string, TranslationUnit[]>();
  for (const unit of units) {
    const key = subjectKey({ kind: unit.kind, id: unit.subjectId });
    grouped.set(key, [...(grouped.get(key) ?? []), unit]);
  }
  return grouped;
}

/** The page of a language's texts the query asks for, labelled in the reader's language. */
export async function readTranslationEditor(
  db: DatabaseExecutor,
  language: TargetLanguage,
  query: EditorQuery,
  reader: DashboardLanguage,
): Promise<EditorView> {
  const { subjects, units } = await unitsIn(db, language);
  const grouped = unitsBySubject(units);
  const page = editorPage(
    subjects.map((subject) => ({ subject, units: grouped.get(subjectKey(subject)) ?? [] })),
    query,
  );
  return {
    ...page,
    subjects: page.subjects.map(({ subject, units: shown }) => ({
      key: subjectKey(subject),
      heading: headingOf(subject, reader),
      version: subject.version,
      units: shown.map((unit) => ({
        id: unit.id,
        label: fieldLabelOf(unit, reader),
        source: taggedText(unit.source),
        target: unit.target === null ? "" : taggedText(unit.target),
        state: unit.state,
        max: maxIn(unit.field, language),
        hasCodes: unit.codes.length > 0,
      })),
    })),
  };
}

/** What a save came to, worded for the reader: errors by the form's fields (`entries[n].target`) and for the whole record. */
export type EditorSaveResult =
  | { ok: true; message: string; notSaved: string[] }
  | { ok: false; status: 400 | 409; formErrors: string[]; fieldErrors: Record<string, string[]> };

/**
 * Saves one record's texts in the language as the file import applies a file: every entry checked against the texts
 * now (limit, script, markup, the English as the page showed it), one revision for the record, refused when the record
 * was saved since the page read `form.version`.
 */
export async function saveEditorSubject(
  db: Database,
  language: TargetLanguage,
  form: SubjectForm,
  author: RevisionAuthor,
  reader: DashboardLanguage,
): Promise<EditorSaveResult> {
  const { admin: messages, errors } = messagesFor(reader);
  const text = messages.translationEditor;
  // Every entry must be a text of the record the form was drawn for: its version is all that is checked.
  const ownEntries = form.entries.every((entry) => {
    const parsed = parseUnitId(entry.id);
    return parsed !== null && subjectKey({ kind: parsed.kind, id: parsed.subjectId }) === form.subject;
  });
  if (!ownEntries) return { ok: false, status: 400, formErrors: [errors.badRequest], fieldErrors: {} };
  const entries: ReadEntry[] = form.entries.map((entry) => ({
    id: entry.id,
    source: contentOfTagged(entry.source) ?? [entry.source],
    target: contentOfTagged(entry.target),
  }));
  const read = await unitsIn(db, language);
  const byId = new Map(read.units.map((unit) => [unit.id, unit]));
  const where = (id: string) => {
    const unit = byId.get(id);
    return unit ? whereOf(unit, reader) : id;
  };
  const outcome = await applyEntries(db, language, read, { entries, versions: { [form.subject]: form.version } }, author);
  // Each message also beside the field it is about, so the translator finds it in a long record.
  const fieldErrors: Record<string, string[]> = {};
  const worded = (entry: string, message: string) => {
    const index = form.entries.findIndex((candidate) => candidate.id === entry);
    if (index >= 0) fieldErrors[`entries[${index}].target`] = [message];
    return message;
  };
  if ("problem" in outcome && outcome.problem === "problems") {
    const languageName = messages.translations.languageNames[language];
    const formErrors = outcome.check.problems.map((problem) =>
      worded(problem.entry, problemText(problem, text.problems, where, languageName)),
    );
    return { ok: false, status: 400, formErrors, fieldErrors };
  }
  const left = outcome.warnings.map((warning) =>
    worded(warning.entry, (warning.code === "sourceChanged" ? text.englishChanged : text.incomplete)(where(warning.entry))),
  );
  if ("problem" in outcome) {
    // The record was saved meanwhile: where its English changed, that says why; otherwise someone else saved it.
    const englishChanged = outcome.warnings.filter((warning) => warning.code === "sourceChanged");
    return { ok: false, status: 409, formErrors: englishChanged.length > 0 ? left : [text.changedMeanwhile], fieldErrors };
  }
  if (outcome.applied === 0 && left.length > 0) return { ok: false, status: 409, formErrors: left, fieldErrors };
  const subject = read.subjects.find((candidate) => subjectKey(candidate) === form.subject);
  const heading = subject ? headingOf(subject, reader) : form.subject;
  return { ok: true, message: outcome.applied === 0 ? text.nothingChanged(heading) : text.saved(heading, outcome.applied), notSaved: left };
}
