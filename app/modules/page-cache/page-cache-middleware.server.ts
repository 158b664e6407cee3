import type http from "node:http";
import path from "node:path";
import type express from "express";
import { recordDocumentView, type PageViewRecorder } from "~/modules/analytics/page-views.server";
import { hasSessionCookie } from "~/modules/auth/session.server";
import { matchesEtag } from "~/modules/http/etag";
import { isPrivateResponse } from "~/modules/http/private-pages";
import { bodyWithNonce, pageFrom, type CachedPage, type PageCache } from "./page-cache.server";

/** Rendered documents and the turbo-stream `.data` twins client navigation fetches; not files, feeds or anything else. */
const cacheableType = /^(text\/html|text\/x-script)\b/i;
const STORED_STATUSES = new Set([200, 404]);
/** Set on the response for every visitor anyway, or only meaningful for the response that rendered. */
const perResponseHeaders = new Set(["content-length", "etag", "x-page-cache", "date", "connection", "transfer-encoding"]);

/**
 * Files (photos, spec sheets, feeds and the other resource routes) are never pages: they go straight
 * to their route, streamed, instead of being held whole in memory only to be found not cacheable.
 */
const filePath = /^\/(media|resources)\/|\.(pdf|xml|txt)$/;

/** Whether a request may be answered from, or fill, the cache: an anonymous GET or HEAD of a public page. */
function isCacheableRequest(request: Pick<express.Request, "method" | "path" | "headers">): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !hasSessionCookie(request.headers.cookie) &&
    !isPrivateResponse(request.path) &&
    !filePath.test(request.path)
  );
}

/**
 * Whether the cache holds the page `request` asks for already compressed, so the compression in front
 * of the app may leave the request alone: its wrapping of the response was a tenth of what a request
 * for a cached page allocated. A page found stale when answered is rendered again and compressed here.
 */
export function holdsCompressedPage(cache: PageCache, request: express.Request): boolean {
  return isCacheableRequest(request) && Boolean(cache.peek(cache.keyOf(request.originalUrl))?.encoded);
}

type Encoding = "br" | "gzip";
const MAX_REMEMBERED_ACCEPT_ENCODINGS = 100;
const MAX_REMEMBERED_ACCEPT_ENCODING_LENGTH = 256;
const encodingReadings = new Map<string, Encoding | null>();

/** The weight an Accept-Encoding gives `coding`: its own entry's, else the wildcard's, else 0 (as Express's negotiator reads it). */
function weightOf(entries: { coding: string; weight: number }[], coding: string): number {
  const own = entries.filter((entry) => entry.coding === coding);
  const matching = own.length > 0 ? own : entries.filter((entry) => entry.coding === "*");
  return Math.max(0, ...matching.map((entry) => entry.weight));
}

function readPreferredEncoding(acceptEncoding: string): Encoding | null {
  const entries = acceptEncoding.split(",").map((entry) => {
    const [coding = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    return { coding, weight: Number.isFinite(weight) ? weight : 0 };
  });
  if (weightOf(entries, "br") > 0) return "br";
  return weightOf(entries, "gzip") > 0 ? "gzip" : null;
}

/**
 * Brotli whenever the client takes it (smaller), else gzip, else none; a `q=0` refuses one, and no
 * Accept-Encoding takes neither. Remembered per header value: browsers send a handful of them.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const remembered = encodingReadings.get(acceptEncoding);
  if (remembered !== undefined) return remembered;
  const encoding = readPreferredEncoding(acceptEncoding);
  if (acceptEncoding.length <= MAX_REMEMBERED_ACCEPT_ENCODING_LENGTH) {
    if (encodingReadings.size >= MAX_REMEMBERED_ACCEPT_ENCODINGS) encodingReadings.clear();
    encodingReadings.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** The URL React Router's Express adapter builds for a request, so a view answered without it is recorded with the same address. */
export function requestUrl(request: express.Request): URL {
  const forwardedPort = request.app.enabled("trust proxy") ? request.get("x-forwarded-host")?.split(":")[1] : undefined;
  const port = Number.parseInt(forwardedPort ?? request.get("host")?.split(":")[1] ?? "", 10);
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${request.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${request.originalUrl}`);
}

/** Counts the visit a page from the cache answered; on a miss the request's own render counted it. */
function recordCachedView(request: express.Request, page: CachedPage, pageViews: PageViewRecorder) {
  if (!page.isDocument) return;
  void recordDocumentView(pageViews, {
    method: request.method,
    status: page.status,
    url: requestUrl(request),
    referrer: request.get("referer") ?? null,
    userAgent: request.get("user-agent") ?? "",
    ipAddress: request.ip ?? "",
    // The cache never answers a request with a session cookie.
    userId: async () => null,
  });
}

/** Whether the browser holds this very page already: it keeps the body it has, with that response's nonce. */
const browserHolds = (request: express.Request, page: CachedPage) =>
  page.status === 200 && matchesEtag(request.get("if-none-match") ?? null, page.etag);

/** The body this request takes, and the encoding it goes out in (none when the page is kept uncompressed only). */
function bodyFor(request: express.Request, page: CachedPage, nonce: string): { encoding: Encoding | null; body: Buffer } {
  const encoding = page.encoded ? preferredEncoding(request.headers["accept-encoding"]) : null;
  return { encoding, body: encoding ? page.encoded![encoding] : bodyWithNonce(page, nonce) };
}

/** A page to one request; on a miss this request's own render made it and already counted its view. */
export function sendPage(
  request: express.Request,
  response: express.Response,
  page: CachedPage,
  state: "hit" | "miss",
  head: boolean,
  pageViews: PageViewRecorder,
) {
  response.status(page.status);
  for (const [name, value] of page.headers) response.setHeader(name, value);
  // Weak: the same content goes out compressed or not.
  response.setHeader("ETag", `W/${page.etag}`);
  response.setHeader("X-Page-Cache", state);
  if (state === "hit") recordCachedView(request, page, pageViews);
  if (browserHolds(request, page)) {
    // A new policy merged into the body the browser keeps would block its scripts.
    response.removeHeader("Content-Security-Policy");
    response.status(304).end();
    return;
  }
  if (page.encoded) response.vary("Accept-Encoding");
  const { encoding, body } = bodyFor(request, page, String(response.locals.cspNonce ?? ""));
  if (encoding) response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", body.length);
  if (head) response.end();
  else response.end(body);
}

/** A kept page's own headers as the front door sends them, worked out once per page rather than per response. */
type KeptPageHeaders = { names: Set<string>; headers: string[]; vary: string };
const keptPageHeaders = new WeakMap<CachedPage, KeptPageHeaders>();

/**
 * What `sendPage` and the middlewares in front of it make of a kept page's headers: the page's own,
 * its Cache-Control as the cache policy and `no-transform` leave it, its ETag, and Vary with Accept-Encoding.
 */
function headersOfKeptPage(
  page: CachedPage,
  cacheControl: (own: string | undefined, contentType: string | undefined) => string,
): KeptPageHeaders {
  const known = keptPageHeaders.get(page);
  if (known) return known;
  const own = new Map(page.headers.map(([name, value]) => [name.toLowerCase(), [name, value] as const]));
  own.set("cache-control", ["Cache-Control", cacheControl(own.get("cache-control")?.[1], own.get("content-type")?.[1])]);
  own.set("etag", ["ETag", `W/${page.etag}`]);
  own.set("x-page-cache", ["X-Page-Cache", "hit"]);
  const vary = own.get("vary")?.[1];
  own.delete("vary");
  const headersOfPage: KeptPageHeaders = {
    names: new Set([...own.keys(), "vary", "content-encoding", "content-length"]),
    headers: [...own.values()].flat(),
    vary: !vary ? "Accept-Encoding" : vary === "*" || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, Accept-Encoding`,
  };
  keptPageHeaders.set(page, headersOfPage);
  return headersOfPage;
}

/**
 * A page the cache holds compressed to a GET the front door answers before Express (server/front-door.ts):
 * the same status, headers and body as `sendPage` after the middlewares, written in one `writeHead`
 * on Node's own response. `leading` are the headers every response carries (its id, the security
 * headers with this response's nonce); the page's own take precedence, as they would in Express.
 */
export function sendKeptPage(
  request: express.Request,
  response: http.ServerResponse,
  page: CachedPage,
  options: {
    leading: Record<string, string>;
    nonce: string;
    cacheControl: (own: string | undefined, contentType: string | undefined) => string;
    pageViews: PageViewRecorder;
  },
) {
  const { names, headers, vary } = headersOfKeptPage(page, options.cacheControl);
  recordCachedView(request, page, options.pageViews);
  const notModified = browserHolds(request, page);
  const leading = Object.entries(options.leading).filter(
    ([name]) => !names.has(name.toLowerCase()) && !(notModified && name === "Content-Security-Policy"),
  );
  if (notModified) return void response.writeHead(304, [...leading.flat(), ...headers]).end();
  const { encoding, body } = bodyFor(request, page, options.nonce);
  const encodingHeaders = encoding ? ["Vary", vary, "Content-Encoding", encoding] : ["Vary", vary];
  response.writeHead(page.status, [...leading.flat(), ...headers, ...encodingHeaders, "Content-Length", String(body.length)]).end(body);
}

/** A GET that may carry a body is left to Express, which reads or refuses what is sent (server/unread-bodies.ts). */
const carriesBody = (request: express.Request) =>
  request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0;

/**
 * The page the cache holds compressed for an anonymous GET of a page address, for the front door
 * (`createFrontDoor` in server/front-door.ts) to send before Express routes the request; null leaves the
 * request to Express, where `pageCacheMiddleware` renders, waits for a render or sends what the
 * front door did not. Files and `.data` twins always go on (their addresses have an extension).
 * Where other instances write too, a kept page is served only after the content version was read
 * anew, as `pageCacheMiddleware` does.
 */
export function cachedPageLookup(options: { cache: PageCache; confirmContentVersion: (() => Promise<number>) | null }) {
  const { cache, confirmContentVersion } = options;
  const compressedPage = (key: string) => {
    const page = cache.get(key);
    return page?.encoded ? page : null;
  };
  return (request: express.Request, found: (page: CachedPage | null) => void): void => {
    const key = cache.keyOf(request.originalUrl);
    if (
      request.method !== "GET" ||
      !isCacheableRequest(request) ||
      path.extname(request.path) ||
      carriesBody(request) ||
      !cache.peek(key)?.encoded
    )
      return found(null);
    if (!confirmContentVersion) return found(compressedPage(key));
    confirmContentVersion().then(
      (version) => {
        cache.observe(version);
        found(compressedPage(key));
      },
      () => found(null),
    );
  };
}

/**
 * Answers anonymous GET and HEAD requests for public pages from the per-instance page cache, and
 * keeps what React Router renders for them when it is the same for every visitor. Installed right
 * in front of React Router's handler. See docs/decisions/016-page-cache.md.
 */
export function pageCacheMiddleware(options: {
  cache: PageCache;
  /** Where other instances write too: the content version read after the request arrived, checked before any page is served. */
  confirmContentVersion: (() => Promise<number>) | null;
  pageViews: PageViewRecorder;
}): express.RequestHandler {
  const { cache, confirmContentVersion, pageViews } = options;

  function answer(request: express.Request, response: express.Response, next: express.NextFunction) {
    const key = cache.keyOf(request.originalUrl);
    const head = request.method === "HEAD";
    const cached = cache.get(key);
    if (cached) return sendPage(request, response, cached, "hit", head, pageViews);
    const rendering = cache.pending(key);
    if (rendering) {
      void rendering.then((page) => {
        if (page) return sendPage(request, response, page, "hit", head, pageViews);
        response.setHeader("X-Page-Cache", "miss");
        next();
      });
      return;
    }
    const settle = cache.begin(key);
    const renderedIn = cache.generation;
    captureResponse(response, (captured) => {
      const { status, headers, body } = captured;
      const contentHeaders = headers.filter(([name]) => !perResponseHeaders.has(name));
      const contentType = response.getHeader("content-type");
      const cacheControl = String(response.getHeader("cache-control") ?? "");
      const shared =
        STORED_STATUSES.has(status) &&
        typeof contentType === "string" &&
        cacheableType.test(contentType) &&
        !response.hasHeader("set-cookie") &&
        !/\b(no-store|private)\b/i.test(cacheControl);
      if (!shared) {
        settle(null);
        response.setHeader("X-Page-Cache", "bypass");
        response.end(body);
        return;
      }
      const page = pageFrom({
        status,
        headers: contentHeaders,
        body,
        nonce: String(response.locals.cspNonce ?? ""),
        isDocument: contentType.startsWith("text/html"),
      });
      cache.store(key, page, renderedIn);
      settle(page);
      sendPage(request, response, page, "miss", head, pageViews);
    });
    // The page is rendered for its key, so it is the same for every address kept under it: a form that posts back
    // to its own address would otherwise carry the first visitor's campaign to the next. The visit is still
    // recorded with the query the visitor sent, campaign included.
    if (key !== request.originalUrl) {
      response.locals.clientQuery = request.originalUrl.slice(request.originalUrl.indexOf("?"));
      request.originalUrl = key;
    }
    // A HEAD gets the headers of the GET it stands for (Content-Type, ETag, length), so it renders that GET and keeps
    // the page; Node sends no body to a HEAD whatever is written, and the render counts no visit for it.
    if (head) {
      response.locals.clientMethod = "HEAD";
      request.method = "GET";
    }
    // A render that fails before it answers must not leave the waiters hanging; nor one for a visitor who left before
    // it began, whose connection closed before anything listened (every later visitor of the address waited forever).
    if (response.closed) settle(null);
    else response.once("close", () => settle(null));
    next();
  }

  return (request, response, next) => {
    if (!isCacheableRequest(request)) {
      response.setHeader("X-Page-Cache", "bypass");
      return next();
    }
    if (!confirmContentVersion) return answer(request, response, next);
    confirmContentVersion().then(
      (version) => {
        cache.observe(version);
        answer(request, response, next);
      },
      () => {
        // Without the version nothing kept can be trusted; the render reports what is wrong with the database.
        response.setHeader("X-Page-Cache", "bypass");
        next();
      },
    );
  };
}

type CapturedResponse = { status: number; headers: [string, string][]; body: Buffer };

/**
 * Holds back what the next handlers write (React Router streams its document) until they end, then
 * gives it to `onEnd` with the headers they added and restores the response, so the whole page can
 * be kept and sent with its ETag.
 */
function captureResponse(response: express.Response, onEnd: (captured: CapturedResponse) => void) {
  const before = new Set(response.getHeaderNames());
  const chunks: Buffer[] = [];
  const { writeHead, write, end } = response;
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);

  response.writeHead = function (this: express.Response, statusCode: number, ...rest: unknown[]) {
    this.statusCode = statusCode;
    const headers = rest.find((argument) => typeof argument === "object" && argument !== null);
    if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value as string);
    return this;
  } as typeof response.writeHead;
  response.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    chunks.push(toBuffer(chunk, encoding));
    const done = [encoding, callback].find((argument) => typeof argument === "function") as (() => void) | undefined;
    done?.();
    return true;
  } as typeof response.write;
  response.end = function (this: express.Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    response.writeHead = writeHead;
    response.write = write;
    response.end = end;
    const headers = response
      .getHeaderNames()
      .filter((name) => !before.has(name))
      .map((name): [string, string] => {
        const value = response.getHeader(name);
        return [name, Array.isArray(value) ? value.join(", ") : String(value)];
      });
    onEnd({ status: response.statusCode, headers, body: Buffer.concat(chunks) });
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function") as (() => void) | undefined;
    done?.();
    return this;
  } as typeof response.end;
}
