import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("chooses Spanish's singular for one and plural otherwise", () => {
    const slabs = { one: "{n} tabla", other: "{n} tablas" };
    expect([0, 1, 2, 21].map((n) => plural("es", n, slabs))).toEqual(["0 tablas", "1 tabla", "2 tablas", "21 tablas"]);
  });

  it("chooses Russian's one, few and many forms", () => {
    const slabs = { one: "{n} сляб", few: "{n} сляба", many: "{n} слябов", other: "{n} сляба" };
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => plural("ru", n, slabs))).toEqual([
      "1 сляб",
      "2 сляба",
      "5 слябов",
      "11 слябов",
      "21 сляб",
      "22 сляба",
      "25 слябов",
    ]);
  });

  it("chooses Arabic's six forms, and shows the figure as the caller wrote it", () => {
    const characters = { zero: "{n} حرف", one: "حرف واحد", two: "حرفان", few: "{n} أحرف", many: "{n} حرفًا", other: "{n} حرف" };
    expect([1, 2, 3, 11, 100].map((n) => plural("ar", n, characters))).toEqual(["حرف واحد", "حرفان", "3 أحرف", "11 حرفًا", "100 حرف"]);
    expect(plural("ar", 2000, characters, "2,000")).toBe("2,000 حرف");
  });

  it("falls back to the other form where a language's rule names a form not given", () => {
    expect(plural("en", 1, { other: "{n} slabs" })).toBe("1 slabs");
  });
});
