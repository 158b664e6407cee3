import type { PostTexts } from "~/database/schema";
import {
  defaultLanguage,
  isSpecLanguage,
  isTranslatedLanguage,
  isWritten,
  languageEntry,
  languages,
  translatedLanguages,
  type Language,
  type ShownText,
} from "~/i18n/languages";
import { fieldTexts, type LanguageTexts } from "~/i18n/owner-texts";
import { pathOf } from "~/i18n/page-paths";

/** Everything the owner edits on a post; a post exists in a language when its title there is filled in. */
export type PostContent = {
  slug: string;
  texts: LanguageTexts<PostTexts>;
  coverImageId: string | null;
  status: "draft" | "published";
  publishedAt: Date | null;
};

/** A post not written yet: the editor's starting values. */
export const emptyPost: PostContent = {
  slug: "",
  texts: { en: { title: "", summary: "", body: null } },
  coverImageId: null,
  status: "draft",
  publishedAt: null,
};

export const postLimits = { slug: 100, title: 200, summary: 500 } as const;

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The News Center's side list (docs/requirements/public-pages.md#news-center): All News, Recent News (the last RECENT_NEWS_DAYS days) and Past News (older). */
export const newsSections = ["all", "recent", "past"] as const;
export type NewsSection = (typeof newsSections)[number];
export const RECENT_NEWS_DAYS = 90;

/** The query parameter that names a section of the News Center list (`?show=recent`). */
export const NEWS_SECTION_PARAMETER = "show";

export function newsSectionOf(value: string | null): NewsSection {
  return newsSections.find((section) => section === value) ?? "all";
}

export function recentNewsSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_NEWS_DAYS * 24 * 60 * 60 * 1000);
}

/** Where a post is shown as the owner sees it in the list: a draft, scheduled for later, or published. */
export type PostState = "draft" | "scheduled" | "published";

export function postStateOf(post: { status: "draft" | "published"; publishedAt: Date | null }, now: Date): PostState {
  if (post.status === "draft") return "draft";
  return post.publishedAt && post.publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

/** A post's titles in every language they are written in: what tells the languages it exists in. */
export type PostTitles = LanguageTexts<Pick<PostTexts, "title">>;

/** The languages a post is written in: those whose title the owner filled in. */
export function postLanguages(texts: PostTitles): Language[] {
  const titles = fieldTexts(texts, "title");
  return languages.filter((language) => isWritten(titles[language]));
}

/** The title the dashboard names a post by: its Chinese, else its English, else the first written in another language. */
export function postDashboardTitle(texts: PostTitles): string {
  const titles = fieldTexts(texts, "title");
  return [titles.zh, titles.en, ...translatedLanguages.map((language) => titles[language])].find(isWritten) ?? "";
}

/**
 * The languages whose pages show a post written in `written`. The first two show it when written in them; an added language
 * also when the post has an English title, whose texts then stand in for those not written in it (docs/requirements/languages.md#owner-texts-in-every-language, docs/decisions/040-buyer-languages.md).
 */
export const postPageLanguages = (written: readonly Language[]): Language[] =>
  languages.filter((language) => written.includes(language) || (isTranslatedLanguage(language) && written.includes(defaultLanguage)));

/**
 * A post's text on a page in `language`, from its own there (null while not written) and the English one. English and Chinese
 * show their own as written, an empty summary included; the others their own or, field by field, the English (docs/requirements/languages.md#owner-texts-in-every-language).
 */
export function shownPostText<T>(own: T | null, english: T, language: Language): ShownText<T> {
  return isSpecLanguage(language) || isWritten(own) ? { text: own as T, language } : { text: english, language: defaultLanguage };
}

export const newsPath = {
  list: (language: Language, section: NewsSection = "all") =>
    `${pathOf("newsCenter", language)}${section === "all" ? "" : `?${NEWS_SECTION_PARAMETER}=${section}`}`,
  post: (language: Language, slug: string) => pathOf("newsPost", language, { slug }),
  feed: (language: Language) => pathOf("newsFeed", language),
};

/** A publication date as a public page writes it, in the site's time zone: "May 1, 2026" or "2026年5月1日". */
export function formatNewsDate(moment: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(languageEntry(language).intlLocale, { timeZone, year: "numeric", month: "long", day: "numeric" }).format(
    moment,
  );
}
