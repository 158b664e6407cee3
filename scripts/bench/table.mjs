// Plain-text tables for the terminal: right-aligned numbers, left-aligned labels.

/**
 * `rows` are arrays of cells already formatted as strings; the first column is left-aligned.
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
export function formatTable(headers, rows) {
  const widths = headers.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  /** @param {(string | number)[]} cells */
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column] ?? 0) : String(cell).padStart(widths[column] ?? 0)))
      .join("  ");
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
export const ms = (/** @type {number | undefined} */ value) => (value === undefined ? "-" : value.toFixed(value < 10 ? 1 : 0));
export const perSecond = (/** @type {number} */ value) => value.toFixed(0);
