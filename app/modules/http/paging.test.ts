import { describe, expect, it } from "vitest";
import { pagingOf, parsePage, withPage } from "./paging";

describe("paging", () => {
  it("reads a page number from the address, the first page for anything else", () => {
    const page = (query: string) => parsePage(new URLSearchParams(query));
    expect(page("")).toBe(1);
    expect(page("page=3")).toBe(3);
    expect(page("page=0")).toBe(1);
    expect(page("page=-2")).toBe(1);
    expect(page("page=2.5")).toBe(1);
    expect(page("page=abc")).toBe(1);
    expect(page("page=99999999")).toBe(10_000);
  });

  it("counts the pages of a list, one for an empty list", () => {
    expect(pagingOf(0, 1, 24)).toEqual({ page: 1, pages: 1, size: 24, total: 0 });
    expect(pagingOf(14, 1, 24).pages).toBe(1);
    expect(pagingOf(24, 1, 24).pages).toBe(1);
    expect(pagingOf(25, 2, 24).pages).toBe(2);
  });

  it("keeps the other parameters and leaves page 1 out of the address", () => {
    expect(withPage("", 1)).toBe("");
    expect(withPage("", 2)).toBe("?page=2");
    expect(withPage("?category=calacatta&colour=white", 3)).toBe("?category=calacatta&colour=white&page=3");
    expect(withPage("?category=calacatta&page=3", 1)).toBe("?category=calacatta");
  });
});
