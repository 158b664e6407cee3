import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import compression from "compression";
import type express from "express";
import { hasSessionCookie } from "~/modules/auth/session.server";
import { newNonce } from "~/modules/http/nonce.server";
import { withNoTransform } from "~/modules/http/no-transform";
import { cacheControlFor } from "~/modules/http/private-pages";
import { securityHeaders } from "~/modules/http/security-headers";
import { holdsCompressedPage } from "~/modules/page-cache/page-cache-middleware.server";
import type { AppServices } from "~/services.server";

/**
 * What is compressed per response is compressed fast, as nginx does by default (gzip level 1): on the quote list's
 * page, level 1 took well under the middleware's default level 6 for a body barely larger. Brotli keeps a 64 KiB
 * window for the reason `BROTLI_PARAMS` in page-cache.server.ts gives, at quality 1
 * (docs/benchmarks/041-quote-list-page.md).
 */
const PER_RESPONSE_COMPRESSION = {
  level: 1,
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 } },
};

/**
 * A whole body compressed as the compression middleware would, in one call on this thread: for a body made whole
 * in memory, the middleware's streaming in the thread pool cost more than the compressing itself.
 */
export function compressedForResponse(body: Buffer, encoding: "br" | "gzip"): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, PER_RESPONSE_COMPRESSION.brotli)
    : gzipSync(body, { level: PER_RESPONSE_COMPRESSION.level });
}

/**
 * Compresses what the app and the static files send, except a page the page cache holds compressed
 * already (see `holdsCompressedPage`).
 */
export function compressionMiddleware(services: AppServices): express.RequestHandler {
  const compress = compression(PER_RESPONSE_COMPRESSION);
  const { pageCache } = services;
  if (!pageCache) return compress;
  return (request, response, next) => (holdsCompressedPage(pageCache, request) ? next() : compress(request, response, next));
}

/**
 * Adds `no-transform` to a page's Cache-Control as its headers go out. Installed before the
 * compression middleware, whose own check runs first: that middleware refuses to compress a
 * `no-transform` response, but compressing is ours to do as the origin (the directive is for proxies).
 */
export function noTransformMiddleware(): express.RequestHandler {
  return (_request, response, next) => {
    const writeHead = response.writeHead;
    response.writeHead = function (this: express.Response, ...args: unknown[]) {
      const marked = withNoTransform(this.get("Cache-Control"), this.get("Content-Type"));
      if (marked) this.setHeader("Cache-Control", marked);
      return (writeHead as (...writeArgs: unknown[]) => express.Response).apply(this, args);
    } as typeof response.writeHead;
    next();
  };
}

/** Security headers on every response, with a fresh nonce that the document's inline scripts carry. */
export function securityHeadersMiddleware(options: { development: boolean }): express.RequestHandler {
  return (request, response, next) => {
    const nonce = newNonce();
    response.locals.cspNonce = nonce;
    response.set(securityHeaders({ nonce, https: request.secure, development: options.development }));
    next();
  };
}

/**
 * Admin and sign-in responses (redirects and `.data` requests included) stay out of every cache.
 * Public ones are revalidated unless the route gave a policy of its own (media files, a preview):
 * decided when the headers go out, because React Router adds its headers to any set before.
 */
export function setCachePolicy(): express.RequestHandler {
  return (request, response, next) => {
    const policy = cacheControlFor(request.path, { sessionCookie: hasSessionCookie(request.headers.cookie) });
    const writeHead = response.writeHead;
    response.writeHead = function (this: express.Response, ...args: unknown[]) {
      this.setHeader("Cache-Control", policyOver(policy, this.get("Cache-Control")));
      return (writeHead as (...writeArgs: unknown[]) => express.Response).apply(this, args);
    } as typeof response.writeHead;
    next();
  };
}

/** The route's own Cache-Control, unless it gave none or the address must not be stored at all. */
const policyOver = (policy: string, own: string | undefined) => (policy === "no-store" || !own ? policy : own);

/** The Cache-Control a response with `own` goes out with, after `setCachePolicy` and then `noTransformMiddleware`. */
export function cacheControlAsSent(request: express.Request, own: string | undefined, contentType: string | undefined): string {
  const decided = policyOver(cacheControlFor(request.path, { sessionCookie: hasSessionCookie(request.headers.cookie) }), own);
  return withNoTransform(decided, contentType) ?? decided;
}
