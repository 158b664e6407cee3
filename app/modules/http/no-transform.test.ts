import { describe, expect, it } from "vitest";
import { withNoTransform } from "./no-transform";

describe("no-transform on pages", () => {
  it("asks proxies and Baidu's transcoder to leave a page as it is, whoever may keep it", () => {
    expect(withNoTransform("no-cache", "text/html; charset=utf-8")).toBe("no-cache, no-transform");
    expect(withNoTransform("private, no-cache", "text/html")).toBe("private, no-cache, no-transform");
  });

  it("leaves alone what is not a page, never kept, or already marked", () => {
    expect(withNoTransform("public, max-age=31536000, immutable", "image/webp")).toBe("public, max-age=31536000, immutable");
    expect(withNoTransform("no-store", "text/html; charset=utf-8")).toBe("no-store");
    expect(withNoTransform("no-cache, No-Transform", "text/html")).toBe("no-cache, No-Transform");
    expect(withNoTransform(undefined, "text/html")).toBeUndefined();
    expect(withNoTransform("no-cache", undefined)).toBe("no-cache");
  });
});
