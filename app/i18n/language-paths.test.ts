import { describe, expect, it } from "vitest";
import { alternatePath, languageFromPath } from "./language-paths";

describe("languageFromPath", () => {
  it.each([
    ["/", "en"],
    ["/zh", "zh"],
    ["/home", "en"],
    ["/home-zh", "zh"],
    ["/about-us-zh", "zh"],
    ["/brand-center", "en"],
    ["/product/calacatta-gold", "en"],
    ["/product-zh/calacatta-gold", "zh"],
    ["/contact-us-zh/product/x", "zh"],
    ["/contact-us/collection/c1/zh", "zh"],
    ["/contact-us/collection/c1/en", "en"],
    ["/about-us-zh.data", "zh"],
    ["/_.data", "en"],
    ["/zh.data", "zh"],
    ["/no-such-page", "en"],
    ["/no-such-page-zh", "zh"],
    ["/zh/no-such-page", "zh"],
    ["/dashboard", "zh"],
    ["/dashboard/products", "zh"],
    ["/login", "en"],
    ["/ABOUT-US-ZH", "zh"],
    ["/Product-Zh/Calacatta-Gold", "zh"],
    ["/ZH/", "zh"],
    ["/contact-us/collection/c1/ZH", "zh"],
  ] as const)("%s is %s", (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });
});

describe("alternatePath", () => {
  it.each([
    ["/", "zh", "/zh"],
    ["/zh", "en", "/"],
    ["/home", "zh", "/home-zh"],
    ["/about-us", "zh", "/about-us-zh"],
    ["/brand-center-zh", "en", "/brand-center"],
    ["/product/calacatta-gold", "zh", "/product-zh/calacatta-gold"],
    ["/product-zh/calacatta-gold", "en", "/product/calacatta-gold"],
    ["/contact-us/product/p1", "zh", "/contact-us-zh/product/p1"],
    ["/contact-us/collection/c1/en", "zh", "/contact-us/collection/c1/zh"],
    ["/login", "zh", "/zh"],
  ] as const)("%s in %s is %s", (path, target, expected) => {
    expect(alternatePath(path, target)).toBe(expected);
  });
});
