import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { attributeOptions, productOptions, products, type AttributeKind } from "~/database/schema";
import type { Language } from "~/i18n/language";
import { localizedLabel, localizedList, type AttributeOption, type StoneAttributes } from "./stone-attributes";

type OptionRow = typeof attributeOptions.$inferSelect;

function toOption(row: OptionRow, language: Language): AttributeOption {
  return { id: row.id, kind: row.kind, slug: row.slug, label: localizedLabel(row, language) };
}

/** A managed list (or all three) in the owner's order. */
export async function listAttributeOptions(db: Database, language: Language, kind?: AttributeKind): Promise<AttributeOption[]> {
  const rows = await db
    .select()
    .from(attributeOptions)
    .where(kind ? eq(attributeOptions.kind, kind) : undefined)
    .orderBy(asc(attributeOptions.kind), asc(attributeOptions.sortOrder), asc(attributeOptions.labelEn));
  return rows.map((row) => toOption(row, language));
}

/** The stone attributes of several products at once (two queries, whatever their number), keyed by product id. */
export async function loadStoneAttributes(db: Database, productIds: string[], language: Language): Promise<Map<string, StoneAttributes>> {
  const result = new Map<string, StoneAttributes>();
  if (productIds.length === 0) return result;
  const [rows, options] = await Promise.all([
    db
      .select({
        id: products.id,
        thicknessesMm: products.thicknessesMm,
        slabSizes: products.slabSizes,
        applicationsEn: products.applicationsEn,
        applicationsZh: products.applicationsZh,
        certifications: products.certifications,
        specRowsEn: products.specRowsEn,
        specRowsZh: products.specRowsZh,
      })
      .from(products)
      .where(inArray(products.id, productIds)),
    db
      .select({ productId: productOptions.productId, option: attributeOptions })
      .from(productOptions)
      .innerJoin(attributeOptions, eq(attributeOptions.id, productOptions.optionId))
      .where(inArray(productOptions.productId, productIds))
      .orderBy(asc(attributeOptions.sortOrder), asc(attributeOptions.labelEn)),
  ]);
  for (const row of rows) {
    result.set(row.id, {
      colours: [],
      patterns: [],
      finishes: [],
      thicknessesMm: [...row.thicknessesMm].sort((a, b) => a - b),
      slabSizes: row.slabSizes.map((size) => ({ label: localizedLabel({ labelEn: size.labelEn, labelZh: size.labelZh }, language), lengthMm: size.lengthMm, widthMm: size.widthMm })),
      applications: localizedList(row.applicationsEn, row.applicationsZh, language),
      certifications: row.certifications,
      specRows: localizedList(row.specRowsEn, row.specRowsZh, language),
    });
  }
  const listOf = { colour: "colours", pattern: "patterns", finish: "finishes" } as const;
  for (const { productId, option } of options) result.get(productId)?.[listOf[option.kind]].push(toOption(option, language));
  return result;
}
