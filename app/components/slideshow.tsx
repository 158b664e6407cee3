import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { startSlideshow } from "~/enhancements/slideshow";
import { standInAttributes } from "~/i18n/languages";
import { useLanguage, useMessages } from "~/i18n/use-language";
import type { Slide } from "~/modules/site-settings/slide";
import { ResponsivePicture } from "./responsive-picture";

export const SLIDE_INTERVAL_MS = 3000;

/** A link to another site leaves without telling it where the buyer came from. */
function SlideLink({ href, children }: { href: string; children: React.ReactNode }) {
  const className = "mt-3 inline-block rounded bg-white px-4 py-2 text-sm font-medium text-stone-900 hover:bg-brand-50";
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel="external noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

type Props = {
  slides: Slide[];
  intervalMs?: number;
  /** Sizing of the frame; the home page fills the screen under the navbar. */
  className?: string;
  children?: React.ReactNode;
};

/**
 * A full-screen slideshow that advances every 3 seconds (5 on the login hero; docs/requirements/public-pages.md#home-page). Without JavaScript the first slide stays.
 * The markup is the first slide's; `~/enhancements/slideshow` runs it, loaded by the public pages' script or, on the
 * hydrated sign-in pages, started here.
 */
export function Slideshow({
  slides,
  intervalMs = SLIDE_INTERVAL_MS,
  className = "h-[calc(100svh-3.5rem)] min-h-[420px]",
  children,
}: Props) {
  const messages = useMessages();
  const language = useLanguage();
  const section = useRef<HTMLElement>(null);
  useEffect(() => (section.current ? startSlideshow(section.current) : undefined), []);

  return (
    <section
      ref={section}
      data-enhance="slideshow"
      data-interval-ms={intervalMs}
      className={`relative w-full overflow-hidden bg-brand-900 on-dark ${className}`}
      aria-roledescription="carousel"
      aria-label={messages.home.slideshowLabel}
    >
      {slides.map((slide, index) => (
        <div
          // The same picture may be shown twice with different captions.
          key={index}
          data-slide
          role="group"
          aria-roledescription="slide"
          aria-label={messages.home.slideLabel(index + 1, slides.length)}
          aria-hidden={index !== 0}
          // A hidden slide's link must not take the keyboard focus.
          inert={index !== 0}
          data-active={index === 0}
          className="absolute inset-0 opacity-0 transition-opacity duration-700 data-[active=true]:opacity-100"
        >
          <ResponsivePicture
            picture={slide}
            sizes="100vw"
            portrait
            alt={slide.alt ?? ""}
            className="h-full w-full object-cover"
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : "low"}
            decoding="async"
          />
          {(slide.heading || slide.text || slide.link) && (
            // The backdrop keeps the owner's text readable on a light picture as on a dark one.
            <div className="absolute inset-x-0 top-[12%] z-10 px-4 text-center text-white">
              <div className="mx-auto w-fit max-w-3xl rounded-lg bg-black/55 px-5 py-4">
                {slide.heading && (
                  <h2 {...standInAttributes(slide.headingLanguage ?? language, language)} className="text-2xl font-semibold md:text-4xl">
                    {slide.heading}
                  </h2>
                )}
                {slide.text && (
                  <p {...standInAttributes(slide.textLanguage ?? language, language)} className="mt-2 text-base md:text-lg">
                    {slide.text}
                  </p>
                )}
                {slide.link && <SlideLink href={slide.link}>{messages.home.slideLink}</SlideLink>}
              </div>
            </div>
          )}
        </div>
      ))}
      <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" />
      {children}
      {slides.length > 1 && (
        <div className="absolute bottom-24 left-1/2 flex -translate-x-1/2 items-center gap-2">
          <button
            type="button"
            data-slide-previous
            className="rounded-full bg-white/80 px-3 py-1 text-stone-900 rtl:-scale-x-100"
            aria-label={messages.home.previousSlide}
          >
            ‹
          </button>
          {slides.map((_, index) => (
            // The dot is small, the button around it is the 24 px target WCAG 2.2 asks for.
            <button
              key={index}
              type="button"
              data-slide-dot
              aria-label={messages.home.slideLabel(index + 1, slides.length)}
              aria-current={index === 0 ? "true" : undefined}
              className="group grid h-6 w-6 place-items-center rounded-full"
            >
              <span className="h-2.5 w-2.5 rounded-full bg-white/50 group-aria-[current=true]:bg-white" />
            </button>
          ))}
          <button
            type="button"
            data-slide-next
            className="rounded-full bg-white/80 px-3 py-1 text-stone-900 rtl:-scale-x-100"
            aria-label={messages.home.nextSlide}
          >
            ›
          </button>
          <button
            type="button"
            data-slide-pause
            data-play-label={messages.home.play}
            data-pause-label={messages.home.pause}
            className="ms-2 rounded-full bg-white/80 px-3 py-1 text-sm text-stone-900"
            aria-pressed="false"
          >
            {messages.home.pause}
          </button>
        </div>
      )}
    </section>
  );
}
