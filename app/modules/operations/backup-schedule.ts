import type { BackupRetention, BackupTime } from "~/config/backup-settings";
import { addDays, calendarDateIn, startOfDay } from "~/modules/analytics/visit-stats";

const HOUR_MS = 3_600_000;

/** The instant the backup of a calendar date is due: that date's start in the zone plus the wall-clock time (a clock change that day moves it by its hour). */
export function scheduledInstant(date: string, time: NonNullable<BackupTime>, timeZone: string): Date {
  return new Date(startOfDay(date, timeZone).getTime() + time.hour * HOUR_MS + time.minute * 60_000);
}

/**
 * The calendar date whose scheduled backup is due at `now`: today once its time has come, so a site
 * that was down at that moment backs up when it comes back; null before today's time or when off.
 */
export function dueBackupDate(now: Date, time: BackupTime, timeZone: string): string | null {
  if (!time) return null;
  const today = calendarDateIn(now, timeZone);
  return now >= scheduledInstant(today, time, timeZone) ? today : null;
}

/** ISO week ("2026-W48") of a calendar date. */
function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7;
  const thursday = addDays(date, 3 - weekday);
  const yearStart = Date.parse(`${thursday.slice(0, 4)}-01-01T00:00:00Z`);
  const week = Math.floor((Date.parse(`${thursday}T00:00:00Z`) - yearStart) / (7 * 24 * HOUR_MS)) + 1;
  return `${thursday.slice(0, 4)}-W${String(week).padStart(2, "0")}`;
}

/**
 * Grandfather-father-son: the newest backup of each of the last `daily` days that have one, of the
 * last `weekly` weeks and of the last `monthly` months are kept; answers the ids of all the others.
 */
export function backupsToPrune(backups: readonly { id: string; at: Date }[], retention: BackupRetention, timeZone: string): string[] {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const periods: [number, (date: string) => string][] = [
    [retention.daily, (date) => date],
    [retention.weekly, isoWeek],
    [retention.monthly, (date) => date.slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const period = periodOf(calendarDateIn(backup.at, timeZone));
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      keep.add(backup.id);
    }
  }
  return newestFirst.filter((backup) => !keep.has(backup.id)).map((backup) => backup.id);
}

/** Past this without a successful backup the owner is told, whatever the reason. */
export const OVERDUE_AFTER_MS = 2 * 24 * HOUR_MS;

export type BackupAttention = { reason: "failed" } | { reason: "overdue"; days: number } | { reason: "off" } | null;

/**
 * What the dashboard warns about: the newest attempt failed, the newest success is two days old or
 * more (a scheduler that never ran shows here too), or daily backups are off and none was ever made.
 */
export function backupAttention(
  history: {
    newestAttempt?: { status: string; startedAt: Date; error?: string | null };
    newestSuccess?: { startedAt: Date };
    oldestAttempt?: { startedAt: Date };
  },
  time: BackupTime,
  now: Date,
): BackupAttention {
  const { newestAttempt, newestSuccess, oldestAttempt } = history;
  // A backup kept only on the server because its copy to the bucket failed counts as failed too.
  if (newestAttempt?.status === "failed" || newestAttempt?.error) return { reason: "failed" };
  const since = newestSuccess?.startedAt ?? oldestAttempt?.startedAt;
  if (since && now.getTime() - since.getTime() >= OVERDUE_AFTER_MS)
    return { reason: "overdue", days: Math.floor((now.getTime() - since.getTime()) / (24 * HOUR_MS)) };
  if (!time && !newestSuccess) return { reason: "off" };
  return null;
}
