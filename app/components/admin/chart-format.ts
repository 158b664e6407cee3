/** The dashboard is read in Chinese, so its numbers and dates follow zh-CN conventions wherever they render. */
const countFormat = new Intl.NumberFormat("zh-CN");
const shareFormat = new Intl.NumberFormat("zh-CN", { style: "percent", maximumFractionDigits: 1 });
// Calendar dates ("2026-11-21") carry no time zone of their own: read them as UTC so none shifts them.
const shortDayFormat = new Intl.DateTimeFormat("zh-CN", { timeZone: "UTC", month: "numeric", day: "numeric" });
const longDayFormat = new Intl.DateTimeFormat("zh-CN", { timeZone: "UTC", month: "long", day: "numeric" });

export const formatCount = (count: number) => countFormat.format(count);

/** A count as a fraction of a total; nothing to divide is a share of 0. */
export const shareOf = (count: number, total: number) => (total > 0 ? count / total : 0);

export const formatShare = (count: number, total: number) => shareFormat.format(shareOf(count, total));

/** "11/21", for axis ticks. */
export const formatShortDay = (date: string) => shortDayFormat.format(Date.parse(`${date}T00:00:00Z`));

/** "11月21日", for sentences and tables. */
export const formatLongDay = (date: string) => longDayFormat.format(Date.parse(`${date}T00:00:00Z`));
