import { and, eq, gte, isNotNull, lt } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pageViews } from "~/database/schema";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

const DAY_MS = 86_400_000;
/** The test server keeps the default site time zone, Asia/Shanghai: UTC+8 all year, so its day is simple arithmetic here. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

function shanghaiToday() {
  const start = Math.floor((Date.now() + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS - SHANGHAI_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS), date: new Date(start + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10) };
}

/** The numbers the page should show, counted straight from the table with plain filters. */
async function storedCounts() {
  const { db } = database;
  const today = shanghaiToday();
  const [total, todayVisits, mobile, ios, android, admin] = await Promise.all([
    db.$count(pageViews),
    db.$count(pageViews, and(gte(pageViews.createdAt, today.start), lt(pageViews.createdAt, today.end))),
    db.$count(pageViews, eq(pageViews.sourceType, "mobile")),
    db.$count(pageViews, eq(pageViews.deviceType, "ios")),
    db.$count(pageViews, eq(pageViews.deviceType, "android")),
    db.$count(pageViews, isNotNull(pageViews.userId)),
  ]);
  return {
    total,
    today: todayVisits,
    mobile,
    desktop: total - mobile,
    ios,
    android,
    web: total - ios - android,
    admin,
    visitor: total - admin,
  };
}

/** Views are written in batches every second: wait until a second passes without a new one. */
async function settledCounts() {
  let previous = await storedCounts();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const current = await storedCounts();
    if (current.total === previous.total) return current;
    previous = current;
  }
}

const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

/** HeadlessChrome announces itself as a bot, whose views are not recorded; this administrator browses as desktop Chrome. */
async function signedInAsPerson() {
  const clientIp = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const session = await signedInPage(browser, { clientIp });
  await session.context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp, "user-agent": DESKTOP_CHROME });
  return session;
}

const shownValue = async (page: Page, selector: string) => Number(await page.locator(`${selector} data`).getAttribute("value"));
const shownCard = (page: Page, card: string) => shownValue(page, `[data-card="${card}"]`);
const shownShare = (page: Page, split: string, bucket: string) => shownValue(page, `[data-split="${split}"] [data-share="${bucket}"]`);

describe("the visit analysis tab", () => {
  it("sends a visitor who is not signed in to the home page", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/dashboard/analytics");
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });

  it("counts the administrator's own page views in today's visits once they are written", async () => {
    const { context, page } = await signedInAsPerson();
    const before = (await settledCounts()).today;
    await page.goto("/dashboard/analytics");
    await expect
      .poll(
        async () => {
          await page.reload();
          return shownCard(page, "today");
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBeGreaterThan(before);
    expect(await shownCard(page, "today")).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it("shows the numbers stored in the database", async () => {
    const { context, page } = await signedInPage(browser);
    // A view recorded late by an earlier test can land while the page loads: the page is checked against counts
    // that held from before it was asked for until after it came.
    let stored = await settledCounts();
    for (;;) {
      await page.goto("/dashboard/analytics");
      const after = await storedCounts();
      if (after.total === stored.total) break;
      stored = await settledCounts();
    }
    expect(await shownCard(page, "total")).toBe(stored.total);
    expect(await shownCard(page, "today")).toBe(stored.today);
    for (const [split, buckets] of [
      ["sourceType", ["mobile", "desktop"]],
      ["deviceType", ["ios", "android", "web"]],
      ["audience", ["admin", "visitor"]],
    ] as const) {
      for (const bucket of buckets) expect(await shownShare(page, split, bucket), `${split} ${bucket}`).toBe(stored[bucket]);
    }
    const todayBar = page.locator(`[data-chart="daily-visits"] [data-date="${shanghaiToday().date}"]`);
    expect(Number(await todayBar.getAttribute("data-visits"))).toBe(stored.today);
    await context.close();
  });

  it("draws the daily chart and the splits with Chinese labels, readable without sight", async () => {
    const { context, page } = await signedInPage(browser);
    const csp: string[] = [];
    page.on("console", (message) => {
      if (/Content.Security.Policy/i.test(message.text())) csp.push(message.text());
    });
    await page.goto("/dashboard/analytics");
    await hydrated(page);

    const chart = page.getByRole("img", { name: /^每日访问（近 30 天）/ });
    await expect.poll(() => chart.isVisible()).toBe(true);
    expect(await chart.locator("[data-date]").count()).toBe(30);
    const axisLabels = await chart.locator("text").allTextContents();
    expect(axisLabels).toContain("0");
    const [, month, day] = shanghaiToday().date.split("-").map(Number);
    expect(axisLabels).toContain(`${month}/${day}`);
    expect(await chart.getAttribute("aria-labelledby")).toBeTruthy();
    expect(await page.locator("desc").first().textContent()).toMatch(/^近 30 天共 [\d,]+ 次访问/);
    expect(await page.locator(".sr-only table tbody tr").count()).toBe(30);

    for (const label of [
      "今日访问",
      "总访问量",
      "文章数量",
      "来源类型",
      "设备类型",
      "管理员与访客",
      "移动端",
      "桌面端",
      "iOS",
      "Android",
      "网页（其他设备）",
      "管理员",
      "访客",
    ]) {
      await expect.poll(() => page.getByText(label, { exact: true }).first().isVisible(), { timeout: 2000 }).toBe(true);
    }
    expect(await page.locator("[style]").count()).toBe(0);

    expect(await accessibilityViolations(page)).toEqual([]);
    expect(csp).toEqual([]);
    await context.close();
  });

  it("switches the period from the query string and falls back to 30 days for anything else", async () => {
    const { context, page } = await signedInPage(browser, { path: "/dashboard/analytics" });
    await hydrated(page);
    await page.getByRole("link", { name: "近 7 天" }).click();
    await page.waitForURL("**/dashboard/analytics?days=7");
    await expect.poll(() => page.locator('[data-chart="daily-visits"] [data-date]').count()).toBe(7);
    expect(await page.getByRole("link", { name: "近 7 天" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("img", { name: /^每日访问（近 7 天）/ }).isVisible()).toBe(true);

    await page.goto("/dashboard/analytics?days=12abc");
    expect(await page.locator('[data-chart="daily-visits"] [data-date]').count()).toBe(30);
    await context.close();
  });
});
