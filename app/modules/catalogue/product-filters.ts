import { z } from "zod";
import { attributeKinds, type AttributeKind } from "~/database/schema";

/**
 * What a Brand Center address asks for: `?q=white&category=calacatta&colour=white&colour=grey&thickness=20`.
 * Several values of one kind widen the choice (white OR grey), different kinds narrow it (white AND 20 mm).
 */
export type ProductFilters = {
  q: string;
  category: string | null;
  options: Record<AttributeKind, string[]>;
  thickness: number[];
};

/** The query parameters a Brand Center address may carry, as `parseProductFilters` reads them. */
export const productFilterParameters = ["q", "category", ...attributeKinds, "thickness"] as const;

export const QUERY_MAX_LENGTH = 100;
const VALUES_PER_KIND = 20;

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
const thickness = z.coerce.number().int().min(1).max(200);

/** Values of one kind that make sense, each once; a mistyped or hand-edited address keeps what it can rather than failing. */
function valid<T>(values: string[], schema: z.ZodType<T>): T[] {
  const parsed = values.flatMap((value) => {
    const result = schema.safeParse(value.trim());
    return result.success ? [result.data] : [];
  });
  return [...new Set(parsed)].slice(0, VALUES_PER_KIND);
}

export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const q = (params.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, QUERY_MAX_LENGTH);
  const category = params.get("category")?.trim() || null;
  const options = Object.fromEntries(attributeKinds.map((kind) => [kind, valid(params.getAll(kind), slug)])) as Record<
    AttributeKind,
    string[]
  >;
  return { q, category, options, thickness: valid(params.getAll("thickness"), thickness).sort((a, b) => a - b) };
}

export function hasNarrowingFilters(filters: ProductFilters): boolean {
  return filters.thickness.length > 0 || attributeKinds.some((kind) => filters.options[kind].length > 0);
}

/** The query string of a set of filters, always in the same order so equal choices share one address. */
export function filtersQuery(filters: ProductFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  for (const kind of attributeKinds) for (const value of filters.options[kind]) params.append(kind, value);
  for (const value of filters.thickness) params.append("thickness", String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export type FilterKind = AttributeKind | "thickness";

/** A filter choice with the number of products it would show, given the other filters. */
export type FacetValue = { value: string; label: string; count: number; selected: boolean };

/** The filters with one value of a kind removed: the address of an active filter's "remove" chip. */
export function withoutValue(filters: ProductFilters, kind: FilterKind, value: string | number): ProductFilters {
  if (kind === "thickness") return { ...filters, thickness: filters.thickness.filter((entry) => entry !== value) };
  return { ...filters, options: { ...filters.options, [kind]: filters.options[kind].filter((entry) => entry !== value) } };
}

/** Keeps the search words and the category; drops every other filter ("clear all"). */
export function withoutNarrowing(filters: ProductFilters): ProductFilters {
  return { ...filters, options: { colour: [], pattern: [], finish: [] }, thickness: [] };
}
