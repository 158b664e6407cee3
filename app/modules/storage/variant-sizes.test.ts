import { describe, expect, it } from "vitest";
import { PORTRAIT_WIDTHS, portraitCropSize, VARIANT_WIDTHS, variantWidths } from "./images.server";

describe("variant sizes", () => {
  it("stores each width below the source's, and the source's own when it is not wider than the largest", () => {
    expect(variantWidths(3000, VARIANT_WIDTHS)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200, VARIANT_WIDTHS)).toEqual([480, 960, 1200]);
    expect(variantWidths(300, VARIANT_WIDTHS)).toEqual([300]);
  });

  it("cuts the tallest 9:16 crop a landscape picture holds, so a 375 px phone at DPR 2 gets at least 750 px", () => {
    expect(portraitCropSize({ width: 2400, height: 1350 })).toEqual({ width: 759, height: 1349 });
    expect(variantWidths(portraitCropSize({ width: 2400, height: 1350 }).width, PORTRAIT_WIDTHS)).toEqual([480, 750, 759]);
    expect(portraitCropSize({ width: 3000, height: 2000 })).toEqual({ width: 1125, height: 2000 });
    expect(variantWidths(1125, PORTRAIT_WIDTHS)).toEqual([480, 750, 1080]);
  });

  it("keeps the whole width of a picture already taller than the crop", () => {
    expect(portraitCropSize({ width: 600, height: 2000 })).toEqual({ width: 600, height: 1067 });
  });
});
