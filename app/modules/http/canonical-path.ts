/**
 * The public pages' address shapes. A literal segment is matched in any letter case; a `:param` is a
 * product id, category id or slug, news slug or language, all of which the site only ever makes in
 * lower case (productIdFromTitle lower-cases, automatic ids are lower-case UUIDs, slugs must match
 * /^[a-z0-9-]+$/), so the lower-case address is the same page. Sign-in tokens and media keys are
 * case-sensitive and are deliberately not listed.
 */
const pagePatterns = [
  "zh",
  "about-us",
  "about-us-zh",
  "brand-center",
  "brand-center-zh",
  "product/:productId",
  "product-zh/:productId",
  "news-center",
  "news-center-zh",
  "news-center/:slug",
  "news-center-zh/:slug",
  "contact-us",
  "contact-us-zh",
  "contact-us/product/:productId",
  "contact-us-zh/product/:productId",
  "contact-us/collection/:collectionId/:lang",
  "404",
].map((pattern) => pattern.split("/"));

/** SPEC's aliases of the home pages: they keep working, by leading to the one address of the page (docs/decisions/026). */
const aliases: Record<string, string> = { home: "/", "home-zh": "/zh" };

function lowerCaseSegment(segment: string): string | null {
  try {
    return encodeURIComponent(decodeURIComponent(segment).toLowerCase());
  } catch {
    return null;
  }
}

/**
 * The one address of the public page a path names: lower case, no trailing slash, the home aliases
 * resolved. Null when the path names no public page (a file, a dashboard or sign-in page, an unknown path).
 */
export function canonicalPagePath(pathname: string): string | null {
  const trimmed = pathname.replace(/\/+$/, "");
  if (trimmed === "") return "/";
  const segments = trimmed.slice(1).split("/").map(lowerCaseSegment);
  if (segments.some((segment) => segment === null || segment === "")) return null;
  const alias = segments.length === 1 ? aliases[segments[0]!] : undefined;
  if (alias) return alias;
  const matches = pagePatterns.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, index) => part.startsWith(":") || part === segments[index]),
  );
  return matches ? `/${segments.join("/")}` : null;
}

/**
 * Where a request for another spelling of a page's address is sent permanently (query kept), or null
 * when it is served where it is: only GET and HEAD move, and never the `.data` requests of client navigation.
 */
export function canonicalRedirect(request: { method: string; target: string }): string | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const queryStart = request.target.indexOf("?");
  const pathname = queryStart === -1 ? request.target : request.target.slice(0, queryStart);
  if (pathname.endsWith(".data")) return null;
  const canonical = canonicalPagePath(pathname);
  if (canonical === null || canonical === pathname) return null;
  return queryStart === -1 ? canonical : canonical + request.target.slice(queryStart);
}
