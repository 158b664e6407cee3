import { describe, expect, it } from "vitest";
import { classifyUserAgent, isBrowserVisit } from "./user-agent";

const agents = {
  wechatIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN",
  linkedinAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S901B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/115.0.5790.166 Mobile Safari/537.36 [LinkedInApp]/9.27.6035",
  facebookIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.5;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]",
  weiboIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone13,2__weibo__12.1.0__iphone__os15.0)",
  twitterIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/9.50",
  ipadSafari:
    "Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1",
  androidChrome: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  windowsChrome: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
};

describe("classifyUserAgent", () => {
  it.each([
    ["wechatIphone", { deviceType: "ios", sourceType: "mobile", sourceFrom: "wechat" }],
    ["linkedinAndroid", { deviceType: "android", sourceType: "mobile", sourceFrom: "linkedin" }],
    ["facebookIphone", { deviceType: "ios", sourceType: "mobile", sourceFrom: "facebook" }],
    ["weiboIphone", { deviceType: "ios", sourceType: "mobile", sourceFrom: "weibo" }],
    ["twitterIphone", { deviceType: "ios", sourceType: "mobile", sourceFrom: "twitter" }],
    ["ipadSafari", { deviceType: "ios", sourceType: "mobile", sourceFrom: "browser" }],
    ["androidChrome", { deviceType: "android", sourceType: "mobile", sourceFrom: "browser" }],
    ["windowsChrome", { deviceType: "desktop", sourceType: "desktop", sourceFrom: "browser" }],
  ] as const)("%s", (name, expected) => {
    expect(classifyUserAgent(agents[name])).toEqual(expected);
  });

  it("treats an empty or unknown agent as a desktop browser", () => {
    expect(classifyUserAgent("")).toEqual({ deviceType: "desktop", sourceType: "desktop", sourceFrom: "browser" });
  });
});

describe("isBrowserVisit", () => {
  it.each(Object.entries(agents))("counts %s", (_name, agent) => {
    expect(isBrowserVisit(agent)).toBe(true);
  });

  it.each([
    ["no user agent", ""],
    ["a blank one", "  "],
    ["wrk", "wrk"],
    ["ab", "ApacheBench/2.3"],
    ["k6", "k6/0.49.0 (https://k6.io/)"],
    ["hey", "hey/0.0.1"],
    ["autocannon", "autocannon"],
    ["curl", "curl/8.5.0"],
    ["Go", "Go-http-client/1.1"],
    ["python-requests", "python-requests/2.31.0"],
    ["Node's fetch", "node"],
    ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  ])("does not count %s", (_name, agent) => {
    expect(isBrowserVisit(agent)).toBe(false);
  });
});
