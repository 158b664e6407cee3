import type { AttributeKind, attributeOptions, ProductTexts, SlabSize, SpecRow } from "~/database/schema";
import { messagesFor, quoteListText } from "~/i18n/catalogs";
import { ownerText, type Language } from "~/i18n/languages";
import { type LanguageTexts, textIn } from "~/i18n/owner-texts";
import { numberFormatter } from "~/i18n/numbers";
import { optionLabel } from "./localized";

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

/**
 * Slab sizes are sold in both systems: "3200 × 1600 mm (126 × 63 in)", inches to the nearest half, as the reader's
 * language writes them: the millimetres as its quote list writes a size («3200 × 1600 мм»), the half inch with its
 * decimal sign ("56,5") and the inches as its catalog writes them («126 × 63 дюйм.», Arabic's Latin "in" isolated).
 */
export function formatSlabDimensions({ lengthMm, widthMm }: Pick<SlabSize, "lengthMm" | "widthMm">, language: Language): string {
  const figure = numberFormatter(language, { maximumFractionDigits: 1, useGrouping: false });
  const inchesOf = (mm: number) => Math.round((mm / MM_PER_INCH) * 2) / 2;
  const inches = `${figure.format(inchesOf(lengthMm))} × ${figure.format(inchesOf(widthMm))}`;
  return `${quoteListText(language).sizeValue(lengthMm, widthMm)} (${messagesFor(language).stoneSpecifications.inches(inches, inchesOf(widthMm))})`;
}

/** A slab size's name ("Jumbo") in the page's language, or the English while it is not written in it. */
export const slabSizeLabel = (size: Pick<SlabSize, "texts">, language: Language): string => textIn(size.texts, "label", language);

/** What a product stores of its attributes, besides its options. */
export type StoredStoneAttributes = {
  thicknessesMm: number[];
  slabSizes: SlabSize[];
  certifications: string[];
  /** The product's texts, of which the attributes read the applications and specification rows. */
  texts: LanguageTexts<Pick<ProductTexts, "applications" | "specRows">>;
};

type OptionRow = typeof attributeOptions.$inferSelect;

export function toAttributeOption(row: OptionRow, language: Language): AttributeOption {
  return { id: row.id, kind: row.kind, slug: row.slug, label: ownerText(optionLabel(row), language) };
}

const listOfKind = { colour: "colours", pattern: "patterns", finish: "finishes" } as const;

/** A product's attributes in one language, from its stored columns and its options (in the lists' order). */
export function toStoneAttributes(stored: StoredStoneAttributes, options: OptionRow[], language: Language): StoneAttributes {
  const attributes: StoneAttributes = {
    colours: [],
    patterns: [],
    finishes: [],
    thicknessesMm: [...stored.thicknessesMm].sort((a, b) => a - b),
    slabSizes: stored.slabSizes.map((size) => ({ label: slabSizeLabel(size, language), lengthMm: size.lengthMm, widthMm: size.widthMm })),
    applications: textIn(stored.texts, "applications", language),
    certifications: stored.certifications,
    specRows: textIn(stored.texts, "specRows", language),
  };
  for (const option of options) attributes[listOfKind[option.kind]].push(toAttributeOption(option, language));
  return attributes;
}
