import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { allowedMethodsFor } from "./allowed-methods.server";

const page = () => null;
const load = () => null;
const act = () => null;

/** The shape of the server build's route manifest, with the route modules reduced to what decides the methods. */
const build = {
  routes: {
    root: { id: "root", path: "", module: { default: page } },
    layout: { id: "layout", parentId: "root", module: { default: page, loader: load } },
    home: { id: "home", parentId: "layout", index: true, module: { default: page, loader: load, action: act } },
    about: { id: "about", parentId: "layout", path: "about-us", module: { default: page, loader: load } },
    product: { id: "product", parentId: "layout", path: "product/:productId", module: { default: page, loader: load } },
    contact: { id: "contact", parentId: "layout", path: "contact-us", module: { default: page, action: act } },
    missing: { id: "missing", parentId: "layout", path: "*", module: { default: page, loader: load } },
    beacon: { id: "beacon", parentId: "root", path: "resources/page-view", module: { action: act } },
  },
} as unknown as ServerBuild;

describe("allowedMethodsFor", () => {
  it.each([
    ["/", "GET, HEAD, POST, OPTIONS"],
    ["/about-us", "GET, HEAD, OPTIONS"],
    ["/about-us.data", "GET, HEAD, OPTIONS"],
    ["/_root.data", "GET, HEAD, POST, OPTIONS"],
    ["/product/calacatta-gold", "GET, HEAD, OPTIONS"],
    ["/contact-us", "GET, HEAD, POST, OPTIONS"],
    ["/resources/page-view", "POST, OPTIONS"],
    ["/no/such/page", "GET, HEAD, OPTIONS"],
  ])("%s takes %s", (path, methods) => {
    expect(allowedMethodsFor(build, path).join(", ")).toBe(methods);
  });
});
