import { describe, expect, it } from "vitest";
import { formatSlabDimensions, slabSizeLabel } from "./stone-attributes";

describe("stone attributes", () => {
  it("shows a slab size in millimetres and in inches to the nearest half", () => {
    expect(formatSlabDimensions({ lengthMm: 3200, widthMm: 1600 }, "en")).toBe("3200 × 1600 mm (126 × 63 in)");
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "en")).toBe("3050 × 1440 mm (120 × 56.5 in)");
  });

  it("writes the half inch with the reader's decimal sign and the inch as the language names it, the Latin inches isolated in Arabic", () => {
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "es")).toBe("3050\u00a0×\u00a01440\u00a0mm (120 × 56,5 in)");
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "zh")).toBe("3050 × 1440 mm (120 × 56.5 in)");
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "ru")).toBe("3050\u00a0×\u00a01440\u00a0мм (120 × 56,5 дюйм.)");
    // CLDR's Russian writes «дюйм» in full after 71 as after 1 (plural.ts's `one`), and abbreviates it after the others.
    expect(formatSlabDimensions({ lengthMm: 3200, widthMm: 1800 }, "ru")).toBe("3200\u00a0×\u00a01800\u00a0мм (126 × 71 дюйм)");
    expect(formatSlabDimensions({ lengthMm: 3050, widthMm: 1440 }, "ar")).toBe("3050 × 1440 مم (\u2066120 × 56.5 in\u2069)");
  });

  it("falls back to English where the Chinese is missing", () => {
    expect(slabSizeLabel({ texts: { en: { label: "Honed" } } }, "zh")).toBe("Honed");
    expect(slabSizeLabel({ texts: { en: { label: "Honed" }, zh: { label: "哑光" } } }, "zh")).toBe("哑光");
  });

  it("names a size in each later language where the owner wrote it, and in English where not, nor for sizes saved before", () => {
    const standard = { texts: { en: { label: "Standard" }, zh: { label: "标准板" }, es: { label: "Estándar" }, ar: { label: " " } } };
    expect(slabSizeLabel(standard, "es")).toBe("Estándar");
    expect(slabSizeLabel(standard, "ru")).toBe("Standard");
    // A name of blanks is no name.
    expect(slabSizeLabel(standard, "ar")).toBe("Standard");
    expect(slabSizeLabel(standard, "zh")).toBe("标准板");
    expect(slabSizeLabel(standard, "en")).toBe("Standard");
    expect(slabSizeLabel({ texts: { en: { label: "Jumbo" }, zh: { label: "大板" } } }, "ru")).toBe("Jumbo");
  });
});
