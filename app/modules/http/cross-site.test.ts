import { describe, expect, it } from "vitest";
import { isCrossSiteMutation } from "./cross-site";

describe("isCrossSiteMutation", () => {
  const allowedHosts = ["quartz.example"];
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteMutation({ method: "GET", allowedHosts, origin: "https://evil.example" })).toBe(false);
  });
  it("accepts a post from the same allowedHosts, or from an old client that sends no origin", () => {
    expect(isCrossSiteMutation({ method: "POST", allowedHosts, origin: "https://quartz.example" })).toBe(false);
    expect(isCrossSiteMutation({ method: "POST", allowedHosts })).toBe(false);
    expect(isCrossSiteMutation({ method: "POST", allowedHosts, secFetchSite: "same-origin" })).toBe(false);
  });
  it("refuses a post from another site, an opaque origin, or one the browser marks cross-site", () => {
    expect(isCrossSiteMutation({ method: "POST", allowedHosts, origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteMutation({ method: "DELETE", allowedHosts, origin: "null" })).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", allowedHosts, secFetchSite: "cross-site" })).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", allowedHosts, origin: "https://quartz.example.evil.example" })).toBe(true);
  });
});
