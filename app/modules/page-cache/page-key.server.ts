import type { ServerBuild } from "react-router";
import { pageQuery, type QueryHandle } from "~/modules/http/page-query";
import { matchedRouteModules } from "~/modules/http/route-matches.server";

/**
 * React Router's own request for the routes a link leads to. Its path matches the public catch-all route, which reads
 * no query; without its `version` React Router answers "reload the whole document" to every such request.
 */
const ROUTE_MANIFEST_PATH = "/__manifest";

/** Paths whose parameters are remembered; past this the memory starts again, so made-up paths cannot fill it. */
const MAX_REMEMBERED_PATHS = 2_000;

/**
 * The address a page is kept under in the page cache: a public page's path with only the query
 * parameters its routes' handles name, sorted, so that an address with a campaign's or an ad's
 * parameters is the page without them. Every click from an ad or a shared post carries one (`fbclid`,
 * `gclid`, `utm_*`, WeChat's `from=`), and each was a render and an entry of its own, pushing real pages
 * out (docs/decisions/031). An address no route declares its query for (client navigation's `.data`, React Router's
 * route manifest, anything outside the public pages) is kept as it came.
 */
export function pageCacheKeys(build: ServerBuild): (target: string) => string {
  const parametersOfPath = new Map<string, readonly string[] | null>();
  const parametersOf = (pathname: string) => {
    const remembered = parametersOfPath.get(pathname);
    if (remembered !== undefined) return remembered;
    const declared = matchedRouteModules(build, pathname).map((module) => (module.handle as QueryHandle | undefined)?.query);
    const parameters = declared.some(Boolean) ? declared.flatMap((names) => names ?? []) : null;
    if (parametersOfPath.size >= MAX_REMEMBERED_PATHS) parametersOfPath.clear();
    parametersOfPath.set(pathname, parameters);
    return parameters;
  };
  return (target) => {
    const queryStart = target.indexOf("?");
    if (queryStart === -1) return target;
    const pathname = target.slice(0, queryStart);
    const parameters = pathname.endsWith(".data") || pathname === ROUTE_MANIFEST_PATH ? null : parametersOf(pathname);
    if (parameters === null) return target;
    const query = pageQuery(new URLSearchParams(target.slice(queryStart + 1)), parameters).toString();
    return query ? `${pathname}?${query}` : pathname;
  };
}
