import type { RouterContextProvider } from "react-router";

/**
 * The origin for every link the site writes: mails, canonical and hreflang tags, Open Graph, the
 * sitemap and absolute redirects. Always PUBLIC_URL, never the request's Host or X-Forwarded-Host,
 * so a forged header cannot send a visitor's reset link to another site.
 */
export function siteUrl(context: Readonly<RouterContextProvider>): string {
  return context.services.config.PUBLIC_URL;
}
