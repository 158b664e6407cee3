import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { matchedRouteModules } from "./route-matches.server";

/** A server build's route manifest, each module named so a test can tell which one matched. */
const buildOf = (release: string) =>
  ({
    routes: {
      root: { id: "root", path: "", module: { name: `${release} root` } },
      product: { id: "product", parentId: "root", path: "product/:productId", module: { name: `${release} product` } },
      missing: { id: "missing", parentId: "root", path: "*", module: { name: `${release} missing` } },
    },
  }) as unknown as ServerBuild;

const names = (build: ServerBuild, pathname: string) =>
  matchedRouteModules(build, pathname).map((module) => (module as unknown as { name: string }).name);

describe("matchedRouteModules", () => {
  it("answers an address asked again as the first time, from the build asked", () => {
    const first = buildOf("first");
    const second = buildOf("second");
    expect(names(first, "/product/calacatta")).toEqual(["first root", "first product"]);
    expect(names(first, "/product/calacatta")).toEqual(["first root", "first product"]);
    expect(names(second, "/product/calacatta")).toEqual(["second root", "second product"]);
    expect(names(first, "/no/such/page")).toEqual(["first root", "first missing"]);
  });

  it("keeps answering rightly past the number of addresses it keeps", () => {
    const build = buildOf("busy");
    for (let index = 0; index < 5_000; index++) expect(names(build, `/product/p-${index}`)).toEqual(["busy root", "busy product"]);
    expect(names(build, "/product/p-0")).toEqual(["busy root", "busy product"]);
    expect(names(build, "/elsewhere")).toEqual(["busy root", "busy missing"]);
  });
});
