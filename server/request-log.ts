import { randomUUID } from "node:crypto";
import type http from "node:http";
import type express from "express";
import { loggablePath, requestContext, type Logger } from "~/modules/observability/logger.server";

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (the proxy's X-Request-Id when it sent a sane one), runs everything
 * that serves it inside that id's context so every log line carries it, and logs the outcome.
 */
export function requestLogMiddleware(log: Logger): express.RequestHandler {
  return (request, response, next) => {
    const requestId = requestIdOf(request);
    response.set("X-Request-Id", requestId);
    logWhenFinished(log, request, response, requestId);
    requestContext.run({ requestId }, next);
  };
}

/** The proxy's X-Request-Id when it sent a sane one, else a new one. */
export function requestIdOf(request: express.Request): string {
  const offered = request.get("x-request-id");
  return offered && requestIdPattern.test(offered) ? offered : randomUUID();
}

/** The request's log line, once its response has gone out. */
export function logWhenFinished(log: Logger, request: express.Request, response: http.ServerResponse, requestId: string) {
  const started = performance.now();
  response.on("finish", () =>
    requestContext.run({ requestId }, () =>
      log({
        event: "request",
        method: request.method,
        path: loggablePath(request.path),
        status: response.statusCode,
        ms: Math.round(performance.now() - started),
      }),
    ),
  );
}
