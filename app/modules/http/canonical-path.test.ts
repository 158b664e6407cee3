import { describe, expect, it } from "vitest";
import { canonicalPagePath, canonicalRedirect } from "./canonical-path";

describe("canonicalPagePath", () => {
  it.each([
    ["/", "/"],
    ["/zh", "/zh"],
    ["/ZH/", "/zh"],
    ["/home", "/"],
    ["/Home/", "/"],
    ["/HOME-ZH", "/zh"],
    ["/About-Us", "/about-us"],
    ["/ABOUT-US-ZH", "/about-us-zh"],
    ["/about-us/", "/about-us"],
    ["/about-us//", "/about-us"],
    ["/Brand-Center-Zh", "/brand-center-zh"],
    ["/Product/Calacatta-Gold", "/product/calacatta-gold"],
    ["/PRODUCT-ZH/calacatta-gold/", "/product-zh/calacatta-gold"],
    ["/product/%E7%99%BD%E8%89%B2", "/product/%E7%99%BD%E8%89%B2"],
    ["/product/%c3%84", "/product/%C3%A4"],
    ["/News-Center/Spring-Fair", "/news-center/spring-fair"],
    ["/Contact-Us-ZH/Product/Pure-White", "/contact-us-zh/product/pure-white"],
    ["/contact-us/COLLECTION/Calacatta-Series/ZH", "/contact-us/collection/calacatta-series/zh"],
    ["/404/", "/404"],
  ])("%s is %s", (path, canonical) => {
    expect(canonicalPagePath(path)).toBe(canonical);
  });

  it.each([
    "/reset-password/AbC123",
    "/verify-email/AbC123",
    "/confirm-email/AbC123",
    "/accept-invitation/AbC123",
    "/media/Saide/Photo.JPG",
    "/assets/Entry-AbC.js",
    "/Dashboard",
    "/Login",
    "/about-us/extra",
    "/contact-us/product",
    "/contact-us-zh/collection/a/zh",
    "/product//x",
    "/product/%E0%A4%A",
    "/product/x/spec-sheet.pdf",
    "//evil.example",
    "/no-such-page",
  ])("%s names no public page", (path) => {
    expect(canonicalPagePath(path)).toBeNull();
  });

  it("is stable: the canonical address of a canonical address is itself", () => {
    for (const path of ["/Product/%c3%84x", "/HOME-ZH/", "/Contact-Us/Collection/A/EN", "/product/a=b"]) {
      const once = canonicalPagePath(path)!;
      expect(canonicalPagePath(once)).toBe(once);
    }
  });
});

describe("canonicalRedirect", () => {
  it("moves another spelling of a page to its address, keeping the query", () => {
    expect(canonicalRedirect({ method: "GET", target: "/Brand-Center?category=calacatta-series&page=2" })).toBe(
      "/brand-center?category=calacatta-series&page=2",
    );
    expect(canonicalRedirect({ method: "HEAD", target: "/about-us/" })).toBe("/about-us");
    expect(canonicalRedirect({ method: "GET", target: "/home-zh?utm_source=x" })).toBe("/zh?utm_source=x");
  });

  it("leaves the canonical address, other methods, client navigation data and non-pages where they are", () => {
    expect(canonicalRedirect({ method: "GET", target: "/about-us?Q=A" })).toBeNull();
    expect(canonicalRedirect({ method: "POST", target: "/Contact-Us" })).toBeNull();
    expect(canonicalRedirect({ method: "GET", target: "/Product/X.data" })).toBeNull();
    expect(canonicalRedirect({ method: "GET", target: "/home.data" })).toBeNull();
    expect(canonicalRedirect({ method: "GET", target: "/reset-password/AbC?x=1" })).toBeNull();
  });
});
