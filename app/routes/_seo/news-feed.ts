import { languageFromPath } from "~/i18n/language-paths";
import { messagesFor } from "~/i18n/catalogs";
import { siteUrl } from "~/modules/http/site-url.server";
import { renderRssFeed } from "~/modules/news/feed";
import { newsPath } from "~/modules/news/news";
import { listFeedPosts } from "~/modules/news/news.server";
import type { Route } from "./+types/news-feed";

/** The News Center of one language as RSS 2.0: /news-center/rss.xml, /news-center-zh/rss.xml, /es/news-center/rss.xml. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const messages = messagesFor(language);
  const origin = siteUrl(context);
  const posts = await listFeedPosts(context.services.db, language);
  const xml = renderRssFeed(
    {
      title: messages.news.feedTitle(messages.siteName),
      description: messages.meta.newsDescription,
      link: origin + newsPath.list(language),
      self: origin + newsPath.feed(language),
      language,
    },
    posts.map((post) => ({
      title: post.title,
      link: origin + newsPath.post(language, post.slug),
      summary: post.summary,
      publishedAt: post.publishedAt,
    })),
  );
  // Short-lived, so a scheduled post reaches readers soon after its time.
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
