import { formatCount, formatShare, shareOf } from "./chart-format";

export type ShareRow = { key: string; label: string; visits: number };

/**
 * Horizontal bars, one per row, each as long as the row's share of `total`, with the count and the
 * percentage printed beside it; the bars are decoration (hidden from screen readers), the text carries the numbers.
 */
export function ShareBars({
  rows,
  total,
  countLabel,
  wideLabels = false,
}: {
  rows: ShareRow[];
  total: number;
  countLabel: (count: string) => string;
  wideLabels?: boolean;
}) {
  return (
    <dl className="space-y-2 text-sm">
      {rows.map((row) => (
        <div
          key={row.key}
          data-share={row.key}
          className={`grid items-center gap-x-3 gap-y-1 ${wideLabels ? "grid-cols-[minmax(0,1fr)_auto]" : "grid-cols-[7.5rem_minmax(0,1fr)_8.5rem]"}`}
        >
          <dt className={wideLabels ? "min-w-0 break-all font-mono text-xs" : "text-stone-700"}>{row.label}</dt>
          <dd className={wideLabels ? "order-last col-span-2" : ""}>
            <svg viewBox="0 0 100 4" preserveAspectRatio="none" aria-hidden="true" className="h-2.5 w-full">
              <rect width="100" height="4" rx="1" className="fill-stone-100" />
              <rect width={shareOf(row.visits, total) * 100} height="4" rx="1" className="fill-brand-600" />
            </svg>
          </dd>
          <dd className="whitespace-nowrap text-right tabular-nums text-stone-700">
            <data value={row.visits}>{countLabel(formatCount(row.visits))}</data>
            <span className="ml-2 text-stone-500">{formatShare(row.visits, total)}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
