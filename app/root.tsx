import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { DashboardLayoutData } from "~/components/layout-data";
import { languageEntry } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { enhancementScriptUrl } from "~/modules/enhancements/enhancement-script.server";
import type { QueryHandle } from "~/modules/http/page-query";
import { useNonce } from "./components/nonce";
import "./app.css";

export function loader() {
  return { enhancementScript: enhancementScriptUrl() };
}

/**
 * A route whose handle says `hydrate: false` (the public layout) is rendered on the server only (docs/decisions/017);
 * `query` names the query parameters its page reads (see `QueryHandle`).
 */
export type PageHandle = QueryHandle & { hydrate?: boolean };

function usePageHydrates() {
  return !useMatches().some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  // The dashboard speaks the signed-in person's language (their account's choice), whatever its address says.
  const dashboardLanguage = useRouteLoaderData<DashboardLayoutData>("routes/admin/layout")?.dashboardLanguage;
  const pathLanguage = useLanguage();
  const language = dashboardLanguage ?? pathLanguage;
  const nonce = useNonce();
  const hydrates = usePageHydrates();
  const enhancementScript = useRouteLoaderData<typeof loader>("root")?.enhancementScript;
  return (
    <html lang={languageEntry(language).tag} dir={languageEntry(language).direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {/* Stylesheets are allowed by origin (style-src 'self'), never by nonce: a page without one is stored compressed once in the page cache. */}
        <Links nonce="" />
      </head>
      <body className="min-h-screen bg-white font-sans text-stone-800 antialiased">
        {children}
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          enhancementScript && <script type="module" src={enhancementScript} />
        )}
      </body>
    </html>
  );
}

/** The server records every document it renders; client-side navigations (only on hydrated pages) report themselves here. */
function usePageViewBeacon() {
  const location = useLocation();
  const firstLoad = useRef(true);
  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const body = JSON.stringify({ path: location.pathname + location.search });
    const blob = new Blob([body], { type: "application/json" });
    if (!navigator.sendBeacon?.("/resources/page-view", blob)) {
      void fetch("/resources/page-view", { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true });
    }
  }, [location.pathname, location.search]);
}

export default function App() {
  usePageViewBeacon();
  useEffect(() => {
    // Marks the moment the page became interactive (browser tests wait for it).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const messages = useMessages();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? messages.notFound.heading : messages.errors.heading;
  const body = notFound
    ? null
    : isRouteErrorResponse(error) && error.status < 500
      ? typeof error.data?.error === "string"
        ? error.data.error
        : messages.errors.badRequest
      : messages.errors.body;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{notFound ? messages.meta.notFoundTitle : messages.errors.heading}</title>
      <h1 className="text-3xl font-semibold">{heading}</h1>
      {body && <p className="text-stone-600">{body}</p>}
      <a className="text-brand-700 underline" href="/">
        {messages.notFound.backHome}
      </a>
    </main>
  );
}
