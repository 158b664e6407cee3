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

/** SPEC section 3's three readings of a user agent, through ua-parser-js rather than hand-written patterns. */
export function classifyUserAgent(userAgent: string): VisitClassification {
  const { browser, os, device } = UAParser(userAgent);
  const osName = (os.name ?? "").toLowerCase();
  const deviceType: DeviceType = osName === "ios" || osName === "ipados" ? "ios" : osName === "android" ? "android" : "desktop";
  const sourceType: SourceType = device.type === "mobile" || device.type === "tablet" ? "mobile" : "desktop";
  const sourceFrom = inAppBrowsers[(browser.name ?? "").toLowerCase()] ?? "browser";
  return { deviceType, sourceType, sourceFrom };
}
