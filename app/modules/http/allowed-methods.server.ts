import type { ServerBuild } from "react-router";
import { matchedRouteModules, type RouteModule } from "./route-matches.server";

/**
 * The methods an address answers, from the route React Router would serve it with: GET and HEAD where
 * it renders or loads something, POST where it has an action, and OPTIONS, which names them. Every
 * action here reads a form, so no route takes PUT, PATCH or DELETE.
 */
export function allowedMethodsFor(build: ServerBuild, pathname: string): string[] {
  // A client navigation's request ("/about-us.data", "/_root.data") is served by the page it names.
  const pagePathname = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const methods: Partial<RouteModule> = matchedRouteModules(build, pagePathname).at(-1) ?? {};
  return [...(methods.loader || methods.default ? ["GET", "HEAD"] : []), ...(methods.action ? ["POST"] : []), "OPTIONS"];
}
