import { describe, expect, it } from "vitest";
import { bidiRuns, FSI, isolate, isolateIn, LRI, PDI, withoutIsolates } from "./bidi";

describe("isolates", () => {
  it("wrap a value left to right, or in the direction of its first letter", () => {
    expect(isolate("+966 12 345 6789")).toBe(`${LRI}+966 12 345 6789${PDI}`);
    expect(isolate("Calacatta Gold", "auto")).toBe(`${FSI}Calacatta Gold${PDI}`);
    expect(isolate("")).toBe("");
  });

  it("are written in right-to-left languages only", () => {
    expect(isolateIn("ar", "sales@saide-quartz.cn")).toBe(`${LRI}sales@saide-quartz.cn${PDI}`);
    for (const language of ["en", "zh", "es", "ru"] as const)
      expect(isolateIn(language, "sales@saide-quartz.cn")).toBe("sales@saide-quartz.cn");
  });

  it("come off again for a link or a comparison", () => {
    expect(withoutIsolates(`الهاتف: ${isolate("+86 766 888 1234")}`)).toBe("الهاتف: +86 766 888 1234");
  });
});

describe("bidiRuns", () => {
  it("splits a text into its plain pieces and its isolates, nested ones inside", () => {
    expect(bidiRuns(`الهاتف: ${isolate("+966 12 345 6789")}، ${isolate(`FOB ${isolate("Shenzhen", "auto")}`)}`)).toEqual([
      { text: "الهاتف: " },
      { isolate: "ltr", runs: [{ text: "+966 12 345 6789" }] },
      { text: "، " },
      { isolate: "ltr", runs: [{ text: "FOB " }, { isolate: "auto", runs: [{ text: "Shenzhen" }] }] },
    ]);
  });

  it("runs an isolate left open to the end, drops a stray PDI, and leaves a text without isolates whole", () => {
    expect(bidiRuns(`a${LRI}b`)).toEqual([{ text: "a" }, { isolate: "ltr", runs: [{ text: "b" }] }]);
    expect(bidiRuns(`a${PDI}b`)).toEqual([{ text: "ab" }]);
    expect(bidiRuns("3200 × 1600 مم")).toEqual([{ text: "3200 × 1600 مم" }]);
    expect(bidiRuns("")).toEqual([]);
  });
});
