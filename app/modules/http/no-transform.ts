/**
 * Baidu transcodes pages for phones (adding its own ads and layout) unless the page says
 * `Cache-Control: no-transform` (decision 027). Only HTML pages that a cache may keep are marked:
 * `no-store` answers are never kept or transcoded, and other types are not pages.
 */
export function withNoTransform(cacheControl: string | undefined, contentType: string | undefined): string | undefined {
  if (!cacheControl || !contentType?.startsWith("text/html")) return cacheControl;
  const directives = cacheControl.split(",").map((directive) => directive.trim().toLowerCase());
  if (directives.includes("no-store") || directives.includes("no-transform")) return cacheControl;
  return `${cacheControl}, no-transform`;
}
