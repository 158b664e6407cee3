import { describe, expect, it } from "vitest";
import { parseProductFilters, productFilterParameters } from "~/modules/catalogue/product-filters";
import { PRODUCT_CHOICE_FIELDS, productChoiceFromQuery } from "~/modules/enquiries/product-request";
import { pageQuery } from "./page-query";
import { PAGE_PARAMETER, parsePage } from "./paging";

/** The parameter names a parser asks its query for, whatever their values. */
function namesRead(parse: (params: URLSearchParams) => unknown): string[] {
  const read = new Set<string>();
  const recording = new Proxy(new URLSearchParams(), {
    get(target, property) {
      const member: unknown = Reflect.get(target, property, target);
      if (typeof member !== "function") return member;
      return (...args: unknown[]) => {
        if (typeof args[0] === "string") read.add(args[0]);
        return member.apply(target, args);
      };
    },
  });
  parse(recording);
  return [...read].sort();
}

describe("pageQuery", () => {
  it("keeps only the parameters a page reads, sorted by name, with the values of one name in their order", () => {
    const params = new URLSearchParams("utm_source=wechat&thickness=30&q=white&fbclid=IwAR&thickness=20&from=timeline&category=solid");
    expect(pageQuery(params, ["q", "category", "thickness"]).toString()).toBe("category=solid&q=white&thickness=30&thickness=20");
    expect(pageQuery(params, []).toString()).toBe("");
  });
});

describe("the query parameters public pages declare", () => {
  it("hold every parameter the parsers read", () => {
    expect(namesRead(parseProductFilters)).toEqual([...productFilterParameters].sort());
    expect(namesRead(parsePage)).toEqual([PAGE_PARAMETER]);
    expect(namesRead((params) => productChoiceFromQuery(params, { thicknessesMm: [], finishes: [] }))).toEqual(
      Object.values(PRODUCT_CHOICE_FIELDS).sort(),
    );
  });
});
