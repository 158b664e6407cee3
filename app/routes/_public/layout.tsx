import { data, Outlet, redirect, redirectDocument } from "react-router";
import { Footer } from "~/components/footer";
import type { PublicLayoutData } from "~/components/layout-data";
import { Navbar } from "~/components/navbar";
import { alternatePath, languageFromPath } from "~/i18n/language-paths";
import { defaultLanguage } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { siteUrl } from "~/modules/http/site-url.server";
import { isDraftPreview, readPublicDocument } from "~/modules/site-settings/page-drafts.server";
import { publicLayoutContent } from "~/modules/site-settings/public-layout.server";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/layout";

/**
 * Public pages ship no React to the browser: server markup plus small enhancement scripts (docs/decisions/017).
 * They read no query parameter but those their own handle names. The draft preview's `?preview=draft` is not
 * one: it shows only to a signed-in administrator, whom the page cache never answers (docs/decisions/031).
 */
export const handle: PageHandle = { hydrate: false, query: [] };

/** A hydrated page (the dashboard) linking here loads the document: a client-side render would bring React to a public page. */
export function clientLoader({ request }: Route.ClientLoaderArgs): never {
  const { pathname, search, hash } = new URL(request.url);
  throw redirectDocument(pathname + search + hash);
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, contentMemo } = context.services;
  const [content, preview] = await Promise.all([
    contentMemo.get("public-layout", () => publicLayoutContent(db)),
    isDraftPreview(context, url),
  ]);
  // A language the owner turned off has no pages: an old link or bookmark lands on the English page instead.
  if (!content.languages.includes(languageFromPath(url.pathname)))
    throw redirect(alternatePath(url.pathname, defaultLanguage) + url.search);
  return data(
    {
      ...content,
      pageSeo: preview ? await readPublicDocument(db, "pageSeo", true) : content.pageSeo,
      signedIn: (await context.currentUser()) !== null,
      origin: siteUrl(context),
      preview,
    } satisfies PublicLayoutData,
    // A preview shows unpublished text: no cache may keep it, and no search engine index it.
    preview ? { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } } : undefined,
  );
}

/** The pages below send no headers of their own, so a preview's answers carry the layout's. */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(parentHeaders);
  loaderHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
}

/** Tells the administrator, in the page's language, that this page shows the unpublished draft. */
function PreviewBanner() {
  const messages = useMessages();
  return (
    <div role="status" className="sticky top-0 z-50 bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-stone-900">
      <meta name="robots" content="noindex" />
      {messages.preview.banner}
    </div>
  );
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  return (
    <div className="flex min-h-screen flex-col">
      {loaderData.preview && <PreviewBanner />}
      <Navbar signedIn={loaderData.signedIn} links={loaderData.navigation[language].navbar} languages={loaderData.languages} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer company={loaderData.company[language]} wechatQr={loaderData.wechatQr} links={loaderData.navigation[language].footer} />
    </div>
  );
}
