import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributeOptions, enquiries, media, productOptions, products } from "~/database/schema";
import { en } from "~/i18n/en";
import { zh } from "~/i18n/zh";
import { demoSiteSettings } from "~/modules/seed/demo-content";
import { writeSetting } from "~/modules/site-settings/site-settings.server";
import { accessibilityViolations } from "../support/accessibility";
import { baseUrl, browser, database, hydrated, randomVisitorAddress, setUpJourneys, signedInPage } from "../support/browser";
import { mediaRow, optionRow } from "../support/content-rows";

setUpJourneys();

const product = { id: `asking-slab-${Date.now()}`, titleEn: "Calacatta Asking", titleZh: "卡拉卡塔询价" };
const whatsapp = "+86 138 0013 8000";
const wechatId = "saide-quartz";

/** A buyer's browser of its own, from an address of its own, so no flood limit of another test applies. */
async function buyerPage(browser: Browser, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    ...options,
    extraHTTPHeaders: { "x-forwarded-for": randomVisitorAddress() },
  });
  return { context, page: await context.newPage() };
}

async function storedFrom(email: string) {
  const [row] = await database.db.select().from(enquiries).where(eq(enquiries.email, email));
  return row;
}

beforeAll(async () => {
  const [template] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
  const texts = {
    ...template!.texts,
    en: { ...template!.texts.en, title: product.titleEn },
    zh: { ...template!.texts.zh, title: product.titleZh },
  };
  await database.db.insert(products).values({ ...template!, id: product.id, texts, thicknessesMm: [20, 30], sortOrder: 999 });
  await database.db
    .insert(attributeOptions)
    .values(optionRow({ kind: "finish", slug: "polished", labelEn: "Polished", labelZh: "抛光" }))
    .onConflictDoNothing();
  const [polished] = await database.db.select().from(attributeOptions).where(eq(attributeOptions.slug, "polished"));
  await database.db.insert(productOptions).values({ productId: product.id, optionId: polished!.id });
  const [qr] = await database.db
    .insert(media)
    .values(
      mediaRow({
        baseKey: `test/wechat-qr-${Date.now()}`,
        filename: "wechat-qr.png",
        width: 400,
        height: 400,
        variants: [{ width: 400, height: 400, format: "jpeg", key: `test/wechat-qr-${Date.now()}-400.jpg` }],
        altEn: "Our WeChat QR code",
        altZh: "我们的微信二维码",
      }),
    )
    .returning({ id: media.id });
  const company = demoSiteSettings.saideInfo;
  await writeSetting(database.db, "saideInfo", {
    ...company,
    whatsapp,
    wechat: wechatId,
    wechatQrImageId: qr!.id,
  });
});

afterAll(async () => {
  await writeSetting(database.db, "saideInfo", demoSiteSettings.saideInfo);
  await database.db.delete(products).where(eq(products.id, product.id));
});

describe("asking about a product", () => {
  it("requests a sample of the chosen thickness and finish through the pre-filled dialog, and the owner sees both in the inbox", async () => {
    const email = `sample.${Date.now()}@example.com`;
    const { context, page } = await buyerPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`/product/${product.id}`);
    // Before the page's script runs, the button goes to the contact page instead (the journey without JavaScript).
    await hydrated(page);
    const panel = page.getByRole("region", { name: "Samples and questions" });
    await panel.getByRole("radio", { name: "20 mm" }).check();
    await panel.getByRole("radio", { name: "Polished" }).check();
    await panel.getByRole("button", { name: "Request a sample" }).click();

    const dialog = page.getByRole("dialog", { name: "Request a sample" });
    await dialog.getByText(`Sample request: ${product.titleEn}, 20 mm, Polished`).waitFor();
    expect(await dialog.getByLabel(en.contact.message).inputValue()).toBe(
      `Hello, I would like a sample of ${product.titleEn}, 20 mm, Polished. Please let me know the cost and how long delivery takes.`,
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByLabel(en.contact.firstName).fill("Ada");
    await dialog.getByLabel(en.contact.lastName).fill("Lovelace");
    await dialog.getByLabel(en.contact.email).fill(email);
    await dialog.getByRole("button", { name: en.contact.submit }).click();
    await page.getByRole("status").getByText(en.contact.success).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(await storedFrom(email)).toMatchObject({
      productId: product.id,
      request: "sample",
      thicknessMm: 20,
      finish: "Polished",
      pagePath: `/product/${product.id}`,
    });
    await context.close();

    const owner = await signedInPage(browser, { path: `/dashboard?q=${encodeURIComponent(email)}` });
    const card = owner.page.getByRole("listitem", { name: "Ada Lovelace" });
    await card.getByText("样品申请，20 mm，Polished").waitFor();
    await owner.context.close();
  });

  it("works without JavaScript: the choice goes to the product's contact page, which sends it with the enquiry", async () => {
    const email = `nojs.${Date.now()}@example.com`;
    const { context, page } = await buyerPage(browser, { javaScriptEnabled: false });
    await page.goto(`/product-zh/${product.id}`);
    const panel = page.getByRole("region", { name: "样品与咨询" });
    await panel.getByRole("radio", { name: "30 mm" }).check();
    await panel.getByRole("radio", { name: "抛光" }).check();
    await panel.getByRole("button", { name: "申请样品" }).click();
    await page.waitForURL(`**/contact-us-zh/product/${product.id}?**`);
    await page.getByText(`样品申请：${product.titleZh}（30 mm，抛光）`).waitFor();
    // The navbar's search box is labelled too ("按名称…搜索"), so look inside the enquiry form.
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: zh.contact.submit }) });
    expect(await form.getByLabel(zh.contact.message).inputValue()).toBe(
      `您好，我想申请 ${product.titleZh}（30 mm，抛光） 的样品，请告知费用和寄送时间。`,
    );
    await form.getByLabel(zh.contact.lastName).fill("王");
    await form.getByLabel(zh.contact.firstName).fill("小明");
    await form.getByLabel(zh.contact.email).fill(email);
    await page.getByRole("button", { name: zh.contact.submit }).click();
    await page.getByText(zh.contact.success).waitFor();
    expect(await storedFrom(email)).toMatchObject({ request: "sample", thicknessMm: 30, finish: "抛光", language: "zh" });

    // A thickness the product does not offer is left out of the pre-filled form.
    await page.goto(`/contact-us/product/${product.id}?request=question&thickness=99&finish=polished`);
    await page.getByText(`Question about: ${product.titleEn}, Polished`).waitFor();
    await context.close();
  });

  it("offers WhatsApp with the product named, WeChat's QR code on wide screens and WeChat itself on phones", async () => {
    const desktop = await buyerPage(browser, { viewport: { width: 1280, height: 900 } });
    await desktop.page.goto(`/product/${product.id}`);
    const whatsappLink = desktop.page.getByRole("link", { name: "Chat on WhatsApp" });
    const text = `Hello, I am interested in ${product.titleEn}: ${baseUrl()}/product/${product.id}`;
    expect(await whatsappLink.getAttribute("href")).toBe(`https://wa.me/8613800138000?text=${encodeURIComponent(text)}`);
    expect(await desktop.page.getByRole("link", { name: "Open WeChat" }).isVisible()).toBe(false);
    await desktop.page.locator("summary", { hasText: "WeChat" }).click();
    await desktop.page.getByRole("img", { name: "Our WeChat QR code" }).last().waitFor();
    expect(await desktop.page.locator("[data-chat=wechat-qr]").getByText(`WeChat ID: ${wechatId}`).isVisible()).toBe(true);
    expect(await accessibilityViolations(desktop.page)).toEqual([]);
    await desktop.context.close();

    const phone = await buyerPage(browser, { viewport: { width: 390, height: 844 } });
    await phone.page.goto(`/contact-us-zh/product/${product.id}`);
    expect(await phone.page.getByRole("link", { name: "通过 WhatsApp 联系" }).getAttribute("href")).toContain(
      "https://wa.me/8613800138000?text=",
    );
    const openWechat = phone.page.getByRole("link", { name: "打开微信" });
    await openWechat.waitFor();
    expect(await openWechat.getAttribute("href")).toBe("weixin://dl/add");
    // The copy button appears once the page's script runs and finds a clipboard.
    await phone.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await phone.page.getByRole("button", { name: "复制微信号" }).click();
    await phone.page.getByRole("status").filter({ hasText: "微信号已复制。" }).waitFor();
    expect(await phone.page.evaluate(() => navigator.clipboard.readText())).toBe(wechatId);
    expect(await phone.page.locator("[data-chat=wechat-qr]").isVisible()).toBe(false);
    expect(await accessibilityViolations(phone.page)).toEqual([]);
    await phone.context.close();
  });
});
