import { asc, eq, inArray } from "drizzle-orm";
import { englishLabel } from "./attribute-options.server";
import type { Database } from "~/database/client.server";
import { attributeOptions, productOptions, products, type AttributeKind } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { toAttributeOption, toStoneAttributes, type AttributeOption, type StoneAttributes } from "./stone-attributes";

/** A managed list (or all three) in the owner's order. */
export async function listAttributeOptions(db: Database, language: Language, kind?: AttributeKind): Promise<AttributeOption[]> {
  const rows = await db
    .select()
    .from(attributeOptions)
    .where(kind ? eq(attributeOptions.kind, kind) : undefined)
    .orderBy(asc(attributeOptions.kind), asc(attributeOptions.sortOrder), asc(englishLabel));
  return rows.map((row) => toAttributeOption(row, language));
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
        certifications: products.certifications,
        texts: products.texts,
      })
      .from(products)
      .where(inArray(products.id, productIds)),
    db
      .select({ productId: productOptions.productId, option: attributeOptions })
      .from(productOptions)
      .innerJoin(attributeOptions, eq(attributeOptions.id, productOptions.optionId))
      .where(inArray(productOptions.productId, productIds))
      .orderBy(asc(attributeOptions.sortOrder), asc(englishLabel)),
  ]);
  const optionsOf = new Map<string, (typeof options)[number]["option"][]>();
  for (const { productId, option } of options) optionsOf.set(productId, [...(optionsOf.get(productId) ?? []), option]);
  for (const row of rows) result.set(row.id, toStoneAttributes(row, optionsOf.get(row.id) ?? [], language));
  return result;
}
