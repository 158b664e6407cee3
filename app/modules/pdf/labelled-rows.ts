/** A printed document's row: a label and its value, such as "Valid until" and a date. */
export type LabelledValue = { label: string; value: string };

/** Rows without a value are left out, so an unfilled field never prints an empty line. */
export function filled(rows: LabelledValue[]): LabelledValue[] {
  return rows.filter((row) => row.value.trim() !== "");
}
