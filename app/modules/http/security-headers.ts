/**
 * Headers every response carries. The Content-Security-Policy allows scripts only from this site
 * or carrying the request's nonce, nothing from other hosts, and no framing.
 */
export function securityHeaders(options: { nonce: string; https: boolean; development: boolean }): Record<string, string> {
  const { nonce, https, development } = options;
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Vite's development server injects styles and talks over a websocket; production needs neither.
    development ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) policy.push("upgrade-insecure-requests");
  const headers: Record<string, string> = {
    "Content-Security-Policy": policy.join("; "),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
