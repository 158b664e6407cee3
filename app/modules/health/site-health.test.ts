import { describe, expect, it } from "vitest";
import {
  countNeedingAttention,
  healthFormat,
  judgeBackup,
  judgeCompanyDetails,
  judgeDatabase,
  judgeDisk,
  judgeHealth,
  judgeMail,
  judgePublicUrl,
  judgeRooms,
  judgeVersion,
} from "./site-health";

const GB = 1024 ** 3;
const now = new Date("2026-11-23T12:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("site health rules", () => {
  it("asks for a mail server when mail only lands in a folder, and calls mail broken once the server refuses it for over an hour", () => {
    const outbox = { waiting: 0, lastSentAt: null, oldestWaitingSince: null, lastError: null };
    expect(judgeMail({ smtp: false, folder: "/data/mail", outbox }, now)).toEqual({ status: "attention", fix: "configureSmtp" });
    expect(judgeMail({ smtp: true, folder: null, outbox: { ...outbox, lastSentAt: minutesAgo(5) } }, now)).toEqual({
      status: "ok",
      fix: null,
    });
    const refused = { waiting: 3, lastSentAt: null, lastError: "535 Authentication failed" };
    expect(judgeMail({ smtp: true, folder: null, outbox: { ...refused, oldestWaitingSince: minutesAgo(10) } }, now)).toEqual({
      status: "attention",
      fix: "checkSmtp",
    });
    expect(judgeMail({ smtp: true, folder: null, outbox: { ...refused, oldestWaitingSince: minutesAgo(61) } }, now)).toEqual({
      status: "failure",
      fix: "checkSmtp",
    });
  });

  it("refuses plain http except on this machine, and spots a proxy that is not trusted or a different host", () => {
    const base = { publicUrl: "https://www.example.cn", https: true, local: false, arrivedAs: null };
    expect(judgePublicUrl({ ...base, publicUrl: "http://www.example.cn", https: false })).toEqual({ status: "failure", fix: "useHttps" });
    expect(judgePublicUrl({ ...base, publicUrl: "http://localhost:3000", https: false, local: true }).status).toBe("ok");
    expect(judgePublicUrl({ ...base, arrivedAs: { protocol: "http", host: "www.example.cn" } })).toEqual({
      status: "attention",
      fix: "trustProxy",
    });
    expect(judgePublicUrl({ ...base, arrivedAs: { protocol: "https", host: "203.0.113.5" } })).toEqual({
      status: "attention",
      fix: "matchHost",
    });
    expect(judgePublicUrl({ ...base, arrivedAs: { protocol: "https", host: "www.example.cn" } }).status).toBe("ok");
  });

  it("calls backups broken when the newest failed or none succeeded for two days, and asks for them when turned off", () => {
    const base = { lastSuccessAt: minutesAgo(60), folder: "/data/backups", bucket: false };
    expect(judgeBackup({ ...base, attention: null })).toEqual({ status: "ok", fix: null });
    expect(judgeBackup({ ...base, attention: { reason: "failed" } })).toEqual({ status: "failure", fix: "checkBackups" });
    expect(judgeBackup({ ...base, attention: { reason: "overdue", days: 3 } })).toEqual({ status: "failure", fix: "checkBackups" });
    expect(judgeBackup({ ...base, lastSuccessAt: null, attention: { reason: "off" } })).toEqual({
      status: "attention",
      fix: "turnOnBackups",
    });
  });

  it("asks for an instance that draws rooms when pictures wait an hour and none was drawn as long, and names a photo that cannot be drawn from", () => {
    const base = { waiting: 0, oldestWaitingSince: null, lastComposedAt: minutesAgo(600), failedProducts: [], composesHere: true };
    expect(judgeRooms(base, now)).toEqual({ status: "ok", fix: null });
    // A backlog the worker is getting through (one drawn a minute ago) is not stalled, however old its oldest wish.
    expect(judgeRooms({ ...base, waiting: 400, oldestWaitingSince: minutesAgo(180), lastComposedAt: minutesAgo(1) }, now).status).toBe(
      "ok",
    );
    expect(judgeRooms({ ...base, waiting: 3, oldestWaitingSince: minutesAgo(30), lastComposedAt: null }, now).status).toBe("ok");
    expect(judgeRooms({ ...base, waiting: 3, oldestWaitingSince: minutesAgo(61), lastComposedAt: null, composesHere: false }, now)).toEqual(
      { status: "attention", fix: "composeRooms" },
    );
    expect(judgeRooms({ ...base, waiting: 3, oldestWaitingSince: minutesAgo(90), lastComposedAt: minutesAgo(61) }, now)).toEqual({
      status: "attention",
      fix: "checkRoomComposition",
    });
    expect(judgeRooms({ ...base, failedProducts: ["calacatta-gold"] }, now)).toEqual({ status: "attention", fix: "replaceRoomPhotos" });
  });

  it("asks for the owners' real addresses first, then the company details", () => {
    expect(judgeCompanyDetails({ placeholderFields: ["phones"], placeholderOwners: ["owner@example.com"] }).fix).toBe("setOwnerEmails");
    expect(judgeCompanyDetails({ placeholderFields: ["phones"], placeholderOwners: [] }).fix).toBe("fillCompanyDetails");
    expect(judgeCompanyDetails({ placeholderFields: [], placeholderOwners: [] }).status).toBe("ok");
  });

  it("warns under 10 % or 1 GB free and fails under 2 %", () => {
    const disk = (freeBytes: number, totalBytes: number) => judgeDisk({ dataDir: "/data", freeBytes, totalBytes }).status;
    expect(disk(50 * GB, 100 * GB)).toBe("ok");
    expect(disk(9 * GB, 100 * GB)).toBe("attention");
    expect(disk(0.9 * GB, 5 * GB)).toBe("attention");
    expect(disk(1.9 * GB, 100 * GB)).toBe("failure");
  });

  it("warns when the database, growing at today's pace, would fill the free disk within three months", () => {
    const database = { kind: "embedded" as const, sizeBytes: GB, freeDiskBytes: 10 * GB };
    expect(judgeDatabase({ ...database, growthBytesPerDay: 200 * 1024 ** 2 }).status).toBe("attention");
    expect(judgeDatabase({ ...database, growthBytesPerDay: 1024 ** 2 }).status).toBe("ok");
    expect(judgeDatabase({ ...database, growthBytesPerDay: 200 * 1024 ** 2, freeDiskBytes: null }).status).toBe("ok");
  });

  it("fails when the database lags the release and warns when it is ahead of it", () => {
    expect(judgeVersion({ appVersion: "1.0.0", appliedMigrations: 7, shippedMigrations: 8 }).fix).toBe("restartToMigrate");
    expect(judgeVersion({ appVersion: "1.0.0", appliedMigrations: 9, shippedMigrations: 8 }).fix).toBe("newerDatabase");
    expect(judgeVersion({ appVersion: "1.0.0", appliedMigrations: 8, shippedMigrations: 8 }).status).toBe("ok");
  });

  it("judges only the facts gathered, in reading order, and counts what needs attention", () => {
    const checks = judgeHealth(
      {
        timeZone: { timeZone: "Asia/Shanghai" },
        storage: { kind: "folder", reachable: false },
        mail: { smtp: false, folder: "/data/mail", outbox: null },
      },
      now,
    );
    expect(checks.map((check) => [check.id, check.status])).toEqual([
      ["mail", "attention"],
      ["storage", "failure"],
      ["timeZone", "ok"],
    ]);
    expect(countNeedingAttention(checks)).toBe(2);
  });

  it("writes sizes in binary units", () => {
    const format = healthFormat("en", "Asia/Shanghai");
    expect([format.bytes(0), format.bytes(1536), format.bytes(76.6 * GB)]).toEqual(["0 B", "1.5 KB", "76.6 GB"]);
  });
});
