import { Link } from "react-router";
import { Alert } from "~/components/alert";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { formatDateTime } from "~/modules/dates";
import { newsPath, postDashboardTitle, postLanguages, postStateOf, type PostState } from "~/modules/news/news";
import { listPostsForDashboard } from "~/modules/news/news.server";
import type { Route } from "./+types/news";
import { requirePermission } from "~/routes/guards.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePermission(context, "content");
  const { db, config } = context.services;
  const now = new Date();
  const posts = await listPostsForDashboard(db);
  return {
    deleted: new URL(request.url).searchParams.has("deleted"),
    posts: posts.map((post) => ({
      id: post.id,
      slug: post.slug,
      title: postDashboardTitle(post.texts),
      state: postStateOf(post, now),
      languages: postLanguages(post.texts),
      date: post.publishedAt ? formatDateTime(post.publishedAt, config.SITE_TIME_ZONE) : null,
      updated: formatDateTime(post.updatedAt, config.SITE_TIME_ZONE),
    })),
  };
}

const stateStyle: Record<PostState, string> = {
  draft: "bg-stone-100 text-stone-700",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
};

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const messages = useDashboardMessages();
  const text = messages.news;
  const { posts, deleted } = loaderData;
  return (
    <section className="space-y-4" aria-labelledby="news-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="news-heading" className="text-xl font-semibold">
          {text.heading}
        </h1>
        <Link to="/dashboard/news/new" className="rounded bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-900">
          {text.newPost}
        </Link>
      </div>
      <p className="text-sm text-stone-600">{text.intro}</p>
      {deleted && <Alert tone="success">{text.deleted}</Alert>}
      {posts.length === 0 ? (
        <p className="rounded-lg bg-white p-5 text-stone-600 shadow-sm">{text.empty}</p>
      ) : (
        <ol className="space-y-3">
          {posts.map((post) => (
            <li key={post.id} className="rounded-lg bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <h2 className="min-w-0 font-medium break-words">
                  <Link to={`/dashboard/news/${post.id}`} className="hover:underline">
                    {post.title || text.untitled}
                  </Link>
                </h2>
                <span className={`rounded px-2 py-0.5 text-xs ${stateStyle[post.state]}`}>{text.states[post.state]}</span>
              </div>
              <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-stone-600 sm:grid-cols-3">
                <div>
                  <dt className="inline">
                    {text.columns.languages}
                    {messages.labelSuffix}
                  </dt>
                  <dd className="inline">
                    {post.languages.length > 0
                      ? post.languages.map((language) => text.languageNames[language]).join(messages.listSeparator)
                      : text.noLanguage}
                  </dd>
                </div>
                <div>
                  <dt className="inline">
                    {text.columns.date}
                    {messages.labelSuffix}
                  </dt>
                  <dd className="inline">{post.date ?? text.notDated}</dd>
                </div>
                <div>
                  <dt className="inline">
                    {text.columns.updated}
                    {messages.labelSuffix}
                  </dt>
                  <dd className="inline">{post.updated}</dd>
                </div>
              </dl>
              <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <Link to={`/dashboard/news/${post.id}`} className="text-brand-700 underline underline-offset-4">
                  {text.edit}
                </Link>
                {post.state === "published" &&
                  post.languages.map((language) => (
                    <a key={language} href={newsPath.post(language, post.slug)} className="text-brand-700 underline underline-offset-4">
                      {text.view(text.languageNames[language])}
                    </a>
                  ))}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
