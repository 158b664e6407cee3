import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pageCacheKeys } from "./page-key.server";

const page = () => null;

/** The shape of the server build's route manifest, its modules reduced to a page and the handle that names the query it reads. */
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: page } },
    layout: { id: "layout", parentId: "root", module: { default: page, handle: { hydrate: false, query: [] } } },
    home: { id: "home", parentId: "layout", index: true, module: { default: page } },
    brand: {
      id: "brand",
      parentId: "layout",
      path: "brand-center",
      module: { default: page, handle: { query: ["q", "category", "colour", "page"] } },
    },
    product: { id: "product", parentId: "layout", path: "product/:productId", module: { default: page } },
    missing: { id: "missing", parentId: "layout", path: "*", module: { default: page } },
    dashboard: { id: "dashboard", parentId: "root", path: "dashboard", module: { default: page } },
  },
} as unknown as ServerBuild;

const keyOf = pageCacheKeys(build);

describe("the address a page is kept under", () => {
  it.each([
    ["/product/calacatta-gold?utm_source=wechat&utm_medium=social", "/product/calacatta-gold"],
    ["/product/calacatta-gold?fbclid=IwAR0&gclid=Cj0K&msclkid=5f1&yclid=73", "/product/calacatta-gold"],
    ["/?from=singlemessage&isappinstalled=0", "/"],
    ["/no/such/page?utm_x=1", "/no/such/page"],
    ["/brand-center?utm_campaign=spring&q=white&page=2&gclid=1", "/brand-center?page=2&q=white"],
    ["/brand-center?colour=grey&category=solid&colour=white", "/brand-center?category=solid&colour=grey&colour=white"],
    ["/brand-center?", "/brand-center"],
  ])("%s is kept as %s", (target, key) => {
    expect(keyOf(target)).toBe(key);
  });

  it("is one for every spelling of the same query", () => {
    expect(keyOf("/brand-center?q=white+marble")).toBe(keyOf("/brand-center?q=white%20marble"));
    expect(keyOf("/brand-center?page=2&q=white")).toBe(keyOf("/brand-center?q=white&page=2"));
  });

  it("leaves alone an address whose routes declare no query, and client navigation's data requests", () => {
    for (const target of ["/brand-center", "/dashboard?q=white&utm_source=mail", "/about-us.data?_routes=routes%2Fabout&utm_source=mail"]) {
      expect(keyOf(target)).toBe(target);
    }
  });
});
