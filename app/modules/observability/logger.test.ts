import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, loggablePath, requestContext } from "./logger.server";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, destination };
}

describe("createLogger", () => {
  it("writes one JSON object per line, with the id of the request being served", () => {
    const { lines, destination } = capture();
    const log = createLogger({ base: { service: "test" }, destination });
    log({ event: "outside" });
    requestContext.run({ requestId: "req-42" }, () => log({ event: "inside", level: "warn", error: "line one\nline two" }));
    const [outside, inside] = lines.map((line) => JSON.parse(line));
    expect(outside).toMatchObject({ event: "outside", level: "info", service: "test" });
    expect(outside.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(outside.requestId).toBeUndefined();
    expect(inside).toMatchObject({ event: "inside", level: "warn", requestId: "req-42", error: "line one\nline two" });
    expect(lines.every((line) => line.endsWith("\n") && !line.slice(0, -1).includes("\n"))).toBe(true);
  });

  it("keeps lines below LOG_LEVEL out and censors secrets", () => {
    const { lines, destination } = capture();
    const log = createLogger({ level: "warn", destination });
    log({ event: "chatty" });
    log({ event: "login", level: "error", password: "hunter22", form: { token: "abc", email: "a@example.com" }, cookie: "__session=x" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/hunter22|abc|__session/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      event: "login",
      password: "[redacted]",
      form: { token: "[redacted]", email: "a@example.com" },
    });
  });

  it("writes nothing when silent", () => {
    const { lines, destination } = capture();
    createLogger({ level: "silent", destination })({ event: "anything", level: "error" });
    expect(lines).toEqual([]);
  });
});

describe("loggablePath", () => {
  it("hides the token of reset, verification and invitation links", () => {
    expect(loggablePath("/reset-password/s3cr3t")).toBe("/reset-password/:token");
    expect(loggablePath("/accept-invitation/s3cr3t")).toBe("/accept-invitation/:token");
    expect(loggablePath("/verify-email/s3cr3t.data")).toBe("/verify-email/:token");
    expect(loggablePath("/dashboard/products")).toBe("/dashboard/products");
  });
});
