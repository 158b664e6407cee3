import { z } from "zod";
import { messagesFor } from "~/i18n/catalogs";
import { pagePath, twinOfPath } from "~/i18n/language-paths";
import { defaultLanguage, isTranslatedLanguage, type Language } from "~/i18n/languages";
import { ownTextIn } from "~/i18n/owner-texts";
import { documentTextsFields, englishTexts } from "./document-texts";

/**
 * The entries of the navbar and the footer: the site's built-in pages and the owner's own links,
 * each shown or hidden, named per language (empty: the catalog's name), in the owner's order.
 * Stored in site_settings under "navigation"; the defaults are the navbar and footer as built.
 */

/** The navigation is one record per site; its revisions are filed under this id. */
export const NAVIGATION_ID = "site";

export const builtInPages = ["home", "about", "brandCenter", "newsCenter", "contact"] as const;
export type BuiltInPage = (typeof builtInPages)[number];

export const navigationLimits = { label: 60, href: 500, entries: 20 } as const;

/**
 * A page of this site ("/brand-center?category=onyx") or an address on another site over http(s).
 * Anything else (javascript:, data:, a protocol-relative "//host") could run code or leave the site
 * unannounced, so it is refused.
 */
export function isAllowedHref(href: string): boolean {
  if (href.length === 0 || href.length > navigationLimits.href || /[\s\p{Cc}\\]/u.test(href)) return false;
  if (href.startsWith("/")) return !href.startsWith("//");
  try {
    const url = new URL(href);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const isExternalHref = (href: string) => !href.startsWith("/");

/** A path of this site shown in the page's language: "/about-us" becomes "/about-us-zh" on Chinese pages, query and fragment kept. */
export function localizedSitePath(href: string, language: Language): string {
  const [, path = "", rest = ""] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const twin = twinOfPath(path, language);
  return twin === null ? href : twin + rest;
}

/** An entry's name in each language it is written in (English empty = the built-in name, or no own link in English) (docs/requirements/public-pages.md#navigation). */
const labelTexts = documentTextsFields({ label: z.string().trim().max(navigationLimits.label) });

const pageEntrySchema = z.object({ kind: z.literal("page"), page: z.enum(builtInPages), visible: z.boolean(), ...labelTexts });
const linkEntrySchema = z.object({
  kind: z.literal("link"),
  href: z.string().trim().refine(isAllowedHref),
  visible: z.boolean(),
  ...labelTexts,
});

export type PageEntry = z.infer<typeof pageEntrySchema>;
export type LinkEntry = z.infer<typeof linkEntrySchema>;
export type NavigationEntry = PageEntry | LinkEntry;

/** Each built-in page is in each list exactly once (hidden or shown); own links come and go. */
export function missingOrRepeatedPages(entries: readonly { kind: string; page?: string }[]): BuiltInPage[] {
  return builtInPages.filter((page) => entries.filter((entry) => entry.kind === "page" && entry.page === page).length !== 1);
}

const entriesSchema = z
  .array(z.discriminatedUnion("kind", [pageEntrySchema, linkEntrySchema]))
  .max(builtInPages.length + navigationLimits.entries)
  .refine((entries) => missingOrRepeatedPages(entries).length === 0);

export const navigationSchema = z.object({ navbar: entriesSchema, footer: entriesSchema });
export type Navigation = z.infer<typeof navigationSchema>;
export type NavigationList = keyof Navigation;

const page = (name: BuiltInPage, visible: boolean): PageEntry => ({ kind: "page", page: name, visible, ...englishTexts({ label: "" }) });

/**
 * The navbar as built (docs/requirements/public-pages.md#navigation): the brand links home, About us, Brand Center, News Center (shown once
 * there is news) and Contact us. The footer had no links, so there every page starts hidden.
 */
export const defaultNavigation: Navigation = {
  navbar: [page("home", false), page("about", true), page("brandCenter", true), page("newsCenter", true), page("contact", true)],
  footer: builtInPages.map((name) => page(name, false)),
};

export const builtInPath: Record<BuiltInPage, (language: Language) => string> = {
  home: pagePath.home,
  about: pagePath.about,
  brandCenter: (language) => pagePath.brandCenter(language),
  newsCenter: pagePath.newsCenter,
  contact: pagePath.contact,
};

/** The catalog's name of a built-in page, used while the owner leaves its label empty. */
export function builtInLabel(name: BuiltInPage, language: Language): string {
  const nav = messagesFor(language).nav;
  return { home: nav.home, about: nav.aboutUs, brandCenter: nav.brandCenter, newsCenter: nav.newsCenter, contact: nav.contactUs }[name];
}

/** A link as the navbar and footer render it. */
export type NavigationLink = { key: string; href: string; label: string; external: boolean; labelLanguage: Language };

/**
 * The shown entries of one list in one language. The News Center appears only while that language
 * has published news; an own link appears in the first two languages only where it has a name in them, and in the
 * added languages with their name or, where none is written, the English one (docs/requirements/public-pages.md#navigation).
 */
export function navigationLinks(entries: NavigationEntry[], language: Language, hasNews: boolean): NavigationLink[] {
  return entries.flatMap((entry, index): NavigationLink[] => {
    if (!entry.visible) return [];
    if (entry.kind === "page") {
      if (entry.page === "newsCenter" && !hasNews) return [];
      return [
        {
          key: entry.page,
          href: builtInPath[entry.page](language),
          label: ownTextIn(entry.texts, "label", language) || builtInLabel(entry.page, language),
          external: false,
          labelLanguage: language,
        },
      ];
    }
    const written = ownTextIn(entry.texts, "label", language);
    // An added language without a name of its own shows the English one; English and Chinese show an own link only where it is named (docs/requirements/public-pages.md#navigation).
    const labelLanguage = written || !isTranslatedLanguage(language) ? language : defaultLanguage;
    const label = written || (labelLanguage === defaultLanguage ? entry.texts.en.label : "");
    if (!label) return [];
    const external = isExternalHref(entry.href);
    return [
      { key: `link-${index}`, href: external ? entry.href : localizedSitePath(entry.href, language), label, external, labelLanguage },
    ];
  });
}
