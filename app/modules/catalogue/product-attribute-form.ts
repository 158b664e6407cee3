import { z } from "zod";
import type { SlabSize, SlabSizeTexts, SpecRow } from "~/database/schema";
import { isWritten, translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { type LanguageTexts, ownTextIn, ownTextsIn } from "~/i18n/owner-texts";
import { translationFormValues, translationsField } from "~/i18n/translations-form";
import { splitKeywords } from "./comma-list";
import type { StoredStoneAttributes } from "./stone-attributes";

/**
 * The stone attribute fields of the product form (part of `productFormSchema`). Issues carry error
 * codes; repeatable rows (slab sizes, specifications) that are left empty are dropped, so the
 * editor can always offer a few empty rows, also without JavaScript.
 */
export const attributeLimits = {
  options: 50,
  /** Every list and every set of rows holds at most this many entries, so one sentence explains the limit. */
  listItems: 20,
  listItemLength: 60,
  thicknessMm: { min: 3, max: 100 },
  slabMm: { min: 100, max: 10_000 },
  slabLabel: 60,
  specText: 200,
} as const;

export type AttributeErrorCode = "optionUnknown" | "thicknessInvalid" | "tooManyValues" | "slabSizeInvalid" | "specRowInvalid";

const code = (value: AttributeErrorCode) => ({ error: value });
/** An issue raised by a transform carries its code as the message. */
const issue = (value: AttributeErrorCode, path?: number[]) => ({ code: "custom" as const, message: value, ...(path && { path }) });

const commaList = z
  .string()
  .default("")
  .transform(splitKeywords)
  .pipe(
    z.array(z.string().max(attributeLimits.listItemLength, code("tooManyValues"))).max(attributeLimits.listItems, code("tooManyValues")),
  );

const optionIds = z
  .array(z.uuid(code("optionUnknown")))
  .max(attributeLimits.options, code("tooManyValues"))
  .default([]);

const thicknesses = z
  .string()
  .default("")
  .transform((list, context) => {
    const { min, max } = attributeLimits.thicknessMm;
    const values = splitKeywords(list).map(Number);
    if (values.some((mm) => !Number.isFinite(mm) || mm < min || mm > max)) context.addIssue(issue("thicknessInvalid"));
    if (values.length > attributeLimits.listItems) context.addIssue(issue("tooManyValues"));
    return [...new Set(values)].sort((a, b) => a - b);
  });

const optionalText = z.string().trim().optional();
/** A row, or a group of fields inside it (a size's names in other languages), with nothing typed in it. */
const isBlank = (value: unknown): boolean => !value || (typeof value === "object" && Object.values(value).every(isBlank));

type RowOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

/** Repeatable rows: each filled-in row checked whole (its error sits on the row), empty rows dropped. */
function rows<Shape extends z.ZodRawShape, Out>(shape: Shape, error: AttributeErrorCode, toValue: (row: RowOf<Shape>) => Out | null) {
  return z
    .array(z.object(shape).optional())
    .default([])
    .transform((list, context) => {
      const values: Out[] = [];
      for (const [index, row] of list.entries()) {
        if (row === undefined || isBlank(row)) continue;
        const value = toValue(row);
        if (value === null) context.addIssue(issue(error, [index]));
        else values.push(value);
      }
      if (values.length > attributeLimits.listItems) context.addIssue(issue("tooManyValues"));
      return values;
    });
}

const wholeMillimetres = (text: string | undefined): number | null => {
  const { min, max } = attributeLimits.slabMm;
  const value = Number(text);
  return text && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

/** A size's names as the added languages write them ("slabSizes[0].translations.es.label"), those left blank left out (docs/requirements/languages.md#owner-texts-in-every-language). */
const slabSizeTranslations = translationsField({ label: optionalText });

const slabSizes = rows(
  { labelEn: optionalText, labelZh: optionalText, lengthMm: optionalText, widthMm: optionalText, translations: slabSizeTranslations },
  "slabSizeInvalid",
  (row): SlabSize | null => {
    const lengthMm = wholeMillimetres(row.lengthMm);
    const widthMm = wholeMillimetres(row.widthMm);
    const labelEn = row.labelEn ?? "";
    const labelZh = row.labelZh ?? "";
    const names = [labelEn, labelZh, ...Object.values(row.translations).map((translation) => translation.label ?? "")];
    if (!labelEn || names.some((name) => name.length > attributeLimits.slabLabel) || lengthMm === null || widthMm === null) return null;
    const texts: LanguageTexts<SlabSizeTexts> = { en: { label: labelEn } };
    if (isWritten(labelZh)) texts.zh = { label: labelZh };
    for (const language of translatedLanguages) {
      const label = row.translations[language]?.label;
      if (label !== undefined && isWritten(label)) texts[language] = { label };
    }
    return { texts, lengthMm, widthMm };
  },
);

const specRows = rows({ label: optionalText, value: optionalText }, "specRowInvalid", (row): SpecRow | null => {
  const { label = "", value = "" } = row;
  return label && value && label.length <= attributeLimits.specText && value.length <= attributeLimits.specText ? { label, value } : null;
});

export const productAttributeFields = {
  colourIds: optionIds,
  patternIds: optionIds,
  finishIds: optionIds,
  thicknessesMm: thicknesses,
  slabSizes,
  applicationsEn: commaList,
  applicationsZh: commaList,
  certifications: commaList,
  specRowsEn: specRows,
  specRowsZh: specRows,
};

/** The option fields, one per managed list. */
export const optionFieldOfKind = { colour: "colourIds", pattern: "patternIds", finish: "finishIds" } as const;

/** A slab size as the editor's row holds it: its names in every language and its millimetres, as typed. */
export type SlabSizeFormRow = {
  labelEn: string;
  labelZh: string;
  lengthMm: string;
  widthMm: string;
  translations: Record<TranslatedLanguage, { label: string }>;
};

/** A size row with nothing typed in it, as the editor offers after the stored ones. */
export const blankSlabSizeRow = (): SlabSizeFormRow => ({
  labelEn: "",
  labelZh: "",
  lengthMm: "",
  widthMm: "",
  translations: translationFormValues({}, ["label"]),
});

/** The attribute fields as the editor starts from them: a product's as stored, or a new product's. */
export type ProductAttributeFormValues = {
  colourIds: string[];
  patternIds: string[];
  finishIds: string[];
  thicknessesMm: string;
  slabSizes: SlabSizeFormRow[];
  applicationsEn: string;
  applicationsZh: string;
  certifications: string;
  specRowsEn: SpecRow[];
  specRowsZh: SpecRow[];
};

export const emptyProductAttributeForm: ProductAttributeFormValues = {
  colourIds: [],
  patternIds: [],
  finishIds: [],
  thicknessesMm: "",
  slabSizes: [],
  applicationsEn: "",
  applicationsZh: "",
  certifications: "",
  specRowsEn: [],
  specRowsZh: [],
};

/** The form's values for what is stored; the lists are written back with the separator of their language. */
export function productAttributeFormValues(
  stored: StoredStoneAttributes & { optionIds: Record<"colourIds" | "patternIds" | "finishIds", string[]> },
): ProductAttributeFormValues {
  return {
    ...stored.optionIds,
    thicknessesMm: stored.thicknessesMm.join(", "),
    slabSizes: stored.slabSizes.map((size) => ({
      labelEn: size.texts.en.label,
      labelZh: ownTextIn(size.texts, "label", "zh") ?? "",
      lengthMm: String(size.lengthMm),
      widthMm: String(size.widthMm),
      translations: translationFormValues(
        Object.fromEntries(translatedLanguages.map((language) => [language, ownTextsIn(size.texts, language)])),
        ["label"],
      ),
    })),
    applicationsEn: stored.texts.en.applications.join(", "),
    applicationsZh: (ownTextIn(stored.texts, "applications", "zh") ?? []).join("，"),
    certifications: stored.certifications.join(", "),
    specRowsEn: stored.texts.en.specRows,
    specRowsZh: ownTextIn(stored.texts, "specRows", "zh") ?? [],
  };
}
