import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverEnvironment, serverNodeFlags } from "./process-options.mjs";

describe("the server process's options", () => {
  const unit = readFileSync(path.resolve(import.meta.dirname, "../deploy/quartz.service"), "utf8").split("\n");

  it("are the node flags the systemd unit starts the server with", () => {
    expect(unit.find((line) => line.startsWith("ExecStart="))).toBe(`ExecStart=/usr/bin/node ${serverNodeFlags.join(" ")} server.js`);
  });

  it("are in the systemd unit's environment", () => {
    for (const [name, value] of Object.entries(serverEnvironment)) expect(unit).toContain(`Environment=${name}=${value}`);
  });
});
