import { z } from "zod";
import { parsePage } from "~/modules/http/paging";

export const adminProductSorts = ["order", "title", "newest"] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

/** Which products the dashboard's list shows: `?q=&category=&sort=&page=`. `category` "none" is the products without one. */
export type AdminProductQuery = { q: string; category: string | null; sort: AdminProductSort; page: number };

const querySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  category: z.string().trim().min(1).max(200).nullable().catch(null),
  sort: z.enum(adminProductSorts).catch("order"),
});

/** A hand-edited address keeps what parses, like the Brand Center's. */
export function parseAdminProductQuery(params: URLSearchParams): AdminProductQuery {
  const { q, category, sort } = querySchema.parse({
    q: params.get("q") ?? "",
    category: params.get("category"),
    sort: params.get("sort") ?? "order",
  });
  return { q, category, sort, page: parsePage(params) };
}

/** The list's address, defaults left out, so the plain list keeps `/dashboard/products`. */
export function adminProductQueryString(query: AdminProductQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.sort !== "order") params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Reordering means places in the public order, which only the whole list in that order shows. */
export function canReorder(query: AdminProductQuery): boolean {
  return query.sort === "order" && !query.q && !query.category;
}
