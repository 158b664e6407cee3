const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A state-changing request is refused when the browser says it came from another site: the
 * Origin header names another host, or Sec-Fetch-Site says "cross-site". Together with SameSite
 * cookies this stops cross-site request forgery without a token in every form.
 */
export function isCrossSiteMutation(request: {
  method: string;
  /** The request's Host, plus the public URL's host when a proxy rewrites Host. */
  allowedHosts: (string | undefined)[];
  origin?: string;
  secFetchSite?: string;
}): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  if (request.secFetchSite === "cross-site") return true;
  if (!request.origin) return false;
  if (request.origin === "null") return true;
  try {
    return !request.allowedHosts.includes(new URL(request.origin).host);
  } catch {
    return true;
  }
}
