import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverEnvironment, serverNodeFlags, shortLivedNodeFlags } from "./process-options.mjs";

describe("the server process's options", () => {
  const unit = readFileSync(path.resolve(import.meta.dirname, "../../deploy/quartz.service"), "utf8").split("\n");

  it("are the node flags the systemd unit starts the server with", () => {
    expect(unit.find((line) => line.startsWith("ExecStart="))).toBe(`ExecStart=/usr/bin/node ${serverNodeFlags.join(" ")} server.js`);
  });

  it("are in the systemd unit's environment", () => {
    for (const [name, value] of Object.entries(serverEnvironment)) expect(unit).toContain(`Environment=${name}=${value}`);
  });

  it("start every command that opens the database with the short-lived process's flags", () => {
    const { scripts } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    for (const name of ["admin", "doctor", "backup", "restore", "geoip:update"]) {
      expect(scripts[name]).toBe(`tsx ${shortLivedNodeFlags.join(" ")} --tsconfig tsconfig.json scripts/${name.replace(":", "-")}.ts`);
    }
  });
});
