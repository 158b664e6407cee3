import { PageSeo } from "~/components/page-seo";
import { useMessages } from "~/i18n/language";

export default function NewsCenter() {
  const messages = useMessages();
  const sections = [messages.news.allNews, messages.news.recentNews, messages.news.pastNews];
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[14rem_1fr]">
      <PageSeo title={messages.meta.newsTitle} description={messages.meta.newsDescription} />
      <nav aria-label={messages.news.heading}>
        <ul className="space-y-1">
          {sections.map((section) => (
            <li key={section} className="rounded px-3 py-2 text-stone-700 first:bg-stone-100">
              {section}
            </li>
          ))}
        </ul>
      </nav>
      <section>
        <h1 className="mb-6 text-2xl font-semibold">{messages.news.heading}</h1>
        <p className="text-stone-600">{messages.news.empty}</p>
      </section>
    </div>
  );
}
