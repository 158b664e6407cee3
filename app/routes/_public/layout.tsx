import { data, Outlet, redirect, redirectDocument } from "react-router";
import { Footer } from "~/components/footer";
import { Navbar } from "~/components/navbar";
import { alternatePath, defaultLanguage, languageFromPath, languages, useLanguage, useMessages, type Language } from "~/i18n/language";
import { resolveImages } from "~/modules/media/media.server";
import { siteUrl } from "~/modules/http/site-url.server";
import { publicCompanyDetails } from "~/modules/site-settings/company-details.server";
import { publicNavigation } from "~/modules/site-settings/navigation.server";
import { isDraftPreview, readPublicDocument } from "~/modules/site-settings/page-drafts.server";
import { builtInImages } from "~/modules/site-settings/site-images";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import { companyDetailsIn, type ShownCompanyDetails } from "~/modules/site-settings/site-settings";
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
  const { db } = context.services;
  const preview = await isDraftPreview(context, url);
  const [served, stored, pageSeo, navigation] = await Promise.all([
    readServedLanguages(db),
    readSetting(db, "saideInfo"),
    readPublicDocument(db, "pageSeo", preview),
    publicNavigation(db),
  ]);
  // A language the owner turned off has no pages: an old link or bookmark lands on the English page instead.
  if (!served.includes(languageFromPath(url.pathname))) throw redirect(alternatePath(url.pathname, defaultLanguage) + url.search);
  // The site's own picture stands in for pages without a photo of their own in link previews.
  const sitePictureId = builtInImages[0].id;
  const images = await resolveImages(db, [stored.wechatQrImageId, sitePictureId]);
  // Every language's details are sent: switching language keeps this layout mounted without re-running the loader.
  return data(
    {
      company: Object.fromEntries(languages.map((language) => [language, publicCompanyDetails(companyDetailsIn(stored, language))])) as Record<Language, ShownCompanyDetails>,
      navigation,
      languages: served,
      wechatQr: (stored.wechatQrImageId && images.get(stored.wechatQrImageId)) || null,
      sitePicture: images.get(sitePictureId) ?? null,
      signedIn: (await context.currentUser()) !== null,
      origin: siteUrl(context),
      pageSeo,
      preview,
    },
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
