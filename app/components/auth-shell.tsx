import { Slideshow } from "~/components/slideshow";
import type { Slide } from "~/modules/site-settings/slide";
import { useMessages } from "~/i18n/use-language";

/** The login hero's pictures change every 5 seconds (docs/requirements/public-pages.md#login-page). */
export const LOGIN_CAROUSEL_INTERVAL_MS = 5000;

/** The full-height hero with "Dashboard Management" behind the sign-in cards. */
export function AuthShell({ slides, title, children }: { slides: Slide[]; title: string; children: React.ReactNode }) {
  const messages = useMessages();
  return (
    <Slideshow slides={slides} intervalMs={LOGIN_CAROUSEL_INTERVAL_MS} className="min-h-svh">
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-8 overflow-y-auto px-4 py-10">
        {/* The photos are light marble: white text needs a dark panel of its own to stay readable over any of them. */}
        <h1 className="rounded-lg bg-brand-900/85 px-6 py-3 text-center text-3xl font-semibold text-white md:text-5xl">
          {messages.auth.heroTitle}
        </h1>
        <section className="on-light w-full max-w-md rounded-lg bg-white p-6 shadow-2xl" aria-labelledby="auth-card-title">
          <h2 id="auth-card-title" className="mb-4 text-2xl font-semibold">
            {title}
          </h2>
          {children}
        </section>
      </div>
    </Slideshow>
  );
}

export const inputClass =
  "mt-1 block w-full rounded border border-stone-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";
