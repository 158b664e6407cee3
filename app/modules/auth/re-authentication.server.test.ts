import { describe, expect, it } from "vitest";
import { isRecentSignIn, RE_AUTHENTICATION_WINDOW_MS } from "./re-authentication.server";

describe("the re-authentication window", () => {
  const signedIn = new Date("2026-12-01T09:00:00Z");
  const after = (ms: number) => new Date(signedIn.getTime() + ms);

  it("is ten minutes", () => {
    expect(RE_AUTHENTICATION_WINDOW_MS).toBe(10 * 60 * 1000);
  });

  it("lets sensitive actions through within it and asks again after it", () => {
    expect(isRecentSignIn(signedIn, signedIn)).toBe(true);
    expect(isRecentSignIn(signedIn, after(RE_AUTHENTICATION_WINDOW_MS))).toBe(true);
    expect(isRecentSignIn(signedIn, after(RE_AUTHENTICATION_WINDOW_MS + 1))).toBe(false);
  });

  it("does not count a confirmation dated ahead of the clock", () => {
    expect(isRecentSignIn(after(60_000), signedIn)).toBe(false);
  });
});
