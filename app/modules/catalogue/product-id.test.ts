import { describe, expect, it } from "vitest";
import { candidateProductId, MAX_GENERATED_ID_LENGTH, productIdFromTitle } from "./product-id";

describe("productIdFromTitle", () => {
  it("lower-cases the title and joins the words with hyphens", () => {
    expect(productIdFromTitle("Calacatta Gold")).toBe("calacatta-gold");
  });

  it("removes every listed character", () => {
    expect(productIdFromTitle(`a&b/c\\d#e,f+g(h)i$j~k%l.m'n"o:p*q?r<s>t{u}v`)).toBe("abcdefghijklmnopqrstuv");
  });

  it("keeps characters not listed", () => {
    expect(productIdFromTitle("Crème_Brûlée-2024!")).toBe("crème_brûlée-2024!");
  });

  it("turns each run of whitespace, tabs included, into one hyphen", () => {
    expect(productIdFromTitle("Sparkle \t  Black\nStar")).toBe("sparkle-black-star");
  });

  it("trims, so no hyphen is left at either end, even where removed characters stood", () => {
    expect(productIdFromTitle("  (New) Calacatta Viola.  ")).toBe("new-calacatta-viola");
    expect(productIdFromTitle("& Stone & Concrete &")).toBe("stone-concrete");
  });

  it("uses the id only when it is shorter than 100 characters", () => {
    const longest = "a".repeat(MAX_GENERATED_ID_LENGTH - 1);
    expect(productIdFromTitle(longest)).toBe(longest);
    expect(productIdFromTitle("a".repeat(MAX_GENERATED_ID_LENGTH))).toBeNull();
    expect(productIdFromTitle(`${"word ".repeat(19)}words`)).toBeNull();
  });

  it("counts characters, not UTF-16 units, against the limit", () => {
    const emoji = "🪨".repeat(MAX_GENERATED_ID_LENGTH - 1);
    expect(productIdFromTitle(emoji)).toBe(emoji);
  });

  it("gives no id for a title made only of removed characters", () => {
    expect(productIdFromTitle(" ./?* ")).toBeNull();
  });
});

describe("candidateProductId", () => {
  it("tries the id itself first, then appends -2, -3 and so on", () => {
    expect([1, 2, 3, 10].map((attempt) => candidateProductId("calacatta-gold", attempt))).toEqual([
      "calacatta-gold",
      "calacatta-gold-2",
      "calacatta-gold-3",
      "calacatta-gold-10",
    ]);
  });
});
