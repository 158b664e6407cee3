import { data, Link } from "react-router";
import { PageSeo } from "~/components/page-seo";
import { pagePath } from "~/i18n/language-paths";
import { useLanguage, useMessages } from "~/i18n/use-language";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const language = useLanguage();
  const messages = useMessages();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageSeo
        title={messages.meta.notFoundTitle}
        description={messages.meta.notFoundDescription}
        bilingual={false}
        canonicalPath={null}
        noIndex
      />
      <h1 className="text-3xl font-semibold">{messages.notFound.heading}</h1>
      <Link to={pagePath.home(language)} className="text-brand-700 underline">
        {messages.notFound.backHome}
      </Link>
    </div>
  );
}
