import type express from "express";
import { renderToString } from "react-dom/server";
import { createRequestHandler, RouterContextProvider, StaticRouter, type ServerBuild } from "react-router";
import { QuoteListPage } from "~/components/quote-list-page";
import { languageFromPath, pagePath } from "~/i18n/language-paths";
import type { Language } from "~/i18n/languages";
import { recordDocumentView } from "~/modules/analytics/page-views.server";
import { hasSessionCookie } from "~/modules/auth/session.server";
import { preferredEncoding, requestUrl } from "~/modules/page-cache/page-cache-middleware.server";
import { quoteListPage, type QuoteListPageData } from "~/modules/quotes/quote-list-page.server";
import type { AppServices } from "~/services.server";
import { compressedForResponse } from "./response-headers";

/** The quote list page of one language cut around its own content: what every visitor's page shares. */
type Shell = { before: Buffer; after: Buffer; headers: [string, string][] };

/** The page's own content for one visitor, as React Router renders it within the page. */
function renderContent(location: string, page: QuoteListPageData): string {
  return renderToString(
    <StaticRouter location={location}>
      <QuoteListPage page={page} answer={undefined} />
    </StaticRouter>,
  );
}

/**
 * The quote list page for a GET, rendered per visitor only where it differs between visitors: its own content (the
 * lines, the plan, the request form), written into the rest of the page (head, navigation, footer) as React Router
 * rendered it once per language and site content version. React Router's whole document per request cost the page
 * most of its processor time: route matching, loader data encoded for a hydration public pages never do, the layout
 * rendered again (docs/benchmarks/041-quote-list-page.md, docs/decisions/047-quote-list-from-a-shell.md).
 *
 * The rest of the page is the page of an empty list, cut where the empty list's content stands, and kept in the
 * content memo, so an edit of the navigation or the company's details reaches it as it reaches the page cache. A
 * signed-in visitor (the navigation differs), a HEAD, and a language whose page is not a plain 200 (one the owner
 * turned off redirects) go on to React Router, as every request does where no page cache is kept.
 */
export function quoteListFromShell(services: AppServices, build: ServerBuild): express.RequestHandler {
  const renderDocument = createRequestHandler(build, services.config.NODE_ENV);

  async function renderShell(language: Language): Promise<Shell | null> {
    const url = new URL(pagePath.quoteList(language), services.config.PUBLIC_URL);
    // No user agent: the shell is no visit, and is not counted as one (recordDocumentView).
    const context = Object.assign(new RouterContextProvider(), {
      services,
      clientIp: "",
      currentUser: async () => null,
      cspNonce: "",
      clientMethod: "GET",
      clientQuery: null,
    });
    const response = await renderDocument(new Request(url, { headers: { accept: "text/html" } }), context);
    const html = await response.text();
    if (response.status !== 200) return null;
    const empty = renderContent(url.pathname, await quoteListPage(services, { url, language, cookies: null, clientIp: "" }));
    const at = html.indexOf(empty);
    if (at === -1 || html.indexOf(empty, at + empty.length) !== -1)
      throw new Error(`the quote list's own content is not once in its ${language} page`);
    return { before: Buffer.from(html.slice(0, at)), after: Buffer.from(html.slice(at + empty.length)), headers: [...response.headers] };
  }

  const shellOf = (language: Language) => services.contentMemo.get(`quote-list-shell:${language}`, () => renderShell(language));

  return (request, response, next) => {
    if (request.method !== "GET" || hasSessionCookie(request.headers.cookie)) return next();
    const language = languageFromPath(request.path);
    const url = requestUrl(request);
    const answer = async () => {
      const shell = await shellOf(language);
      if (!shell) return next();
      const page = await quoteListPage(services, { url, language, cookies: request.headers.cookie, clientIp: request.ip ?? "" });
      const document = Buffer.concat([shell.before, Buffer.from(renderContent(request.originalUrl, page)), shell.after]);
      const encoding = preferredEncoding(request.headers["accept-encoding"]);
      void recordDocumentView(services.pageViews, {
        method: "GET",
        status: 200,
        url,
        referrer: request.get("referer") ?? null,
        userAgent: request.get("user-agent") ?? "",
        ipAddress: request.ip ?? "",
        userId: async () => null,
      });
      response.status(200);
      for (const [name, value] of shell.headers) response.append(name, value);
      // In the page cache's words (hit, miss, bypass): the page was made from what it keeps.
      response.setHeader("X-Page-Cache", "shell");
      response.vary("Accept-Encoding");
      if (encoding) response.setHeader("Content-Encoding", encoding);
      response.end(encoding ? compressedForResponse(document, encoding) : document);
    };
    answer().catch(next);
  };
}
