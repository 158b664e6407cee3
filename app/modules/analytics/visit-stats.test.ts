import { describe, expect, it } from "vitest";
import { addDays, buildVisitStats, calendarDateIn, periodCalendar, startOfDay, type RawVisitStats } from "./visit-stats";

describe("days in the site's time zone", () => {
  it("puts a view at 23:30 UTC on day D on day D + 1 in Shanghai", () => {
    const view = new Date("2026-03-09T23:30:00Z");
    expect(calendarDateIn(view, "UTC")).toBe("2026-03-09");
    expect(calendarDateIn(view, "Asia/Shanghai")).toBe("2026-03-10");
  });

  it("starts a Shanghai day at 16:00 UTC the day before, and a UTC day at midnight", () => {
    expect(startOfDay("2026-03-10", "Asia/Shanghai").toISOString()).toBe("2026-03-09T16:00:00.000Z");
    expect(startOfDay("2026-03-10", "UTC").toISOString()).toBe("2026-03-10T00:00:00.000Z");
  });

  it("counts today from local midnight to the next, whatever the UTC date", () => {
    const now = new Date("2026-03-10T04:00:00Z"); // noon in Shanghai
    const { dates, dayStarts } = periodCalendar(now, "Asia/Shanghai", 7);
    expect(dates).toEqual(["2026-03-04", "2026-03-05", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"]);
    expect(dayStarts).toHaveLength(8);
    expect(dayStarts.at(-2)!.toISOString()).toBe("2026-03-09T16:00:00.000Z");
    expect(dayStarts.at(-1)!.toISOString()).toBe("2026-03-10T16:00:00.000Z");
    // The same instant is still 9 March in UTC.
    expect(periodCalendar(new Date("2026-03-09T23:30:00Z"), "UTC", 1).dates).toEqual(["2026-03-09"]);
    expect(periodCalendar(new Date("2026-03-09T23:30:00Z"), "Asia/Shanghai", 1).dates).toEqual(["2026-03-10"]);
  });

  it("follows daylight saving time: days of 23 and 25 hours", () => {
    const spring = periodCalendar(new Date("2026-03-08T18:00:00Z"), "America/New_York", 1).dayStarts;
    expect(spring.map((start) => start.toISOString())).toEqual(["2026-03-08T05:00:00.000Z", "2026-03-09T04:00:00.000Z"]);
    const autumn = periodCalendar(new Date("2026-11-01T18:00:00Z"), "America/New_York", 1).dayStarts;
    expect((autumn[1]!.getTime() - autumn[0]!.getTime()) / 3_600_000).toBe(25);
  });

  it("starts a day at 01:00 where the clocks jump over midnight", () => {
    // Chile moves from 24:00 to 01:00 on the first Sunday of September.
    expect(startOfDay("2026-09-06", "America/Santiago").toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(calendarDateIn(startOfDay("2026-09-06", "America/Santiago"), "America/Santiago")).toBe("2026-09-06");
  });

  it("steps calendar dates across months and years", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });
});

const noVisits = { visits: 0, mobile: 0, ios: 0, android: 0, admin: 0, wechat: 0, linkedin: 0, facebook: 0, weibo: 0, twitter: 0 };
const raw = (overrides: Partial<RawVisitStats>): RawVisitStats => ({
  totals: noVisits,
  visitsByDay: {},
  topPages: [],
  topPagesVisitorVisits: 0,
  postCount: 0,
  ...overrides,
});

describe("classifying views", () => {
  const totals = { visits: 10, mobile: 4, ios: 3, android: 2, admin: 1, wechat: 2, linkedin: 0, facebook: 1, weibo: 0, twitter: 0 };
  const { splits } = buildVisitStats(raw({ totals }), ["2026-03-10"]);

  it("counts 'mobile' as mobile and anything else as desktop", () => {
    expect(splits.sourceType).toEqual([
      { bucket: "mobile", visits: 4 },
      { bucket: "desktop", visits: 6 },
    ]);
  });

  it("counts 'ios' and 'android' as such and anything else as web", () => {
    expect(splits.deviceType).toEqual([
      { bucket: "ios", visits: 3 },
      { bucket: "android", visits: 2 },
      { bucket: "web", visits: 5 },
    ]);
  });

  it("counts a view with a user as the administrator's, the rest as visitors'", () => {
    expect(splits.audience).toEqual([
      { bucket: "admin", visits: 1 },
      { bucket: "visitor", visits: 9 },
    ]);
  });

  it("counts the in-app browsers it names and anything else as a browser", () => {
    expect(splits.sourceFrom.at(-1)).toEqual({ bucket: "browser", visits: 7 });
    expect(splits.sourceFrom.reduce((sum, row) => sum + row.visits, 0)).toBe(10);
  });
});

describe("the period's daily series", () => {
  it("has every day of the period, days without visits as zero, and today last", () => {
    const dates = ["2026-03-08", "2026-03-09", "2026-03-10"];
    const stats = buildVisitStats(raw({ totals: { ...noVisits, visits: 9 }, visitsByDay: { "1": 2, "3": 5 } }), dates);
    expect(stats.period.daily).toEqual([
      { date: "2026-03-08", visits: 2 },
      { date: "2026-03-09", visits: 0 },
      { date: "2026-03-10", visits: 5 },
    ]);
    expect(stats.today).toBe(5);
    expect(stats.period.visits).toBe(7);
    expect(stats.total).toBe(9);
  });
});
