import { ResponsivePicture } from "~/components/responsive-picture";
import { data, Link } from "react-router";
import { PageSeo } from "~/components/page-seo";
import { RichText } from "~/components/rich-text";
import { languageFromPath } from "~/i18n/language-paths";
import { languages, ownerText, standInAttributes } from "~/i18n/languages";
import { type LanguageSwitchTargets, useLanguage, useMessages } from "~/i18n/use-language";
import { formatNewsDate, newsPath, postPageLanguages } from "~/modules/news/news";
import { readPublishedPost } from "~/modules/news/news.server";
import { articleNode, type PageAddress } from "~/modules/seo/structured-data";
import { newsPostSearchTexts } from "~/modules/seo/search-texts";
import { cleanRichText } from "~/modules/news/rich-text";
import { usePublicLayoutData } from "~/components/layout-data";
import NotFound from "./not-found";
import type { Route } from "./+types/news-post";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const post = await readPublishedPost(context.services.db, params.slug, language);
  // A post missing in this language (or not published yet) is a real 404, so no search engine keeps the address.
  if (!post) return data({ post: null }, { status: 404 });
  return {
    post: {
      ...post,
      // Only what the allow-list keeps leaves the server: a stored script never reaches the page, not even as data.
      body: { ...post.body, text: cleanRichText(post.body.text) },
      publishedAt: post.publishedAt.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
      date: formatNewsDate(post.publishedAt, language, context.services.config.SITE_TIME_ZONE),
    },
    languageSwitch: Object.fromEntries(
      languages.filter((other) => !postPageLanguages(post.languages).includes(other)).map((other) => [other, newsPath.list(other)]),
    ) satisfies LanguageSwitchTargets,
  };
}

export default function NewsPost({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const messages = useMessages();
  const layout = usePublicLayoutData();
  if (!loaderData.post) return <NotFound />;
  const { post } = loaderData;
  // Search texts never mix languages (decision 27): an English summary standing in gives way to the catalog's description.
  const searchTexts = newsPostSearchTexts(
    { title: post.title.text, summary: post.summary.language === language ? post.summary.text : "" },
    language,
  );
  const structuredData = (page: PageAddress) => [
    articleNode(
      {
        headline: post.title.text,
        // The article's data is in one language: the summary only when written in the headline's.
        description: post.summary.language === post.title.language ? post.summary.text : "",
        language: post.title.language,
        // Google asks every article for an image: without a cover, the picture its link previews show.
        imagePath: (post.cover ?? layout?.sitePicture)?.src,
        publishedAt: post.publishedAt,
        updatedAt: post.updatedAt,
        authorName: layout?.company[language].name || messages.siteName,
      },
      page,
    ),
  ];
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <PageSeo
        {...searchTexts}
        image={post.cover}
        structuredData={structuredData}
        type="article"
        alternates={postPageLanguages(post.languages)}
      />
      <link rel="alternate" type="application/rss+xml" title={messages.news.feedTitle(messages.siteName)} href={newsPath.feed(language)} />
      <Link to={newsPath.list(language)} className="text-sm text-brand-700 underline underline-offset-4">
        {messages.news.backToNews}
      </Link>
      <h1 {...standInAttributes(post.title.language, language)} className="mt-4 text-3xl font-semibold break-words">
        {post.title.text}
      </h1>
      <time dateTime={post.publishedAt} className="mt-2 block text-sm text-stone-500">
        {post.date}
      </time>
      {post.cover && (
        <ResponsivePicture
          picture={post.cover}
          sizes="(min-width: 768px) 720px, 100vw"
          width={post.cover.width}
          height={post.cover.height}
          alt={ownerText(post.cover.alt, language)}
          fetchPriority="high"
          className="mt-6 w-full rounded-lg object-cover"
        />
      )}
      {post.summary.text && (
        <p {...standInAttributes(post.summary.language, language)} className="mt-6 text-lg text-stone-700">
          {post.summary.text}
        </p>
      )}
      <div {...standInAttributes(post.body.language, language)} className="mt-6">
        <RichText blocks={post.body.text} />
      </div>
    </article>
  );
}
