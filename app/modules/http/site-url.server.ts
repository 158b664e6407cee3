import type { AppLoadContext } from "react-router";

/** The origin for links in mails, canonical tags and the sitemap: PUBLIC_URL, else the request's own. */
export function siteUrl(request: Request, context: AppLoadContext): string {
  return context.services.config.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
}
