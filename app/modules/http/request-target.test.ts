import { describe, expect, it } from "vitest";
import { isValidHost, isWellFormedRequestTarget } from "./request-target";

describe("isValidHost", () => {
  it.each([
    "quartz.example",
    "www.quartz.example:443",
    "127.0.0.1:3000",
    "localhost",
    "[::1]:3000",
    "[2001:db8::1]",
    "app_internal:8080",
    "quartz.example.",
  ])("accepts %j", (host) => expect(isValidHost(host)).toBe(true));
  it.each([
    "",
    ":80",
    "quartz.example:70000",
    "quartz.example:-1",
    "quartz.example:abc",
    "a b",
    "évil.example",
    "evil.example/path",
    "evil.example@x",
    "[::1",
    "[zz::1]",
    "-start.example",
    "a..b",
    "x".repeat(300),
    "host:80:80",
    "%00",
  ])("refuses %j", (host) => expect(isValidHost(host)).toBe(false));
});

describe("isWellFormedRequestTarget", () => {
  const good = { host: "quartz.example", target: "/about-us" };
  it("accepts an ordinary request and a proxy's forwarded list", () => {
    expect(isWellFormedRequestTarget(good)).toBe(true);
    expect(
      isWellFormedRequestTarget({ ...good, forwardedHost: "quartz.example, proxy.internal:8080", forwardedProto: "https, http" }),
    ).toBe(true);
  });
  it("refuses a missing Host, a malformed forwarded host or scheme, and a target that is not a path", () => {
    expect(isWellFormedRequestTarget({ target: "/" })).toBe(false);
    expect(isWellFormedRequestTarget({ ...good, forwardedHost: "evil example" })).toBe(false);
    expect(isWellFormedRequestTarget({ ...good, forwardedProto: "javascript" })).toBe(false);
    expect(isWellFormedRequestTarget({ ...good, target: "http://evil.example/" })).toBe(false);
    expect(isWellFormedRequestTarget({ ...good, target: "*" })).toBe(false);
    expect(isWellFormedRequestTarget({ ...good, target: "/product/%00" })).toBe(false);
  });
});
