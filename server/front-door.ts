import type http from "node:http";
import type express from "express";
import { newNonce } from "~/modules/http/nonce.server";
import { securityHeaders } from "~/modules/http/security-headers";
import { cachedPageLookup, sendKeptPage } from "~/modules/page-cache/page-cache-middleware.server";
import type { AppServices } from "~/services.server";
import { errorMiddleware } from "./error-answer";
import { hasWellFormedTarget } from "./request-refusals";
import { logWhenFinished, requestIdOf, requestLogMiddleware } from "./request-log";
import { cacheControlAsSent, noTransformMiddleware, securityHeadersMiddleware } from "./response-headers";

/**
 * Where every request enters, before Express. A GET of a page the cache holds compressed goes out at
 * once, on Node's own request and response, with what the middlewares would have given it (its
 * id and log line, the security headers, the cache policy with `no-transform`) worked out directly:
 * through Express's routing, and then its middlewares and response methods, a kept page cost a good
 * deal more processor time than sent so (docs/benchmarks/016-page-cache.md, "The front door's second step"),
 * and the cost per request is what decides the tail at full load (decision 016). A malformed Host,
 * and everything the cache does not hold, goes on to `app`, after the middlewares every request passes.
 * The canonical-address redirect is not asked again: a kept address was asked it when it was rendered.
 */
export function createFrontDoor(app: express.Express, services: AppServices, options: { development: boolean }): http.RequestListener {
  const everyRequest = [requestLogMiddleware(services.log), noTransformMiddleware(), securityHeadersMiddleware(options)];
  const { pageCache, pageViews, log } = services;
  const lookUp = pageCache ? cachedPageLookup({ cache: pageCache, confirmContentVersion: services.confirmContentVersion }) : null;
  const publicHost = new URL(services.config.PUBLIC_URL).host;
  const answerError = errorMiddleware(log);
  return (incoming, outgoing) => {
    // What Express does to every request it dispatches, so that the same getters and middlewares serve here and within it.
    const request = Object.setPrototypeOf(incoming, app.request) as express.Request;
    request.originalUrl = incoming.url ?? "/";
    const asExpressResponse = () => {
      const response = Object.setPrototypeOf(outgoing, app.response) as express.Response;
      Object.assign(request, { res: response });
      Object.assign(response, { req: request, locals: Object.create(null) });
      return response;
    };
    // Outside Express nothing else would catch a throw: it gets the answer Express's error handler gives.
    const guarded = (work: () => void) => {
      try {
        work();
      } catch (error) {
        answerError(error, request, outgoing.headersSent ? (outgoing as express.Response) : asExpressResponse(), () => {});
      }
    };
    const toExpress = () => {
      const response = asExpressResponse();
      runMiddlewares(everyRequest, request, response, () => void app(request, response));
    };
    if (!lookUp) return guarded(toExpress);
    guarded(() =>
      lookUp(request, (page) =>
        guarded(() => {
          if (!page || !hasWellFormedTarget(request, publicHost)) return toExpress();
          const requestId = requestIdOf(request);
          logWhenFinished(log, request, outgoing, requestId);
          const nonce = newNonce();
          sendKeptPage(request, outgoing, page, {
            leading: { "X-Request-Id": requestId, ...securityHeaders({ nonce, https: request.secure, development: options.development }) },
            nonce,
            cacheControl: (own, contentType) => cacheControlAsSent(request, own, contentType),
            pageViews,
          });
          services.renderShare.noteCachedAnswer();
        }),
      ),
    );
  };
}

/** Runs Express middlewares one after the other outside Express's router, then `done`. */
function runMiddlewares(middlewares: express.RequestHandler[], request: express.Request, response: express.Response, done: () => void) {
  const step = (index: number): void => {
    const middleware = middlewares[index];
    if (!middleware) return done();
    void middleware(request, response, () => step(index + 1));
  };
  step(0);
}
