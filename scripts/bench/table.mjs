// Plain-text tables for the terminal: right-aligned numbers, left-aligned labels.

/** `rows` are arrays of cells already formatted as strings; the first column is left-aligned. */
export function formatTable(headers, rows) {
  const widths = headers.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join("  ");
  return [line(headers), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const ms = (value) => (value === undefined ? "-" : value.toFixed(value < 10 ? 1 : 0));
export const perSecond = (value) => value.toFixed(0);
