import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("allows scripts only from the site or with the request's nonce, and forbids framing", () => {
    const headers = securityHeaders({ nonce: "abc123", https: false, development: false });
    const policy = headers["Content-Security-Policy"]!;
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("adds HSTS only behind HTTPS", () => {
    expect(securityHeaders({ nonce: "n", https: true, development: false })["Strict-Transport-Security"]).toContain("max-age=31536000");
  });
});
