import { useId } from "react";
import { formatCount, formatLongDay, formatShortDay } from "./chart-format";
import { countAxis, labelledDays } from "./chart-scale";

const WIDTH = 720;
const HEIGHT = 240;
// The right margin leaves room for half of the last date label, centred under today.
const PLOT = { left: 52, right: 20, top: 12, bottom: 30 };
const PLOT_WIDTH = WIDTH - PLOT.left - PLOT.right;
const PLOT_HEIGHT = HEIGHT - PLOT.top - PLOT.bottom;

export type DailyVisits = { date: string; visits: number }[];

/**
 * Server-rendered SVG bars, one per day, with a count axis and date labels. Screen readers get the
 * chart's summary as its accessible description and every day's count in a visually hidden table.
 */
export function DailyVisitsChart({
  daily,
  title,
  summary,
  labels,
}: {
  daily: DailyVisits;
  title: string;
  summary: string;
  labels: { date: string; visits: string; count: (count: string) => string };
}) {
  const titleId = useId();
  const summaryId = useId();
  const axis = countAxis(Math.max(0, ...daily.map((day) => day.visits)));
  const slot = PLOT_WIDTH / Math.max(1, daily.length);
  const barWidth = Math.max(1, slot * 0.7);
  const yOf = (visits: number) => PLOT.top + PLOT_HEIGHT - (visits / axis.max) * PLOT_HEIGHT;
  const dated = labelledDays(daily.length);

  return (
    <figure>
      <figcaption className="font-medium">{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        className="mt-3 h-auto w-full"
        data-chart="daily-visits"
      >
        <title id={titleId}>{title}</title>
        <desc id={summaryId}>{summary}</desc>
        <g className="fill-stone-500 text-[11px]">
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={yOf(tick)} y2={yOf(tick)} className={tick === 0 ? "stroke-stone-400" : "stroke-stone-200"} />
              <text x={PLOT.left - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
                {formatCount(tick)}
              </text>
            </g>
          ))}
        </g>
        {daily.map((day, index) => {
          const x = PLOT.left + index * slot;
          return (
            <g key={day.date} data-date={day.date} data-visits={day.visits}>
              <title>{`${formatLongDay(day.date)}：${labels.count(formatCount(day.visits))}`}</title>
              {/* The whole column answers hovering, so a day with no visits still shows its tooltip. */}
              <rect x={x} y={PLOT.top} width={slot} height={PLOT_HEIGHT} className="fill-transparent hover:fill-stone-100" />
              <rect
                x={x + (slot - barWidth) / 2}
                y={yOf(day.visits)}
                width={barWidth}
                height={PLOT.top + PLOT_HEIGHT - yOf(day.visits)}
                className={index === daily.length - 1 ? "fill-brand-800" : "fill-brand-600"}
              />
              {dated.has(index) && (
                <text x={x + slot / 2} y={HEIGHT - 10} textAnchor="middle" className="fill-stone-500 text-[11px]">
                  {formatShortDay(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* A table ignores the height and overflow that visually hide other elements, so a div wraps it. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.date}</th>
              <th scope="col">{labels.visits}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatLongDay(day.date)}</th>
                <td>{formatCount(day.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
