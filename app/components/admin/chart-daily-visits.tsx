import { useId } from "react";
import { useDashboardLanguage } from "~/i18n/use-dashboard-messages";
import { formatCount, formatLongDay, formatShortDay } from "./chart-format";
import { countAxis, labelledDays } from "./chart-scale";

// The plot stretches to the width it is given; its labels are drawn apart from it at their own size,
// because a scaled drawing would shrink them to a few pixels on a phone.
const AXIS_WIDTH = 52;
const PLOT = { top: 12, height: 200 };
const DATE_ROW_HEIGHT = 24;

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
  labels: { date: string; visits: string; count: (count: string) => string; dayVisits: (day: string, visits: string) => string };
}) {
  const language = useDashboardLanguage();
  const titleId = useId();
  const summaryId = useId();
  const axis = countAxis(Math.max(0, ...daily.map((day) => day.visits)));
  const days = Math.max(1, daily.length);
  const yOf = (visits: number) => PLOT.top + PLOT.height - (visits / axis.max) * PLOT.height;
  const dated = labelledDays(daily.length);
  const boxHeight = PLOT.top + PLOT.height;

  return (
    <figure>
      <figcaption className="font-medium">{title}</figcaption>
      <div role="img" aria-labelledby={`${titleId} ${summaryId}`} className="mt-3 grid grid-cols-[auto_1fr] pr-5" data-chart="daily-visits">
        <svg width={AXIS_WIDTH} height={boxHeight} aria-hidden="true" className="overflow-visible fill-stone-500 text-xs">
          {axis.ticks.map((tick) => (
            <text key={tick} x={AXIS_WIDTH - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
              {formatCount(tick)}
            </text>
          ))}
        </svg>
        <svg viewBox={`0 0 ${days} ${boxHeight}`} preserveAspectRatio="none" height={boxHeight} aria-hidden="true" className="block w-full">
          <title id={titleId}>{title}</title>
          <desc id={summaryId}>{summary}</desc>
          {axis.ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={days}
              y1={yOf(tick)}
              y2={yOf(tick)}
              vectorEffect="non-scaling-stroke"
              className={tick === 0 ? "stroke-stone-400" : "stroke-stone-200"}
            />
          ))}
          {daily.map((day, index) => (
            <g key={day.date} data-date={day.date} data-visits={day.visits}>
              <title>{labels.dayVisits(formatLongDay(day.date, language), labels.count(formatCount(day.visits)))}</title>
              {/* The whole column answers hovering, so a day with no visits still shows its tooltip. */}
              <rect x={index} y={PLOT.top} width={1} height={PLOT.height} className="fill-transparent hover:fill-stone-100" />
              <rect
                x={index + 0.15}
                y={yOf(day.visits)}
                width={0.7}
                height={boxHeight - yOf(day.visits)}
                className={index === daily.length - 1 ? "fill-brand-800" : "fill-brand-600"}
              />
            </g>
          ))}
        </svg>
        <svg width="100%" height={DATE_ROW_HEIGHT} aria-hidden="true" className="col-start-2 overflow-visible fill-stone-500 text-xs">
          {daily.map(
            (day, index) =>
              dated.has(index) && (
                <text key={day.date} x={`${((index + 0.5) / days) * 100}%`} y={DATE_ROW_HEIGHT - 6} textAnchor="middle">
                  {formatShortDay(day.date)}
                </text>
              ),
          )}
        </svg>
      </div>
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
                <th scope="row">{formatLongDay(day.date, language)}</th>
                <td>{formatCount(day.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
