import { ResponsivePicture } from "~/components/responsive-picture";
import { PageSeo } from "~/components/page-seo";
import { languageFromPath } from "~/i18n/language-paths";
import { standInAttributes } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import { aboutPageIn } from "~/modules/site-settings/about-page";
import { isDraftPreview, readPublicDocument } from "~/modules/site-settings/page-drafts.server";
import { aboutPictures } from "~/modules/site-settings/public-pages.server";
import type { Route } from "./+types/about";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db } = context.services;
  const language = languageFromPath(url.pathname);
  const aboutPage = await readPublicDocument(db, "aboutPage", await isDraftPreview(context, url));
  const { hero, others } = await aboutPictures(db, aboutPage, language);
  return { ...aboutPageIn(aboutPage, language), hero, others };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const language = useLanguage();
  const { name, intro, facts, hero, others } = loaderData;
  return (
    <>
      <PageSeo sitePage="about" image={hero} />
      <section className="relative h-72 overflow-hidden bg-brand-900 md:h-96">
        <ResponsivePicture
          picture={hero}
          sizes="100vw"
          alt={hero.alt}
          className="h-full w-full object-cover opacity-70"
          fetchPriority="high"
        />
        <div className="absolute inset-0 flex flex-col items-center justify-center px-4 text-center text-white">
          <p className="text-sm uppercase tracking-widest">{messages.about.heading}</p>
          <h1 {...standInAttributes(name.language, language)} className="mt-2 text-3xl font-semibold drop-shadow md:text-4xl">
            {name.text}
          </h1>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        <div {...standInAttributes(intro.language, language)} className="space-y-4 text-lg leading-relaxed text-stone-700">
          {intro.text.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        {facts.length > 0 && (
          <aside className="rounded-lg bg-brand-50 p-6" aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="text-lg font-semibold">
              {messages.about.factsHeading}
            </h2>
            <ul className="mt-4 space-y-3 text-stone-700">
              {facts.map((fact, index) => (
                <li key={index} className="border-s-4 border-brand-600 ps-3">
                  <span {...standInAttributes(fact.language, language)}>{fact.text}</span>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 sm:grid-cols-2">
        {others.map((picture, index) => (
          <ResponsivePicture
            key={index}
            picture={picture}
            sizes="(min-width: 1152px) 552px, (min-width: 640px) calc(50vw - 24px), calc(100vw - 32px)"
            alt={picture.alt}
            loading="lazy"
            className="h-64 w-full rounded-lg object-cover"
          />
        ))}
      </div>
    </>
  );
}
