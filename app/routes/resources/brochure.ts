import { createReadableStreamFromReadable } from "@react-router/node";
import { redirect } from "react-router";
import { BROCHURE_RETRY_SECONDS, brochurePreparingPage } from "~/components/brochure-preparing";
import { alternatePath, languageFromPath } from "~/i18n/language-paths";
import { defaultLanguage } from "~/i18n/languages";
import { findBrochure } from "~/modules/brochure/brochure-files.server";
import { matchesEtag } from "~/modules/http/etag";
import { readServedLanguages } from "~/modules/site-settings/site-languages.server";
import type { Route } from "./+types/brochure";

/**
 * A catalogue brochure (the whole catalogue, or a category's by its slug) as a PDF the browser opens: the newest file
 * the background job drew, at once; while none is drawn yet, a page saying so in the buyer's language.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const language = languageFromPath(pathname);
  const { db, storage } = context.services;
  // A language the owner turned off has no pages: an old link lands on the English brochure.
  if (!(await readServedLanguages(db)).includes(language)) throw redirect(alternatePath(pathname, defaultLanguage));
  const found = await findBrochure(db, storage, language, params.categorySlug ?? null);
  if (!found) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  if (found.state === "preparing")
    return new Response(request.method === "HEAD" ? null : brochurePreparingPage(language, pathname, found.title), {
      status: 503,
      headers: { "Content-Type": "text/html; charset=utf-8", "Retry-After": String(BROCHURE_RETRY_SECONDS), "Cache-Control": "no-store" },
    });
  // Revalidated on every use, so a rebuilt brochure shows at once; the ETag makes that cheap.
  const headers = { ETag: found.etag, "Cache-Control": "public, no-cache" };
  if (matchesEtag(request.headers.get("If-None-Match"), found.etag) || request.method === "HEAD") found.file.body.destroy();
  if (matchesEtag(request.headers.get("If-None-Match"), found.etag)) return new Response(null, { status: 304, headers });
  const fileHeaders = {
    ...headers,
    "Content-Type": "application/pdf",
    "Content-Disposition": found.contentDisposition,
    "Content-Length": String(found.bytes),
  };
  if (request.method === "HEAD") return new Response(null, { headers: fileHeaders });
  return new Response(createReadableStreamFromReadable(found.file.body), { headers: fileHeaders });
}

/** A data request (`….pdf.data`) gets its answer's status without its headers unless a route passes them: the retry time goes with the 503. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};
