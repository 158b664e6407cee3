import { matchPage } from "~/i18n/page-paths";
import { clean, parseUrl, SOURCE_LIMITS } from "~/modules/enquiries/enquiry-source";

/** What a page view adds to the conversion and source figures, read once when it is recorded. */
export type ViewSource = {
  productId: string | null;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

const MAX_PRODUCT_ID = 100;

export function productIdOfPath(pathname: string): string | null {
  const match = matchPage(pathname.split("/").slice(1));
  if (match?.pattern.page !== "product") return null;
  try {
    return decodeURIComponent(match.params.productId!).slice(0, MAX_PRODUCT_ID);
  } catch {
    return null;
  }
}

/**
 * The product a page shows, the campaign in its address and the other site that linked to it. A
 * Referer from this site says nothing about where the visitor came from, so it is left out, as
 * enquiries do (enquiry-source.ts).
 */
export function viewSourceFrom(url: URL, refererHeader: string | null): ViewSource {
  const referer = parseUrl(refererHeader);
  const campaign = (name: string) => clean(url.searchParams.get(name), SOURCE_LIMITS.utm);
  return {
    productId: productIdOfPath(url.pathname),
    referrerHost: referer && referer.host !== url.host ? clean(referer.hostname, SOURCE_LIMITS.utm) : "",
    utmSource: campaign("utm_source"),
    utmMedium: campaign("utm_medium"),
    utmCampaign: campaign("utm_campaign"),
  };
}
