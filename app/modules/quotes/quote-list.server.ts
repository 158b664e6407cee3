import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { products } from "~/database/schema";
import type { Language } from "~/i18n/languages";
import { toProductSummary, type ProductSummary } from "~/modules/catalogue/catalogue.server";
import { loadStoneAttributes } from "~/modules/catalogue/stone-attributes.server";
import { computeEveryTime, type ContentMemo } from "~/modules/page-cache/content-memo.server";
import { planContainers, slabsInABundle, type ContainerPlan, type PlanProblem } from "./container-plan";
import {
  addQuoteLine,
  changeQuoteLine,
  decodeQuoteList,
  encodeQuoteList,
  removeQuoteLine,
  slabsOf,
  toPlanLine,
  firstThickness,
  type ListChange,
  type QuoteListForm,
  type QuoteOffer,
  type StoredQuoteLine,
} from "./quote-list";
import { QUOTE_LIST_COOKIE } from "./quote-list-cookie";
import type { PlanSettings } from "~/database/sent-quote-documents";

/** A list left alone this long is forgotten by the browser. */
const KEPT_SECONDS = 90 * 24 * 60 * 60;

export function readQuoteList(request: Request): StoredQuoteLine[] {
  return quoteListInCookies(request.headers.get("cookie"));
}

/** The list a request's Cookie header carries, unchecked (`resolveQuoteList` checks it against the catalogue). */
export function quoteListInCookies(header: string | null | undefined): StoredQuoteLine[] {
  const value = (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${QUOTE_LIST_COOKIE}=`))
    ?.slice(QUOTE_LIST_COOKIE.length + 1);
  return decodeQuoteList(value);
}

/**
 * Readable by the page's script, which shows the count in the navigation; the server trusts nothing in it and checks
 * every line against the catalogue when it reads the list.
 */
export function quoteListCookieHeader(list: readonly StoredQuoteLine[], request: Request): string {
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  const lifetime = list.length === 0 ? "Max-Age=0" : `Max-Age=${KEPT_SECONDS}`;
  return `${QUOTE_LIST_COOKIE}=${encodeQuoteList(list)}; Path=/; ${lifetime}; SameSite=Lax${secure}`;
}

/** The product a line is of, and whether it still offers the line's thickness, size and finish. */
export type QuoteListLine = StoredQuoteLine & {
  product: ProductSummary;
  offer: QuoteOffer;
  finishLabel: string | null;
  slabs: number;
  areaMm2: number;
  available: boolean;
};

function offers(offer: QuoteOffer, line: Pick<StoredQuoteLine, "thicknessMm" | "lengthMm" | "widthMm" | "finish">): boolean {
  return (
    offer.thicknessesMm.includes(line.thicknessMm) &&
    offer.slabSizes.some((size) => size.lengthMm === line.lengthMm && size.widthMm === line.widthMm) &&
    (line.finish === null ? offer.finishes.length === 0 : offer.finishes.some((finish) => finish.slug === line.finish))
  );
}

/** The visible products of the list with what they offer, in two queries whatever the list's length. */
async function productsOf(db: Database, ids: string[], language: Language) {
  if (ids.length === 0) return new Map<string, { summary: ProductSummary; offer: QuoteOffer }>();
  const [rows, attributes] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.visible, true))),
    loadStoneAttributes(db, ids, language),
  ]);
  return new Map(
    rows.flatMap((row) => {
      const offer = attributes.get(row.id);
      return offer ? [[row.id, { summary: toProductSummary(row, language), offer }] as const] : [];
    }),
  );
}

/**
 * The list as the page shows it: each line with its product in the page's language; a line the catalogue no longer
 * offers stays, marked, until removed. The products come from `memo` when given (the page, read on every visit),
 * else from the database.
 */
export async function resolveQuoteList(
  db: Database,
  list: readonly StoredQuoteLine[],
  language: Language,
  memo: ContentMemo = computeEveryTime,
): Promise<QuoteListLine[]> {
  const found = await memo.getMany(
    `quote-list-product:${language}`,
    list.map((line) => line.productId),
    (ids) => productsOf(db, ids, language),
  );
  return list.flatMap((line) => {
    const product = found.get(line.productId);
    if (!product) return [];
    const slabs = slabsOf(line);
    return [
      {
        ...line,
        product: product.summary,
        offer: { thicknessesMm: product.offer.thicknessesMm, slabSizes: product.offer.slabSizes, finishes: product.offer.finishes },
        finishLabel: product.offer.finishes.find((finish) => finish.slug === line.finish)?.label ?? null,
        slabs,
        areaMm2: slabs * line.lengthMm * line.widthMm,
        available: offers(product.offer, line),
      },
    ];
  });
}

export function planQuoteList(lines: readonly QuoteListLine[], settings: PlanSettings): { plan: ContainerPlan; problems: PlanProblem[] } {
  return planContainers(lines.filter((line) => line.available).map(toPlanLine), settings);
}

/** The kind of slab a card's "Add to quote" adds: the product's first of each, 2 cm where it has it. */
function firstOffered(offer: QuoteOffer): Pick<StoredQuoteLine, "thicknessMm" | "lengthMm" | "widthMm" | "finish"> | null {
  const [size] = offer.slabSizes;
  const thicknessMm = firstThickness(offer);
  if (!size || thicknessMm === undefined) return null;
  return { thicknessMm, lengthMm: size.lengthMm, widthMm: size.widthMm, finish: offer.finishes[0]?.slug ?? null };
}

/**
 * One change the buyer made, from a page's form or its script alike: a line added or changed must be one the
 * product offers now; a line is named by its place in the list the page showed.
 */
export async function changeQuoteList(
  db: Database,
  list: readonly StoredQuoteLine[],
  form: QuoteListForm,
  settings: PlanSettings,
): Promise<ListChange | { ok: false; code: "choiceGone" }> {
  if (form.intent === "remove") return removeQuoteLine(list, form.line);
  const productId = form.intent === "add" ? form.product : list[form.line]?.productId;
  if (productId === undefined) return { ok: false, code: "lineGone" };
  const offer = (await productsOf(db, [productId], "en")).get(productId)?.offer;
  const first = offer && firstOffered(offer);
  if (!offer || !first) return { ok: false, code: "choiceGone" };
  const kind = {
    thicknessMm: form.thickness ?? first.thicknessMm,
    ...(form.size ?? { lengthMm: first.lengthMm, widthMm: first.widthMm }),
    finish: form.finish === undefined ? first.finish : form.finish || null,
  };
  if (!offers(offer, kind)) return { ok: false, code: "choiceGone" };
  if (form.intent === "change") return changeQuoteLine(list, form.line, { ...kind, quantity: form.quantity, unit: form.unit });
  const quantity = form.quantity ?? slabsInABundle(settings, kind.thicknessMm);
  return addQuoteLine(list, { productId, ...kind, quantity, unit: form.quantity === undefined ? "slab" : form.unit });
}
