import { renderToStaticMarkup } from "react-dom/server";
import { brochureText } from "~/i18n/brochure";
import { pagePath } from "~/i18n/language-paths";
import { languageEntry, type Language } from "~/i18n/languages";

/** Seconds after which the page asks again by itself, and a client honouring Retry-After tries again. */
export const BROCHURE_RETRY_SECONDS = 30;

/**
 * What a buyer gets while a brochure has not been drawn yet: a page in their language saying so, which tries again by
 * itself and offers a link to try now, never a blank answer or a wait for the whole catalogue to be drawn.
 */
export function brochurePreparingPage(language: Language, path: string, categoryTitle: string | null): string {
  const text = brochureText(language).preparing;
  const { tag, direction } = languageEntry(language);
  const title = categoryTitle ? `${text.title} – ${categoryTitle}` : text.title;
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={tag} dir={direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <meta httpEquiv="refresh" content={String(BROCHURE_RETRY_SECONDS)} />
        <title>{title}</title>
      </head>
      <body>
        <main>
          <h1>{title}</h1>
          <p>{text.body}</p>
          <p>
            <a href={path}>{text.retry}</a>
          </p>
          <p>
            <a href={pagePath.brandCenter(language)}>{text.back}</a>
          </p>
        </main>
      </body>
    </html>,
  )}`;
}
