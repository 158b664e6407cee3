import { translatorFileTexts } from "~/i18n/admin-translation-files";
import { fromXlsx, toXlsx } from "~/modules/spreadsheets/xlsx.server";
import type { ReadEntry, ReadFile } from "./import-check";
import { type Content, contentOfTagged, taggedText } from "./inline-content";

/**
 * The translation file as an Excel sheet, for a translator without a CAT tool (docs/decisions/050-translation-files.md):
 * a first row naming the language (its code in B1) and the words to translate, a row of column names, then one row per
 * text: id, where it shows, max length, source, target, note. Markup is written as numbered tags (`<1>…</1>`).
 */

export type SheetUnit = { id: string; where: string; max: number; source: Content; target: Content | null; note: string };

/** Rows before the texts: the file's line and the column names. */
const HEADER_ROWS = 2;

export async function writeTranslationSheet(sheet: { language: string; title: string; notes: string[]; units: SheetUnit[] }) {
  const { columns, target } = translatorFileTexts;
  const rows = [
    [sheet.title, sheet.language, ...sheet.notes],
    [...columns.slice(0, 4), target(sheet.language), ...columns.slice(5)],
    ...sheet.units.map((unit) => [
      unit.id,
      unit.where,
      String(unit.max),
      taggedText(unit.source),
      unit.target === null ? "" : taggedText(unit.target),
      unit.note,
    ]),
  ];
  return toXlsx(rows, { headerRows: HEADER_ROWS, columnWidths: [28, 36, 8, 60, 60, 36] });
}

const cell = (row: readonly string[], index: number) => row[index] ?? "";

/** Reads a sheet written by `writeTranslationSheet`; anything else, or a file that is no spreadsheet, is damaged. */
export async function readTranslationSheet(bytes: Buffer): Promise<ReadFile> {
  let rows: string[][];
  try {
    rows = await fromXlsx(bytes);
  } catch {
    return { ok: false, problem: "damaged" };
  }
  const language = cell(rows[0] ?? [], 1).trim();
  if (language === "" || cell(rows[1] ?? [], 0) !== translatorFileTexts.columns[0]) return { ok: false, problem: "damaged" };
  const entries: ReadEntry[] = [];
  for (const row of rows.slice(HEADER_ROWS)) {
    const id = cell(row, 0).trim();
    if (id === "") continue;
    // A source whose tags no longer nest reads as changed, so the entry is not applied; a target's is refused as lost markup.
    entries.push({ id, source: contentOfTagged(cell(row, 3)) ?? [cell(row, 3)], target: contentOfTagged(cell(row, 4)) });
  }
  return { ok: true, language, entries };
}
