import type { QuoteStatus } from "~/database/schema";

/** Where a quote request stands, as the owner's quotes screen lists and filters them. */
export const quoteRequestStates = ["requested", "quoted", "changes-asked", "accepted", "expired"] as const;
export type QuoteRequestState = (typeof quoteRequestStates)[number];

/**
 * A request's state from its newest version: none sent yet is "requested"; an answer the buyer gave stands ("accepted",
 * "changes-asked", which waits for the owner's next version whatever the date); a version still waiting for its answer
 * is "quoted" through its validity day and "expired" after it. `today` is the site's day, "YYYY-MM-DD", as validity
 * days are (docs/decisions/043).
 */
export function quoteRequestState(
  newest: { status: QuoteStatus; validUntil: string } | null | undefined,
  today: string,
): QuoteRequestState {
  if (!newest) return "requested";
  switch (newest.status) {
    // A draft is the owner's, not yet sent: the buyer still waits for a quote.
    case "draft":
      return "requested";
    case "accepted":
      return "accepted";
    case "changes-requested":
      return "changes-asked";
    case "sent":
    case "superseded":
      return newest.validUntil < today ? "expired" : "quoted";
  }
}
