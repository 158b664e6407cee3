/** Pure parts of the visit analysis: calendar days in the site's time zone and how recorded views are classified. */

export const periodOptions = [7, 30, 90] as const;
export type PeriodDays = (typeof periodOptions)[number];
export const defaultPeriodDays: PeriodDays = 30;
/** Ranking pages hashes every ranked view's path: over 90 days, with a million views on PGlite, that alone broke the one-second budget. */
export const topPagesMaxDays = 30;

/**
 * How the dashboard reads a view (docs/requirements/dashboard.md#visit-analysis): each split counts the values it names and puts
 * every other recorded value in its last bucket ("anything else counts as desktop / web"), so a
 * value an older client wrote still lands somewhere and the buckets always add up to the total.
 */
export const splitRules = {
  sourceType: { counted: ["mobile"], otherwise: "desktop" },
  deviceType: { counted: ["ios", "android"], otherwise: "web" },
  audience: { counted: ["admin"], otherwise: "visitor" },
  sourceFrom: { counted: ["wechat", "linkedin", "facebook", "weibo", "twitter"], otherwise: "browser" },
} as const;

type SplitRules = typeof splitRules;
export type SplitName = keyof SplitRules;
export type CountedValue = SplitRules[SplitName]["counted"][number];
export type SplitBucket<Name extends SplitName = SplitName> = SplitRules[Name]["counted"][number] | SplitRules[Name]["otherwise"];
export type SplitRow<Name extends SplitName = SplitName> = { bucket: SplitBucket<Name>; visits: number };

export type VisitCounts = { visits: number } & Record<CountedValue, number>;

export type VisitStats = {
  total: number;
  today: number;
  period: { visits: number; daily: { date: string; visits: number }[] };
  splits: { [Name in SplitName]: SplitRow<Name>[] };
  /** Pages visitors (not the administrator) opened in the last `days` days, most viewed first, out of `visitorVisits` views. */
  topPages: { days: number; pages: { path: string; visits: number }[]; visitorVisits: number };
  postCount: number;
};

/** What the single aggregation query answers; `visitsByDay` is keyed by the 1-based index of the period's day. */
export type RawVisitStats = {
  totals: VisitCounts;
  visitsByDay: Record<string, number>;
  topPages: { path: string; visits: number }[];
  topPagesVisitorVisits: number;
  postCount: number;
};

const DAY_MS = 86_400_000;

/** Building a formatter costs far more than using one, and a 90-day period asks for hundreds of readings. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function zonedFields(instant: number, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: field("year"),
    month: field("month"),
    day: field("day"),
    hour: field("hour"),
    minute: field("minute"),
    second: field("second"),
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

/** The calendar date ("2026-03-10") an instant falls on in a time zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedFields(instant.getTime(), timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = zonedFields(instant, timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - (instant - (((instant % 1000) + 1000) % 1000));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first instant of a calendar date in a time zone: local midnight, or later when the clocks jump over it. */
export function startOfDay(date: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${date}T00:00:00Z`);
  const firstGuess = midnightAsUtc - offsetAt(midnightAsUtc, timeZone);
  // A daylight-saving change between the guess and midnight shifts the offset; the second guess uses the offset in force there.
  const candidates = [firstGuess, midnightAsUtc - offsetAt(firstGuess, timeZone)].sort((a, b) => a - b);
  const start = candidates.find((candidate) => calendarDateIn(new Date(candidate), timeZone) === date) ?? candidates[1]!;
  return new Date(start);
}

/**
 * The period's calendar dates, oldest first and ending today, and the instants where they start plus
 * where tomorrow starts: a view belongs to day i when dayStarts[i] <= createdAt < dayStarts[i + 1].
 * Computed here rather than with SQL's `at time zone`, so the same tested boundaries serve "today" and the chart.
 */
export function periodCalendar(now: Date, timeZone: string, days: number): { dates: string[]; dayStarts: Date[] } {
  const today = calendarDateIn(now, timeZone);
  const dates = Array.from({ length: days }, (_, index) => addDays(today, index - days + 1));
  const dayStarts = [...dates, addDays(today, 1)].map((date) => startOfDay(date, timeZone));
  return { dates, dayStarts };
}

function splitOf<Name extends SplitName>(name: Name, totals: VisitCounts): SplitRow<Name>[] {
  const rule = splitRules[name];
  const counted = rule.counted.map((bucket) => ({ bucket, visits: totals[bucket] }));
  const rest = totals.visits - counted.reduce((sum, row) => sum + row.visits, 0);
  return [...counted, { bucket: rule.otherwise, visits: Math.max(0, rest) }] as SplitRow<Name>[];
}

export function buildVisitStats(raw: RawVisitStats, dates: string[]): VisitStats {
  const daily = dates.map((date, index) => ({ date, visits: raw.visitsByDay[index + 1] ?? 0 }));
  return {
    total: raw.totals.visits,
    today: daily.at(-1)?.visits ?? 0,
    period: { visits: daily.reduce((sum, day) => sum + day.visits, 0), daily },
    splits: {
      sourceType: splitOf("sourceType", raw.totals),
      deviceType: splitOf("deviceType", raw.totals),
      audience: splitOf("audience", raw.totals),
      sourceFrom: splitOf("sourceFrom", raw.totals),
    },
    topPages: { days: Math.min(dates.length, topPagesMaxDays), pages: raw.topPages, visitorVisits: raw.topPagesVisitorVisits },
    postCount: raw.postCount,
  };
}
