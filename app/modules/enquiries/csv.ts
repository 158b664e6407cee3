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
