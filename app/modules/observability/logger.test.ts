import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger, requestContext } from "./logger.server";

describe("createLogger", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes one JSON object per line, with the id of the request being served", () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const log = createLogger({ service: "test" });
    log({ event: "outside" });
    requestContext.run({ requestId: "req-42" }, () => log({ event: "inside", level: "warn" }));
    const [outside, inside] = lines.map((line) => JSON.parse(line));
    expect(outside).toMatchObject({ event: "outside", level: "info", service: "test" });
    expect(outside.requestId).toBeUndefined();
    expect(inside).toMatchObject({ event: "inside", level: "warn", requestId: "req-42" });
    expect(lines.every((line) => line.endsWith("\n") && !line.slice(0, -1).includes("\n"))).toBe(true);
  });
});
