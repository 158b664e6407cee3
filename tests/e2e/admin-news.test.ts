import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { posts, revisions } from "~/database/schema";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { graphNode } from "../support/structured-data";
import { postRow } from "../support/content-rows";

setUpJourneys();

const stamp = Date.now();
const published = {
  slug: `journey-showroom-${stamp}`,
  titleEn: "Journey showroom opens",
  titleZh: "旅程展厅开业",
  summaryEn: "Our new showroom in Yunfu.",
};
const scheduledSlug = `journey-scheduled-${stamp}`;
const hostileSlug = `journey-hostile-${stamp}`;

// Other journeys read the News Center and the navigation: take this file's posts away again.
afterAll(async () => {
  for (const slug of [published.slug, scheduledSlug, hostileSlug]) {
    const [row] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, slug));
    if (!row) continue;
    await database.db.delete(revisions).where(eq(revisions.entityId, row.id));
    await database.db.delete(posts).where(eq(posts.id, row.id));
  }
});

async function structuredData(page: Page, type: string) {
  return graphNode(await page.locator('script[type="application/ld+json"]').allTextContents(), type);
}

async function hrefLangs(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${new URL(link.getAttribute("href")!).pathname}`));
}

describe("the News tab", () => {
  it("publishes a post written in the editor and shows it in both languages, the sitemap and the feeds", async () => {
    const { context, page } = await signedInPage(browser, { path: "/dashboard/news" });
    await page.getByRole("link", { name: "新建文章" }).click();
    await page.waitForURL("**/dashboard/news/new");
    await hydrated(page);
    await page.getByLabel("网址（slug）").fill(published.slug);
    await page.getByLabel("标题（中文）").fill(published.titleZh);
    await page.getByLabel("标题（英文）").fill(published.titleEn);
    await page.getByLabel("摘要（英文）").fill(published.summaryEn);

    const englishBody = page.getByRole("textbox", { name: "正文（英文）" });
    const toolbar = page.getByRole("toolbar", { name: "格式" }).nth(1);
    const bold = toolbar.getByRole("button", { name: "粗体" });
    // The editor is loaded after hydration; typing before its toolbar shows would go to the field it replaces.
    await toolbar.waitFor();
    await englishBody.click();
    await page.keyboard.type("Visit our ");
    await expect.poll(() => englishBody.textContent()).toContain("Visit our");
    // Spaces typed stay as typed: the editor's own rules arrive in a stylesheet the security policy allows, not an inline <style>.
    expect(await englishBody.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe("break-spaces");
    await bold.click();
    await expect.poll(() => bold.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.type("new showroom");
    await bold.click();
    await expect.poll(() => bold.getAttribute("aria-pressed")).toBe("false");
    await page.keyboard.type(" and see the map");
    for (let step = 0; step < "the map".length; step += 1) await page.keyboard.press("Shift+ArrowLeft");
    page.once("dialog", (dialog) => dialog.accept("https://maps.example.com/showroom"));
    await toolbar.getByRole("button", { name: "链接", exact: true }).click();
    await englishBody.locator("a", { hasText: "the map" }).waitFor();
    await page.getByRole("textbox", { name: "正文（中文）" }).click();
    await page.keyboard.type("欢迎参观新展厅。");
    await page.getByLabel("发布（从发布时间起显示）").check();
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("文章已创建。").waitFor();

    await page.goto("/dashboard/news");
    const row = page.getByRole("listitem").filter({ hasText: published.titleZh });
    await row.getByText("已发布").waitFor();
    expect(await row.textContent()).toContain("英文、中文");

    const buyer = await newPage(browser);
    const scripts: string[] = [];
    buyer.page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.url());
    });
    await buyer.page.goto("/news-center");
    await buyer.page.getByText(published.summaryEn).waitFor();
    await buyer.page.getByRole("link", { name: published.titleEn }).click();
    await buyer.page.waitForURL(`**/news-center/${published.slug}`);
    await buyer.page.getByRole("heading", { level: 1, name: published.titleEn }).waitFor();
    const article = buyer.page.locator("article");
    expect((await article.locator("strong").textContent())?.trim()).toBe("new showroom");
    const mapLink = article.getByRole("link", { name: "the map" });
    expect(await mapLink.getAttribute("href")).toBe("https://maps.example.com/showroom");
    expect(await mapLink.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(await hrefLangs(buyer.page)).toEqual(
      expect.arrayContaining([
        `en /news-center/${published.slug}`,
        `zh-CN /news-center-zh/${published.slug}`,
        `x-default /news-center/${published.slug}`,
      ]),
    );
    expect(await buyer.page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    expect(await structuredData(buyer.page, "NewsArticle")).toMatchObject({
      headline: published.titleEn,
      inLanguage: "en",
      author: { "@type": "Organization" },
    });
    expect(await buyer.page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute("href")).toBe("/news-center/rss.xml");
    // The public page ships no editor code.
    for (const url of scripts) expect(await (await buyer.page.request.get(url)).text(), url).not.toMatch(/prosemirror|tiptap/i);

    await buyer.page.goto("/news-center-zh");
    await buyer.page.getByRole("link", { name: published.titleZh }).click();
    await buyer.page.waitForURL(`**/news-center-zh/${published.slug}`);
    await buyer.page.getByText("欢迎参观新展厅。").waitFor();
    expect(await structuredData(buyer.page, "NewsArticle")).toMatchObject({ headline: published.titleZh, inLanguage: "zh-CN" });

    const sitemapResponse = await buyer.page.request.get("/sitemap.xml");
    // A cache in front of the site asks again, so the new post is listed at once.
    expect(sitemapResponse.headers()["cache-control"]).toBe("no-cache");
    const sitemap = await sitemapResponse.text();
    expect(sitemap).toContain(`/news-center/${published.slug}</loc>`);
    expect(sitemap).toContain(`/news-center-zh/${published.slug}</loc>`);
    const englishFeed = await buyer.page.request.get("/news-center/rss.xml");
    expect(englishFeed.headers()["content-type"]).toContain("application/rss+xml");
    expect(englishFeed.headers()["cache-control"]).toBe("no-cache");
    const englishXml = await englishFeed.text();
    expect(englishXml).toContain(`<title>${published.titleEn}</title>`);
    expect(englishXml).toMatch(new RegExp(`<link>https?://[^<]+/news-center/${published.slug}</link>`));
    expect(await (await buyer.page.request.get("/news-center-zh/rss.xml")).text()).toContain(`<title>${published.titleZh}</title>`);
    await Promise.all([context.close(), buyer.context.close()]);
  });

  it("takes a Russian title and body and shows them on the Russian page, the English summary standing in marked as English", async () => {
    const { context, page } = await signedInPage(browser);
    const [row] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, published.slug));
    await page.goto(`/dashboard/news/${row!.id}`);
    await hydrated(page);
    // The bodies' editors load after hydration and take the place of their fields: open the group once they have.
    await page.getByRole("toolbar", { name: "格式" }).first().waitFor();
    const russian = page.locator("details").filter({ has: page.locator("summary", { hasText: "Русский" }) });
    await russian.locator("summary").click();
    await expect.poll(() => russian.evaluate((group: HTMLDetailsElement) => group.open)).toBe(true);
    await russian.getByRole("textbox", { name: "标题", exact: true }).fill("Новый шоурум кварцевого агломерата");
    const body = russian.getByRole("textbox", { name: "正文", exact: true });
    await russian.getByRole("toolbar", { name: "格式" }).waitFor();
    await body.click();
    await page.keyboard.type("Столешницы из кварца в наличии.");
    await expect.poll(() => body.textContent()).toContain("Столешницы из кварца в наличии.");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("已保存。").waitFor();
    expect(await russian.locator("summary").textContent()).toContain("已填写 2/3 项");

    const buyer = await newPage(browser);
    await buyer.page.goto(`/ru/news-center/${published.slug}`);
    const heading = buyer.page.getByRole("heading", { level: 1, name: "Новый шоурум кварцевого агломерата" });
    await heading.waitFor();
    expect(await heading.getAttribute("lang")).toBeNull();
    await buyer.page.locator("article").getByText("Столешницы из кварца в наличии.").waitFor();
    expect(await buyer.page.locator("article").textContent()).not.toContain("Visit our");
    expect(await buyer.page.getByText(published.summaryEn).getAttribute("lang")).toBe("en");
    expect(await structuredData(buyer.page, "NewsArticle")).toMatchObject({
      headline: "Новый шоурум кварцевого агломерата",
      inLanguage: "ru",
    });
    await buyer.page.goto("/ru/news-center");
    await buyer.page.getByRole("link", { name: "Новый шоурум кварцевого агломерата" }).waitFor();
    await Promise.all([context.close(), buyer.context.close()]);
  });

  it("without JavaScript, writes a scheduled English-only post that buyers do not see yet", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, path: "/dashboard/news/new" });
    await page.getByLabel("网址（slug）").fill("Not a slug!");
    await page.getByLabel("标题（英文）").fill("Journey scheduled news");
    await page.getByLabel("正文（英文）").fill("First paragraph.\n\nSecond paragraph.");
    await page.getByLabel("发布（从发布时间起显示）").check();
    await page.getByLabel("发布日期和时间").fill("2099-01-01T09:00");
    await page.getByRole("button", { name: "保存" }).click();
    const slug = page.getByLabel("网址（slug）");
    await page.getByText("只能使用小写字母、数字和单个连字符。").waitFor();
    await page.waitForLoadState("load");
    expect(await slug.getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByLabel("正文（英文）").inputValue()).toBe("First paragraph.\n\nSecond paragraph.");
    await slug.fill(scheduledSlug);
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("文章已创建。").waitFor();
    await page.waitForLoadState("load");
    expect(await page.getByLabel("正文（英文）").inputValue()).toBe("First paragraph.\n\nSecond paragraph.");

    await page.goto("/dashboard/news");
    await page.getByRole("listitem").filter({ hasText: "Journey scheduled news" }).getByText("定时发布").waitFor();

    const buyer = await newPage(browser);
    await buyer.page.goto("/news-center");
    expect(await buyer.page.getByText("Journey scheduled news").count()).toBe(0);
    expect((await buyer.page.goto(`/news-center/${scheduledSlug}`))!.status()).toBe(404);
    await buyer.page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await (await buyer.page.request.get("/news-center/rss.xml")).text()).not.toContain(scheduledSlug);
    await Promise.all([context.close(), buyer.context.close()]);
  });

  it("refuses a save of a post someone saved meanwhile and links to its history", async () => {
    const first = await signedInPage(browser);
    const second = await signedInPage(browser, { javaScriptEnabled: false });
    const [row] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, published.slug));
    await second.page.goto(`/dashboard/news/${row!.id}`);
    await first.page.goto(`/dashboard/news/${row!.id}`);
    await hydrated(first.page);
    await first.page.getByLabel("摘要（英文）").fill("Updated by the first person.");
    await first.page.getByRole("button", { name: "保存" }).click();
    await first.page.getByText("已保存。").waitFor();

    await second.page.getByLabel("摘要（英文）").fill("Stale summary.");
    const response = second.page.waitForResponse((answer) => answer.request().method() === "POST");
    await second.page.getByRole("button", { name: "保存" }).click();
    expect((await response).status()).toBe(409);
    await second.page.getByText("未保存：在您打开此文章后，有人保存了它。", { exact: false }).waitFor();
    expect(await second.page.getByLabel("摘要（英文）").inputValue()).toBe("Stale summary.");
    const theirs = second.page.getByText("其他人刚刚保存的内容").locator("..");
    expect(await theirs.textContent()).toContain("Updated by the first person.");
    await theirs.getByRole("link", { name: "修改记录" }).click();
    await second.page.getByRole("heading", { name: `修改记录：新闻“${published.titleZh}”` }).waitFor();
    await Promise.all([first.context.close(), second.context.close()]);
  });

  it("renders a stored script node, handler and javascript: link as nothing that runs", async () => {
    await database.db.insert(posts).values(
      postRow({
        slug: hostileSlug,
        titleEn: "Journey hostile body",
        status: "published",
        publishedAt: new Date(Date.now() - 60_000),
        bodyEn: {
          type: "doc",
          content: [
            { type: "script", content: [{ type: "text", text: "window.__newsScriptRan = 'from-script-node'" }] },
            { type: "iframe", attrs: { src: "javascript:window.__newsScriptRan = 'from-iframe-node'" } },
            {
              type: "paragraph",
              attrs: { onclick: "window.__newsScriptRan = true" },
              content: [
                { type: "text", text: '<img src=x onerror="window.__newsScriptRan = true">' },
                {
                  type: "text",
                  text: "Safe words",
                  marks: [{ type: "link", attrs: { href: "javascript:window.__newsScriptRan = true" } }],
                },
              ],
            },
          ],
        },
      }),
    );
    const buyer = await newPage(browser);
    await buyer.page.goto(`/news-center/${hostileSlug}`);
    await hydrated(buyer.page);
    await buyer.page.getByText("Safe words").waitFor();
    expect(await buyer.page.evaluate(() => (window as { __newsScriptRan?: boolean }).__newsScriptRan)).toBeUndefined();
    const article = buyer.page.locator("article");
    expect(await article.locator("script:not([type='application/ld+json']), iframe, img, [onclick], a[href^='javascript']").count()).toBe(
      0,
    );
    expect(await article.textContent()).toContain('<img src=x onerror="window.__newsScriptRan = true">');
    // Written in English only: the language menu sends Chinese readers to the Chinese News Center, not to a 404.
    expect(await buyer.page.locator('header a[hreflang="zh-CN"]').getAttribute("href")).toBe("/news-center-zh");
    // Dropped nodes do not even travel to the browser as data.
    expect(await buyer.page.content()).not.toMatch(/from-script-node|from-iframe-node/);
    await buyer.context.close();
  });

  it("fits a phone and passes the accessibility rules: the list, the editor and a post", async () => {
    const phone = { width: 375, height: 740 };
    const { context, page } = await signedInPage(browser, { viewport: phone });
    const [row] = await database.db.select({ id: posts.id }).from(posts).where(eq(posts.slug, published.slug));
    for (const path of [
      "/dashboard/news",
      "/dashboard/news/new",
      `/dashboard/news/${row!.id}`,
      `/news-center-zh/${published.slug}`,
      "/news-center",
    ]) {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(phone.width);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
