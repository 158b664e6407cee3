import { z } from "zod";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { messagesFor } from "~/i18n/catalogs";
import { translatorFileTexts } from "~/i18n/admin-translation-files";
import { languageEntry, languageNameIn, type Language } from "~/i18n/languages";
import type { RevisionAuthor } from "~/modules/revisions/revisions";
import { XLSX_CONTENT_TYPE } from "~/modules/spreadsheets/xlsx.server";
import { changesBySubject, checkImport, type ImportCheck, type ImportWarning, type ReadEntry } from "./import-check";
import type { Content, Inline } from "./inline-content";
import { readTranslationSheet, writeTranslationSheet } from "./translation-sheet.server";
import { listSubjects, saveSubjectTexts } from "./translation-subjects.server";
import {
  type ExportScope,
  inScope,
  maxIn,
  type Subject,
  subjectKey,
  subjectKinds,
  type TargetLanguage,
  targetLanguages,
  type TranslationUnit,
  unitsOf,
  unitWords,
} from "./translation-units";
import { readXliff, writeXliff, XLIFF_CONTENT_TYPE } from "./xliff";

/**
 * Files for translators (docs/decisions/050-translation-files.md): what each language still needs, the files to
 * download, and an uploaded file checked, previewed and applied.
 */

/** The largest translation file accepted, and the largest apply form (which carries the checked file's texts back). */
export const TRANSLATION_FILE_MAX_BYTES = 8 * 1024 * 1024;

export const translationFormats = ["xliff", "xlsx"] as const;
export type TranslationFormat = (typeof translationFormats)[number];

export type Units = { subjects: Subject[]; units: TranslationUnit[] };

/** Every record with texts, and their units in `language`: what a file and the editor hold. */
export async function unitsIn(db: DatabaseExecutor, language: TargetLanguage): Promise<Units> {
  const subjects = await listSubjects(db);
  return { subjects, units: subjects.flatMap((subject) => unitsOf(subject, language)) };
}

export type LanguageWork = { missing: number; stale: number; words: Record<ExportScope, number> };

/** Per language, how many texts are missing or out of date, and the words a file of each scope holds. */
export async function translationWork(db: DatabaseExecutor): Promise<Record<TargetLanguage, LanguageWork>> {
  const subjects = await listSubjects(db);
  return Object.fromEntries(
    targetLanguages.map((language) => {
      const units = subjects.flatMap((subject) => unitsOf(subject, language));
      const words = (scope: ExportScope) => units.filter((unit) => inScope(unit, scope)).reduce((sum, unit) => sum + unitWords(unit), 0);
      return [
        language,
        {
          missing: units.filter((unit) => unit.state === "missing").length,
          stale: units.filter((unit) => unit.state === "stale").length,
          words: { todo: words("todo"), all: words("all") },
        },
      ];
    }),
  ) as Record<TargetLanguage, LanguageWork>;
}

/** A unit's field (and paragraph or place) as `reader` reads it, as its record's editor names it. */
export function fieldLabelOf(unit: Pick<TranslationUnit, "kind" | "field" | "part">, reader: "en" | "zh"): string {
  const { translationFiles, translations } = messagesFor(reader).admin;
  const labels: Record<string, Record<string, string>> = {
    company: translations.company,
    "about-page": translations.about,
    category: translations.category,
    post: translations.post,
    "room-scene": translations.roomScene,
    product: { ...translations.product, slabSizes: translationFiles.slabSizes },
    option: translations.option,
    "gallery-photo": { alt: translationFiles.alt },
    image: { alt: translationFiles.alt },
    "home-page": translationFiles.homePage,
    navigation: translationFiles.navigation,
    "page-seo": translationFiles.pageSeo,
    "quote-terms": translationFiles.quoteTerms,
  };
  const label = labels[unit.kind]?.[unit.field.name] ?? unit.field.name;
  return unit.part === null ? label : (unit.field.shape === "items" ? translationFiles.item : translationFiles.part)(label, unit.part);
}

/** A record's name as `reader` reads it: its English name, a gallery photo's with its number in the gallery. */
export function subjectNameIn(subject: Pick<Subject, "name" | "place">, reader: "en" | "zh"): string {
  const { translationFiles } = messagesFor(reader).admin;
  return subject.place === undefined ? subject.name : translationFiles.photoName(subject.name, subject.place);
}

/** Where a unit shows, as `reader` reads it: the kind of record, its name, the field (and paragraph). */
export function whereOf(unit: TranslationUnit, reader: "en" | "zh"): string {
  const { translationFiles } = messagesFor(reader).admin;
  const name = subjectNameIn({ name: unit.subjectName, place: unit.subjectPlace }, reader);
  return translationFiles.where(translationFiles.kinds[unit.kind], name, fieldLabelOf(unit, reader));
}

function unitNotes(unit: TranslationUnit, language: TargetLanguage): string[] {
  return [
    whereOf(unit, "en"),
    translatorFileTexts.maxLength(maxIn(unit.field, language)),
    ...(unit.state === "stale" ? [translatorFileTexts.stale] : []),
    ...(unit.codes.length > 0 ? [translatorFileTexts.markup] : []),
  ];
}

/** The file of a language's texts (all, or those missing or out of date), with its word count in its header. */
export async function exportTranslationFile(db: DatabaseExecutor, language: TargetLanguage, scope: ExportScope, format: TranslationFormat) {
  const { units } = await unitsIn(db, language);
  const chosen = units.filter((unit) => inScope(unit, scope));
  const words = chosen.reduce((sum, unit) => sum + unitWords(unit), 0);
  const title = translatorFileTexts.title(languageNameIn(language, "en"), language);
  const notes = [title, translatorFileTexts.scope[scope], translatorFileTexts.words(words, chosen.length)];
  const filename = `translations-${language}-${scope}-${new Date().toISOString().slice(0, 10)}`;
  if (format === "xlsx") {
    const body = await writeTranslationSheet({
      language,
      title,
      notes: notes.slice(1),
      units: chosen.map((unit) => ({
        id: unit.id,
        where: whereOf(unit, "en"),
        max: maxIn(unit.field, language),
        source: unit.source,
        target: unit.target,
        note: unitNotes(unit, language).slice(2).join(" "),
      })),
    });
    return { body: new Uint8Array(body), filename: `${filename}.xlsx`, contentType: XLSX_CONTENT_TYPE };
  }
  const body = writeXliff({
    language: languageEntry(language).tag,
    notes,
    files: subjectKinds.map((kind) => ({
      id: kind,
      name: kind,
      units: chosen
        .filter((unit) => unit.kind === kind)
        .map((unit) => ({
          id: unit.id,
          name: whereOf(unit, "en"),
          notes: unitNotes(unit, language),
          source: unit.source,
          target: unit.target,
          codes: unit.codes,
          state: unit.state === "current" ? "translated" : "initial",
        })),
    })),
  });
  return { body, filename: `${filename}.xlf`, contentType: `${XLIFF_CONTENT_TYPE}; charset=utf-8` };
}

/** The language a file names: its code (an Excel sheet) or its BCP 47 tag (`trgLang`, "zh-CN"). */
function languageOfFile(named: string): Language | null {
  const lower = named.toLowerCase();
  return targetLanguages.find((language) => language === lower || languageEntry(language).tag.toLowerCase() === lower) ?? null;
}

export type ImportRefusal =
  | { problem: "damaged"; entry?: string }
  | { problem: "otherLanguage"; fileLanguage: string }
  | { problem: "changedMeanwhile" };

/** What the owner sees before applying: the changes, the entries left out, and the versions the changes were checked against. */
export type ImportPreview = { check: ImportCheck; entries: ReadEntry[]; versions: Record<string, number> };

/** Reads an uploaded file (an Excel sheet by its zip signature, XLIFF otherwise). */
export async function readTranslationFile(bytes: Buffer) {
  const isZip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (isZip) return readTranslationSheet(bytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false as const, problem: "damaged" as const };
  }
  return readXliff(text);
}

/** Checks a file for `language` against the texts as they are now; nothing is written. */
export async function previewImport(db: DatabaseExecutor, language: TargetLanguage, bytes: Buffer): Promise<ImportPreview | ImportRefusal> {
  const file = await readTranslationFile(bytes);
  if (!file.ok) return { problem: "damaged", entry: file.entry };
  if (languageOfFile(file.language) !== language) return { problem: "otherLanguage", fileLanguage: file.language };
  const { subjects, units } = await unitsIn(db, language);
  const check = checkImport(units, language, file.entries);
  const changed = new Set(check.changes.map((change) => `${change.unit.kind}:${change.unit.subjectId}`));
  const versions = Object.fromEntries(
    subjects.filter((subject) => changed.has(subjectKey(subject))).map((subject) => [subjectKey(subject), subject.version]),
  );
  // The apply form carries back only what changes: the rest has nothing to apply.
  const changing = new Set(check.changes.map((change) => change.unit.id));
  return { check, entries: file.entries.filter((entry) => changing.has(entry.id)), versions };
}

/**
 * What applying came to: the texts saved (with the entries left out, whose English changed or whose field is not
 * whole), the problems that refused everything, or a record saved since its versions were read.
 */
export type ApplyOutcome =
  | { applied: number; warnings: ImportWarning[] }
  | { problem: "problems"; check: ImportCheck }
  | { problem: "changedMeanwhile"; warnings: ImportWarning[] };

/**
 * Applies entries read from a previewed file, or written in the dashboard's editor: checked again against the texts as
 * they are now, refused when they have problems or a record they change was saved since `versions` were read;
 * otherwise every record changed is saved, one revision each.
 */
export async function applyImport(
  db: Database,
  language: TargetLanguage,
  previewed: Pick<ImportPreview, "entries" | "versions">,
  author: RevisionAuthor,
): Promise<ApplyOutcome> {
  return applyEntries(db, language, await unitsIn(db, language), previewed, author);
}

/** `applyImport` over the units already read, for a caller that names the entries from them too (the editor). */
export async function applyEntries(
  db: Database,
  language: TargetLanguage,
  { subjects, units }: Units,
  previewed: Pick<ImportPreview, "entries" | "versions">,
  author: RevisionAuthor,
): Promise<ApplyOutcome> {
  const check = checkImport(units, language, previewed.entries);
  if (check.problems.length > 0) return { problem: "problems", check };
  const changes = changesBySubject(subjects, units, check.changes);
  const { warnings } = check;
  if (changes.some(({ subject }) => previewed.versions[subjectKey(subject)] !== subject.version))
    return { problem: "changedMeanwhile", warnings };
  if ((await saveSubjectTexts(db, language, changes, author)) !== "saved") return { problem: "changedMeanwhile", warnings };
  return { applied: check.changes.length, warnings };
}

const inlineSchema: z.ZodType<Inline> = z.lazy(() =>
  z.union([
    z.string().max(100_000),
    z.object({ pc: z.string().max(10), children: z.array(inlineSchema).max(1000) }),
    z.object({ ph: z.string().max(10) }),
  ]),
);
const contentSchema: z.ZodType<Content> = z.array(inlineSchema).max(1000);

/** The previewed file as the apply form carries it back: the texts read from the file and the versions checked. */
export const previewedSchema = z.object({
  entries: z.array(z.object({ id: z.string().max(300), source: contentSchema, target: contentSchema.nullable() })).max(50_000),
  versions: z.record(z.string().max(300), z.number().int()),
});
