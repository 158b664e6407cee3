import { siteUrl } from "~/modules/http/site-url.server";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const origin = siteUrl(context);
  const body = ["User-agent: *", "Disallow: /dashboard", "Disallow: /login", "Disallow: /forget-password", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
