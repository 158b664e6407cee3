import { describe, expect, it } from "vitest";
import { backupAttention, backupsToPrune, dueBackupDate, scheduledInstant } from "./backup-schedule";

describe("backup schedule", () => {
  it("is due from the chosen time of the site's day on, so a site down then backs up when it returns", () => {
    const time = { hour: 3, minute: 0 };
    // 03:00 in Shanghai is 19:00 UTC the day before.
    expect(scheduledInstant("2026-11-24", time, "Asia/Shanghai").toISOString()).toBe("2026-11-23T19:00:00.000Z");
    expect(dueBackupDate(new Date("2026-11-23T18:59:00Z"), time, "Asia/Shanghai")).toBeNull();
    expect(dueBackupDate(new Date("2026-11-23T19:00:00Z"), time, "Asia/Shanghai")).toBe("2026-11-24");
    expect(dueBackupDate(new Date("2026-11-24T09:00:00Z"), time, "Asia/Shanghai")).toBe("2026-11-24");
    expect(dueBackupDate(new Date("2026-11-24T09:00:00Z"), null, "Asia/Shanghai")).toBeNull();
    // The night the clocks go back in Berlin, 03:00 still comes once, an hour later after midnight in UTC terms.
    expect(scheduledInstant("2026-10-25", time, "Europe/Berlin").toISOString()).toBe("2026-10-25T01:00:00.000Z");
  });

  it("keeps the newest backup of each recent day, week and month and nothing else", () => {
    // One backup a day at 19:30 UTC (03:30 the next day in Shanghai) for 120 days, plus a second one on the last day.
    const days = Array.from({ length: 120 }, (_, index) => ({ id: `day-${index}`, at: new Date(Date.UTC(2026, 6, 1 + index, 19, 30)) }));
    const extra = { id: "manual", at: new Date(Date.UTC(2026, 6, 120, 20, 0)) };
    const pruned = new Set(backupsToPrune([...days, extra], { daily: 7, weekly: 4, monthly: 6 }, "Asia/Shanghai"));
    const kept = [...days, extra].filter((backup) => !pruned.has(backup.id)).map((backup) => backup.id);
    // The last day has two: only the newer is its day's backup.
    expect(kept).toContain("manual");
    expect(kept).not.toContain("day-119");
    expect(kept).toEqual(expect.arrayContaining(["day-113", "day-114", "day-115", "day-116", "day-117", "day-118"]));
    expect(kept).not.toContain("day-112");
    // Each month keeps its newest in Shanghai time: July 31 03:30 there is day-29, not day-30 (August 1).
    expect(kept.length).toBeLessThanOrEqual(7 + 4 + 6);
    expect(kept).toEqual(expect.arrayContaining(["day-29", "day-60", "day-90"]));
    expect(kept).not.toContain("day-30");
    expect(backupsToPrune([], { daily: 7, weekly: 4, monthly: 6 }, "UTC")).toEqual([]);
  });
});

describe("backup warnings", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const daily = { hour: 3, minute: 0 };
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  it("warns when the newest attempt failed, even with an older success", () => {
    expect(
      backupAttention(
        { newestAttempt: { status: "failed", startedAt: hoursAgo(1) }, newestSuccess: { startedAt: hoursAgo(25) } },
        daily,
        now,
      ),
    ).toEqual({ reason: "failed" });
  });

  it("warns when nothing succeeded for two days, and counts the days", () => {
    expect(
      backupAttention(
        { newestAttempt: { status: "succeeded", startedAt: hoursAgo(47) }, newestSuccess: { startedAt: hoursAgo(47) } },
        daily,
        now,
      ),
    ).toBeNull();
    expect(
      backupAttention(
        { newestAttempt: { status: "succeeded", startedAt: hoursAgo(73) }, newestSuccess: { startedAt: hoursAgo(73) } },
        daily,
        now,
      ),
    ).toEqual({ reason: "overdue", days: 3 });
    expect(
      backupAttention(
        { newestAttempt: { status: "running", startedAt: hoursAgo(50) }, oldestAttempt: { startedAt: hoursAgo(50) } },
        daily,
        now,
      ),
    ).toEqual({ reason: "overdue", days: 2 });
  });

  it("says nothing on a new site whose first backup is still to come, but warns when backups are off", () => {
    expect(backupAttention({}, daily, now)).toBeNull();
    expect(backupAttention({}, null, now)).toEqual({ reason: "off" });
    expect(
      backupAttention(
        { newestAttempt: { status: "succeeded", startedAt: hoursAgo(2) }, newestSuccess: { startedAt: hoursAgo(2) } },
        null,
        now,
      ),
    ).toBeNull();
  });
});
