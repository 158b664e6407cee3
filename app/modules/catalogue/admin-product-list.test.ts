import { describe, expect, it } from "vitest";
import { adminProductQueryString, canReorder, parseAdminProductQuery } from "./admin-product-list";

const parse = (query: string) => parseAdminProductQuery(new URLSearchParams(query));

describe("the dashboard's product list address", () => {
  it("reads search, category, sort and page, keeping what parses", () => {
    expect(parse("")).toEqual({ q: "", category: null, sort: "order", page: 1 });
    expect(parse("q=%20white%20&category=calacatta&sort=title&page=3")).toEqual({
      q: "white",
      category: "calacatta",
      sort: "title",
      page: 3,
    });
    expect(parse("sort=price&page=x")).toEqual({ q: "", category: null, sort: "order", page: 1 });
  });

  it("writes the defaults out of the address", () => {
    expect(adminProductQueryString(parse(""))).toBe("");
    expect(adminProductQueryString(parse("q=white&sort=newest&page=2"))).toBe("?q=white&sort=newest&page=2");
  });

  it("offers reordering only on the whole list in its public order", () => {
    expect(canReorder(parse("page=4"))).toBe(true);
    expect(canReorder(parse("q=white"))).toBe(false);
    expect(canReorder(parse("category=calacatta"))).toBe(false);
    expect(canReorder(parse("sort=title"))).toBe(false);
  });
});
