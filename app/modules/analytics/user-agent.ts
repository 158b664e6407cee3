import { isbot } from "isbot";
import { UAParser } from "ua-parser-js";

export type DeviceType = "ios" | "android" | "desktop";
export type SourceType = "mobile" | "desktop";
export type SourceFrom = "wechat" | "linkedin" | "facebook" | "weibo" | "twitter" | "browser";

export type VisitClassification = { deviceType: DeviceType; sourceType: SourceType; sourceFrom: SourceFrom };

const inAppBrowsers: Record<string, SourceFrom> = {
  wechat: "wechat",
  linkedin: "linkedin",
  facebook: "facebook",
  weibo: "weibo",
  twitter: "twitter",
};

/**
 * Parsing a user agent takes about a quarter of a millisecond, which would cap ingestion near 4,000
 * views/s on one core, and isbot's patterns several microseconds on every page a cache sends; a site's
 * visitors share few distinct user agents, so both readings are kept. The oldest reading is forgotten
 * past the limit, and an agent longer than any browser's is read afresh, so odd agents cannot grow memory.
 */
const MAX_REMEMBERED = 5000;
const MAX_REMEMBERED_LENGTH = 512;

function rememberingReadings<T>(read: (userAgent: string) => T): (userAgent: string) => T {
  const remembered = new Map<string, T>();
  return (userAgent) => {
    const known = remembered.get(userAgent);
    if (known !== undefined) return known;
    const reading = read(userAgent);
    if (userAgent.length > MAX_REMEMBERED_LENGTH) return reading;
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(userAgent, reading);
    return reading;
  };
}

/** A page view's three readings of a user agent (docs/requirements/records.md#page-views), through ua-parser-js rather than hand-written patterns. */
export const classifyUserAgent = rememberingReadings((userAgent): VisitClassification => {
  const { browser, os, device } = UAParser(userAgent);
  const osName = (os.name ?? "").toLowerCase();
  const deviceType: DeviceType = osName === "ios" || osName === "ipados" ? "ios" : osName === "android" ? "android" : "desktop";
  const sourceType: SourceType = device.type === "mobile" || device.type === "tablet" ? "mobile" : "desktop";
  const sourceFrom = inAppBrowsers[(browser.name ?? "").toLowerCase()] ?? "browser";
  return { deviceType, sourceType, sourceFrom };
});

/**
 * Whether a request comes from a person's browser, so that its page counts as a visit. isbot's list
 * already names crawlers, load tools (wrk, ab, k6, hey, autocannon) and HTTP libraries (curl, wget,
 * Go-http-client, python-requests, node): a human's curl script is not a browser visit either. A
 * request with no User-Agent at all, which load tools and scripts send and no browser does, is not one.
 */
export const isBrowserVisit = rememberingReadings((userAgent): boolean => userAgent.trim() !== "" && !isbot(userAgent));
