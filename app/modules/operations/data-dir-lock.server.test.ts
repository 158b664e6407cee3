import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirectoryInUseError, lockDataDirectory, lockFileOf } from "./data-dir-lock.server";

describe("the data directory lock", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "quartz-lock-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const writeHolder = (fields: Record<string, unknown>) =>
    writeFileSync(
      lockFileOf(dataDir),
      JSON.stringify({
        pid: process.pid,
        hostname: hostname(),
        processStart: null,
        holder: "the server",
        since: "2026-11-23T10:00:00.000Z",
        ...fields,
      }),
    );
  /** A pid that certainly belongs to no running process: a child that has already exited. */
  const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid!;

  it("refuses a second holder while the first lives, and frees the folder on release", () => {
    const lock = lockDataDirectory(dataDir, "the server");
    expect(() => lockDataDirectory(dataDir, "npm run backup")).toThrow(DataDirectoryInUseError);
    lock.release();
    expect(existsSync(lockFileOf(dataDir))).toBe(false);
    lockDataDirectory(dataDir, "npm run backup").release();
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("names the live holder in one line", () => {
    writeHolder({ pid: process.ppid });
    expect(() => lockDataDirectory(dataDir, "the server")).toThrow(
      `The embedded database in ${dataDir} is in use by the server (pid ${process.ppid} on ${hostname()}, since 2026-11-23T10:00:00.000Z). Stop it first.`,
    );
  });

  it("takes over at once a lock whose process died", () => {
    writeHolder({ pid: deadPid() });
    const lock = lockDataDirectory(dataDir, "the server");
    expect(JSON.parse(readFileSync(lockFileOf(dataDir), "utf8"))).toMatchObject({ pid: process.pid, holder: "the server" });
    lock.release();
  });

  it("takes over a lock whose pid now belongs to a later process", () => {
    writeHolder({ pid: process.ppid, processStart: "another-boot:1" });
    lockDataDirectory(dataDir, "the server").release();
  });

  it("takes over a lock left under this very pid by a previous life of the container", () => {
    writeHolder({ pid: process.pid, processStart: "previous-boot:1" });
    lockDataDirectory(dataDir, "the server").release();
  });

  it("takes over a lock file that holds no readable record", () => {
    writeFileSync(lockFileOf(dataDir), "");
    lockDataDirectory(dataDir, "the server").release();
  });

  it("refuses a lock held from another host, and says how to free it", () => {
    writeHolder({ pid: deadPid(), hostname: "other-host.example" });
    expect(() => lockDataDirectory(dataDir, "the server")).toThrow(`If that host is gone, delete ${lockFileOf(dataDir)}.`);
  });

  it("does not remove a lock another holder took after this one was released", () => {
    const lock = lockDataDirectory(dataDir, "the server");
    rmSync(lockFileOf(dataDir));
    writeHolder({ pid: process.ppid, holder: "npm run backup" });
    lock.release();
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
  });
});
