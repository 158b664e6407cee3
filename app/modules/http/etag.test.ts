import { describe, expect, it } from "vitest";
import { matchesEtag } from "./etag";

describe("matchesEtag", () => {
  it("accepts the browser's copy when it is ours, weak, listed among others or any", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"old", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
  });

  it("refuses an older copy or none", () => {
    expect(matchesEtag('"old"', '"abc"')).toBe(false);
    expect(matchesEtag(null, '"abc"')).toBe(false);
  });
});
