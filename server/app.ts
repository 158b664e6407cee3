import { randomUUID } from "node:crypto";
import type http from "node:http";
import type { Duplex } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
// The module itself, not a function importing it: React Router derives its route tables (every route's
// pattern compiled and ranked) from a build it is handed as a function on every request, which was a
// sixth of what a page allocated. In development Vite loads this file again after an edit, so it still sees edits.
import * as serverBuild from "virtual:react-router/server-build";
import compression from "compression";
import express from "express";
import { sql } from "drizzle-orm";
import { loadConfig } from "~/config/config.server";
import { ensureAdministrator } from "~/modules/auth/bootstrap.server";
import { createCurrentUserResolver } from "~/modules/auth/session.server";
import { isCrossSiteMutation } from "~/modules/http/cross-site";
import { newNonce } from "~/modules/http/nonce.server";
import { securityHeaders } from "~/modules/http/security-headers";
import { createPageViewRecorder } from "~/modules/analytics/page-views.server";
import { createCountryLookup } from "~/modules/geo/country-lookup.server";
import { createMailDelivery, createMailTransport } from "~/modules/mail/delivery.server";
import { isWellFormedRequestTarget } from "~/modules/http/request-target";
import { allowedMethodsFor } from "~/modules/http/allowed-methods.server";
import { canonicalRedirect } from "~/modules/http/canonical-path";
import { cacheControlFor } from "~/modules/http/private-pages";
import { withNoTransform } from "~/modules/http/no-transform";
import { hasSessionCookie } from "~/modules/auth/session.server";
import { createPageCache } from "~/modules/page-cache/page-cache.server";
import { cachedPageLookup, holdsCompressedPage, pageCacheMiddleware, sendKeptPage } from "~/modules/page-cache/page-cache-middleware.server";
import { coalescedFreshReads, siteContentVersionReader, watchSiteContent } from "~/modules/page-cache/content-version.server";
import { adoptProductPhotos } from "~/modules/media/media.server";
import { backfillProductGalleries } from "~/modules/catalogue/product-gallery.server";
import { createImageVariantWorker } from "~/modules/media/image-variants.server";
import { createCleanupScheduler } from "~/modules/maintenance/scheduler.server";
import { openControlSocket } from "~/modules/operations/control-socket.server";
import { archiveOf, createBackupScheduler, makeBackup } from "~/modules/operations/scheduled-backups.server";
import { createLogger, loggablePath, requestContext, type Logger } from "~/modules/observability/logger.server";
import { seedDemoCatalogue } from "~/modules/seed/seed.server";
import { ensureSiteImages } from "~/modules/site-settings/hero-images.server";
import { openInstanceDatabase } from "~/modules/operations/data-dir-lock.server";
import { createStorage } from "~/modules/storage/create-storage.server";
import type { AppServices } from "~/services.server";
import { closeConnectionsWithUnreadBodies } from "./unread-bodies";

export { ConfigError } from "~/config/config.server";
export { DataDirectoryInUseError } from "~/modules/operations/data-dir-lock.server";
export { createLogger } from "~/modules/observability/logger.server";
export { rememberedTrust } from "~/modules/http/remembered-trust";

export type RunningServices = AppServices & { stop: () => Promise<void> };

/** Opens the database (migrating it), seeds an empty one, and starts the background workers. */
export async function startServices(env: Record<string, string | undefined> = process.env): Promise<RunningServices> {
  const config = loadConfig(env);
  const log = createLogger({ level: config.LOG_LEVEL });
  const database = await openInstanceDatabase(config, "the server");
  const storage = createStorage(config);
  // The site's own pictures, which the default home and About pages show, exist with or without the demo catalogue.
  const siteImages = await ensureSiteImages(database.db, storage);
  if (siteImages > 0) log({ event: "site-images.created", images: siteImages });
  if (config.SEED_DEMO === "true") {
    const seeded = await seedDemoCatalogue(database.db, storage);
    if (seeded) log({ event: "seed.demo-catalogue", products: seeded.products });
  }
  await ensureAdministrator(database.db, config, log);
  // Product photos stored before the media library existed join it; a photo already in it is skipped, so every start may do this.
  const adopted = await adoptProductPhotos(database.db);
  if (adopted > 0) log({ event: "media.product-photos-adopted", photos: adopted });
  // Products saved before galleries existed keep their photo as the gallery's card; once, so every start may do this.
  const galleries = await backfillProductGalleries(database.db);
  if (galleries > 0) log({ event: "catalogue.galleries-started", products: galleries });
  const countries = createCountryLookup({ dataDir: config.dataDir, log });
  // Started now rather than at the first batch of page views, which would otherwise wait for it under load; not
  // awaited, because building the table (once per database, 1–4 s of CPU, streamed) would delay a first start's first page.
  void countries.preload();
  const pageViews = createPageViewRecorder({ db: database.db, timeZone: config.SITE_TIME_ZONE, countryOf: countries.countryOf, log });
  const mail = createMailDelivery({
    db: database.db,
    transport: createMailTransport(config),
    from: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
    log,
  });
  mail.start();
  const cleanup = createCleanupScheduler({ db: database.db, storage, config, log });
  const scheduledBackups = createBackupScheduler({ db: database.db, storage, config, log });
  // With the embedded database no other process may open it, so `npm run backup` asks this one instead.
  const controlSocket =
    database.kind === "pglite"
      ? await openControlSocket(
          config.dataDir,
          {
            async backup() {
              const record = await makeBackup({ db: database.db, storage, config, log }, { trigger: "manual" });
              const archive = record && archiveOf(config.dataDir, record);
              if (!record || !archive) return { status: "failed", error: record?.error ?? "The backup did not start." };
              return { status: "succeeded", archive, bytes: record.bytes ?? 0, rows: record.rows ?? 0, files: record.files ?? 0, pid: process.pid };
            },
          },
          log,
        )
      : null;
  // In development the code changes under the cache without any write to announce it.
  const pageCache = config.PAGE_CACHE_MAX_MB > 0 && config.NODE_ENV !== "development" ? createPageCache({ maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024 }) : null;
  const contentWatch = pageCache
    ? await watchSiteContent({ database, onChange: (version) => (version === null ? pageCache.invalidate() : pageCache.observe(version)), log })
    : null;
  const readContentVersion = siteContentVersionReader(database.db);
  pageCache?.observe(await readContentVersion());
  // Other instances write to a shared PostgreSQL; an embedded database hears its only writer at once.
  const confirmContentVersion = pageCache && database.kind === "postgres" ? coalescedFreshReads(readContentVersion) : null;
  const imageVariants = createImageVariantWorker({ db: database.db, storage, log });
  return {
    config,
    db: database.db,
    storage,
    pageViews,
    countries,
    pageCache,
    confirmContentVersion,
    deliverMailSoon: () => mail.kick(),
    log,
    async stop() {
      await contentWatch?.stop();
      await pageViews.stop();
      await mail.stop();
      await cleanup.stop();
      await scheduledBackups.stop();
      await controlSocket?.close();
      await imageVariants.stop();
      await database.close();
    },
  };
}

/**
 * Where every request enters, before Express. A GET of a page the cache holds compressed goes out at
 * once, on Node's own request and response, with what the middlewares below would have given it (its
 * id and log line, the security headers, the cache policy with `no-transform`) worked out directly:
 * through Express's routing, and then its middlewares and response methods, a kept page cost 340 µs
 * of processor time with its view counted (2,900 requests/s at 50 connections on PGlite), 270 µs sent
 * so, and the cost per request is what decides the tail at full load (decision 016). A malformed Host,
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

const requestIdPattern = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (the proxy's X-Request-Id when it sent a sane one), runs everything
 * that serves it inside that id's context so every log line carries it, and logs the outcome.
 */
function requestLogMiddleware(log: Logger): express.RequestHandler {
  return (request, response, next) => {
    const requestId = requestIdOf(request);
    response.set("X-Request-Id", requestId);
    logWhenFinished(log, request, response, requestId);
    requestContext.run({ requestId }, next);
  };
}

/** The proxy's X-Request-Id when it sent a sane one, else a new one. */
function requestIdOf(request: express.Request): string {
  const offered = request.get("x-request-id");
  return offered && requestIdPattern.test(offered) ? offered : randomUUID();
}

/** The request's log line, once its response has gone out. */
function logWhenFinished(log: Logger, request: express.Request, response: http.ServerResponse, requestId: string) {
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

/**
 * Compresses what the app and the static files send, except a page the page cache holds compressed
 * already (see `holdsCompressedPage`).
 */
export function compressionMiddleware(services: AppServices): express.RequestHandler {
  const compress = compression();
  const { pageCache } = services;
  if (!pageCache) return compress;
  return (request, response, next) => (holdsCompressedPage(pageCache, request) ? next() : compress(request, response, next));
}

/**
 * Adds `no-transform` to a page's Cache-Control as its headers go out. Installed before the
 * compression middleware, whose own check runs first: that middleware refuses to compress a
 * `no-transform` response, but compressing is ours to do as the origin (the directive is for proxies).
 */
function noTransformMiddleware(): express.RequestHandler {
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
function securityHeadersMiddleware(options: { development: boolean }): express.RequestHandler {
  return (request, response, next) => {
    const nonce = newNonce();
    response.locals.cspNonce = nonce;
    response.set(securityHeaders({ nonce, https: request.secure, development: options.development }));
    next();
  };
}

/**
 * A request whose Host, X-Forwarded-Host or X-Forwarded-Proto could not name a URL is answered 400
 * before the app builds its URL. An HTTP/1.0 client may send no Host at all (Node refuses that
 * only from HTTP/1.1 ones): it is served as a request for the site's one origin.
 */
function refuseMalformedRequests(log: Logger, publicUrl: string): express.RequestHandler {
  const publicHost = new URL(publicUrl).host;
  return (request, response, next) => {
    if (hasWellFormedTarget(request, publicHost)) return next();
    log({ level: "warn", event: "request.malformed", method: request.method, path: loggablePath(request.path) });
    response.status(400).set("Connection", "close").type("text/plain").send("Bad request: the address, Host or forwarding headers are malformed.");
  };
}

/**
 * Admin and sign-in responses (redirects and `.data` requests included) stay out of every cache.
 * Public ones are revalidated unless the route gave a policy of its own (media files, a preview):
 * decided when the headers go out, because React Router adds its headers to any set before.
 */
function setCachePolicy(): express.RequestHandler {
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
function cacheControlAsSent(request: express.Request, own: string | undefined, contentType: string | undefined): string {
  const decided = policyOver(cacheControlFor(request.path, { sessionCookie: hasSessionCookie(request.headers.cookie) }), own);
  return withNoTransform(decided, contentType) ?? decided;
}

/** Whether Host, X-Forwarded-Host, X-Forwarded-Proto and the target name a URL; a missing Host is the site's own. */
function hasWellFormedTarget(request: express.Request, publicHost: string): boolean {
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
function refuseUnservedMethods(): express.RequestHandler {
  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const allowed = allowedMethodsFor(serverBuild, request.path);
    if (allowed.includes(request.method) && request.method !== "OPTIONS") return next();
    response.set("Allow", allowed.join(", "));
    if (request.method === "OPTIONS") return void response.status(204).end();
    response.status(405).type("text/plain").send("Method not allowed.");
  };
}

const requestLine = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ (\S+) HTTP\/1\.[01]\r?\n/;
/** Node's own answers to the parse errors it names, kept for every error but an unknown method. */
const nodeParseErrorStatus: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

async function writeMethodNotAllowed(socket: Duplex, target: string) {
  const allowed = allowedMethodsFor(serverBuild, target.startsWith("/") ? target.split("?")[0]! : "/");
  const body = "Method not allowed.";
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowed.join(", ")}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The methods Node answers before Express sees them get the 405 every other unserved method gets:
 * CONNECT (a proxy's method; its target names a host, so the root's methods are named) and any
 * method Node's parser does not know (TRACK, WebDAV's rarer ones, made-up ones), which Node would
 * call a bad request. Other parse errors are answered as Node answers them.
 */
export function refuseMethodsNodeCannotRoute(server: http.Server): void {
  server.on("connect", (request: http.IncomingMessage, socket: Duplex) => void writeMethodNotAllowed(socket, request.url ?? "/").catch(() => socket.destroy()));
  server.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    const target = error.code === "HPE_INVALID_METHOD" ? requestLine.exec(error.rawPacket?.toString("latin1") ?? "")?.[1] : undefined;
    if (target !== undefined && socket.writable) return void writeMethodNotAllowed(socket, target).catch(() => socket.destroy());
    // As Node does: answer unless a response on this connection has already begun.
    const inFlight = (socket as Duplex & { _httpMessage?: http.ServerResponse })._httpMessage;
    if (socket.writable && !inFlight?.headersSent) socket.write(`HTTP/1.1 ${nodeParseErrorStatus[error.code ?? ""] ?? "400 Bad Request"}\r\nConnection: close\r\n\r\n`);
    socket.destroy(error);
  });
}

/**
 * Another spelling of a page's address (letter case, a trailing slash, SPEC's /home aliases) moves
 * permanently to the page's one address, before the page cache could keep it as a page of its own.
 */
function redirectToCanonicalAddress(): express.RequestHandler {
  return (request, response, next) => {
    const location = canonicalRedirect({ method: request.method, target: request.originalUrl });
    if (location === null) return next();
    response.redirect(301, location);
  };
}

/** The last word on an error nothing else caught: one JSON line, and a short answer without a stack. */
export function errorMiddleware(log: Logger): express.ErrorRequestHandler {
  return (error: unknown, request, response, _next) => {
    const declared = typeof error === "object" && error !== null ? Number((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode) : NaN;
    const status = declared >= 400 && declared < 500 ? declared : 500;
    log({
      level: status >= 500 ? "error" : "warn",
      event: "request.error",
      method: request.method,
      path: loggablePath(request.path),
      status,
      // A refused request (a 4xx from Express, such as an undecodable path) needs no stack.
      error: error instanceof Error ? ((status >= 500 && error.stack) || error.message) : String(error),
    });
    // Half a response cannot be mended: cut the connection so the client sees it failed.
    if (response.headersSent) return void request.socket.destroy();
    response.status(status).type("text/plain").send(status >= 500 ? "Internal server error" : "Bad request");
  };
}

export function createAppHandler(services: AppServices): express.Router {
  const router = express.Router();
  router.use(refuseMalformedRequests(services.log, services.config.PUBLIC_URL));
  router.use(setCachePolicy());
  router.use(closeConnectionsWithUnreadBodies());
  router.use(refuseUnservedMethods());
  router.use(redirectToCanonicalAddress());
  router.get("/healthz", async (_request, response) => {
    const answers = async (event: string, probe: () => Promise<unknown>) => {
      try {
        await probe();
        return true;
      } catch (error) {
        services.log({ level: "error", event, error: String(error) });
        return false;
      }
    };
    const [database, storage] = await Promise.all([
      answers("healthz.database", () => services.db.execute(sql`select 1`)),
      answers("healthz.storage", () => services.storage.check()),
    ]);
    const healthy = database && storage;
    // Anyone may ask, so the answer names no part of the site; the log says which part failed.
    response.status(healthy ? 200 : 503).json({ status: healthy ? "ok" : "unavailable" });
  });
  const development = services.config.NODE_ENV === "development";
  router.use((request, response, next) => {
    const crossSite = isCrossSiteMutation({
      method: request.method,
      // A browser cannot forge Host, but a proxy may rewrite it: the site's own origin is PUBLIC_URL.
      allowedOrigins: development ? [services.config.PUBLIC_URL, `${request.protocol}://${request.get("host")}`] : [services.config.PUBLIC_URL],
      origin: request.get("origin"),
      secFetchSite: request.get("sec-fetch-site"),
    });
    if (!crossSite) return next();
    services.log({ level: "warn", event: "request.cross-site-refused", path: request.path, origin: request.get("origin") });
    response.status(403).type("text/plain").send("Cross-site requests are not accepted.");
  });
  if (services.pageCache) {
    router.use(pageCacheMiddleware({ cache: services.pageCache, confirmContentVersion: services.confirmContentVersion, pageViews: services.pageViews }));
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
        }),
    }),
  );
  return router;
}
