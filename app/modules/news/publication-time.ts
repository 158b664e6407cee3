/**
 * The dashboard shows and takes publication times as wall-clock time in the site's time zone
 * (`<input type="datetime-local">` has no zone), so "09:00" means nine o'clock at the factory
 * whichever zone the owner's browser or the server runs in.
 */
const wallTimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function partsIn(moment: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

/** How far the zone's clock is ahead of UTC at that moment, in milliseconds. */
function zoneOffset(moment: Date, timeZone: string): number {
  const wall = partsIn(moment, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return wallAsUtc - (moment.getTime() - moment.getUTCMilliseconds());
}

export const isWallTime = (value: string) => wallTimeToDate(value, "UTC") !== null;

/** "2026-05-01T09:00" in the zone as a moment; null when the text is not such a time. */
export function wallTimeToDate(value: string, timeZone: string): Date | null {
  const match = wallTimePattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // A second pass settles times next to a daylight-saving change, where the offset differs on either side.
  const first = asUtc - zoneOffset(new Date(asUtc), timeZone);
  return new Date(asUtc - zoneOffset(new Date(first), timeZone));
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A moment as the datetime-local field shows it, in the zone. */
export function dateToWallTime(moment: Date, timeZone: string): string {
  const wall = partsIn(moment, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
