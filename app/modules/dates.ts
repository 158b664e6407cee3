/** A moment as the administrator reads it: in the site's time zone, in Chinese conventions. */
export function formatDateTime(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("zh-CN", { timeZone, dateStyle: "medium", timeStyle: "short", hourCycle: "h23" }).format(moment);
}
