import { describe, expect, it } from "vitest";
import type { SlabSize } from "~/database/schema";
import { staleEntries } from "~/i18n/owner-texts";
import { timeSlabSizeNames, untimedSlabSizes } from "./slab-size-names";

const monday = new Date("2026-11-30T08:00:00.000Z");
const tuesday = new Date("2026-12-01T08:00:00.000Z");
const jumbo: SlabSize = {
  texts: { en: { label: "Jumbo" }, es: { label: "Jumbo" }, ru: { label: "Джамбо" } },
  lengthMm: 3200,
  widthMm: 1600,
};
const standard: SlabSize = { texts: { en: { label: "Standard" }, ru: { label: "Стандарт" } }, lengthMm: 3000, widthMm: 1400 };

describe("slab size names with their times", () => {
  it("times every name of a new size, so none is out of date", () => {
    const [timed] = timeSlabSizeNames([], [jumbo], monday);
    expect(timed!.textTimes).toEqual({
      en: { label: monday.toISOString() },
      es: { label: monday.toISOString() },
      ru: { label: monday.toISOString() },
    });
    expect(staleEntries([timed!], "label", "ru")).toEqual([]);
  });

  it("marks the names written before their size's English changed, in that size only, until they are written again", () => {
    const stored = timeSlabSizeNames([], [jumbo, standard], monday);
    const renamed = timeSlabSizeNames(stored, [jumbo, { ...standard, texts: { ...standard.texts, en: { label: "Slim" } } }], tuesday);
    expect(renamed[0]!.textTimes).toEqual(stored[0]!.textTimes);
    expect(staleEntries(renamed, "label", "ru")).toEqual([2]);
    expect(staleEntries(renamed, "label", "es")).toEqual([]);
    const rewritten = timeSlabSizeNames(
      renamed,
      [jumbo, { ...standard, texts: { en: { label: "Slim" }, ru: { label: "Слим" } } }],
      tuesday,
    );
    expect(staleEntries(rewritten, "label", "ru")).toEqual([]);
  });

  it("compares a size with the one in its place before, as the editor's rows have no identity", () => {
    const stored = timeSlabSizeNames([], [jumbo, standard], monday);
    const [onlyStandard] = timeSlabSizeNames(stored, [standard], tuesday);
    // Every name of the first place changed with it, English and Russian alike: nothing is out of date.
    expect(onlyStandard!.textTimes).toEqual({ en: { label: tuesday.toISOString() }, ru: { label: tuesday.toISOString() } });
    expect(staleEntries([onlyStandard!], "label", "ru")).toEqual([]);
  });

  it("counts names stored before times were kept as written together, until the English changes", () => {
    expect(staleEntries([jumbo], "label", "ru")).toEqual([]);
    const renamed = timeSlabSizeNames([jumbo], [{ ...jumbo, texts: { ...jumbo.texts, en: { label: "Jumbo Plus" } } }], tuesday);
    expect(staleEntries(renamed, "label", "ru")).toEqual([1]);
  });

  it("leaves the times out of what a product is, so a sheet's row compares equal to the stored product", () => {
    expect(untimedSlabSizes(timeSlabSizeNames([], [jumbo], monday))).toEqual([jumbo]);
  });
});
