import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

export type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];
type MatchableRoute = RouteObject & { module: RouteModule };

function routeTree(manifest: ServerBuild["routes"], parentId: string | undefined): MatchableRoute[] {
  return Object.values(manifest)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(manifest, route!.id);
      const base = { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, module: route!.module };
      return route!.index ? { ...base, index: true as const } : { ...base, children };
    });
}

const treeOf = new WeakMap<ServerBuild, MatchableRoute[]>();

/** The modules of the routes React Router would serve `pathname` with, from the root to the page; none when nothing matches. */
export function matchedRouteModules(build: ServerBuild, pathname: string): RouteModule[] {
  let routes = treeOf.get(build);
  if (!routes) treeOf.set(build, (routes = routeTree(build.routes, undefined)));
  return (matchRoutes(routes, pathname) ?? []).map((match) => (match.route as MatchableRoute).module);
}
