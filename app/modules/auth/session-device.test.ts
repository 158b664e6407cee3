import { describe, expect, it } from "vitest";
import { describeDevice } from "./session-device";

describe("a session's device", () => {
  it("names the browser with its major version and the system with its version", () => {
    expect(
      describeDevice("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36"),
    ).toEqual({ browser: "Chrome 131", system: "Windows 10" });
    expect(
      describeDevice(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Mobile Safari 17", system: "iOS 17.1" });
  });

  it("says nothing it cannot read", () => {
    expect(describeDevice("")).toEqual({ browser: null, system: null });
    expect(describeDevice("curl/8.5.0")).toEqual({ browser: null, system: null });
  });
});
