import type express from "express";
import * as serverBuild from "virtual:react-router/server-build";
import { allowedMethodsFor } from "~/modules/http/allowed-methods.server";
import { isCrossSiteMutation } from "~/modules/http/cross-site";
import { isWellFormedRequestTarget } from "~/modules/http/request-target";
import { loggablePath, type Logger } from "~/modules/observability/logger.server";
import type { AppServices } from "~/services.server";

/**
 * A request whose Host, X-Forwarded-Host or X-Forwarded-Proto could not name a URL is answered 400
 * before the app builds its URL. An HTTP/1.0 client may send no Host at all (Node refuses that
 * only from HTTP/1.1 ones): it is served as a request for the site's one origin.
 */
export function refuseMalformedRequests(log: Logger, publicUrl: string): express.RequestHandler {
  const publicHost = new URL(publicUrl).host;
  return (request, response, next) => {
    if (hasWellFormedTarget(request, publicHost)) return next();
    log({ level: "warn", event: "request.malformed", method: request.method, path: loggablePath(request.path) });
    response
      .status(400)
      .set("Connection", "close")
      .type("text/plain")
      .send("Bad request: the address, Host or forwarding headers are malformed.");
  };
}

/** Whether Host, X-Forwarded-Host, X-Forwarded-Proto and the target name a URL; a missing Host is the site's own. */
export function hasWellFormedTarget(request: express.Request, publicHost: string): boolean {
  request.headers.host ??= publicHost;
  return isWellFormedRequestTarget({
    host: request.get("host"),
    forwardedHost: request.get("x-forwarded-host"),
    forwardedProto: request.get("x-forwarded-proto"),
    target: request.originalUrl,
  });
}

/**
 * GET and HEAD go on to their page. Any other method is served only where the address takes it:
 * OPTIONS is told which methods those are, anything else gets 405 naming them (TRACE included,
 * which a Fetch Request cannot even carry to the app).
 */
export function refuseUnservedMethods(): express.RequestHandler {
  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const allowed = allowedMethodsFor(serverBuild, request.path);
    if (allowed.includes(request.method) && request.method !== "OPTIONS") return next();
    response.set("Allow", allowed.join(", "));
    if (request.method === "OPTIONS") return void response.status(204).end();
    response.status(405).type("text/plain").send("Method not allowed.");
  };
}

/** A request another site's page sends to change something here is refused 403 (see `isCrossSiteMutation`). */
export function refuseCrossSiteMutations(services: AppServices): express.RequestHandler {
  const development = services.config.NODE_ENV === "development";
  return (request, response, next) => {
    const crossSite = isCrossSiteMutation({
      method: request.method,
      // A browser cannot forge Host, but a proxy may rewrite it: the site's own origin is PUBLIC_URL.
      allowedOrigins: development
        ? [services.config.PUBLIC_URL, `${request.protocol}://${request.get("host")}`]
        : [services.config.PUBLIC_URL],
      origin: request.get("origin"),
      secFetchSite: request.get("sec-fetch-site"),
    });
    if (!crossSite) return next();
    services.log({ level: "warn", event: "request.cross-site-refused", path: request.path, origin: request.get("origin") });
    response.status(403).type("text/plain").send("Cross-site requests are not accepted.");
  };
}
