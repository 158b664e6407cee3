import { describe, expect, it } from "vitest";
import { buildCountryTable, CountryTableBuilder, lookupCountry, parseAddress, RangeFileError } from "./ip-ranges";

const table = buildCountryTable([
  "1.0.0.0,1.0.0.255,AU",
  "1.0.1.0,1.0.3.255,CN",
  "8.8.8.0,8.8.8.255,US",
  "",
  "2001:db8::,2001:db8:ffff:ffff:ffff:ffff:ffff:ffff,DE",
  "2400:cb00::,2400:cb00:ffff:ffff:ffff:ffff:ffff:ffff,JP",
  "2a00::,2a00::ff,FR",
  "255.255.255.0,255.255.255.255,ZZ",
]);

describe("country lookup by address range", () => {
  it("finds the range an IPv4 address falls in, from its first to its last address", () => {
    expect(lookupCountry(table, "1.0.0.0")).toBe("AU");
    expect(lookupCountry(table, "1.0.0.255")).toBe("AU");
    expect(lookupCountry(table, "1.0.1.0")).toBe("CN");
    expect(lookupCountry(table, "1.0.3.255")).toBe("CN");
    expect(lookupCountry(table, "8.8.8.8")).toBe("US");
    expect(lookupCountry(table, "255.255.255.255")).toBe("ZZ");
  });

  it("answers unknown between ranges, before the first and for what is not an address", () => {
    expect(lookupCountry(table, "1.0.4.0")).toBe("");
    expect(lookupCountry(table, "0.255.255.255")).toBe("");
    expect(lookupCountry(table, "8.8.9.0")).toBe("");
    expect(lookupCountry(table, "")).toBe("");
    expect(lookupCountry(table, "1.2.3")).toBe("");
    expect(lookupCountry(table, "256.1.1.1")).toBe("");
    expect(lookupCountry(table, "2001:db8:::1")).toBe("");
  });

  it("reads IPv6 addresses in every notation, at the edges of their ranges", () => {
    expect(lookupCountry(table, "2001:db8::1")).toBe("DE");
    expect(lookupCountry(table, "2001:0DB8:0000:0000:0000:0000:0000:0000")).toBe("DE");
    expect(lookupCountry(table, "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff")).toBe("DE");
    expect(lookupCountry(table, "2001:db9::")).toBe("");
    expect(lookupCountry(table, "2400:cb00:1::")).toBe("JP");
    expect(lookupCountry(table, "2a00::ff")).toBe("FR");
    expect(lookupCountry(table, "2a00::100")).toBe("");
  });

  it("reads an IPv4-mapped IPv6 address as the IPv4 address it carries", () => {
    expect(parseAddress("::ffff:8.8.8.8")).toEqual({ family: 4, words: [0x08080808] });
    expect(lookupCountry(table, "::ffff:8.8.8.8")).toBe("US");
    expect(lookupCountry(table, "::FFFF:1.0.2.3")).toBe("CN");
    expect(lookupCountry(table, "::ffff:0808:0808")).toBe("US");
  });

  it("gives no country to private, loopback, link-local and shared addresses", () => {
    const everywhere = buildCountryTable(["0.0.0.0,255.255.255.255,US", "::,ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff,US"]);
    for (const address of [
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "127.0.0.1",
      "169.254.1.1",
      "100.64.0.1",
      "::1",
      "::",
      "fd12::1",
      "fe80::1%eth0",
      "::ffff:127.0.0.1",
      "::ffff:192.168.0.10",
    ]) {
      expect(lookupCountry(everywhere, address), address).toBe("");
    }
    for (const address of ["172.32.0.1", "8.8.8.8", "2001:db8::1", "::2", "::ffff:8.8.8.8"])
      expect(lookupCountry(everywhere, address), address).toBe("US");
  });

  it("refuses a file with a malformed line or overlapping ranges, naming the line", () => {
    expect(() => buildCountryTable(["1.0.0.0,1.0.0.255,AU", "1.0.1.0,1.0.3.255,China"])).toThrow(/line 2/);
    expect(() => buildCountryTable(["1.0.0.9,1.0.0.1,AU"])).toThrow(RangeFileError);
    expect(() => buildCountryTable(["1.0.0.0,::1,AU"])).toThrow(RangeFileError);
    expect(() => buildCountryTable(["1.0.0.0,1.0.0.255,AU", "1.0.0.128,1.0.1.255,CN"])).toThrow(/overlap/);
    expect(() => buildCountryTable(["<html>"])).toThrow(/line 1/);
    expect(() => buildCountryTable([])).toThrow(/no ranges/);
  });

  it("builds a large file in slices, pausing where a server lets other requests through, into the same table", () => {
    const lines = Array.from(
      { length: 12_000 },
      (_, index) => `11.${index >> 8}.${index & 255}.0,11.${index >> 8}.${index & 255}.255,${index % 2 ? "US" : "CN"}`,
    );
    const builder = new CountryTableBuilder();
    for (const line of lines) builder.add(line);
    const slices = builder.buildSlices();
    let pauses = 0;
    let step = slices.next();
    for (; !step.done; step = slices.next()) pauses += 1;
    expect(pauses).toBeGreaterThanOrEqual(3);
    expect(step.value).toEqual(buildCountryTable(lines));
    expect(lookupCountry(step.value, "11.0.1.7")).toBe("US");
  });
});
