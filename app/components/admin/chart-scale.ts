/**
 * A value axis for counts: a round maximum at or above the largest value and evenly spaced whole-number
 * ticks from 0 (1, 2 or 5 times a power of ten apart), so gridlines land on numbers people read easily.
 */
export function countAxis(largest: number, targetTicks = 4): { max: number; ticks: number[] } {
  if (largest <= 0) return { max: 1, ticks: [0, 1] };
  const roughStep = largest / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(roughStep));
  const step = Math.max(1, [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= roughStep)!);
  const max = Math.ceil(largest / step) * step;
  return { max, ticks: Array.from({ length: max / step + 1 }, (_, index) => index * step) };
}

/** Which of `count` days get a date label: every one for a week, then every 5th or 15th, always including the last (today). */
export function labelledDays(count: number): Set<number> {
  const stride = count <= 7 ? 1 : count <= 31 ? 5 : 15;
  const labelled = new Set<number>();
  for (let index = count - 1; index >= 0; index -= stride) labelled.add(index);
  return labelled;
}
