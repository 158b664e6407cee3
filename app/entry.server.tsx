import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce";
import { recordDocumentView } from "./modules/analytics/page-views.server";
import { loggablePath } from "./modules/observability/logger.server";
import type { PageHandle } from "./root";

export const streamTimeout = 5_000;

/** Server errors go to the JSON log; a refused request (4xx) is the visitor's mistake, not ours. */
export function handleError(error: unknown, { request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.services.log({
    level: "error",
    event: "request.error",
    method: request.method,
    path: loggablePath(new URL(request.url).pathname),
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}

/** Whether the matched page is rendered on the server only (root.tsx's `PageHandle`, docs/decisions/017). */
function rendersWithoutHydration(routerContext: EntryContext) {
  return routerContext.staticHandlerContext.matches.some(
    ({ route }) => (routerContext.routeModules[route.id]?.handle as PageHandle | undefined)?.hydrate === false,
  );
}

/**
 * A page without hydration has nothing to stream after its shell (no scripts, no deferred data), so it is sent as
 * one buffer: React writes a document in 2 KB pieces, and each piece otherwise went alone through the web stream,
 * the compressor and the socket, which cost the quote list more than React's own rendering
 * (docs/benchmarks/041-quote-list-page.md).
 */
function renderWholeDocument(element: React.ReactNode, nonce: string, onError: (error: unknown) => void): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    // An error in the shell rejects (React Router renders its error page); one React recovered from is reported once the page is whole.
    const recovered: unknown[] = [];
    const document = new Writable({
      write(piece: Buffer, _encoding, callback) {
        pieces.push(piece);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        resolve(new Uint8Array(Buffer.concat(pieces)));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        recovered.forEach(onError);
        pipe(document);
      },
      onShellError: reject,
      onError: (error) => void recovered.push(error),
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: Readonly<RouterContextProvider>,
) {
  if (request.method.toUpperCase() === "HEAD") {
    // What a GET would say about the document it sends, without rendering one nobody reads.
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get("user-agent") ?? "";
  const crawler = isbot(userAgent);
  const visited = new URL(request.url);
  if (loadContext.clientQuery !== null) visited.search = loadContext.clientQuery;
  await recordDocumentView(loadContext.services.pageViews, {
    method: loadContext.clientMethod,
    status: responseStatusCode,
    url: visited,
    referrer: request.headers.get("referer"),
    userAgent,
    ipAddress: loadContext.clientIp,
    userId: async () => (await loadContext.currentUser())?.id ?? null,
  });

  const nonce = loadContext.cspNonce;
  const page = (
    <NonceContext value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext>
  );
  if (rendersWithoutHydration(routerContext)) {
    const document = await renderWholeDocument(page, nonce, (error) => {
      responseStatusCode = 500;
      loadContext.services.log({ level: "error", event: "render.error", error: String(error) });
    });
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(document, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = crawler || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) loadContext.services.log({ level: "error", event: "render.error", error: String(error) });
      },
    });
  });
}
