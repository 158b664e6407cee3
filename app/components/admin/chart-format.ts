import type { DashboardLanguage } from "~/database/roles";

/** Counts and shares read the same in the dashboard's English and Chinese; dates follow the person's language. */
const countFormat = new Intl.NumberFormat("zh-CN");
const shareFormat = new Intl.NumberFormat("zh-CN", { style: "percent", maximumFractionDigits: 1 });
// Calendar dates ("2026-11-21") carry no time zone of their own: read them as UTC so none shifts them.
const shortDayFormat = new Intl.DateTimeFormat("zh-CN", { timeZone: "UTC", month: "numeric", day: "numeric" });
const longDayFormats: Record<DashboardLanguage, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat("en", { timeZone: "UTC", month: "long", day: "numeric" }),
  zh: new Intl.DateTimeFormat("zh-CN", { timeZone: "UTC", month: "long", day: "numeric" }),
};

export const formatCount = (count: number) => countFormat.format(count);

/** A count as a fraction of a total; nothing to divide is a share of 0. */
export const shareOf = (count: number, total: number) => (total > 0 ? count / total : 0);

export const formatShare = (count: number, total: number) => shareFormat.format(shareOf(count, total));

/** "11/21", for axis ticks. */
export const formatShortDay = (date: string) => shortDayFormat.format(Date.parse(`${date}T00:00:00Z`));

/** "November 21" or "11月21日", for sentences and tables. */
export const formatLongDay = (date: string, language: DashboardLanguage) =>
  longDayFormats[language].format(Date.parse(`${date}T00:00:00Z`));
