import { Form, Link } from "react-router";
import { NavigationLink } from "~/components/navigation-link";
import { quoteListText } from "~/i18n/catalogs";
import { languageEntry, type Language } from "~/i18n/languages";
import { pagePath } from "~/i18n/language-paths";
import { useLanguage, useLanguageSwitchPath, useMessages } from "~/i18n/use-language";
import type { NavigationLink as NavigationLinkData } from "~/modules/site-settings/navigation";

/**
 * `links` are the owner's navbar entries in the page's language; Login (or the way back to the dashboard) follows
 * them. The language menu offers the languages the site serves (docs/requirements/public-pages.md#navigation).
 */
export function Navbar({ signedIn, links, languages }: { signedIn: boolean; links: NavigationLinkData[]; languages: readonly Language[] }) {
  const language = useLanguage();
  const messages = useMessages();
  const switchPath = useLanguageSwitchPath();
  const languageName = (target: Language) => messages.languages[target] ?? languageEntry(target).nativeName;
  // The Login link is hidden once signed in; the signed-in administrator gets a way back to the dashboard instead (docs/requirements/public-pages.md#navigation).
  const account: NavigationLinkData = signedIn
    ? { key: "dashboard", href: "/dashboard", label: messages.nav.dashboard, external: false, labelLanguage: language }
    : { key: "login", href: "/login", label: messages.nav.login, external: false, labelLanguage: language };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded px-3 py-2 text-sm font-medium hover:bg-stone-100 xl:px-2 ${isActive ? "text-brand-700 underline underline-offset-4" : "text-stone-700"}`;
  const items = [...links, account].map((link) => (
    <li key={link.key}>
      <NavigationLink link={link} className={linkClass} />
    </li>
  ));

  return (
    // The menus are <details>, so they work without JavaScript; `~/enhancements/menus` closes them on Escape or a click elsewhere.
    <header data-enhance="menus" className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:bg-white focus:p-2">
        {messages.nav.skipToContent}
      </a>
      {/*
        One line in every language, nothing in it wrapped (tests/e2e/page-fit.test.ts): the entries stand in the row from
        1280 px, where the longest language's fit, and in the menu below that. The search box and the quote list's link
        share a container that gives up its width when the row is crowded; the link's label shows while the container
        keeps its whole width, room for the longest language's label beside the search box.
      */}
      <nav className="mx-auto flex max-w-6xl items-center gap-1 whitespace-nowrap px-4 py-2" aria-label={messages.siteName}>
        <Link to={pagePath.home(language)} className="me-auto flex shrink-0 items-center gap-2 text-lg font-semibold text-brand-900">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {messages.siteName}
        </Link>
        <ul className="hidden shrink-0 items-center xl:flex">{items}</ul>
        <div className="@container flex min-w-0 shrink grow-0 basis-100 items-center justify-end gap-1">
          {/* A plain GET form: searching works before the page's scripts load, and the results have an address to share. */}
          <Form
            method="get"
            action={pagePath.brandCenter(language)}
            role="search"
            aria-label={messages.finding.siteSearch}
            className="hidden items-center sm:flex"
          >
            <label>
              <span className="sr-only">{messages.finding.searchLabel}</span>
              <input
                type="search"
                name="q"
                maxLength={100}
                placeholder={messages.finding.searchPlaceholder}
                className="w-40 rounded-s border border-stone-300 px-2 py-1.5 text-sm"
              />
            </label>
            <button type="submit" className="rounded-e border border-s-0 border-stone-300 px-2 py-1.5 text-stone-700 hover:bg-stone-100">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <circle cx="11" cy="11" r="7" />
                <path d="m20 20-4-4" />
              </svg>
              <span className="sr-only">{messages.finding.searchButton}</span>
            </button>
          </Form>
          {/* Every visitor gets the same markup, so pages stay cacheable; `~/enhancements/quote-count` shows the list's count from its cookie. */}
          <a
            href={pagePath.quoteList(language)}
            data-enhance="quote-count"
            className="flex shrink-0 items-center gap-1 rounded px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
              <path d="M9 4h6M9 4a1 1 0 0 0-1 1v1h8V5a1 1 0 0 0-1-1M8 6H6a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V7a1 1 0 0 0-1-1h-2M8 12h8M8 16h5" />
            </svg>
            <span className="sr-only @min-[25rem]:not-sr-only">{quoteListText(language).navLink}</span>
            <span data-quote-count className="rounded-full bg-brand-800 px-1.5 text-xs text-white empty:hidden" />
          </a>
        </div>
        <details className="group relative shrink-0">
          <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8">
              <circle cx="12" cy="12" r="9" />
              <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
            </svg>
            {/* Named by its visible text (label in name), with what the menu is for in front for screen readers. */}
            <span className="sr-only">{messages.nav.languageMenu}</span>
            {/* A phone's row has room for the globe alone; the menu names every language. */}
            <span className="sr-only sm:not-sr-only">{languageName(language)}</span>
          </summary>
          <ul className="absolute end-0 mt-1 w-max min-w-48 rounded border border-stone-200 bg-white py-1 shadow-lg">
            {languages.map((target) => (
              <li key={target}>
                <Link
                  to={switchPath(target)}
                  hrefLang={languageEntry(target).tag}
                  lang={languageEntry(target).tag}
                  aria-current={target === language ? "true" : undefined}
                  className="block px-3 py-2 text-sm hover:bg-stone-100 aria-[current=true]:font-semibold"
                >
                  {languageName(target)}
                </Link>
              </li>
            ))}
          </ul>
        </details>
        <details className="relative shrink-0 xl:hidden">
          <summary className="cursor-pointer list-none rounded px-2 py-2 text-sm hover:bg-stone-100" aria-label={messages.nav.openMenu}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </summary>
          <ul className="absolute end-0 mt-1 w-max min-w-48 rounded border border-stone-200 bg-white py-1 shadow-lg">{items}</ul>
        </details>
      </nav>
    </header>
  );
}
