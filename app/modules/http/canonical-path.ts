import { matchPage, ownPath } from "~/i18n/page-paths";

/**
 * A literal segment of a page's address (page-paths.ts) is matched in any letter case; a `:param` is a
 * product id, category id or slug, news slug or language, all of which the site only ever makes in
 * lower case (productIdFromTitle lower-cases, automatic ids are lower-case UUIDs, slugs must match
 * /^[a-z0-9-]+$/, a quote link's token is lower-case hex), so the lower-case address is the same page. Sign-in tokens and media keys are
 * case-sensitive and are not pages.
 */
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
  const segments = trimmed === "" ? [] : trimmed.slice(1).split("/").map(lowerCaseSegment);
  if (!segments.every((segment): segment is string => segment !== null && segment !== "")) return null;
  const match = matchPage(segments, { files: false });
  return match && ownPath(match);
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
