import type { AttributeKind, SlabSize, SpecRow } from "~/database/schema";
import type { Language } from "~/i18n/language";

/** One option of a managed list (colour family, pattern, finish) in the page's language. */
export type AttributeOption = { id: string; kind: AttributeKind; slug: string; label: string };

/** What buyers filter and compare a stone by, in one language, as the product page, spec sheet and search read it. */
export type StoneAttributes = {
  colours: AttributeOption[];
  patterns: AttributeOption[];
  finishes: AttributeOption[];
  thicknessesMm: number[];
  slabSizes: { label: string; lengthMm: number; widthMm: number }[];
  applications: string[];
  certifications: string[];
  specRows: SpecRow[];
};

export const emptyStoneAttributes: StoneAttributes = {
  colours: [],
  patterns: [],
  finishes: [],
  thicknessesMm: [],
  slabSizes: [],
  applications: [],
  certifications: [],
  specRows: [],
};

const MM_PER_INCH = 25.4;

/** Slab sizes are sold in both systems: "3200 × 1600 mm (126 × 63 in)", inches to the nearest half. */
export function formatSlabDimensions({ lengthMm, widthMm }: Pick<SlabSize, "lengthMm" | "widthMm">): string {
  const inches = (mm: number) => String(Math.round((mm / MM_PER_INCH) * 2) / 2);
  return `${lengthMm} × ${widthMm} mm (${inches(lengthMm)} × ${inches(widthMm)} in)`;
}

/** Chinese falls back to English per option and per list, as every other product text does. */
export function localizedLabel(option: { labelEn: string; labelZh: string }, language: Language): string {
  return language === "zh" && option.labelZh.trim() ? option.labelZh : option.labelEn;
}

export function localizedList<T>(english: T[], chinese: T[], language: Language): T[] {
  return language === "zh" && chinese.length > 0 ? chinese : english;
}
