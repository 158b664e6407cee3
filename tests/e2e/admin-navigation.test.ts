import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { revisions } from "~/database/schema";
import { defaultNavigation } from "~/modules/site-settings/navigation";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

// Other journeys read the navbar: put the navigation as built back (runs before the database closes).
afterAll(async () => {
  await writeSetting(database.db, "navigation", defaultNavigation);
  await database.db.delete(revisions).where(eq(revisions.entityType, "navigation"));
});

/** The navbar's links as a wide screen shows them; the News Center depends on whether other journeys published news. */
async function navbarLabels(page: Page): Promise<string[]> {
  const labels = await page.locator("header nav > ul > li > a").allInnerTexts();
  return labels.map((label) => label.replace(/\s+/g, " ").trim()).filter((label) => label !== "News Center" && label !== "新闻中心");
}

const entry = (page: Page, list: string, name: string) =>
  page.getByRole("group", { name: list, exact: true }).getByRole("group", { name, exact: true });

describe("the navigation tab", () => {
  it("hides, renames, reorders and adds links that buyers see in both languages, on a phone too, and restores the navbar from the history", async () => {
    const { context, page } = await signedInPage(browser, { path: "/dashboard/navigation" });
    await hydrated(page);
    await entry(page, "导航栏", "关于我们").getByLabel("显示").uncheck();
    await entry(page, "导航栏", "联系我们").getByLabel("中文名称").fill("联系方式");
    await page.getByRole("button", { name: "上移品牌中心" }).first().click();
    await page.getByRole("button", { name: "在导航栏中添加链接" }).click();
    const link = entry(page, "导航栏", "自定义链接 6");
    await link.getByLabel("链接地址").fill("javascript:alert(1)");
    await link.getByLabel("英文名称").fill("Shop");
    await link.getByLabel("中文名称").fill("商城");
    await link.getByLabel("名称（Español（西班牙语））").fill("Tienda");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await link.getByText("请填写以 / 开头的本站路径，或以 https:// 或 http:// 开头的完整网址。").waitFor();
    await link.getByLabel("链接地址").fill("https://shop.example/saide");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("已保存，网站页面已显示新的导航。").waitFor();

    const buyer = await newPage(browser);
    await buyer.page.goto("/");
    expect(await navbarLabels(buyer.page)).toEqual(["Brand Center", "Contact us", "Shop (opens another site)", "Login"]);
    const shop = buyer.page.getByRole("link", { name: "Shop (opens another site)" }).first();
    expect(await shop.getAttribute("href")).toBe("https://shop.example/saide");
    expect(await shop.getAttribute("target")).toBe("_blank");
    expect(await shop.getAttribute("rel")).toBe("noopener noreferrer");
    // Spanish buyers read the Spanish name; Russian ones the English, marked as English.
    await buyer.page.goto("/es");
    expect(await navbarLabels(buyer.page)).toContain("Tienda (abre otro sitio web)");
    await buyer.page.goto("/ru");
    expect(await buyer.page.locator('header nav > ul > li > a span[lang="en"]').first().textContent()).toBe("Shop");
    await buyer.page.goto("/zh");
    expect(await navbarLabels(buyer.page)).toEqual(["品牌中心", "联系方式", "商城 （打开其他网站）", "登录"]);
    expect(await buyer.page.locator('header nav > ul a[href="/contact-us-zh"]').innerText()).toBe("联系方式");

    const phone = await newPage(browser, { viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    await phone.page.goto("/zh");
    await phone.page.getByLabel("打开菜单").click();
    await phone.page.locator("header details ul").getByRole("link", { name: "联系方式" }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole("link", { name: "修改记录" }).click();
    await page.getByRole("heading", { name: "修改记录：导航栏" }).waitFor();
    await page.getByRole("button", { name: "恢复此版本" }).click();
    await page.getByText(/^已恢复 .* 的版本，公开页面现在显示该内容。$/).waitFor();
    await buyer.page.goto("/");
    expect(await navbarLabels(buyer.page)).toEqual(["About us", "Brand Center", "Contact us", "Login"]);
    await Promise.all([buyer.context.close(), phone.context.close(), context.close()]);
  });

  it("shows footer links edited without JavaScript, and refuses a save made over someone else's", async () => {
    const first = await signedInPage(browser, { javaScriptEnabled: false });
    const second = await signedInPage(browser, { javaScriptEnabled: false });
    await first.page.goto("/dashboard/navigation");
    await second.page.goto("/dashboard/navigation");

    await entry(first.page, "页脚", "联系我们").getByLabel("显示").check();
    // Moving a row without JavaScript asks the server to redraw the form; the tick made before is kept.
    for (let moves = 0; moves < 2; moves++) {
      await entry(first.page, "页脚", "联系我们").getByRole("button", { name: "上移联系我们" }).click();
      await first.page.waitForLoadState();
    }
    expect(await entry(first.page, "页脚", "联系我们").getByLabel("显示").isChecked()).toBe(true);
    await entry(first.page, "页脚", "品牌中心").getByLabel("显示").check();
    await first.page.getByRole("button", { name: "保存", exact: true }).click();
    await first.page.getByText("已保存，网站页面已显示新的导航。").waitFor();

    const buyer = await newPage(browser, { javaScriptEnabled: false });
    await buyer.page.goto("/about-us-zh");
    const footerLinks = buyer.page.getByRole("navigation", { name: "网站链接" }).getByRole("link");
    expect(await footerLinks.allInnerTexts()).toEqual(["联系我们", "品牌中心"]);

    await entry(second.page, "页脚", "首页").getByLabel("显示").check();
    await second.page.getByRole("button", { name: "保存", exact: true }).click();
    await second.page.getByText(/^未保存：在您打开此页面之后，其他人已保存了导航。/).waitFor();
    await second.page.getByText("其他人刚刚保存的内容").waitFor();
    await buyer.page.reload();
    expect(await footerLinks.allInnerTexts()).toEqual(["联系我们", "品牌中心"]);
    await Promise.all([buyer.context.close(), first.context.close(), second.context.close()]);
  });
});
