/** The daily backup's two settings, read where every variable is checked (config.server.ts). */

/** `BACKUP_TIME`: the wall-clock time in the site's time zone the daily backup starts, or "off". */
export type BackupTime = { hour: number; minute: number } | null;

export function parseBackupTime(value: string): BackupTime | undefined {
  if (value === "off") return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

/** How many of the newest backups are kept per day, week and month (`BACKUP_RETENTION=7,4,6`). */
export type BackupRetention = { daily: number; weekly: number; monthly: number };

export function parseBackupRetention(value: string): BackupRetention | undefined {
  const match = /^(\d{1,3}),(\d{1,3}),(\d{1,3})$/.exec(value.replace(/\s/g, ""));
  if (!match) return undefined;
  const [daily, weekly, monthly] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return daily >= 1 ? { daily, weekly, monthly } : undefined;
}
