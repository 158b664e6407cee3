import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteLanguages } from "~/modules/site-settings/site-languages";
import { readSetting, writeSetting } from "~/modules/site-settings/site-settings.server";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

let demoCompany: Awaited<ReturnType<typeof readSetting<"saideInfo">>>;
beforeAll(async () => {
  demoCompany = await readSetting(database.db, "saideInfo");
});

// Other journeys visit every language and read the company's details: serve them all again (runs before the database closes).
afterAll(() =>
  Promise.all([writeSetting(database.db, "languages", defaultSiteLanguages), writeSetting(database.db, "saideInfo", demoCompany)]),
);

describe("the languages page", () => {
  it("turns Russian off and on again for buyers, on a phone too, while English and Chinese cannot be turned off", async () => {
    const { ru, ...otherLanguages } = demoCompany.texts;
    const { address: _address, ...russianWithoutAddress } = ru ?? {};
    await writeSetting(database.db, "saideInfo", { ...demoCompany, texts: { ...otherLanguages, ru: russianWithoutAddress } });
    const { context, page } = await signedInPage(browser, { viewport: { width: 390, height: 844 } });
    await page.locator("summary", { hasText: "菜单" }).click();
    await page.getByRole("navigation", { name: "后台栏目" }).getByRole("link", { name: "网站语言" }).click();
    await page.getByRole("heading", { name: "网站语言" }).waitFor();
    await hydrated(page);
    expect(await page.getByRole("checkbox", { name: /^英语 \(English\)/ }).isDisabled()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /^中文 \(简体中文\)/ }).isDisabled()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);
    const russian = page.getByRole("checkbox", { name: "俄语 (Русский)" });
    await russian.uncheck();
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("已保存，公开页面立即更新。").waitFor();
    expect(await russian.isChecked()).toBe(false);
    // The demo catalogue is written in every language; Russian, turned off, is still listed, so it can be written first.
    const overview = page.getByRole("region", { name: "待翻译内容" });
    const russianTexts = overview.getByRole("region", { name: /^俄语/ });
    await expect.poll(() => russianTexts.getByRole("heading").textContent()).toContain("已关闭");
    // Gallery photos, news posts and library images are what other journeys write too: only their place in the list is
    // certain here.
    expect(await russianTexts.getByRole("listitem").allInnerTexts()).toEqual([
      "产品: 已全部填写",
      expect.stringMatching(/^产品图片自己的替代文字: /),
      ...(await russianTexts
        .locator("li", { hasText: /^产品图片自己的替代文字: / })
        .locator("li")
        .allInnerTexts()),
      "分类: 已全部填写",
      "色系、纹理和表面处理列表: 已全部填写",
      expect.stringMatching(/^新闻: /),
      ...(await russianTexts
        .locator("li", { hasText: /^新闻: / })
        .locator("li")
        .allInnerTexts()),
      expect.stringMatching(/^图库图片: /),
      ...(await russianTexts
        .locator("li", { hasText: /^图库图片: / })
        .locator("li")
        .allInnerTexts()),
      expect.stringMatching(/^网站文字/),
      "公司信息: 3 项中有 1 项待翻译",
      "关于我们页面: 已全部填写",
      "首页幻灯片和对话框: 已全部填写",
      "导航中自定义链接的名称: 已全部填写",
    ]);
    expect(await russianTexts.getByRole("link", { name: "3 项中有 1 项待翻译" }).getAttribute("href")).toBe("/dashboard/basic-info");

    const { context: buyerContext, page: buyer } = await newPage(browser);
    await buyer.goto("/es/brand-center");
    const menu = buyer.locator("header details").first();
    await menu.locator("summary").click();
    expect(await menu.getByRole("link").allInnerTexts()).toEqual(["English", "简体中文", "Español", "العربية"]);
    await buyer.goto("/ru/about-us");
    expect(new URL(buyer.url()).pathname).toBe("/about-us");

    await russian.check();
    // The notice of the first save is still shown: wait for the second one's answer.
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/dashboard/languages"),
    );
    await page.getByRole("button", { name: "保存" }).click();
    expect((await saved).ok()).toBe(true);
    await buyer.goto("/ru/about-us");
    expect(new URL(buyer.url()).pathname).toBe("/ru/about-us");
    expect(await buyer.getAttribute("html", "lang")).toBe("ru");
    await buyerContext.close();
    await context.close();
  });
});
