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

/**
 * `matchRoutes` flattens and ranks every route of every language on each call, which profiling a journey server
 * found costing more than rendering some pages (docs/benchmarks/053-test-suite-speed.md): the modules of the
 * addresses asked for last are kept, so an address visitors keep asking for is matched once.
 */
const MATCHES_KEPT = 2_000;
const matchersOf = new WeakMap<ServerBuild, { routes: MatchableRoute[]; kept: Map<string, readonly RouteModule[]> }>();

/** The modules of the routes React Router would serve `pathname` with, from the root to the page; none when nothing matches. */
export function matchedRouteModules(build: ServerBuild, pathname: string): readonly RouteModule[] {
  let matcher = matchersOf.get(build);
  if (!matcher) matchersOf.set(build, (matcher = { routes: routeTree(build.routes, undefined), kept: new Map() }));
  const kept = matcher.kept.get(pathname);
  if (kept) return kept;
  const modules = (matchRoutes(matcher.routes, pathname) ?? []).map((match) => (match.route as MatchableRoute).module);
  if (matcher.kept.size >= MATCHES_KEPT) matcher.kept.delete(matcher.kept.keys().next().value!);
  matcher.kept.set(pathname, modules);
  return modules;
}
