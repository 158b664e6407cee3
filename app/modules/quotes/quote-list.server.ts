import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "~/database/client.server";
import { products } from "~/database/schema";
import type { Language } from "~/i18n/language";
import { toProductSummary, type ProductSummary } from "~/modules/catalogue/catalogue.server";
import type { StoneAttributes } from "~/modules/catalogue/stone-attributes";
import { loadStoneAttributes } from "~/modules/catalogue/stone-attributes.server";
import { cargoLimitsKg, defaultPlanSettings, planContainers, type ContainerPlan, type PlanProblem, type PlanSettings } from "./container-plan";
import { addQuoteLine, changeQuoteLine, decodeQuoteList, encodeQuoteList, removeQuoteLine, slabsOf, toPlanLine, type CargoLimitChoice, type ListChange, type QuoteListForm, type StoredQuoteLine } from "./quote-list";
import { QUOTE_LIST_COOKIE } from "./quote-list-cookie";

/** A list left alone this long is forgotten by the browser. */
const KEPT_SECONDS = 90 * 24 * 60 * 60;

export function readQuoteList(request: Request): StoredQuoteLine[] {
  const header = request.headers.get("cookie") ?? "";
  const value = header
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
  finishLabel: string | null;
  slabs: number;
  areaMm2: number;
  available: boolean;
};

/** What a product offers to add to a quote, as its page and cards show it. */
export type QuoteOffer = Pick<StoneAttributes, "thicknessesMm" | "slabSizes" | "finishes">;

/** A product can be quoted by the container when it has a thickness and a size to plan with. */
export const isQuotable = (offer: QuoteOffer) => offer.thicknessesMm.length > 0 && offer.slabSizes.length > 0;

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
  return new Map(rows.flatMap((row) => {
    const offer = attributes.get(row.id);
    return offer ? [[row.id, { summary: toProductSummary(row, language), offer }] as const] : [];
  }));
}

/** The list as the page shows it: each line with its product in the page's language; a line the catalogue no longer offers stays, marked, until removed. */
export async function resolveQuoteList(db: Database, list: readonly StoredQuoteLine[], language: Language): Promise<QuoteListLine[]> {
  const found = await productsOf(db, [...new Set(list.map((line) => line.productId))], language);
  return list.flatMap((line) => {
    const product = found.get(line.productId);
    if (!product) return [];
    const slabs = slabsOf(line);
    return [
      {
        ...line,
        product: product.summary,
        finishLabel: product.offer.finishes.find((finish) => finish.slug === line.finish)?.label ?? null,
        slabs,
        areaMm2: slabs * line.lengthMm * line.widthMm,
        available: offers(product.offer, line),
      },
    ];
  });
}

/** The planner's settings for the buyer's chosen limit. */
export function planSettingsFor(limit: CargoLimitChoice): PlanSettings {
  return { ...defaultPlanSettings, cargoLimitKg: "kg" in limit ? limit.kg : cargoLimitsKg[limit.route] };
}

export function planQuoteList(lines: readonly QuoteListLine[], settings: PlanSettings): { plan: ContainerPlan; problems: PlanProblem[] } {
  return planContainers(lines.filter((line) => line.available).map(toPlanLine), settings);
}

/**
 * One change the buyer made, from a page's form or its script alike: an added line must be one the product offers
 * now, a changed or removed one is named by its place in the list.
 */
export async function changeQuoteList(db: Database, list: readonly StoredQuoteLine[], form: QuoteListForm): Promise<ListChange | { ok: false; code: "choiceGone" }> {
  switch (form.intent) {
    case "add": {
      const line: StoredQuoteLine = { productId: form.product, thicknessMm: form.thickness, ...form.size, finish: form.finish || null, quantity: form.quantity, unit: form.unit };
      const offer = (await productsOf(db, [form.product], "en")).get(form.product)?.offer;
      if (!offer || !offers(offer, line)) return { ok: false, code: "choiceGone" };
      return addQuoteLine(list, line);
    }
    case "change":
      return changeQuoteLine(list, form.line, { quantity: form.quantity, unit: form.unit });
    case "remove":
      return removeQuoteLine(list, form.line);
  }
}
