import type { SubmissionResult } from "@conform-to/react";
import type { listEnquiries } from "~/modules/enquiries/enquiries.server";
import type { EnquiryReply } from "~/modules/enquiries/enquiry-reply.server";
import type { QuoteRequestLine } from "~/modules/enquiries/notification";
import type { QuoteRequestState } from "~/modules/quotes/quote-request-state";
import type { QuoteVersionSummary } from "~/modules/quotes/quote-requests.server";

/**
 * An enquiry as its inbox card shows it: as stored, when it came in, its replies and, for a quote request, its lines,
 * the quote versions sent for it (newest first) and the state the newest leaves it in.
 */
export type InboxEnquiry = Awaited<ReturnType<typeof listEnquiries>>["items"][number] & {
  receivedAt: string;
  replies: EnquiryReply[];
  quoteLines: QuoteRequestLine[];
  quoteState: QuoteRequestState;
  quoteVersions: (Omit<QuoteVersionSummary, "createdAt" | "respondedAt"> & { sentAt: string; answeredAt: string | null })[];
};

/**
 * What an inbox action answers: a notice for the page, and for a form of one enquiry (`id`) its
 * Conform result; a refused notes save also carries the notes someone else saved meanwhile.
 */
export type InboxAnswer = {
  notice: string | null;
  intent?: string;
  id?: string;
  result?: SubmissionResult<string[]>;
  theirs?: { notes: string; version: number };
};
