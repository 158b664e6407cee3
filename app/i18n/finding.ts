import type { FilterKind } from "~/modules/catalogue/product-filters";

/** Finding products in the Brand Center: search box, filters with counts, results and suggestions. */
export const findingEn = {
  search: "Search products",
  siteSearch: "Site search",
  searchLabel: "Search products by name, colour or keyword",
  searchPlaceholder: "Search stones…",
  searchButton: "Search",
  filters: "Filter products",
  /** The phone's control that opens the filters, with how many are applied. */
  filtersToggle: (active: number) => (active > 0 ? `Filters (${active})` : "Filters"),
  kinds: { colour: "Colour", pattern: "Pattern", finish: "Finish", thickness: "Thickness" } satisfies Record<FilterKind, string>,
  apply: "Show products",
  clearAll: "Clear all filters",
  activeFilters: "Active filters",
  chip: (kind: string, value: string) => `${kind}: ${value}`,
  remove: (label: string) => `Remove filter: ${label}`,
  resultsFor: (query: string) => `Results for “${query}”`,
  productCount: (count: number) => (count === 1 ? "1 product" : `${count} products`),
  noResults: "No products match.",
  noResultsFor: (query: string) => `No products match “${query}”.`,
  didYouMean: "Did you mean",
  browseCategories: "Or browse a category:",
  clearSearch: "Show all products",
};

export const findingZh = {
  search: "搜索产品",
  siteSearch: "站内搜索",
  searchLabel: "按名称、颜色或关键词搜索产品",
  searchPlaceholder: "搜索石材…",
  searchButton: "搜索",
  filters: "筛选产品",
  filtersToggle: (active: number) => (active > 0 ? `筛选（${active}）` : "筛选"),
  kinds: { colour: "颜色", pattern: "纹理", finish: "表面处理", thickness: "厚度" },
  apply: "显示产品",
  clearAll: "清除全部筛选",
  activeFilters: "已选筛选条件",
  chip: (kind: string, value: string) => `${kind}：${value}`,
  remove: (label: string) => `移除筛选：${label}`,
  resultsFor: (query: string) => `“${query}”的搜索结果`,
  productCount: (count: number) => `${count} 款产品`,
  noResults: "没有符合条件的产品。",
  noResultsFor: (query: string) => `没有与“${query}”匹配的产品。`,
  didYouMean: "您是不是要找",
  browseCategories: "或浏览以下分类：",
  clearSearch: "显示全部产品",
} satisfies typeof findingEn;
