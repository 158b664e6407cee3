export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * One sheet of text cells, the first `headerRows` bold and kept in view; with `columnWidths` (in characters) long texts wrap. Every cell is typed text, so a buyer's "=..." is shown, never run as a
 * formula, and a phone number keeps its leading zeros and "+" instead of becoming a number.
 */
export async function toXlsx(
  rows: readonly (readonly string[])[],
  { headerRows = 1, columnWidths }: { headerRows?: number; columnWidths?: readonly number[] } = {},
): Promise<Buffer> {
  // Loaded at the first download rather than at every start: 78 modules that few requests need.
  const { default: writeExcelFile } = await import("write-excel-file/node");
  const sheet = rows.map((row, index) =>
    row.map((value) => ({
      value,
      type: String,
      format: "@",
      ...(index < headerRows ? { fontWeight: "bold" as const } : { wrap: columnWidths !== undefined }),
    })),
  );
  const columns = columnWidths?.map((width) => ({ width }));
  return writeExcelFile(sheet, { stickyRowsCount: headerRows, ...(columns ? { columns } : {}) }).toBuffer();
}

/**
 * The first sheet of an Excel file as text cells: numbers and yes/no cells a spreadsheet typed are written as text
 * ("20", "true"), an empty cell as "". Throws on a file that is not an Excel workbook.
 */
export async function fromXlsx(file: string | Buffer): Promise<string[][]> {
  const { readSheet } = await import("read-excel-file/node");
  const rows = await readSheet(file, { trim: false });
  return rows.map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? "" : cell instanceof Date ? cell.toISOString() : String(cell))),
  );
}
