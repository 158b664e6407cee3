/** A DNS name (labels of letters, digits, hyphens and the underscores of internal names) or an IPv4 address. */
const hostName = /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?(?:\.[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?)*\.?$/;
const bracketedIPv6 = /^\[[0-9A-Fa-f:.]{2,45}\]$/;

/** One `host[:port]` as RFC 9110 allows it in Host and X-Forwarded-Host, with a port in range. */
export function isValidHost(value: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return false;
  const [, name = "", port] = match;
  if (port !== undefined && Number(port) > 65535) return false;
  return (name.length <= 254 && hostName.test(name)) || (bracketedIPv6.test(name) && isParsableHost(name));
}

function isParsableHost(host: string): boolean {
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a request names a URL the app can build: a Host (HTTP/1.0 clients may omit it), any
 * forwarded host and scheme well formed (a proxy appends one per hop, comma-separated), and an
 * origin-form target ("/path"), not an absolute or asterisk form, without an encoded NUL.
 */
export function isWellFormedRequestTarget(request: {
  host?: string;
  forwardedHost?: string;
  forwardedProto?: string;
  target: string;
}): boolean {
  if (request.host === undefined || !isValidHost(request.host)) return false;
  const listed = (header: string) => header.split(",").map((item) => item.trim());
  if (request.forwardedHost !== undefined && !listed(request.forwardedHost).every(isValidHost)) return false;
  if (request.forwardedProto !== undefined && !listed(request.forwardedProto).every((proto) => proto === "http" || proto === "https"))
    return false;
  // No text a visitor types holds NUL, and PostgreSQL refuses it in every text value.
  return request.target.startsWith("/") && !/%00/.test(request.target);
}
