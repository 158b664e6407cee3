import { ResponsivePicture } from "~/components/responsive-picture";
import { Link } from "react-router";
import { PageSeo } from "~/components/page-seo";
import { languageFromPath } from "~/i18n/language-paths";
import { standInAttributes } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import {
  formatNewsDate,
  NEWS_SECTION_PARAMETER,
  newsPath,
  newsSectionOf,
  newsSections,
  RECENT_NEWS_DAYS,
  type NewsSection,
} from "~/modules/news/news";
import { listPublishedPosts, NEWS_PAGE_SIZE } from "~/modules/news/news.server";
import { pageQuery } from "~/modules/http/page-query";
import { PAGE_PARAMETER, parsePage, withPage } from "~/modules/http/paging";
import type { PageHandle } from "~/root";
import type { Route } from "./+types/news-center";

export const handle = { query: [NEWS_SECTION_PARAMETER, PAGE_PARAMETER] } satisfies PageHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageFromPath(url.pathname);
  const query = pageQuery(url.searchParams, handle.query);
  const section = newsSectionOf(query.get(NEWS_SECTION_PARAMETER));
  const page = parsePage(query);
  const { posts, total } = await listPublishedPosts(context.services.db, language, { section, page });
  const timeZone = context.services.config.SITE_TIME_ZONE;
  return {
    section,
    page,
    pages: Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE)),
    posts: posts.map((post) => ({
      ...post,
      publishedAt: post.publishedAt.toISOString(),
      date: formatNewsDate(post.publishedAt, language, timeZone),
    })),
  };
}

function pageLink(language: ReturnType<typeof useLanguage>, section: NewsSection, page: number) {
  const path = newsPath.list(language, section);
  return page === 1 ? path : `${path}${path.includes("?") ? "&" : "?"}page=${page}`;
}

export default function NewsCenter({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const messages = useMessages();
  const { section, page, pages, posts } = loaderData;
  const labels: Record<NewsSection, string> = {
    all: messages.news.allNews,
    recent: messages.news.recentNews,
    past: messages.news.pastNews,
  };
  const emptyText = { all: messages.news.empty, recent: messages.news.recentEmpty(RECENT_NEWS_DAYS), past: messages.news.pastEmpty }[
    section
  ];
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[14rem_1fr]">
      {/* Recent and Past show a subset of All News: only All News and its pages are for the index. */}
      <PageSeo sitePage="news" noIndex={section !== "all"} canonicalQuery={section === "all" ? withPage("", page) : ""} />
      <link rel="alternate" type="application/rss+xml" title={messages.news.feedTitle(messages.siteName)} href={newsPath.feed(language)} />
      <nav aria-label={messages.news.heading}>
        <ul className="flex flex-wrap gap-1 md:block md:space-y-1">
          {newsSections.map((item) => (
            <li key={item}>
              <Link
                to={newsPath.list(language, item)}
                aria-current={item === section ? "page" : undefined}
                className="block rounded px-3 py-2 text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-stone-100 aria-[current=page]:font-medium aria-[current=page]:text-stone-900"
              >
                {labels[item]}
              </Link>
            </li>
          ))}
        </ul>
        <a href={newsPath.feed(language)} className="mt-4 inline-block px-3 text-sm text-brand-700 underline underline-offset-4">
          {messages.news.feed}
        </a>
      </nav>
      <section aria-labelledby="news-heading">
        <h1 id="news-heading" className="mb-6 text-2xl font-semibold">
          {messages.news.heading}
        </h1>
        {posts.length === 0 ? (
          <p className="text-stone-600">{emptyText}</p>
        ) : (
          <ol className="space-y-8">
            {posts.map((post) => (
              <li key={post.slug}>
                <article className="grid gap-4 sm:grid-cols-[14rem_1fr]">
                  {post.cover && (
                    <ResponsivePicture
                      picture={post.cover}
                      sizes="(min-width: 640px) 224px, 100vw"
                      width={post.cover.width}
                      height={post.cover.height}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="aspect-[3/2] w-full rounded-lg object-cover"
                    />
                  )}
                  <div className={post.cover ? "" : "sm:col-span-2"}>
                    <h2 className="text-lg font-semibold">
                      <Link
                        to={newsPath.post(language, post.slug)}
                        {...standInAttributes(post.title.language, language)}
                        className="hover:underline"
                      >
                        {post.title.text}
                      </Link>
                    </h2>
                    <time dateTime={post.publishedAt} className="mt-1 block text-sm text-stone-500">
                      {post.date}
                    </time>
                    {post.summary.text && (
                      <p {...standInAttributes(post.summary.language, language)} className="mt-2 text-stone-700">
                        {post.summary.text}
                      </p>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ol>
        )}
        {pages > 1 && (
          <nav aria-label={messages.news.pages} className="mt-8 flex justify-between text-sm">
            {page > 1 ? <Link to={pageLink(language, section, page - 1)}>{messages.news.newer}</Link> : <span />}
            {page < pages && <Link to={pageLink(language, section, page + 1)}>{messages.news.older}</Link>}
          </nav>
        )}
      </section>
    </div>
  );
}
