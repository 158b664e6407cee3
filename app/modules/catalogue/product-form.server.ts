/**
 * The product editor's form on the server: the checks its schema cannot make in the browser, and the
 * values an edit starts from.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { englishLabel } from "./attribute-options.server";
import { z } from "zod";
import type { Database } from "~/database/client.server";
import { translatedLanguages, type TranslatedLanguage } from "~/i18n/languages";
import { type LanguageTexts, ownTextIn, ownTextsIn, staleEntries, staleFields, writtenTextsOf } from "~/i18n/owner-texts";
import {
  attributeKinds,
  attributeOptions,
  categories,
  productOptions,
  products,
  type PhotoVariant,
  type ProductTexts,
} from "~/database/schema";
import { mediaUrl } from "~/modules/storage/media-url";
import { assertSafeKey, InvalidStorageKeyError, type Storage } from "~/modules/storage/storage.server";
import { joinParagraphs } from "./descriptions";
import { optionFieldOfKind, productAttributeFormValues } from "./product-attribute-form";
import { productTextsOf, type ProductFieldErrorCode, type ProductFormOutput, type ProductFormValues } from "./product-form";
import { PHOTO_FOLDER } from "./product-photo-upload.server";

export type ProductServices = { db: Database; storage: Storage };

const MEDIA_PREFIX = mediaUrl("");

function isSafeStorageKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return false;
    throw error;
  }
}

const photoVariantsSchema = z
  .array(
    z.object({
      width: z.int().min(1).max(20_000),
      height: z.int().min(1).max(20_000),
      format: z.enum(["webp", "jpeg", "avif"]),
      key: z.string().refine((key) => key.startsWith(PHOTO_FOLDER) && isSafeStorageKey(key)),
      crop: z.enum(["portrait", "share"]).optional(),
    }),
  )
  // Three landscape and three portrait widths, each as WebP and AVIF, and the JPEG.
  .max(16);

function parseJson(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

type OptionFields = (typeof optionFieldOfKind)[keyof typeof optionFieldOfKind];
type OptionRow = typeof attributeOptions.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/** The form's text fields, which the product keeps in its `texts` document. */
type TextFields =
  | "titleEn"
  | "titleZh"
  | "descriptionEn"
  | "descriptionZh"
  | "keywords"
  | "keywordsZh"
  | "applicationsEn"
  | "applicationsZh"
  | "specRowsEn"
  | "specRowsZh"
  | "translations";

/** The product's columns as the form gives them, once checked, and its texts in every language written. */
type ProductInput = Omit<ProductFormOutput, "categoryId" | "photoVariants" | OptionFields | TextFields> & {
  categoryId: string | null;
  filename: string;
  photoVariants: PhotoVariant[];
  texts: LanguageTexts<ProductTexts>;
};

/** A field the form schema cannot check in the browser was refused; the route says why in its language. */
export type ProductFieldError = { field: keyof ProductFormValues; code: ProductFieldErrorCode };

type CheckedProduct =
  | { ok: true; input: ProductInput; category: CategoryRow | null; options: OptionRow[] }
  | ({ ok: false } & ProductFieldError);

async function storedPhotoExists(storage: Storage, photoUrl: string): Promise<boolean> {
  const stored = await storage.get(photoUrl.slice(MEDIA_PREFIX.length));
  // Only its existence matters: close the stream unread, and ignore its errors (the file may vanish meanwhile).
  stored?.body.on("error", () => {}).destroy();
  return stored !== null;
}

/**
 * The responsive sizes to save with the photo: those submitted when they belong to it; when a
 * photo address was typed in, those of another product showing the same photo; otherwise none
 * (the page then shows the single photo).
 */
async function variantsForPhoto(db: Database, photoUrl: string, submitted: PhotoVariant[]): Promise<PhotoVariant[]> {
  if (submitted.some((variant) => mediaUrl(variant.key) === photoUrl)) return submitted;
  const [sharing] = await db.select({ variants: products.photoVariants }).from(products).where(eq(products.photoUrl, photoUrl)).limit(1);
  return sharing?.variants ?? [];
}

/** The ticked options, in the lists' order, or the first field holding an id that is not an option of its list (any more). */
async function tickedOptions(
  db: Database,
  form: Pick<ProductFormOutput, OptionFields>,
): Promise<{ ok: true; options: OptionRow[] } | { ok: false; field: OptionFields }> {
  const ids = attributeKinds.flatMap((kind) => form[optionFieldOfKind[kind]]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(attributeOptions)
          .where(inArray(attributeOptions.id, ids))
          .orderBy(asc(attributeOptions.sortOrder), asc(englishLabel));
  for (const kind of attributeKinds) {
    const field = optionFieldOfKind[kind];
    if (form[field].some((id) => !rows.some((row) => row.id === id && row.kind === kind))) return { ok: false, field };
  }
  return { ok: true, options: rows };
}

/** The checks that need the server: the photo is one this site stores, the category and the ticked options still exist. */
export async function checkProductForm({ db, storage }: ProductServices, form: ProductFormOutput): Promise<CheckedProduct> {
  const invalid = (field: keyof ProductFormValues, code: ProductFieldErrorCode) => ({ ok: false, field, code }) as const;
  const { photoVariants: variantsJson, categoryId = "", colourIds, patternIds, finishIds, ...fields } = form;
  const photoVariants = photoVariantsSchema.safeParse(parseJson(variantsJson));
  if (!photoVariants.success) return invalid("photoUrl", "photoVariantsInvalid");
  if (!isSafeStorageKey(fields.photoUrl.slice(MEDIA_PREFIX.length))) return invalid("photoUrl", "photoUrlInvalid");
  let category: CategoryRow | null = null;
  if (categoryId) {
    [category = null] = await db.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
    if (!category) return invalid("categoryId", "categoryUnknown");
  }
  const ticked = await tickedOptions(db, { colourIds, patternIds, finishIds });
  if (!ticked.ok) return invalid(ticked.field, "optionUnknown");
  if (!(await storedPhotoExists(storage, fields.photoUrl))) return invalid("photoUrl", "photoUrlInvalid");
  const variants = await variantsForPhoto(db, fields.photoUrl, photoVariants.data);
  const filename = fields.photoUrl.split("/").pop()!;
  const input: ProductInput = {
    visible: fields.visible,
    homepage: fields.homepage,
    photoUrl: fields.photoUrl,
    thicknessesMm: fields.thicknessesMm,
    slabSizes: fields.slabSizes,
    certifications: fields.certifications,
    categoryId: category?.id ?? null,
    filename,
    photoVariants: variants,
    texts: productTextsOf(form),
  };
  return { ok: true, input, category, options: ticked.options };
}

/**
 * Per added language, the product's fields written there before their English last changed (out of date), its slab
 * sizes' names as one more field.
 */
export async function readProductStaleFields(
  db: Database,
  id: string,
): Promise<Partial<Record<TranslatedLanguage, (keyof ProductTexts | "slabSizes")[]>>> {
  const [product] = await db
    .select({ texts: products.texts, textTimes: products.textTimes, slabSizes: products.slabSizes })
    .from(products)
    .where(eq(products.id, id));
  if (!product) return {};
  return Object.fromEntries(
    translatedLanguages.flatMap((language) => {
      const stale: (keyof ProductTexts | "slabSizes")[] = staleFields(writtenTextsOf(product), language);
      if (staleEntries(product.slabSizes, "label", language).length > 0) stale.push("slabSizes");
      return stale.length > 0 ? [[language, stale]] : [];
    }),
  );
}

/** The edit form's starting values, or null when the product does not exist (any more). */
export async function getProductFormValues(db: Database, id: string): Promise<ProductFormValues | null> {
  const [[product], options] = await Promise.all([
    db.select().from(products).where(eq(products.id, id)).limit(1),
    db
      .select({ id: attributeOptions.id, kind: attributeOptions.kind })
      .from(productOptions)
      .innerJoin(attributeOptions, eq(attributeOptions.id, productOptions.optionId))
      .where(eq(productOptions.productId, id))
      .orderBy(asc(attributeOptions.sortOrder), asc(englishLabel)),
  ]);
  if (!product) return null;
  const idsOf = (kind: (typeof attributeKinds)[number]) => options.filter((option) => option.kind === kind).map((option) => option.id);
  return {
    ...productAttributeFormValues({
      ...product,
      optionIds: { colourIds: idsOf("colour"), patternIds: idsOf("pattern"), finishIds: idsOf("finish") },
    }),
    titleEn: product.texts.en.title,
    titleZh: ownTextIn(product.texts, "title", "zh") ?? "",
    descriptionEn: joinParagraphs(product.texts.en.description),
    descriptionZh: joinParagraphs(ownTextIn(product.texts, "description", "zh") ?? []),
    categoryId: product.categoryId ?? "",
    keywords: product.texts.en.keywords.join(", "),
    keywordsZh: (ownTextIn(product.texts, "keywords", "zh") ?? []).join("，"),
    visible: product.visible,
    homepage: product.homepage,
    photoUrl: product.photoUrl,
    photoVariants: JSON.stringify(product.photoVariants),
    translations: Object.fromEntries(
      translatedLanguages.map((language) => {
        const stored = ownTextsIn(product.texts, language);
        return [
          language,
          {
            title: stored.title ?? "",
            description: joinParagraphs(stored.description ?? []),
            keywords: (stored.keywords ?? []).join(", "),
            applications: (stored.applications ?? []).join(", "),
            specRows: stored.specRows ?? [],
          },
        ];
      }),
    ) as ProductFormValues["translations"],
  };
}
