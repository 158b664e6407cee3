import type { Language } from "~/i18n/languages";
import { pageQuery } from "~/modules/http/page-query";
import type { Database } from "~/database/client.server";
import type { CountryLookup } from "~/modules/geo/country-lookup.server";
import type { ContentMemo } from "~/modules/page-cache/content-memo.server";
import { cargoLimitFromQuery, QUOTE_LIST_QUERY } from "./quote-list";
import { planQuoteList, quoteListInCookies, resolveQuoteList } from "./quote-list.server";
import { planSettingsFor } from "./quote-settings";
import { readQuoteSettings } from "./quote-settings.server";

/** One visitor's request for the quote list page: its address, its Cookie header and where it comes from. */
export type QuoteListVisit = { url: URL; language: Language; cookies: string | null | undefined; clientIp: string };

/**
 * What the quote list page shows one visitor: their lines checked against the catalogue, the plan under the cargo
 * limit the address names, and the country their address is in, as the request form's first guess. Nothing here
 * reads the database while the site's content is unchanged: the catalogue and the settings come from the content memo.
 */
export async function quoteListPage(
  { db, countries, contentMemo }: { db: Database; countries: CountryLookup; contentMemo: ContentMemo },
  visit: QuoteListVisit,
) {
  const [lines, { settings }] = await Promise.all([
    resolveQuoteList(db, quoteListInCookies(visit.cookies), visit.language, contentMemo),
    contentMemo.get("quote-settings", () => readQuoteSettings(db)),
  ]);
  const limit = cargoLimitFromQuery(pageQuery(visit.url.searchParams, QUOTE_LIST_QUERY), settings.defaultRoute);
  return {
    lines,
    limit,
    cargoLimitsKg: settings.cargoLimitsKg,
    ...planQuoteList(lines, planSettingsFor(settings, limit)),
    country: await countries.countryOf(visit.clientIp),
  };
}

export type QuoteListPageData = Awaited<ReturnType<typeof quoteListPage>>;
