import { describe, expect, it } from "vitest";
import { findBrandCategory } from "./brand-categories";

const listed = [
  { id: "calacatta-series", slug: "calacatta" },
  { id: "3f1c2b9e-0000-4000-8000-000000000001", slug: "calacatta-series" },
  { id: "carrara-series", slug: "carrara-series" },
];

describe("findBrandCategory", () => {
  it("finds a category by its slug first, even when another category's old id is the same text", () => {
    expect(findBrandCategory(listed, "calacatta-series")).toEqual({ category: listed[1], canonical: true });
  });

  it("still finds a category by the id an old link used, marked as not its address", () => {
    expect(findBrandCategory(listed.slice(0, 1), "calacatta-series")).toEqual({ category: listed[0], canonical: false });
  });

  it("finds nothing for no choice, an unknown one, or a category that is not listed", () => {
    expect(findBrandCategory(listed, null)).toBeNull();
    expect(findBrandCategory(listed, "")).toBeNull();
    expect(findBrandCategory(listed, "onyx")).toBeNull();
  });
});
