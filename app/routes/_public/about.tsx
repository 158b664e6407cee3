import { PageSeo } from "~/components/page-seo";
import { useLanguage, useMessages } from "~/i18n/language";
import { extraHeroSlides, fixedHeroSlides } from "~/modules/site-settings/hero-images.server";
import { readSetting } from "~/modules/site-settings/site-settings.server";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const aboutPage = await readSetting(context.services.db, "aboutPage");
  const [hero, ...others] = fixedHeroSlides();
  const headerImages = extraHeroSlides({ header: "", end: "", urls: aboutPage.headerUrls });
  return { aboutPage, hero: hero!, headerImages: headerImages.length > 0 ? headerImages : others };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const language = useLanguage();
  const messages = useMessages();
  const { aboutPage, hero, headerImages } = loaderData;
  const facts = Object.values(messages.about.facts);
  return (
    <>
      <PageSeo title={messages.meta.aboutTitle} description={messages.meta.aboutDescription} image={hero.src} />
      <section className="relative h-72 overflow-hidden bg-brand-900 md:h-96">
        <img src={hero.src} srcSet={hero.srcSet} sizes="100vw" alt="" className="h-full w-full object-cover opacity-70" fetchPriority="high" />
        <div className="absolute inset-0 flex flex-col items-center justify-center px-4 text-center text-white">
          <p className="text-sm uppercase tracking-widest">{messages.about.heading}</p>
          <h1 className="mt-2 text-3xl font-semibold drop-shadow md:text-4xl">{aboutPage.names[language]}</h1>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4 text-lg leading-relaxed text-stone-700">
          {aboutPage.intros[language].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside className="rounded-lg bg-brand-50 p-6" aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="text-lg font-semibold">
            {messages.about.factsHeading}
          </h2>
          <ul className="mt-4 space-y-3 text-stone-700">
            {facts.map((fact) => (
              <li key={fact} className="border-l-4 border-brand-600 pl-3">
                {fact}
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 sm:grid-cols-2">
        {headerImages.map((image) => (
          <img key={image.src} src={image.src} srcSet={image.srcSet} sizes="(min-width: 640px) 50vw, 100vw" alt="" loading="lazy" className="h-64 w-full rounded-lg object-cover" />
        ))}
      </div>
    </>
  );
}
