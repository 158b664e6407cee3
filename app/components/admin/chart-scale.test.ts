import { describe, expect, it } from "vitest";
import { formatCount, formatLongDay, formatShare, formatShortDay } from "./chart-format";
import { countAxis, labelledDays } from "./chart-scale";

describe("countAxis", () => {
  it("rounds the top up to 1, 2 or 5 times a power of ten per step", () => {
    expect(countAxis(1234)).toEqual({ max: 1500, ticks: [0, 500, 1000, 1500] });
    expect(countAxis(100)).toEqual({ max: 100, ticks: [0, 50, 100] });
    expect(countAxis(11_111)).toEqual({ max: 15_000, ticks: [0, 5000, 10_000, 15_000] });
    expect(countAxis(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
  });

  it("keeps whole-number ticks and an axis when there is nothing to show", () => {
    expect(countAxis(1)).toEqual({ max: 1, ticks: [0, 1] });
    expect(countAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe("labelledDays", () => {
  it("labels every day of a week, and every 5th or 15th day counted back from today", () => {
    expect([...labelledDays(7)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect([...labelledDays(30)].sort((a, b) => a - b)).toEqual([4, 9, 14, 19, 24, 29]);
    expect([...labelledDays(90)].sort((a, b) => a - b)).toEqual([14, 29, 44, 59, 74, 89]);
  });
});

describe("dashboard number and date formatting", () => {
  it("groups digits, prints shares as percentages and dates the way the person's language writes them", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatShare(1, 3)).toBe("33.3%");
    expect(formatShare(0, 0)).toBe("0%");
    expect(formatShortDay("2026-03-09")).toBe("3/9");
    expect(formatLongDay("2026-03-09", "zh")).toBe("3月9日");
    expect(formatLongDay("2026-03-09", "en")).toBe("March 9");
  });
});
