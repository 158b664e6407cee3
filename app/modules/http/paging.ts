/** Pages past this are refused as a typo or a crawler's loop, before any query counts that far. */
const MAX_PAGE = 10_000;

/** The query parameter that names a page of a long list. */
export const PAGE_PARAMETER = "page";

/** The page an address asks for (`?page=2`), counted from 1; anything that is not a page number reads as the first. */
export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAMETER) ?? "1");
  return Number.isInteger(page) ? Math.min(MAX_PAGE, Math.max(1, page)) : 1;
}

export type Paging = { page: number; pages: number; size: number; total: number };

/** Where a page stands among the pages of `total` items; an empty list still has its one (empty) page. */
export function pagingOf(total: number, page: number, size: number): Paging {
  return { page, pages: Math.max(1, Math.ceil(total / size)), size, total };
}

/** An address of one page, `page` left out for the first so page 1 keeps the address it always had. */
export function withPage(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.delete(PAGE_PARAMETER);
  if (page > 1) params.set(PAGE_PARAMETER, String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
