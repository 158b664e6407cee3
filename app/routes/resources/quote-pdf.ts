import { data } from "react-router";
import { asciiFileName, pdfContentDisposition, unsafeInFileName } from "~/modules/pdf/content-disposition";
import { quoteDocumentText } from "~/i18n/catalogs";
import { quoteReference } from "~/modules/quotes/quote-document";
import { asksNewestVersion } from "~/modules/quotes/quote-links";
import { keptQuotePdf, quoteForToken } from "~/modules/quotes/quotes.server";
import type { Route } from "./+types/quote-pdf";

/** The PDF a buyer's link was sent with, exactly as sent; like the page, for its link's holder alone. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const found = await quoteForToken(context.services, params.token, { newest: asksNewestVersion(new URL(request.url).searchParams) });
  const pdf = found && (await keptQuotePdf(context.services.storage, found.quote));
  if (!found || !pdf) throw data(null, { status: 404 });
  const reference = quoteReference(found.quote.number, found.quote.version);
  const readable = quoteDocumentText(found.quote.language).mail.fileName(reference).replace(unsafeInFileName, "-");
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": pdfContentDisposition(`${asciiFileName(reference)}.pdf`, readable),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
