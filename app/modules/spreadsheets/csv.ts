import { parse } from "csv-parse/sync";

/** Excel reads a UTF-8 file as the local code page unless it starts with this mark; Chinese would be garbled. */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A spreadsheet runs a cell starting with one of these as a formula; a buyer's text must never run.
 * A leading quote makes the spreadsheet show it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 rows (CRLF, quotes doubled), with the byte-order mark first. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BYTE_ORDER_MARK + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/**
 * The rows of a CSV file as text cells, as `toCsv` or a spreadsheet wrote them: the byte-order mark dropped, and the
 * quote `toCsv` put before a formula-like cell taken off again, so a file read back holds what was written.
 * Throws on a file that is not CSV (an unclosed quote, invalid UTF-8).
 */
export function fromCsv(bytes: Uint8Array): string[][] {
  const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  const rows: string[][] = parse(text, { bom: true, relax_column_count: true });
  return rows.map((row) => row.map((cell) => (cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell)));
}
