/** Where a buyer's enquiry came from, read from the address the form was posted to and the Referer header. */
export type EnquirySourceDetails = {
  pagePath: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

export const SOURCE_LIMITS = { pagePath: 300, referrer: 500, utm: 100 } as const;

export function parseUrl(address: string | null): URL | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** Control characters are dropped so nothing stored can break a CSV row or a log line. */
const isPrintable = (character: string) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f;
export const clean = (value: string | null, max: number) => [...(value ?? "")].filter(isPrintable).join("").trim().slice(0, max);

/**
 * The form posts back to the page it is on, so the request's own address carries the page and its
 * campaign; a browser also names that page in Referer. A Referer from another site is where the
 * buyer came from; one from this site says nothing new, so it is not kept as the referrer. Only
 * the origin and path of a foreign referrer are kept: its query may carry someone else's data.
 */
export function enquirySourceFrom(requestUrl: string, refererHeader: string | null): EnquirySourceDetails {
  const request = new URL(requestUrl);
  const referer = parseUrl(refererHeader);
  const sameSite = referer !== null && referer.host === request.host;
  const page = sameSite ? referer : request;
  const campaign = (name: string) => clean(page.searchParams.get(name) ?? request.searchParams.get(name), SOURCE_LIMITS.utm);
  return {
    pagePath: clean(decodeSafely(page.pathname), SOURCE_LIMITS.pagePath),
    referrer: referer && !sameSite ? clean(`${referer.origin}${referer.pathname}`, SOURCE_LIMITS.referrer) : "",
    utmSource: campaign("utm_source"),
    utmMedium: campaign("utm_medium"),
    utmCampaign: campaign("utm_campaign"),
  };
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
