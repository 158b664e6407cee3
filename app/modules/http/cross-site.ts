const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request is refused when the browser says it came from another site: the
 * Origin header names an origin other than the site's own, or Sec-Fetch-Site says "cross-site".
 * Together with SameSite cookies this stops cross-site request forgery without a token in every form.
 */
export function isCrossSiteMutation(request: {
  method: string;
  /** PUBLIC_URL's origin, plus the request's own origin in development. */
  allowedOrigins: string[];
  origin?: string;
  secFetchSite?: string;
}): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.secFetchSite === "cross-site") return true;
  if (!request.origin) return false;
  if (request.origin === "null") return true;
  try {
    return !request.allowedOrigins.includes(new URL(request.origin).origin);
  } catch {
    return true;
  }
}
