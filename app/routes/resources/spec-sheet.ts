import { languageFromPath } from "~/i18n/language-paths";
import { matchesEtag } from "~/modules/http/etag";
import { findSpecSheet } from "~/modules/spec-sheet/spec-sheet.server";
import type { Route } from "./+types/spec-sheet";

/** A product's spec sheet as a PDF the browser opens; a hidden product's only for the signed-in owner. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = languageFromPath(new URL(request.url).pathname);
  const signedIn = (await context.currentUser()) !== null;
  const sheet = await findSpecSheet(context.services, params.productId, language, { includeHidden: signedIn });
  if (!sheet) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = {
    ETag: sheet.etag,
    // Revalidated on every use, so a changed product or company detail shows at once; the ETag makes that cheap.
    "Cache-Control": sheet.visible ? "public, no-cache" : "private, no-store",
    ...(sheet.visible ? {} : { "X-Robots-Tag": "noindex" }),
  };
  if (matchesEtag(request.headers.get("If-None-Match"), sheet.etag)) return new Response(null, { status: 304, headers });
  const pdfHeaders = { ...headers, "Content-Type": "application/pdf", "Content-Disposition": sheet.contentDisposition };
  // A link checker's HEAD learns the sheet exists without the server drawing it (a second of work for a sheet not yet kept).
  if (request.method === "HEAD") return new Response(null, { headers: pdfHeaders });
  const pdf = await sheet.pdf();
  return new Response(new Uint8Array(pdf), { headers: { ...pdfHeaders, "Content-Length": String(pdf.length) } });
}
