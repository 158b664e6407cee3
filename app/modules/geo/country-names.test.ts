import { describe, expect, it } from "vitest";
import { countryFlag, countryName } from "./country-names";

describe("country names", () => {
  it("names a country in the page's language with its flag, and nothing for an unknown one", () => {
    expect(countryName("CN", "zh")).toBe("中国");
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("", "en")).toBeNull();
    expect(countryFlag("US")).toBe("🇺🇸");
    expect(countryFlag("")).toBe("");
  });
});
