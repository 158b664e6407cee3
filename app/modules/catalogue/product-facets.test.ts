import { describe, expect, it } from "vitest";
import { buildFacetTable, facetedSearch, type FacetProduct } from "./product-facets";
import { parseProductFilters } from "./product-filters";

const product = (
  id: string,
  categoryId: string | null,
  colour: string[],
  thicknessesMm: number[],
  finish: string[] = [],
): FacetProduct => ({
  id,
  categoryId,
  homepage: true,
  thicknessesMm,
  options: { colour, pattern: [], finish },
});

const catalogue = [
  product("white-20", "calacatta", ["white"], [20]),
  product("white-30", "calacatta", ["white"], [20, 30], ["honed"]),
  product("grey-20", "carrara", ["grey"], [20]),
  product("black-30", "carrara", ["black", "grey"], [30], ["honed"]),
  product("plain", null, [], []),
];
const table = buildFacetTable(catalogue);
const find = (query: string, categoryId: string | null = null) =>
  facetedSearch(
    table,
    catalogue.map((_, row) => row),
    parseProductFilters(new URLSearchParams(query)),
    categoryId,
  );

describe("faceted search", () => {
  it("lists every product in order and counts each choice when nothing is chosen", () => {
    const { matching, counts } = find("");
    expect(matching).toEqual(catalogue.map((entry) => entry.id));
    expect(counts.categories).toEqual(
      new Map([
        ["calacatta", 2],
        ["carrara", 2],
        [null, 1],
      ]),
    );
    expect(counts.options.colour).toEqual(
      new Map([
        ["white", 2],
        ["grey", 2],
        ["black", 1],
      ]),
    );
    expect(counts.thicknesses).toEqual(
      new Map([
        [20, 3],
        [30, 2],
      ]),
    );
  });

  it("widens within a kind, narrows across kinds, and counts each kind with the other kinds' filters only", () => {
    const { matching, counts } = find("colour=white&colour=grey&thickness=30");
    expect(matching).toEqual(["white-30", "black-30"]);
    // Colours as if no colour were chosen, but with 30 mm: white-30 and black-30 (black and grey).
    expect(counts.options.colour).toEqual(
      new Map([
        ["white", 1],
        ["black", 1],
        ["grey", 1],
      ]),
    );
    // Thicknesses with white or grey, whatever the thickness.
    expect(counts.thicknesses).toEqual(
      new Map([
        [20, 3],
        [30, 2],
      ]),
    );
    expect(counts.options.finish).toEqual(new Map([["honed", 2]]));
  });

  it("lists the rows asked for in the order asked, as search results are", () => {
    expect(facetedSearch(table, [3, 0], parseProductFilters(new URLSearchParams("")), null).matching).toEqual(["black-30", "white-20"]);
  });

  it("keeps the category to the listed one while its counts show every category", () => {
    const { matching, counts } = find("colour=grey", "carrara");
    expect(matching).toEqual(["grey-20", "black-30"]);
    expect(counts.categories).toEqual(new Map([["carrara", 2]]));
    expect(counts.options.colour).toEqual(
      new Map([
        ["grey", 2],
        ["black", 1],
      ]),
    );
  });
});
