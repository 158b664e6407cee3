import { z } from "zod";
import { quoteUnits } from "~/database/schema";
import type { StoneAttributes } from "~/modules/catalogue/stone-attributes";
import type { CargoRoute, PlanLine } from "./container-plan";
import { QUOTE_LINE_SEPARATOR } from "./quote-list-cookie";
import { cargoRoutes, type CargoLimit } from "./quote-settings";

/**
 * The buyer's quote list (docs/decisions/042-quote-list-in-a-cookie.md): lines of slabs kept in the visitor's own cookie, so no account,
 * no server record before the request is sent, and no page but the list itself reads it.
 */

export type QuoteUnit = (typeof quoteUnits)[number];

/** What one list holds at most: more than any container order, little enough for one cookie. */
export const QUOTE_LIST_LIMITS = { lines: 30, quantity: { slab: 5_000, m2: 50_000 } } as const;

/** What a product offers to add to a quote, as its page and the list show it. */
export type QuoteOffer = Pick<StoneAttributes, "thicknessesMm" | "slabSizes" | "finishes">;

/** A product can be quoted by the container when it has a thickness and a size to plan with. */
export const isQuotable = (offer: QuoteOffer) => offer.thicknessesMm.length > 0 && offer.slabSizes.length > 0;

/** The thickness a product's quote starts from: 2 cm where it has it, as most quartz ships, else its first. */
export const firstThickness = (offer: Pick<QuoteOffer, "thicknessesMm">): number | undefined =>
  offer.thicknessesMm.includes(20) ? 20 : offer.thicknessesMm[0];

/** A line as the cookie keeps it: the product and the kind of slab, the finish by its slug, the quantity as typed. */
export type StoredQuoteLine = {
  productId: string;
  thicknessMm: number;
  lengthMm: number;
  widthMm: number;
  finish: string | null;
  quantity: number;
  unit: QuoteUnit;
};

const dimension = z.number().int().min(100).max(10_000);
const finishSlug = z.string().regex(/^[a-z0-9-]{1,60}$/);

const storedLine = z
  .object({
    productId: z.string().min(1).max(200),
    thicknessMm: z.number().int().min(1).max(1000),
    lengthMm: dimension,
    widthMm: dimension,
    finish: finishSlug.nullable(),
    quantity: z.number().int().min(1),
    unit: z.enum(quoteUnits),
  })
  .refine((line) => line.quantity <= QUOTE_LIST_LIMITS.quantity[line.unit]);

const storedQuoteListSchema = z.array(storedLine).max(QUOTE_LIST_LIMITS.lines);

/** A cookie holds about 4 KB; the list stays well inside, whatever its products' ids. */
const MAX_ENCODED_LENGTH = 3_600;
const FIELD_SEPARATOR = ":";
const unitMarks = { slab: "s", m2: "m" } as const satisfies Record<QuoteUnit, string>;

/**
 * `calacatta-gold:20:3200x1600:polished:12:s|…`: the product's id percent-encoded, so neither separator can occur
 * in it; both are characters a cookie may carry unquoted.
 */
export function encodeQuoteList(list: readonly StoredQuoteLine[]): string {
  return list
    .map((line) =>
      [encodeURIComponent(line.productId), line.thicknessMm, sizeValue(line), line.finish ?? "", line.quantity, unitMarks[line.unit]].join(
        FIELD_SEPARATOR,
      ),
    )
    .join(QUOTE_LINE_SEPARATOR);
}

export const fitsInCookie = (list: readonly StoredQuoteLine[]) => encodeQuoteList(list).length <= MAX_ENCODED_LENGTH;

function decodeLine(text: string): unknown {
  const [productId, thickness, size, finish, quantity, unit] = text.split(FIELD_SEPARATOR);
  const [length, width] = (size ?? "").split("x");
  try {
    return {
      productId: decodeURIComponent(productId ?? ""),
      thicknessMm: Number(thickness),
      lengthMm: Number(length),
      widthMm: Number(width),
      finish: finish || null,
      quantity: Number(quantity),
      unit: unit === unitMarks.m2 ? "m2" : unit === unitMarks.slab ? "slab" : undefined,
    };
  } catch {
    return null;
  }
}

/** The cookie's value as sent back: a list that is not well formed in every line reads as an empty one. */
export function decodeQuoteList(value: string | null | undefined): StoredQuoteLine[] {
  if (!value || value.length > MAX_ENCODED_LENGTH) return [];
  const parsed = storedQuoteListSchema.safeParse(value.split(QUOTE_LINE_SEPARATOR).map(decodeLine));
  return parsed.success ? parsed.data : [];
}

const sameKind = (a: StoredQuoteLine, b: StoredQuoteLine) =>
  a.productId === b.productId &&
  a.thicknessMm === b.thicknessMm &&
  a.lengthMm === b.lengthMm &&
  a.widthMm === b.widthMm &&
  a.finish === b.finish;

export type ListChange = { ok: true; list: StoredQuoteLine[] } | { ok: false; code: "listFull" | "quantityInvalid" | "lineGone" };

/** Adds slabs to the list: the same product, thickness, size and finish in the same unit grow one line rather than make two. */
export function addQuoteLine(list: readonly StoredQuoteLine[], line: StoredQuoteLine): ListChange {
  const index = list.findIndex((existing) => sameKind(existing, line));
  const existing = list[index];
  if (!existing)
    return list.length >= QUOTE_LIST_LIMITS.lines || !fitsInCookie([...list, line])
      ? { ok: false, code: "listFull" }
      : { ok: true, list: [...list, line] };
  const quantity = existing.unit === line.unit ? existing.quantity + line.quantity : line.quantity;
  if (quantity > QUOTE_LIST_LIMITS.quantity[line.unit]) return { ok: false, code: "quantityInvalid" };
  return { ok: true, list: list.with(index, { ...line, quantity }) };
}

/** Lines are named by their place in the list the buyer's page showed. */
export function changeQuoteLine(list: readonly StoredQuoteLine[], index: number, change: Omit<StoredQuoteLine, "productId">): ListChange {
  const line = list[index];
  return line ? { ok: true, list: list.with(index, { ...line, ...change }) } : { ok: false, code: "lineGone" };
}

export function removeQuoteLine(list: readonly StoredQuoteLine[], index: number): ListChange {
  return index < list.length ? { ok: true, list: list.toSpliced(index, 1) } : { ok: false, code: "lineGone" };
}

const MM2_PER_M2 = 1_000_000;

/** Slabs ship whole: square metres become the slabs that cover them. */
export function slabsOf(line: Pick<StoredQuoteLine, "quantity" | "unit" | "lengthMm" | "widthMm">): number {
  return line.unit === "slab" ? line.quantity : Math.ceil((line.quantity * MM2_PER_M2) / (line.lengthMm * line.widthMm));
}

export const toPlanLine = (line: StoredQuoteLine): PlanLine => ({
  thicknessMm: line.thicknessMm,
  lengthMm: line.lengthMm,
  widthMm: line.widthMm,
  slabs: slabsOf(line),
});

/** The list page's address names the cargo limit to plan for: one of the usual routes, or the buyer's own in kilograms. */
export const LIMIT_FIELDS = { route: "limit", kg: "kg" } as const;
/** The query parameters the quote list page reads: the cargo limit its plan is drawn under. */
export const QUOTE_LIST_QUERY = Object.values(LIMIT_FIELDS);
export const CUSTOM_LIMIT = "custom";
export const CUSTOM_LIMIT_KG = { min: 1_000, max: 40_000 } as const;

/**
 * The limit the list page's address names, or its request form carries on to the owner; one that is not named
 * properly is the owner's default route.
 */
export function cargoLimitFromQuery(params: Pick<URLSearchParams, "get"> | Pick<FormData, "get">, defaultRoute: CargoRoute): CargoLimit {
  const route = params.get(LIMIT_FIELDS.route);
  if (route === CUSTOM_LIMIT) {
    const kg = z.coerce.number().int().min(CUSTOM_LIMIT_KG.min).max(CUSTOM_LIMIT_KG.max).safeParse(params.get(LIMIT_FIELDS.kg));
    return kg.success ? { kg: kg.data } : { route: defaultRoute };
  }
  return { route: cargoRoutes.find((name) => name === route) ?? defaultRoute };
}

/** The kind of slab a line is, in the form fields' spelling: "3200x1600". */
export const sizeValue = (size: { lengthMm: number; widthMm: number }) => `${size.lengthMm}x${size.widthMm}`;

export const QUOTE_LINE_FIELDS = {
  intent: "intent",
  product: "product",
  thickness: "thickness",
  size: "size",
  finish: "finish",
  quantity: "quantity",
  unit: "unit",
  line: "line",
} as const;

const quantityField = z.coerce.number().int().min(1).max(QUOTE_LIST_LIMITS.quantity.m2);
const withinUnitLimit = (form: { quantity: number; unit: QuoteUnit }) => form.quantity <= QUOTE_LIST_LIMITS.quantity[form.unit];
const unitLimit = { path: [QUOTE_LINE_FIELDS.quantity] };

const lineIndex = z.coerce.number().int().min(0).max(QUOTE_LIST_LIMITS.lines);
const thicknessField = z.coerce.number().int().min(1).max(1000);
const sizeField = z
  .string()
  .regex(/^\d{3,5}x\d{3,5}$/)
  .transform((value) => {
    const [lengthMm, widthMm] = value.split("x").map(Number) as [number, number];
    return { lengthMm, widthMm };
  });
const finishField = z.union([z.literal(""), finishSlug]);
const unitField = z.enum(quoteUnits);

/**
 * "Add to quote": a product page's form names the kind of slab and the quantity, a card's only the product, which
 * then comes as the product offers it first, by the bundle. What the product offers is checked against the product.
 */
export const addQuoteLineForm = z
  .object({
    intent: z.literal("add"),
    product: z.string().trim().min(1).max(200),
    thickness: thicknessField.optional(),
    size: sizeField.optional(),
    finish: finishField.optional(),
    quantity: quantityField.optional(),
    unit: unitField.default("slab"),
  })
  .refine((form) => form.quantity === undefined || withinUnitLimit({ quantity: form.quantity, unit: form.unit }), unitLimit);

/** A line changed on the list page: any of its kind, its quantity or its unit. */
export const changeQuoteLineForm = z
  .object({
    intent: z.literal("change"),
    line: lineIndex,
    thickness: thicknessField,
    size: sizeField,
    finish: finishField.default(""),
    quantity: quantityField,
    unit: unitField,
  })
  .refine(withinUnitLimit, unitLimit);

export const removeQuoteLineForm = z.object({ intent: z.literal("remove"), line: lineIndex });

export const quoteListForm = z.discriminatedUnion("intent", [addQuoteLineForm, changeQuoteLineForm, removeQuoteLineForm]);
export type QuoteListForm = z.infer<typeof quoteListForm>;

/** A refused form's problem: a quantity out of bounds is the buyer's to correct, anything else means the choice is gone. */
export const formProblem = (error: z.ZodError): "quantityInvalid" | "choiceGone" =>
  error.issues.some((issue) => issue.path[0] === QUOTE_LINE_FIELDS.quantity) ? "quantityInvalid" : "choiceGone";
