import { eq, like } from "drizzle-orm";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { products } from "~/database/schema";
import { demoSiteSettings } from "~/modules/seed/demo-content";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { browser, database, hydrated, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

// Other journeys read the footer: put the demo details back (registered after the set-up, so it runs before the database closes).
afterAll(async () => {
  await writeSetting(database.db, "saideInfo", demoSiteSettings.saideInfo);
});

const alt = { en: "Saide sales WeChat QR code", zh: "赛德销售微信二维码" };

async function qrPng(): Promise<Buffer> {
  const cells = Array.from({ length: 21 * 21 }, (_, index) => ((index * 7919) % 3 === 0 ? 0 : 255));
  return sharp(Buffer.from(cells.flatMap((value) => [value, value, value])), { raw: { width: 21, height: 21, channels: 3 } })
    .resize(420, 420, { kernel: "nearest" })
    .png()
    .toBuffer();
}

async function chooseQrCode(page: Page, choice: string) {
  await page.goto("/dashboard/basic-info");
  await hydrated(page);
  await page.getByRole("group", { name: "微信二维码图片" }).getByText(choice, { exact: true }).click();
  await page.getByRole("button", { name: "保存", exact: true }).click();
  await page.getByText("已保存，网站页面已显示新的信息。").waitFor();
}

describe("the media library", () => {
  it("uploads an image with progress, names it as the WeChat QR code on the contact page in both languages, and refuses to delete it while in use", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 375, height: 800 }, path: "/dashboard/media" });
    await hydrated(page);
    const uploadRequest = page.waitForRequest(
      (request) => request.url().endsWith("/dashboard/media/upload") && request.method() === "POST",
    );
    await page.getByLabel("图片文件").setInputFiles({ name: "wechat-qr.png", mimeType: "image/png", buffer: await qrPng() });
    const progressShown = page.getByRole("progressbar", { name: "上传进度" }).waitFor();
    await page.getByRole("button", { name: "上传", exact: true }).click();
    await Promise.all([uploadRequest, progressShown]);
    await page.waitForURL(/\/dashboard\/media\/[0-9a-f-]{36}\?uploaded=1$/);
    const mediaPath = new URL(page.url()).pathname;
    await page.getByText("已上传：wechat-qr.png。请在下方填写替代文字。").waitFor();
    await page.getByText("420 × 420 像素").waitFor();
    await page.getByText("未使用").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel("替代文字（英文）").fill(alt.en);
    await page.getByLabel("替代文字（中文）").fill(alt.zh);
    await page.getByRole("button", { name: "保存替代文字" }).click();
    await page.getByText("替代文字已保存。").waitFor();

    await chooseQrCode(page, alt.zh);

    for (const [path, expected] of [
      ["/contact-us", alt.en],
      ["/contact-us-zh", alt.zh],
    ] as const) {
      await page.goto(path);
      const details = page.locator("aside");
      const qr = details.getByRole("img", { name: expected, exact: true });
      await qr.waitFor();
      expect(await qr.getAttribute("src")).toMatch(/^\/media\/library\/[0-9a-f-]{36}-420\.jpg$/);
      await page.locator("footer").getByRole("img", { name: expected, exact: true }).waitFor();
    }

    await page.goto(mediaPath);
    const usedIn = page.getByRole("region", { name: "wechat-qr.png" }).getByRole("link", { name: "基本信息", exact: true });
    expect(await usedIn.getAttribute("href")).toBe("/dashboard/basic-info");
    await page.getByText("删除图片").click();
    await page.getByRole("button", { name: "删除", exact: true }).click();
    await page.getByText("此图片正在使用中，不能删除。请先在以下位置移除：").waitFor();
    await page.getByRole("alert").getByText("基本信息").waitFor();

    await chooseQrCode(page, "不使用图片");
    await page.goto("/contact-us");
    expect(await page.getByRole("img", { name: alt.en }).count()).toBe(0);

    await page.goto(mediaPath);
    await page.getByText("删除图片").click();
    await page.getByRole("button", { name: "删除", exact: true }).click();
    await page.waitForURL("**/dashboard/media?deleted=*");
    await page.getByText("已删除：wechat-qr.png").waitFor();
    expect((await page.request.get(mediaPath)).status()).toBe(404);
    await context.close();
  });

  it("names the first five products sharing a photo on its card and every one on the image's page", async () => {
    const [original] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
    const copies = Array.from({ length: 6 }, (_, index) => ({
      ...original!,
      id: `shared-photo-${index + 1}`,
      texts: {
        ...original!.texts,
        en: { ...original!.texts.en, title: `Shared photo ${index + 1}` },
        zh: { ...original!.texts.zh, title: `共用照片 ${index + 1}` },
      },
      visible: false,
    }));
    await database.db.insert(products).values(copies);
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto("/dashboard/media");
      const card = page.getByRole("listitem").filter({ hasText: "另有 2 处（详见图片页面）" });
      expect(await card.getByRole("link", { name: /^产品：/ }).count()).toBe(5);
      await card.getByRole("link").first().click();
      await page.waitForURL(/\/dashboard\/media\/[0-9a-f-]{36}$/);
      for (const copy of copies) await page.getByRole("link", { name: `产品：${copy.texts.zh.title}` }).waitFor();
      await page
        .getByRole("link", { name: `产品：${original!.texts.zh?.title}` })
        .first()
        .waitFor();
    } finally {
      await context.close();
      await database.db.delete(products).where(like(products.id, "shared-photo-%"));
    }
  });

  it("uploads an image without JavaScript as a plain form", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, path: "/dashboard/media" });
    await page.getByLabel("图片文件").setInputFiles({ name: "plain-form.png", mimeType: "image/png", buffer: await qrPng() });
    await page.getByRole("button", { name: "上传", exact: true }).click();
    await page.waitForURL(/\/dashboard\/media\/[0-9a-f-]{36}\?uploaded=1$/);
    await page.getByText("已上传：plain-form.png。请在下方填写替代文字。").waitFor();
    const mediaPath = new URL(page.url()).pathname;
    await page.getByText("删除图片").click();
    await page.getByRole("button", { name: "删除", exact: true }).click();
    await page.getByText("已删除：plain-form.png").waitFor();
    expect((await page.request.get(mediaPath)).status()).toBe(404);
    await context.close();
  });
});
