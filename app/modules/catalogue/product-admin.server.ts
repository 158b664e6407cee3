import { randomBytes, randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { likeLiteral } from "~/database/like-pattern";
import { z } from "zod";
import type { Database, DatabaseExecutor } from "~/database/client.server";
import { attributeKinds, attributeOptions, categories, productOptions, products, type PhotoVariant } from "~/database/schema";
import type { Language } from "~/i18n/language";
import { MAX_IMAGE_REQUEST_BYTES, storeUploadedImage, type ImageUploadError } from "~/modules/media/media.server";
import type { StoredImage } from "~/modules/storage/images.server";
import { mediaUrl } from "~/modules/storage/media-url";
import { assertSafeKey, InvalidStorageKeyError, type Storage } from "~/modules/storage/storage.server";
import { pagingOf, type Paging } from "~/modules/http/paging";
import type { AdminProductQuery } from "./admin-product-list";
import { descriptionPreview, joinParagraphs, splitParagraphs } from "./descriptions";
import { orderBetween, targetPosition } from "./product-order";
import { optionFieldOfKind, productAttributeFormValues } from "./product-attribute-form";
import { productLimits, type ProductFieldErrorCode, type ProductFormOutput, type ProductFormValues } from "./product-form";
import { toPhoto, type Photo } from "./photo";
import { copyGallery, followMainPhoto } from "./product-gallery.server";
import { catalogueVersion } from "./product-search.server";
import { candidateProductId, productIdFromTitle } from "./product-id";
import { toStoneAttributes, type StoneAttributes } from "./stone-attributes";

/** A photo plus the form's other fields and the multipart boundaries around them. */
export const MAX_PRODUCT_REQUEST_BYTES = MAX_IMAGE_REQUEST_BYTES;

const MEDIA_PREFIX = mediaUrl("");
/** Uploaded product photos live under SPEC's "saide/" folder. */
const PHOTO_FOLDER = "saide/";

export type ProductServices = { db: Database; storage: Storage };

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

type ProductInput = Omit<ProductFormOutput, "categoryId" | "descriptionEn" | "descriptionZh" | "photoVariants" | OptionFields> & {
  categoryId: string | null;
  descriptionEn: string[];
  descriptionZh: string[];
  filename: string;
  photoVariants: PhotoVariant[];
};
type CategoryRow = typeof categories.$inferSelect;

/** A field the form schema cannot check in the browser was refused; the route says why in its language. */
export type ProductFieldError = { field: keyof ProductFormValues; code: ProductFieldErrorCode };

type Validated = { ok: true; input: ProductInput; category: CategoryRow | null; options: OptionRow[] } | ({ ok: false } & ProductFieldError);

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
async function tickedOptions(db: Database, form: Pick<ProductFormOutput, OptionFields>): Promise<{ ok: true; options: OptionRow[] } | { ok: false; field: OptionFields }> {
  const ids = attributeKinds.flatMap((kind) => form[optionFieldOfKind[kind]]);
  const rows = ids.length === 0 ? [] : await db.select().from(attributeOptions).where(inArray(attributeOptions.id, ids)).orderBy(asc(attributeOptions.sortOrder), asc(attributeOptions.labelEn));
  for (const kind of attributeKinds) {
    const field = optionFieldOfKind[kind];
    if (form[field].some((id) => !rows.some((row) => row.id === id && row.kind === kind))) return { ok: false, field };
  }
  return { ok: true, options: rows };
}

/** The checks that need the server: the photo is one this site stores, the category and the ticked options still exist. */
async function validateProduct({ db, storage }: ProductServices, form: ProductFormOutput): Promise<Validated> {
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
    ...fields,
    categoryId: category?.id ?? null,
    descriptionEn: splitParagraphs(fields.descriptionEn),
    descriptionZh: splitParagraphs(fields.descriptionZh),
    filename,
    photoVariants: variants,
  };
  return { ok: true, input, category, options: ticked.options };
}

export type SaveTarget = { mode: "add"; addedBy: string } | { mode: "edit"; id: string };

export type SaveOutcome =
  | { status: "created"; id: string; requestedId: string | null }
  | { status: "updated"; id: string }
  | ({ status: "invalid" } & ProductFieldError)
  | { status: "not-found" };

/**
 * Adds a product or saves an edited one. A new product's id comes from its English title (SPEC
 * section 5); when that id already belongs to another product, "-2", "-3"… is appended rather than
 * overwriting it, and `requestedId` tells the caller so. An edit keeps the id.
 */
export async function saveProduct(services: ProductServices, target: SaveTarget, form: ProductFormOutput): Promise<SaveOutcome> {
  const validated = await validateProduct(services, form);
  if (!validated.ok) return { status: "invalid", field: validated.field, code: validated.code };
  const optionIds = validated.options.map((option) => option.id);
  return services.db.transaction(async (tx): Promise<SaveOutcome> => {
    if (target.mode === "edit") {
      const [updated] = await tx
        .update(products)
        .set({ ...validated.input, updatedAt: new Date() })
        .where(eq(products.id, target.id))
        .returning({ id: products.id });
      if (!updated) return { status: "not-found" };
      await tx.delete(productOptions).where(eq(productOptions.productId, updated.id));
      await addProductOptions(tx, updated.id, optionIds);
      await followMainPhoto(tx, updated.id, validated.input.photoUrl);
      return { status: "updated", id: updated.id };
    }
    // SPEC: a new product's order is the number of products before it.
    const [existing] = await tx.select({ value: count() }).from(products);
    const row = { ...validated.input, sortOrder: existing!.value, addedBy: target.addedBy };
    const baseId = productIdFromTitle(validated.input.titleEn) ?? randomUUID();
    for (let attempt = 1; ; attempt++) {
      const id = candidateProductId(baseId, attempt);
      // Inserting with ON CONFLICT DO NOTHING claims the id atomically, even against a concurrent save.
      const [inserted] = await tx.insert(products).values({ ...row, id }).onConflictDoNothing({ target: products.id }).returning({ id: products.id });
      if (inserted) {
        await addProductOptions(tx, id, optionIds);
        await followMainPhoto(tx, id, validated.input.photoUrl);
        return { status: "created", id, requestedId: attempt > 1 ? baseId : null };
      }
    }
  });
}

/**
 * Links a product to its options. An option the owner deleted since the form was checked is left
 * out, as its delete took it off every product anyway.
 */
async function addProductOptions(tx: DatabaseExecutor, productId: string, optionIds: string[]): Promise<void> {
  if (optionIds.length === 0) return;
  const existing = await tx.select({ id: attributeOptions.id }).from(attributeOptions).where(inArray(attributeOptions.id, optionIds)).for("share");
  if (existing.length === 0) return;
  await tx.insert(productOptions).values(existing.map((option) => ({ productId, optionId: option.id })));
}

type PreviewPage = {
  title: string;
  description: string[];
  keywords: string[];
  category: { slug: string; title: string; visible: boolean } | null;
  attributes: StoneAttributes;
};
export type ProductPreview = { photo: Photo; pages: Record<Language, PreviewPage> };

/** What the public product page will show in each language, with its Chinese-falls-back-to-English rules. */
export async function previewProduct(
  services: ProductServices,
  form: ProductFormOutput,
): Promise<{ status: "ready"; preview: ProductPreview } | ({ status: "invalid" } & ProductFieldError)> {
  const validated = await validateProduct(services, form);
  if (!validated.ok) return { status: "invalid", field: validated.field, code: validated.code };
  const { input, category, options } = validated;
  const english: PreviewPage = {
    attributes: toStoneAttributes(input, options, "en"),
    title: input.titleEn,
    description: input.descriptionEn,
    keywords: input.keywords,
    category: category ? { slug: category.slug, title: category.titleEn, visible: category.visible } : null,
  };
  const chinese: PreviewPage = {
    attributes: toStoneAttributes(input, options, "zh"),
    title: input.titleZh || english.title,
    description: input.descriptionZh.length > 0 ? input.descriptionZh : english.description,
    keywords: input.keywordsZh,
    category: category ? { slug: category.slug, title: category.titleZh || category.titleEn, visible: category.visible } : null,
  };
  return { status: "ready", preview: { photo: toPhoto({ photoUrl: input.photoUrl, photoVariants: input.photoVariants }), pages: { en: english, zh: chinese } } };
}

export type AdminProductCard = {
  id: string;
  title: string;
  descriptionPreview: string;
  categoryTitle: string | null;
  photo: Photo;
  visible: boolean;
  homepage: boolean;
};

/**
 * SPEC: the dashboard reads the products, hidden ones included, in their public order; one page of them
 * at a time, narrowed by words in either title or the id and by category, or sorted by title or age.
 */
/** Distinct searches whose counts one instance keeps until the catalogue changes; a new one beyond this starts afresh. */
const COUNTS_KEPT = 100;
const productCounts = new WeakMap<Database, { version: number; counts: Map<string, number> }>();

/**
 * How many products a search of the list matches, counted once per site content version (which every
 * write to products raises, on any instance) and search: counting 10,000 products took 50 ms on the
 * embedded database for each page of the list, a pass over every row to number the pages.
 */
async function countMatchingProducts(db: Database, search: Pick<AdminProductQuery, "q" | "category">, conditions: SQL | undefined): Promise<number> {
  const version = await catalogueVersion(db);
  let known = productCounts.get(db);
  if (known?.version !== version) productCounts.set(db, (known = { version, counts: new Map() }));
  const key = JSON.stringify([search.q, search.category]);
  const counted = known.counts.get(key);
  if (counted !== undefined) return counted;
  const [row] = await db.select({ value: count() }).from(products).where(conditions);
  if (known.counts.size >= COUNTS_KEPT) known.counts.clear();
  known.counts.set(key, row!.value);
  return row!.value;
}

export async function listAdminProducts(db: Database, query: AdminProductQuery, pageSize: number): Promise<{ products: AdminProductCard[]; paging: Paging }> {
  const words = likeLiteral(query.q);
  const conditions = and(
    words ? or(ilike(products.titleEn, `%${words}%`), ilike(products.titleZh, `%${words}%`), ilike(products.id, `%${words}%`)) : undefined,
    query.category === "none" ? isNull(products.categoryId) : query.category ? eq(products.categoryId, query.category) : undefined,
  );
  const sorting = {
    order: [asc(products.sortOrder), asc(products.id)],
    title: [asc(sql`coalesce(nullif(${products.titleZh}, ''), ${products.titleEn})`), asc(products.id)],
    newest: [desc(products.createdAt), asc(products.id)],
  }[query.sort];
  const [rows, total] = await Promise.all([
    db
      .select({ product: products, category: categories })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(conditions)
      .orderBy(...sorting)
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    countMatchingProducts(db, query, conditions),
  ]);
  return {
    paging: pagingOf(total, query.page, pageSize),
    products: rows.map(({ product, category }) => ({
      id: product.id,
      title: product.titleZh || product.titleEn,
      descriptionPreview: descriptionPreview(product.descriptionEn),
      categoryTitle: category ? category.titleZh || category.titleEn : null,
      photo: toPhoto(product),
      visible: product.visible,
      homepage: product.homepage,
    })),
  };
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
      .orderBy(asc(attributeOptions.sortOrder), asc(attributeOptions.labelEn)),
  ]);
  if (!product) return null;
  const idsOf = (kind: (typeof attributeKinds)[number]) => options.filter((option) => option.kind === kind).map((option) => option.id);
  return {
    ...productAttributeFormValues({ ...product, optionIds: { colourIds: idsOf("colour"), patternIds: idsOf("pattern"), finishIds: idsOf("finish") } }),
    titleEn: product.titleEn,
    titleZh: product.titleZh,
    descriptionEn: joinParagraphs(product.descriptionEn),
    descriptionZh: joinParagraphs(product.descriptionZh),
    categoryId: product.categoryId ?? "",
    keywords: product.keywords.join(", "),
    keywordsZh: product.keywordsZh.join("，"),
    visible: product.visible,
    homepage: product.homepage,
    photoUrl: product.photoUrl,
    photoVariants: JSON.stringify(product.photoVariants),
  };
}

const displayTitle = { titleZh: products.titleZh, titleEn: products.titleEn };
const titleOf = (row: { titleZh: string; titleEn: string } | undefined) => (row ? row.titleZh || row.titleEn : null);

/** SPEC's homepage toggle. Returns the product's title, or null when it does not exist. */
export async function setProductHomepage(db: Database, id: string, homepage: boolean): Promise<string | null> {
  const [updated] = await db.update(products).set({ homepage, updatedAt: new Date() }).where(eq(products.id, id)).returning(displayTitle);
  return titleOf(updated);
}

/**
 * Deletes the product row. Its photo files stay: another product may show the same photo, and
 * media addresses are cached as never changing. Returns the title, or null when it did not exist.
 */
export async function deleteProduct(db: Database, id: string): Promise<string | null> {
  const [deleted] = await db.delete(products).where(eq(products.id, id)).returning(displayTitle);
  return titleOf(deleted);
}

/** Duplicating and moving renumber the list; one at a time, so two moves at once cannot give two products one place. */
const lockProductOrder = (tx: DatabaseExecutor) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('products:order'))`);

/** Numbers the products 0, 1, 2… in their public order, in one statement, so the gaps and ties that deletes and old data leave go away. */
async function renumberProducts(tx: DatabaseExecutor): Promise<void> {
  await tx.execute(sql`
    update ${products} set sort_order = numbered.position
    from (select id, row_number() over (order by sort_order, id) - 1 as position from ${products}) as numbered
    where ${products.id} = numbered.id and ${products.sortOrder} <> numbered.position`);
}

/** What a copy's titles end with, per language, so the owner tells it from the original. */
export type CopySuffixes = { en: string; zh: string };

/**
 * Copies a product: every field, its options, and the same photo files (they are never changed in place, so sharing
 * them is safe). The copy is hidden, so buyers do not see it before the owner edits it, and sits right
 * after the original. Its id comes from its English title, which ends with the copy suffix; "-2", "-3"…
 * follow when that id is taken. Returns the copy's id and title, or null when the original does not exist.
 */
export async function duplicateProduct(db: Database, id: string, addedBy: string, suffixes: CopySuffixes): Promise<{ id: string; title: string } | null> {
  return db.transaction(async (tx) => {
    await lockProductOrder(tx);
    await renumberProducts(tx);
    const [original] = await tx.select().from(products).where(eq(products.id, id)).limit(1);
    if (!original) return null;
    const withSuffix = (title: string, suffix: string) => (title ? `${title.slice(0, productLimits.title - suffix.length)}${suffix}` : "");
    const titleEn = withSuffix(original.titleEn, suffixes.en);
    const titleZh = withSuffix(original.titleZh, suffixes.zh);
    await tx.update(products).set({ sortOrder: sql`${products.sortOrder} + 1` }).where(gt(products.sortOrder, original.sortOrder));
    const { createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = original;
    const copy = { ...fields, titleEn, titleZh, visible: false, sortOrder: original.sortOrder + 1, addedBy };
    const baseId = productIdFromTitle(titleEn) ?? randomUUID();
    for (let attempt = 1; ; attempt++) {
      const candidate = candidateProductId(baseId, attempt);
      const [inserted] = await tx.insert(products).values({ ...copy, id: candidate }).onConflictDoNothing({ target: products.id }).returning({ id: products.id });
      if (inserted) {
        await tx.execute(sql`
          insert into ${productOptions} (product_id, option_id)
          select ${candidate}, option_id from ${productOptions} where product_id = ${original.id}`);
        await copyGallery(tx, original.id, candidate);
        return { id: candidate, title: titleZh || titleEn };
      }
    }
  });
}

/**
 * Moves a product one place up or down the public order (the dashboard's buttons), or to a position
 * counted from 0 (dropping a dragged card, on any page of the list). Only the moved product is written:
 * it takes an order between its new neighbours; the whole list is renumbered only when they leave no room.
 * Returns its title (also when nothing had to move), or null when it does not exist.
 */
export async function moveProduct(db: Database, id: string, to: "up" | "down" | number): Promise<string | null> {
  return db.transaction(async (tx) => {
    await lockProductOrder(tx);
    const [moving] = await tx.select(displayTitle).from(products).where(eq(products.id, id)).limit(1);
    if (!moving) return null;
    if (!(await placeBetweenNeighbours(tx, id, to))) {
      await renumberProducts(tx);
      await placeBetweenNeighbours(tx, id, to);
    }
    return titleOf(moving);
  });
}

/** False when the new neighbours' orders leave no room between them. */
async function placeBetweenNeighbours(tx: DatabaseExecutor, id: string, to: "up" | "down" | number): Promise<boolean> {
  const [moving] = await tx.select({ sortOrder: products.sortOrder }).from(products).where(eq(products.id, id)).limit(1);
  const [total] = await tx.select({ value: count() }).from(products);
  const [before] = await tx
    .select({ value: count() })
    .from(products)
    .where(sql`(${products.sortOrder}, ${products.id}) < (${moving!.sortOrder}, ${id})`);
  const from = before!.value;
  const target = targetPosition(from, to, total!.value);
  if (target === from) return true;
  const neighbours = await tx
    .select({ sortOrder: products.sortOrder })
    .from(products)
    .where(ne(products.id, id))
    .orderBy(asc(products.sortOrder), asc(products.id))
    .offset(Math.max(target - 1, 0))
    .limit(2);
  const [previous, next] = target === 0 ? [null, neighbours[0]] : neighbours;
  const order = orderBetween(previous?.sortOrder ?? null, next?.sortOrder ?? null, total!.value);
  if (order === null) return false;
  await tx.update(products).set({ sortOrder: order }).where(eq(products.id, id));
  return true;
}

/**
 * The storage name of an uploaded photo: SPEC's "saide/" folder and the file name made safe, plus a
 * random suffix, because media addresses are cached for a year and a re-upload must not show the old file.
 */
export function photoStorageKey(fileName: string): string {
  const stem = (fileName.split(/[\\/]/).pop() ?? "")
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return `${PHOTO_FOLDER}${stem || "photo"}-${randomBytes(4).toString("hex")}`;
}

export type PhotoUploadOutcome = { ok: true; image: StoredImage } | ImageUploadError;

/**
 * Checks the uploaded file by its content (sharp reads it) and stores its resized variants under
 * SPEC's "saide/" folder; the photo joins the media library like every other uploaded image.
 */
export async function storeUploadedPhoto(services: ProductServices, file: FormDataEntryValue | null, uploadedBy: string): Promise<PhotoUploadOutcome> {
  const name = file instanceof File ? file.name : "";
  const upload = await storeUploadedImage(services, file, { uploadedBy, baseKey: photoStorageKey(name) });
  return upload.ok ? { ok: true, image: upload.image.stored } : upload;
}
