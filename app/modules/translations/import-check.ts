import type { RichTextDocument } from "~/database/schema";
import {
  type Content,
  contentLength,
  contentText,
  inlineNodes,
  isBlank,
  keepsCodes,
  taggedText,
  textBlocks,
  withBlockContents,
} from "./inline-content";
import { inLanguageScript, maxIn, type Subject, type TargetLanguage, type TranslationUnit } from "./translation-units";

/**
 * What an imported translation file would change, checked before anything does (docs/decisions/050-translation-files.md).
 * A problem refuses the whole file; a warning leaves out its entry and lets the rest apply.
 */

/** A unit as a translator sent it back: its source (to compare with the English now) and its target, null when its tags do not nest. */
export type ReadEntry = { id: string; source: Content; target: Content | null };
export type ReadFile = { ok: true; language: string; entries: ReadEntry[] } | { ok: false; problem: "damaged"; entry?: string };

export type ImportProblem =
  | { code: "unknown" | "duplicate" | "markup"; entry: string }
  | { code: "tooLong"; entry: string; max: number; length: number }
  | { code: "script"; entry: string };
export type ImportWarning = { code: "sourceChanged" | "incomplete"; entry: string; unit: TranslationUnit; after: Content | null };
export type ImportChange = { unit: TranslationUnit; before: Content | null; after: Content };

export type ImportCheck = { problems: ImportProblem[]; warnings: ImportWarning[]; changes: ImportChange[] };

const same = (a: Content | null, b: Content | null) => a !== null && b !== null && taggedText(a) === taggedText(b);

/**
 * A source read back is the English still when only its white space differs: a tool may re-indent what XML lets it,
 * even between two codes where the English has none.
 */
const sameSource = (a: Content, b: Content) => {
  const unspaced = (content: Content) => taggedText(content).replace(/\s+/g, "");
  return unspaced(a) === unspaced(b);
};

/** Each entry against the texts as they are now: known, English unchanged, markup kept, within the limit, in the language's script. */
export function checkImport(units: readonly TranslationUnit[], language: TargetLanguage, entries: readonly ReadEntry[]): ImportCheck {
  const byId = new Map(units.map((unit) => [unit.id, unit]));
  const seen = new Set<string>();
  const result: ImportCheck = { problems: [], warnings: [], changes: [] };
  for (const entry of entries) {
    const unit = byId.get(entry.id);
    if (!unit) {
      result.problems.push({ code: "unknown", entry: entry.id });
      continue;
    }
    if (seen.has(entry.id)) {
      result.problems.push({ code: "duplicate", entry: entry.id });
      continue;
    }
    seen.add(entry.id);
    const { target } = entry;
    // Not translated, or sent back as stored: nothing to do.
    if ((target !== null && isBlank(target)) || same(target, unit.target)) continue;
    if (!sameSource(entry.source, unit.source)) {
      result.warnings.push({ code: "sourceChanged", entry: entry.id, unit, after: target });
      continue;
    }
    if (target === null || !keepsCodes(unit.source, target)) {
      result.problems.push({ code: "markup", entry: entry.id });
      continue;
    }
    const length = contentLength(target);
    const max = maxIn(unit.field, language);
    if (length > max) {
      result.problems.push({ code: "tooLong", entry: entry.id, max, length });
      continue;
    }
    // A name kept as in the English ("Calacatta Gold") is a translation too; anything else must read as the language.
    if (contentText(target) !== contentText(unit.source) && !inLanguageScript(contentText(target), language)) {
      result.problems.push({ code: "script", entry: entry.id });
      continue;
    }
    result.changes.push({ unit, before: unit.target, after: target });
  }
  return withWholeFields(units, result);
}

const fieldKey = (unit: TranslationUnit) => `${unit.kind}:${unit.subjectId}:${unit.field.name}`;

/**
 * A field of several parts (paragraphs, a body's blocks) is written whole: a change applies only when every part then
 * has a translation, from the file or already stored; otherwise its parts are left out with a warning. Separate names
 * (a product's slab sizes) apply one by one.
 */
function withWholeFields(units: readonly TranslationUnit[], check: ImportCheck): ImportCheck {
  const changed = new Map(check.changes.map((change) => [change.unit.id, change]));
  const incomplete = new Set(
    units
      .filter((unit) => unit.part !== null && unit.field.shape !== "items" && !changed.has(unit.id) && unit.target === null)
      .map(fieldKey)
      .filter((key) => check.changes.some((change) => fieldKey(change.unit) === key)),
  );
  return {
    problems: check.problems,
    warnings: [
      ...check.warnings,
      ...check.changes
        .filter((change) => incomplete.has(fieldKey(change.unit)))
        .map((change) => ({ code: "incomplete" as const, entry: change.unit.id, unit: change.unit, after: change.after })),
    ],
    changes: check.changes.filter((change) => !incomplete.has(fieldKey(change.unit))),
  };
}

/** One record's new texts in the language, by field, as its editor would store them. */
export type SubjectChange = { subject: Subject; fields: Record<string, unknown> };

/** The changes grouped by record, each field as its stored value: a text, a list of paragraphs, or the English body translated block by block. */
export function changesBySubject(
  subjects: readonly Subject[],
  units: readonly TranslationUnit[],
  changes: readonly ImportChange[],
): SubjectChange[] {
  const after = new Map(changes.map((change) => [change.unit.id, change.after]));
  const changedFields = new Set(changes.map((change) => fieldKey(change.unit)));
  return subjects.flatMap((subject) => {
    const fields: Record<string, unknown> = {};
    for (const key of changedFields) {
      const fieldUnits = units.filter((unit) => unit.kind === subject.kind && unit.subjectId === subject.id && fieldKey(unit) === key);
      const [first] = fieldUnits;
      if (!first) continue;
      const parts = fieldUnits.map((unit) => ({ unit, content: after.get(unit.id) ?? unit.target ?? [] }));
      switch (first.field.shape) {
        case "text":
          fields[first.field.name] = contentText(parts[0]!.content);
          break;
        case "paragraphs":
        case "items": {
          // By the English's places: a blank English part stays blank, as does a name not translated.
          const byPart = new Map(parts.map((part) => [part.unit.part, contentText(part.content).trim()]));
          const english = subject.written.texts.en[first.field.name];
          fields[first.field.name] = (Array.isArray(english) ? english : []).map((_, index) => byPart.get(index + 1) ?? "");
          break;
        }
        case "richText": {
          const english = subject.written.texts.en[first.field.name] as RichTextDocument;
          if (textBlocks(english).length !== parts.length) continue;
          fields[first.field.name] = withBlockContents(
            english,
            parts.map((part) => inlineNodes(part.content, part.unit.codes)),
          );
          break;
        }
      }
    }
    return Object.keys(fields).length > 0 ? [{ subject, fields }] : [];
  });
}
