import { z } from "zod";
import { languages, type Language } from "~/i18n/languages";

/**
 * Where "Add to quote" sends its form with `fetch` (app/enhancements/quote-add.ts), answered with the text to show
 * in the page's language; without JavaScript the same form posts to the quote list page.
 */
export const QUOTE_LIST_ENDPOINT = "/resources/quote-list";

export const quoteListEndpointQuery = z.object({ lang: z.enum(languages) });

export const quoteListEndpoint = (language: Language) => `${QUOTE_LIST_ENDPOINT}?${new URLSearchParams({ lang: language })}`;
