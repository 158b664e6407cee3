import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { siteSettings } from "~/database/schema";
import { messagesFor } from "~/i18n/catalogs";
import { demoSiteSettings } from "~/modules/seed/demo-content";
import { defaultPageSeo } from "~/modules/site-settings/page-seo";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

// Other journeys count the home slides and read the About page: put the built-in documents back.
afterAll(async () => {
  await writeSetting(database.db, "homePage", demoSiteSettings.homePage);
  await writeSetting(database.db, "aboutPage", demoSiteSettings.aboutPage);
  await writeSetting(database.db, "pageSeo", defaultPageSeo);
  for (const key of ["homePage", "aboutPage", "pageSeo"])
    await database.db.update(siteSettings).set({ draft: null, draftUpdatedAt: null }).where(eq(siteSettings.key, key));
});

const changed = {
  headingEn: "Spring Calacatta is here",
  headingZh: "春季卡拉卡塔新品上市",
  headingEs: "Llega la Calacatta de primavera",
  capacityEn: "Daily capacity 8,000 m2, target 15,000 m2",
  capacityZh: "日产能 8,000 平方米，目标 15,000 平方米",
  aboutTitleEn: "Saide Quartz plant and team",
  modalTextZh: "留下您的联系方式，我们会在一个工作日内回复。",
  capacityAr: "طاقة إنتاجية يومية 8000 م²، والهدف 15000 م²",
  aboutTitleRu: "Завод кварцевого агломерата Saide",
};

async function visitorHtml(path: string) {
  const { context, page } = await newPage(browser);
  const response = await page.goto(path);
  const html = await page.content();
  await context.close();
  return { html, headers: response!.headers() };
}

async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "保存草稿" }).click();
  await page.getByText("草稿已保存。买家看到的仍是已发布的版本：请先预览，再发布。").waitFor();
}

describe("the web pages tab", () => {
  it("edits the home slides and the About facts as a draft, previews it for the owner only, then publishes it in both languages", async () => {
    const { context, page } = await signedInPage(browser, { path: "/dashboard/web-pages" });
    await hydrated(page);
    const firstSlide = page.getByRole("region", { name: "第 1 张幻灯片" });
    await firstSlide.getByLabel("标题（英文）").fill(changed.headingEn);
    await firstSlide.getByLabel("标题（中文）").fill(changed.headingZh);
    const spanishCaption = firstSlide.locator("details", { hasText: "Español（西班牙语）" });
    await spanishCaption.locator("summary").click();
    await spanishCaption.getByLabel("标题").fill(changed.headingEs);
    await page.getByLabel("对话框文字（中文）").fill(changed.modalTextZh);
    await saveDraft(page);

    await page.getByRole("link", { name: "关于我们页面" }).click();
    await page.waitForURL("**/dashboard/web-pages/about");
    await page.getByLabel("产能（英文）").fill(changed.capacityEn);
    await page.getByLabel("产能（中文）").fill(changed.capacityZh);
    // Arabic gets its own capacity; Spanish is left as it is.
    const arabic = page.locator("details", { hasText: "العربية（阿拉伯语）" });
    await arabic.locator("summary").click();
    await arabic.getByLabel("产能").fill(changed.capacityAr);
    await saveDraft(page);

    // The preview opens in a new tab, with the banner in the page's language.
    const [preview] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "预览中文页面" }).click()]);
    await preview.waitForLoadState();
    expect(new URL(preview.url()).pathname).toBe("/about-us-zh");
    await preview.getByText("预览——尚未发布").waitFor();
    expect(await preview.locator("main").textContent()).toContain(changed.capacityZh);
    expect(await preview.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await preview.goto("/?preview=draft");
    await preview.getByText("Preview — not published").waitFor();
    expect(await preview.getByRole("heading", { name: changed.headingEn }).count()).toBe(1);
    const previewResponse = await preview.goto("/zh?preview=draft");
    expect(previewResponse!.headers()["cache-control"]).toBe("no-store");
    expect(await preview.getByRole("heading", { name: changed.headingZh }).count()).toBe(1);

    // A visitor asking for the preview gets the published page.
    for (const path of ["/", "/?preview=draft", "/zh", "/about-us?preview=draft", "/about-us-zh"]) {
      const { html } = await visitorHtml(path);
      expect(html, path).not.toMatch(new RegExp(`${changed.headingEn}|${changed.headingZh}|8,000|Preview — not published|预览——尚未发布`));
    }

    await page.getByRole("button", { name: "发布" }).click();
    await page.getByText("已发布，买家现在看到的是新版本。").waitFor();
    await page.getByRole("link", { name: "首页", exact: true }).click();
    await page.waitForURL(/\/dashboard\/web-pages$/);
    await page.getByRole("button", { name: "发布" }).click();
    await page.getByText("已发布，买家现在看到的是新版本。").waitFor();

    expect((await visitorHtml("/")).html).toContain(changed.headingEn);
    const homeZh = (await visitorHtml("/zh")).html;
    expect(homeZh).toContain(changed.headingZh);
    expect(homeZh).toContain(changed.modalTextZh);
    const homeEs = (await visitorHtml("/es")).html;
    expect(homeEs).toContain(`<h2 class="text-2xl font-semibold md:text-4xl">${changed.headingEs}</h2>`);
    expect((await visitorHtml("/about-us")).html).toContain(changed.capacityEn);
    const aboutZh = await visitorHtml("/about-us-zh");
    expect(aboutZh.html).toContain(changed.capacityZh);
    expect(aboutZh.html).not.toContain("预览——尚未发布");
    const aboutAr = (await visitorHtml("/ar/about-us")).html;
    expect(aboutAr).toContain(`<span>${changed.capacityAr}</span>`);
    expect(aboutAr).not.toContain(changed.capacityEn);
    await context.close();
  });

  it("changes a page's search title with a live preview and shows it in the page's <title>, then restores the earlier home page from the history", async () => {
    const { context, page } = await signedInPage(browser, { path: "/dashboard/web-pages/seo" });
    await hydrated(page);
    const about = page.getByRole("group", { name: "关于我们" });
    await about.getByLabel("标题（英文）").fill(changed.aboutTitleEn);
    // The search result preview follows what is typed, and the counter counts it.
    await about.getByText(changed.aboutTitleEn, { exact: true }).first().waitFor();
    await about.getByText(`${changed.aboutTitleEn.length} / 60 个字符`).waitFor();
    const russian = about.locator("details", { hasText: "Русский（俄语）" });
    await russian.locator("summary").click();
    await russian.getByLabel("标题", { exact: true }).fill(changed.aboutTitleRu);
    // The Russian shared-link preview shows what is typed, and the empty description the site's Russian one.
    await russian.getByText(changed.aboutTitleRu, { exact: true }).waitFor();
    await russian.getByText(messagesFor("ru").meta.aboutDescription, { exact: true }).first().waitFor();
    // The page's SEO checklist judges the Russian result as typed.
    await expect.poll(() => about.locator('[data-seo-language="ru"] [data-preview="title"]').textContent()).toBe(changed.aboutTitleRu);
    await saveDraft(page);
    expect((await visitorHtml("/about-us")).html).toContain("<title>About us | Saide Quartz</title>");
    await page.getByRole("button", { name: "发布" }).click();
    await page.getByText("已发布，买家现在看到的是新版本。").waitFor();
    const { page: visitor, context: visitorContext } = await newPage(browser);
    await visitor.goto("/about-us");
    expect(await visitor.title()).toBe(changed.aboutTitleEn);
    await visitor.goto("/about-us-zh");
    expect(await visitor.title()).toBe("关于我们 | 赛德石英石");
    await visitor.goto("/ru/about-us");
    expect(await visitor.title()).toBe(changed.aboutTitleRu);
    expect(await visitor.locator('meta[name="description"]').getAttribute("content")).toBe(messagesFor("ru").meta.aboutDescription);
    await visitor.goto("/es/about-us");
    expect(await visitor.title()).toBe(messagesFor("es").meta.aboutTitle);

    await page.goto("/dashboard/web-pages");
    await page.getByRole("link", { name: "修改记录" }).click();
    await page.waitForURL("**/dashboard/revisions/home-page/site");
    const original = page.getByRole("listitem").filter({ hasText: "网站最初的内容" });
    await original.getByRole("button", { name: "恢复此版本" }).click();
    await page.getByText(/已恢复 .* 的版本/).waitFor();
    await visitor.goto("/");
    expect(await visitor.content()).not.toContain(changed.headingEn);
    await Promise.all([context.close(), visitorContext.close()]);
  });

  it("moves and adds slides without JavaScript, and keeps what was typed when a field is wrong", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, path: "/dashboard/web-pages" });
    await page.getByRole("region", { name: "第 2 张幻灯片" }).getByLabel("标题（英文）").fill("Second slide");
    await page.getByRole("button", { name: "将第 2 张幻灯片上移" }).click();
    expect(await page.getByRole("region", { name: "第 1 张幻灯片" }).getByLabel("标题（英文）").inputValue()).toBe("Second slide");
    await page.getByRole("button", { name: "添加幻灯片" }).click();
    const added = page.getByRole("region", { name: "第 4 张幻灯片" });
    await added.getByLabel("链接（英文）").fill("http://insecure.example");
    await page.getByRole("button", { name: "保存草稿" }).click();
    await page.getByText("未保存：请修改下面标出的项目。").waitFor();
    await added.getByText("请选择一张图片。").waitFor();
    await added.getByText("请输入本网站的页面（例如 /brand-center），或以 https:// 开头的网址。").waitFor();
    expect(await page.getByRole("region", { name: "第 1 张幻灯片" }).getByLabel("标题（英文）").inputValue()).toBe("Second slide");
    const [row] = await database.db.select({ draft: siteSettings.draft }).from(siteSettings).where(eq(siteSettings.key, "homePage"));
    expect(row?.draft ?? null).toBeNull();
    await context.close();
  });

  it("fits a phone screen and has no accessibility violation on each editor", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 375, height: 740 } });
    for (const path of ["/dashboard/web-pages", "/dashboard/web-pages/about", "/dashboard/web-pages/seo"]) {
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});
