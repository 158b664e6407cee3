import { describe, expect, it } from "vitest";
import { formatSlabDimensions, slabSizeLabel } from "./stone-attributes";

describe("stone attributes", () => {
  it("shows a slab size in millimetres and in inches to the nearest half", () => {
    expect(formatSlabDimensions({ lengthMm: 3200, widthMm: 1600 }, "en")).toBe("3200 × 1600 mm (126 × 63 in)");
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "en")).toBe("3050 × 1440 mm (120 × 56.5 in)");
  });

  it("writes the millimetres and the half inch as the page's language does, the Latin inches isolated in Arabic", () => {
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "ru")).toContain("56,5");
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "ar")).toBe("3050 × 1440 مم (\u2066120 × 56.5 in\u2069)");
  });

  it("falls back to English where the Chinese is missing", () => {
    expect(slabSizeLabel({ labelEn: "Honed", labelZh: "" }, "zh")).toBe("Honed");
    expect(slabSizeLabel({ labelEn: "Honed", labelZh: "哑光" }, "zh")).toBe("哑光");
  });
});
