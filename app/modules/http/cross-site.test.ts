import { describe, expect, it } from "vitest";
import { isCrossSiteMutation } from "./cross-site";

describe("isCrossSiteMutation", () => {
  const allowedOrigins = ["https://quartz.example"];
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteMutation({ method: "GET", allowedOrigins, origin: "https://evil.example" })).toBe(false);
  });
  it("accepts a post from the site's own origin, or from an old client that sends no origin", () => {
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins, origin: "https://quartz.example" })).toBe(false);
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins })).toBe(false);
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins, secFetchSite: "same-origin" })).toBe(false);
  });
  it("refuses a post from another site, another scheme or port, an opaque origin, or one the browser marks cross-site", () => {
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins, origin: "https://evil.example" })).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins, origin: "http://quartz.example" })).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins, origin: "https://quartz.example:8443" })).toBe(true);
    expect(isCrossSiteMutation({ method: "DELETE", allowedOrigins, origin: "null" })).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins, secFetchSite: "cross-site" })).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins, origin: "https://quartz.example.evil.example" })).toBe(true);
    expect(isCrossSiteMutation({ method: "POST", allowedOrigins, origin: "not a url" })).toBe(true);
  });
});
