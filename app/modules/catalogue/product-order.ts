/** Two neighbours' orders closer than this leave no room worth using: the list is renumbered first. */
const MIN_GAP = 1e-6;

/**
 * The order that puts a product between its new neighbours, so a move writes one row: the midpoint
 * of the two, one before the first, or after the last but still below `count`, the order given to the
 * next new product (docs/requirements/records.md#products), so that one keeps landing at the end. Null when the neighbours are too close (or
 * tied, as old data may be): the caller renumbers 0, 1, 2… and asks again.
 */
export function orderBetween(before: number | null, after: number | null, count: number): number | null {
  if (before === null && after === null) return 0;
  if (before === null) return after! - 1;
  if (after === null) return count - before > MIN_GAP ? (before + count) / 2 : before + 1;
  return after - before > MIN_GAP ? (before + after) / 2 : null;
}

/** Where a move asks to go, as a position among the other products counted from 0. */
export function targetPosition(from: number, to: "up" | "down" | number, count: number): number {
  const wanted = to === "up" ? from - 1 : to === "down" ? from + 1 : to;
  return Math.min(Math.max(wanted, 0), count - 1);
}
