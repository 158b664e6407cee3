import { siteUrl } from "~/modules/http/site-url.server";
import type { Route } from "./+types/robots";

/**
 * Nothing is disallowed: the dashboard and sign-in pages say `noindex` themselves, and a crawler
 * barred from them would never read it (a disallowed URL can still be listed from links to it).
 */
export function loader({ context }: Route.LoaderArgs) {
  const origin = siteUrl(context);
  const body = ["User-agent: *", "Allow: /", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
