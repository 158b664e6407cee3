import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import type { AdminMessages } from "~/i18n/en";
import { useDashboardMessages } from "~/i18n/use-dashboard-messages";
import { languageEntry, languages, type Language } from "~/i18n/languages";
import type { SearchTexts } from "~/modules/seo/search-texts";
import {
  searchResultWidths,
  seoChecklist,
  type LanguageChecklist,
  type Light,
  type SeoCheck,
  type SeoSubject,
  type TitleOwner,
} from "~/modules/seo/seo-checklist";
import { titlesOf, type SameTitles } from "~/modules/seo/seo-subjects";
import { useDashboardServedLanguages } from "~/components/layout-data";

/** In the person's dashboard language; the SEO health screen passes the language it is switched to. */
type SeoText = AdminMessages["seo"];

const lightStyles: Record<Light, { dot: string; badge: string }> = {
  good: { dot: "bg-green-600", badge: "bg-green-100 text-green-900" },
  improve: { dot: "bg-amber-500", badge: "bg-amber-100 text-amber-900" },
  problem: { dot: "bg-red-600", badge: "bg-red-100 text-red-900" },
};

/** A traffic light that also says its colour in words, so it reads without colour too. */
export function LightBadge({ light, text }: { light: Light; text: SeoText }) {
  return (
    <span className={`inline-flex shrink-0 items-center gap-1.5 rounded px-2 py-0.5 text-xs font-medium ${lightStyles[light].badge}`}>
      <span aria-hidden="true" className={`size-2.5 rounded-full ${lightStyles[light].dot}`} />
      {text.lights[light]}
    </span>
  );
}

/** What one check found, in a sentence. */
export function describeCheck(check: SeoCheck, text: SeoText): string {
  switch (check.id) {
    case "title":
    case "description": {
      const limits = searchResultWidths[check.id];
      return text.length[check.verdict](check.width, check.verdict === "short" ? limits.min : limits.max);
    }
    case "images":
      return check.missing === 0 ? text.images.allWritten(check.total) : text.images.missing(check.missing, check.total);
    case "translated":
      if (check.pageMissing) return text.translated.pageMissing;
      return check.missing.length === 0
        ? text.translated.done(text.health.languages[check.reference])
        : text.translated.missing(
            check.missing.map((kind) => text.translated.fieldNames[kind]).join(text.translated.listSeparator),
            text.health.languages[check.reference],
          );
    case "uniqueTitle":
      return check.others.length === 0 ? text.uniqueTitle.unique : text.uniqueTitle.sameAs;
  }
}

/** How the page shows in a search result: address, title and description, cut where search engines cut them. */
export function SearchResultPreview({
  title,
  description,
  url,
  lang,
  dir,
  caption,
}: {
  title: string;
  description: string;
  url: string;
  lang: string;
  dir?: "ltr" | "rtl";
  caption?: string;
}) {
  return (
    <figure className="min-w-0 rounded border border-stone-200 bg-white p-3">
      {caption && <figcaption className="mb-1 text-xs text-stone-600">{caption}</figcaption>}
      <p className="truncate text-xs text-stone-600">{url.replace(/^https?:\/\//, "")}</p>
      <p lang={lang} dir={dir} className="truncate text-lg text-blue-800" data-preview="title">
        {title}
      </p>
      <p lang={lang} dir={dir} className="line-clamp-2 text-sm text-stone-700" data-preview="description">
        {description}
      </p>
    </figure>
  );
}

export function SameTitleOwners({ others }: { others: TitleOwner[] }) {
  return (
    <ul className="mt-1 list-disc pl-5">
      {others.map((other) => (
        <li key={other.href + other.label}>
          <Link to={other.href} className="text-brand-700 underline underline-offset-4">
            {other.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LanguageChecks({ checklist, url, checking }: { checklist: LanguageChecklist; url: string; checking: boolean }) {
  const messages = useDashboardMessages();
  const text = messages.seo;
  const { language, result, checks } = checklist;
  const { tag, direction } = languageEntry(language);
  return (
    <div className="min-w-0 space-y-2" data-seo-language={language}>
      <h3 className="text-sm font-semibold">{text.checklist.resultIn(messages.translations.languageNames[language])}</h3>
      {result ? (
        <SearchResultPreview title={result.title} description={result.description} url={url} lang={tag} dir={direction} />
      ) : (
        <p className="text-sm text-stone-600">{text.checklist.noResult}</p>
      )}
      <ul className="space-y-2">
        {checks.map((check) => (
          <li
            key={check.id}
            data-check={check.id}
            data-light={check.light}
            className="rounded border border-stone-200 bg-white p-2 text-sm"
          >
            <div className="flex flex-wrap items-center gap-2">
              <LightBadge light={check.light} text={text} />
              <span className="font-medium">{text.checkNames[check.id]}</span>
            </div>
            <p className="mt-1 break-words text-stone-700">
              {describeCheck(check, text)}
              {check.light !== "good" && check.fix && (
                <>
                  {" "}
                  <a href={check.fix} className="text-brand-700 underline underline-offset-4">
                    {text.fix}
                  </a>
                </>
              )}
            </p>
            {check.id === "uniqueTitle" && check.others.length > 0 && <SameTitleOwners others={check.others} />}
            {check.id === "uniqueTitle" && checking && <p className="mt-1 text-xs text-stone-500">{text.checklist.checkingTitle}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The editor's SEO checklist: each language's search result and traffic lights, computed from the
 * subject the editor builds from what is typed now (and, on the server, from what is stored).
 */
export function SeoChecklist({
  subject,
  urls,
  checking = false,
  heading,
}: {
  subject: SeoSubject;
  urls: Record<Language, string>;
  checking?: boolean;
  heading?: string;
}) {
  const text = useDashboardMessages().seo;
  // The dashboard's layout knows which languages buyers read; only those have search results to check.
  const served = useDashboardServedLanguages() ?? languages;
  const checklists = seoChecklist(subject, served);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
      data-seo-checklist
    >
      <h2 id={headingId} className="font-semibold">
        {heading ?? text.checklist.heading}
      </h2>
      <p className="text-sm text-stone-600">
        {text.checklist.intro} {text.widthHint}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        {checklists.map((checklist) => (
          <LanguageChecks key={checklist.language} checklist={checklist} url={urls[checklist.language]} checking={checking} />
        ))}
      </div>
    </section>
  );
}

const ASK_AFTER_MS = 400;
const SAME_TITLES_PATH = "/dashboard/seo/titles";

/**
 * The other pages with the same title as the one being typed. The loader found them for the stored
 * title; a changed title is asked about once the owner pauses typing.
 *
 * Asked with a plain request rather than a router fetcher: the router revalidates its fetchers after
 * every save, and one revalidating while a save redirected was matched to the dashboard's not-found
 * route, which put the whole page on the error screen.
 */
function useSameTitles(titles: Record<Language, string | null>, stored: SameTitles, except: string | null) {
  const typed = JSON.stringify(languages.map((language) => titles[language] ?? ""));
  // The titles last answered for, and the answer; null while the stored titles stand (or when asking failed).
  const [answer, setAnswer] = useState<{ titles: string; sameTitle: SameTitles | null }>({ titles: typed, sameTitle: null });
  useEffect(() => {
    if (typed === answer.titles) return;
    const request = new AbortController();
    const timer = setTimeout(async () => {
      const query = new URLSearchParams(except ? { except } : {});
      const values = JSON.parse(typed) as string[];
      languages.forEach((language, index) => values[index] && query.set(language, values[index]));
      try {
        const response = await fetch(`${SAME_TITLES_PATH}?${query}`, { signal: request.signal, headers: { accept: "application/json" } });
        const body = response.ok ? ((await response.json()) as { sameTitle: SameTitles }) : null;
        setAnswer({ titles: typed, sameTitle: body?.sameTitle ?? null });
      } catch {
        if (!request.signal.aborted) setAnswer({ titles: typed, sameTitle: null });
      }
    }, ASK_AFTER_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [typed, answer.titles, except]);
  return { sameTitle: answer.sameTitle ?? stored, checking: typed !== answer.titles };
}

type LiveProps = {
  /** The results as typed now, whose titles are compared with the rest of the site. */
  results: Record<Language, SearchTexts | null>;
  /** The subject with these titles' owners elsewhere. */
  subjectWith: (sameTitle: SameTitles) => SeoSubject;
  storedSameTitle: SameTitles;
  /** The subject itself (`product:<id>`), left out of "the same title"; null while it is not saved yet. */
  except: string | null;
  urls: Record<Language, string>;
  /** Names the page where one editor has several checklists. */
  heading?: string;
};

/** An editor's checklist that follows the typing, the titles used elsewhere included. */
export function LiveSeoChecklist({ results, subjectWith, storedSameTitle, except, urls, heading }: LiveProps) {
  const { sameTitle, checking } = useSameTitles(titlesOf(results), storedSameTitle, except);
  return <SeoChecklist subject={subjectWith(sameTitle)} urls={urls} checking={checking} heading={heading} />;
}
