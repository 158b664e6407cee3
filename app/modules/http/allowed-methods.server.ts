import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteModuleMethods = { loader?: unknown; action?: unknown; default?: unknown };
type MatchableRoute = RouteObject & { methods: RouteModuleMethods };

function routeTree(manifest: ServerBuild["routes"], parentId: string | undefined): MatchableRoute[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, methods: route!.module };
      return route!.index ? { ...base, index: true as const } : { ...base, children };
    });
}

const treeOf = new WeakMap<ServerBuild, MatchableRoute[]>();

/**
 * The methods an address answers, from the route React Router would serve it with: GET and HEAD where
 * it renders or loads something, POST where it has an action, and OPTIONS, which names them. Every
 * action here reads a form, so no route takes PUT, PATCH or DELETE.
 */
export function allowedMethodsFor(build: ServerBuild, pathname: string): string[] {
  let routes = treeOf.get(build);
  if (!routes) treeOf.set(build, (routes = routeTree(build.routes, undefined)));
  // A client navigation's request ("/about-us.data", "/_root.data") is served by the page it names.
  const pagePathname = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  const leaf = matchRoutes(routes, pagePathname)?.at(-1)?.route as MatchableRoute | undefined;
  const methods = leaf?.methods ?? {};
  return [...(methods.loader || methods.default ? ["GET", "HEAD"] : []), ...(methods.action ? ["POST"] : []), "OPTIONS"];
}
