import { describe, expect, it } from "vitest";
import { filtersQuery, hasNarrowingFilters, parseProductFilters, withoutNarrowing, withoutValue } from "./product-filters";

const parse = (query: string) => parseProductFilters(new URLSearchParams(query));

describe("Brand Center filter addresses", () => {
  it("reads repeated values per kind, each once, and keeps only the ones that make sense", () => {
    const filters = parse(
      "colour=white&colour=grey&colour=white&finish=Polished!&thickness=30&thickness=20&thickness=abc&q=%20white%20%20marble%20",
    );
    expect(filters).toEqual({
      q: "white marble",
      category: null,
      options: { colour: ["white", "grey"], pattern: [], finish: [] },
      thickness: [20, 30],
    });
    expect(hasNarrowingFilters(filters)).toBe(true);
    expect(hasNarrowingFilters(parse("q=white&category=calacatta"))).toBe(false);
  });

  it("writes equal choices as one address, whatever order they came in", () => {
    const address = filtersQuery(parse("thickness=30&colour=grey&category=solid&q=white&pattern=veined&thickness=20"));
    expect(address).toBe("?q=white&category=solid&colour=grey&pattern=veined&thickness=20&thickness=30");
    expect(filtersQuery(parse(address.slice(1)))).toBe(address);
    expect(filtersQuery(parse(""))).toBe("");
  });

  it("removes one chip's value, or every narrowing filter but keeps the words and category", () => {
    const filters = parse("q=white&category=solid&colour=grey&colour=white&thickness=20");
    expect(filtersQuery(withoutValue(filters, "colour", "grey"))).toBe("?q=white&category=solid&colour=white&thickness=20");
    expect(filtersQuery(withoutValue(filters, "thickness", 20))).toBe("?q=white&category=solid&colour=grey&colour=white");
    expect(filtersQuery(withoutNarrowing(filters))).toBe("?q=white&category=solid");
  });
});
