import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { quotes } from "~/database/schema";
import { requirePermission } from "~/routes/guards.server";
import { asciiFileName, pdfContentDisposition } from "~/modules/pdf/content-disposition";
import { keptQuotePdf, ownerQuotePdf } from "~/modules/quotes/quotes.server";
import type { Route } from "./+types/quote-pdf";

const copies = z.enum(["buyer", "owner"]);

/** A version of a quote as a PDF: the buyer's copy exactly as it was sent, or the owner's copy in Chinese. */
export async function loader({ context, params }: Route.LoaderArgs) {
  await requirePermission(context, "quotes");
  const copy = copies.safeParse(params.copy);
  if (!copy.success || !z.uuid().safeParse(params.quoteId).success) throw data(null, { status: 404 });
  const { db, storage } = context.services;
  const [quote] = await db
    .select({ pdfKey: quotes.pdfKey, number: quotes.number, version: quotes.version })
    .from(quotes)
    .where(eq(quotes.id, params.quoteId));
  if (!quote) throw data(null, { status: 404 });
  const name = `${asciiFileName(quote.number)}-v${quote.version}${copy.data === "owner" ? "-zh" : ""}.pdf`;
  const pdf = copy.data === "buyer" ? await keptQuotePdf(storage, quote) : (await ownerQuotePdf(context.services, params.quoteId))?.pdf;
  if (!pdf) throw data(null, { status: 404 });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": pdfContentDisposition(name, name),
      "Cache-Control": "private, no-store",
    },
  });
}
