import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
// The module itself, not a function importing it: React Router derives its route tables (every route's
// pattern compiled and ranked) from a build it is handed as a function on every request, which was a
// sixth of what a page allocated. In development Vite loads this file again after an edit, so it still sees edits.
import * as serverBuild from "virtual:react-router/server-build";
import { createCurrentUserResolver } from "~/modules/auth/session.server";
import { canonicalRedirect } from "~/modules/http/canonical-path";
import { pageRoutes, type SitePage } from "~/i18n/page-paths";
import { pageCacheMiddleware } from "~/modules/page-cache/page-cache-middleware.server";
import type { RenderShare } from "~/modules/page-cache/render-share.server";
import type { AppServices } from "~/services.server";
import { healthCheck } from "./healthz";
import { quoteListFromShell } from "./quote-list-answer";
import { refuseCrossSiteMutations, refuseMalformedRequests, refuseUnservedMethods } from "./request-refusals";
import { setCachePolicy } from "./response-headers";
import { closeConnectionsWithUnreadBodies } from "./unread-bodies";

/**
 * Another spelling of a page's address (letter case, a trailing slash, the /home aliases: docs/requirements/public-pages.md#addresses-and-languages) moves
 * permanently to the page's one address, before the page cache could keep it as a page of its own.
 */
function redirectToCanonicalAddress(): express.RequestHandler {
  return (request, response, next) => {
    const location = canonicalRedirect({ method: request.method, target: request.originalUrl });
    if (location === null) return next();
    response.redirect(301, location);
  };
}

/** Each spelling of a page's address, for Express to match exactly. */
const pagePaths = (page: SitePage) => pageRoutes(page).map((route) => `/${route.path}`);

/** A page no cache can keep is rendered when its turn comes (`RenderShare`); a visitor who left meanwhile is not rendered for. */
function takingTurns(renderShare: RenderShare): express.RequestHandler {
  return (request, response, next) =>
    renderShare.admit((done) => {
      if (request.socket.destroyed) return done();
      response.once("close", done);
      next();
    });
}

/** What Express does with a request the front door passed on, in order: checks, the page cache, then React Router. */
export function createAppHandler(services: AppServices): express.Router {
  const router = express.Router();
  router.use(refuseMalformedRequests(services.log, services.config.PUBLIC_URL));
  router.use(setCachePolicy());
  router.use(closeConnectionsWithUnreadBodies());
  router.use(refuseUnservedMethods());
  router.use(redirectToCanonicalAddress());
  router.get("/healthz", healthCheck(services));
  router.use(refuseCrossSiteMutations(services));
  router.get(pagePaths("quoteList"), takingTurns(services.renderShare));
  if (services.pageCache) {
    // Where pages are kept (not in development, nor with PAGE_CACHE_MAX_MB=0), so is the page around each visitor's list.
    router.get(pagePaths("quoteList"), quoteListFromShell(services, serverBuild));
    router.use(
      pageCacheMiddleware({
        cache: services.pageCache,
        confirmContentVersion: services.confirmContentVersion,
        pageViews: services.pageViews,
      }),
    );
  }
  router.all(
    "/{*splat}",
    createRequestHandler({
      build: serverBuild,
      getLoadContext: (request, response) =>
        Object.assign(new RouterContextProvider(), {
          services,
          clientIp: request.ip ?? "",
          currentUser: createCurrentUserResolver(services.db, request.headers.cookie),
          cspNonce: String(response.locals.cspNonce ?? ""),
          clientMethod: String(response.locals.clientMethod ?? request.method),
          clientQuery: typeof response.locals.clientQuery === "string" ? response.locals.clientQuery : null,
        }),
    }),
  );
  return router;
}
