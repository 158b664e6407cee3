import { describe, expect, it } from "vitest";
import { cacheControlFor, isPrivateResponse } from "./private-pages";

describe("isPrivateResponse", () => {
  it.each([
    "/dashboard",
    "/dashboard.data",
    "/dashboard/products",
    "/dashboard/products.data",
    "/login",
    "/login.data",
    "/logout",
    "/forget-password",
    "/reset-password/abc",
    "/reset-password/abc.data",
    "/verify-email/abc",
    "/confirm-email/abc",
    "/accept-invitation/abc",
    "/accept-invitation/abc.data",
  ])("keeps %s out of caches", (path) => expect(isPrivateResponse(path)).toBe(true));
  it.each(["/", "/about-us", "/dashboards", "/login-help", "/product/dashboard", "/_root.data"])("leaves %s cacheable", (path) =>
    expect(isPrivateResponse(path)).toBe(false),
  );
});

describe("cacheControlFor", () => {
  it("keeps private pages out of caches and makes caches ask again for public ones", () => {
    expect(cacheControlFor("/dashboard/basic-info", { sessionCookie: true })).toBe("no-store");
    expect(cacheControlFor("/about-us-zh", { sessionCookie: false })).toBe("no-cache");
    expect(cacheControlFor("/sitemap.xml", { sessionCookie: false })).toBe("no-cache");
  });

  it("keeps a public page asked for with a session cookie out of shared caches", () => {
    expect(cacheControlFor("/about-us", { sessionCookie: true })).toBe("private, no-cache");
  });
});
