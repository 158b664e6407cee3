import { describe, expect, it } from "vitest";
import { parseBackupRetention, parseBackupTime } from "./backup-settings";

describe("backup settings", () => {
  it("reads the time of day and the retention rule, refusing what they cannot mean", () => {
    expect(parseBackupTime("03:00")).toEqual({ hour: 3, minute: 0 });
    expect(parseBackupTime("23:59")).toEqual({ hour: 23, minute: 59 });
    expect(parseBackupTime("off")).toBeNull();
    for (const bad of ["3:00", "24:00", "03:60", "", "0300"]) expect(parseBackupTime(bad), bad).toBeUndefined();
    expect(parseBackupRetention("7,4,6")).toEqual({ daily: 7, weekly: 4, monthly: 6 });
    expect(parseBackupRetention(" 14, 0, 12")).toEqual({ daily: 14, weekly: 0, monthly: 12 });
    for (const bad of ["0,4,6", "7,4", "a,b,c"]) expect(parseBackupRetention(bad), bad).toBeUndefined();
  });
});
