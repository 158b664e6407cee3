import { describe, expect, it } from "vitest";
import { descriptionPreview, joinParagraphs, splitParagraphs } from "./descriptions";

describe("splitParagraphs", () => {
  it("makes one paragraph per line", () => {
    expect(splitParagraphs("First.\nSecond.\nThird.")).toEqual(["First.", "Second.", "Third."]);
  });

  it("drops empty and blank lines", () => {
    expect(splitParagraphs("\nFirst.\n\n   \n\tSecond.\n\n")).toEqual(["First.", "Second."]);
  });

  it("turns a single line into a one-item list", () => {
    expect(splitParagraphs("Only one line.")).toEqual(["Only one line."]);
  });

  it("understands Windows and old Mac line endings", () => {
    expect(splitParagraphs("First.\r\n\r\nSecond.\rThird.\r\n")).toEqual(["First.", "Second.", "Third."]);
  });

  it("gives an empty list for empty text", () => {
    expect(splitParagraphs("")).toEqual([]);
    expect(splitParagraphs(" \n \r\n")).toEqual([]);
  });

  it("round-trips through the textarea form", () => {
    const paragraphs = ["第一段。", "Second paragraph."];
    expect(splitParagraphs(joinParagraphs(paragraphs))).toEqual(paragraphs);
  });
});

describe("descriptionPreview", () => {
  it("shows the first 20 characters and marks the cut", () => {
    expect(descriptionPreview(["A bright white quartz slab with gold veins."])).toBe("A bright white quart…");
  });

  it("shows a short description whole", () => {
    expect(descriptionPreview(["Short."])).toBe("Short.");
    expect(descriptionPreview(["x".repeat(20)])).toBe("x".repeat(20));
  });

  it("reads across paragraphs", () => {
    expect(descriptionPreview(["Line one.", "Line two is longer."])).toBe("Line one. Line two i…");
  });

  it("counts Chinese characters and emoji as one character each", () => {
    expect(descriptionPreview(["卡拉卡塔金色石英石台面板材，适用于厨房台面和浴室台面。"])).toBe(
      "卡拉卡塔金色石英石台面板材，适用于厨房台…",
    );
  });
});
