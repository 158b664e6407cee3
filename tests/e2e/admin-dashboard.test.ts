import { count, eq, inArray } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { enquiries, products } from "~/database/schema";
import { accessibilityViolations } from "../support/accessibility";
import { baseUrl, browser, database, hydrated, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();
const created = new Set<string>();

// Registered after the shared set-up, so it runs before the database connection closes.
afterAll(async () => {
  for (const id of created) await database.db.delete(products).where(eq(products.id, id));
});

/** A copy of a demo product on the home page, for a journey to change. */
async function homepageProduct(): Promise<string> {
  const [demo] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
  const id = `homepage-slab-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const texts = { ...demo!.texts, en: { ...demo!.texts.en, title: `Homepage Slab ${id}` } };
  await database.db.insert(products).values({ ...demo!, id, texts, homepage: true, sortOrder: 20_000 });
  created.add(id);
  return id;
}

const homepageFlag = async (id: string) =>
  (await database.db.select({ homepage: products.homepage }).from(products).where(eq(products.id, id)))[0]!.homepage;

/** The editor's fields as a browser without JavaScript posts them: an unticked box is simply absent. */
function editorPost(fields: Record<string, string>) {
  return {
    headers: { origin: baseUrl() },
    multipart: {
      intent: "edit",
      titleZh: "",
      descriptionZh: "",
      categoryId: "",
      keywords: "",
      keywordsZh: "",
      photoVariants: "[]",
      ...fields,
    },
  };
}

describe("the product editor's boxes", () => {
  it("takes a product off the home page when the box is posted unticked (no 500)", async () => {
    const id = await homepageProduct();
    const { context, page } = await signedInPage(browser);
    const [product] = await database.db.select().from(products).where(eq(products.id, id));
    const response = await page.request.post(`/dashboard/products?edit=${id}`, {
      ...editorPost({
        id,
        titleEn: product!.texts.en.title,
        descriptionEn: product!.texts.en.description.join("\n"),
        photoUrl: product!.photoUrl,
        visible: "on",
      }),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/dashboard/products?saved=updated&id=${id}`);
    expect(await homepageFlag(id)).toBe(false);
    await context.close();
  });

  it("takes a product off the home page when the box is unticked in the editor", async () => {
    const id = await homepageProduct();
    const { context, page } = await signedInPage(browser, {
      viewport: { width: 1280, height: 800 },
      path: `/dashboard/products?edit=${id}`,
    });
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "修改产品" });
    const box = dialog.getByRole("checkbox", { name: "在首页和品牌中心展示" });
    expect(await box.isChecked()).toBe(true);
    await box.uncheck();
    await dialog.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/saved=updated/);
    expect(await homepageFlag(id)).toBe(false);
    await context.close();
  });

  it("answers invalid values with errors next to each field, in Chinese, and keeps what was typed (without JavaScript)", async () => {
    const id = await homepageProduct();
    const { context, page } = await signedInPage(browser);
    const response = await page.request.post(`/dashboard/products?edit=${id}`, {
      ...editorPost({
        id,
        titleEn: "x".repeat(201),
        titleZh: "保留的中文标题",
        descriptionEn: " ",
        photoUrl: "https://elsewhere.example/slab.jpg",
        homepage: "on",
      }),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    const field = (name: string) => html.match(new RegExp(`<[^>]+name="${name}"[^>]*>`))![0];
    const errorOf = (name: string) => {
      const describedBy = field(name).match(/aria-describedby="([^"]+)"/)![1]!;
      return describedBy
        .split(" ")
        .map((errorId) => html.match(new RegExp(`id="${errorId}"[^>]*>([^<]*)<`))?.[1] ?? "")
        .join(" ");
    };
    expect(field("titleEn")).toContain('aria-invalid="true"');
    expect(errorOf("titleEn")).toContain("不能超过 200 个字符。");
    expect(errorOf("descriptionEn")).toContain("此项必填。");
    expect(errorOf("photoUrl")).toContain("图片地址无效");
    expect(field("titleZh")).toContain('value="保留的中文标题"');
    expect(field("titleZh")).not.toContain("aria-invalid");
    expect(field("homepage")).toContain("checked");
    expect(field("visible")).not.toContain("checked");
    expect(html).toContain("无法添加产品");
    expect(await homepageFlag(id)).toBe(true);
    await context.close();
  });

  it("answers an invalid email change next to its fields, keeps the address typed and never echoes the password", async () => {
    const { context, page } = await signedInPage(browser);
    const response = await page.request.post("/dashboard/account", {
      headers: { origin: baseUrl() },
      form: { intent: "change-email", newEmail: "not-an-address", currentPassword: "secret typed here" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    const newEmail = html.match(/<input[^>]+name="newEmail"[^>]*>/)![0];
    expect(newEmail).toContain('value="not-an-address"');
    expect(newEmail).toContain('aria-invalid="true"');
    const errorId = newEmail.match(/aria-describedby="([^"]+)"/)![1]!;
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>请输入有效的邮箱地址。<`));
    expect(html).not.toContain("secret typed here");
    await context.close();
  });

  it.each([
    ["a phone", { width: 375, height: 667 }],
    ["a laptop", { width: 1366, height: 768 }],
  ])("keeps Save, Preview and Cancel in view in the editor on %s", async (_device, viewport) => {
    const { context, page } = await signedInPage(browser, { viewport, path: "/dashboard/products?edit=calacatta-gold" });
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "修改产品" });
    await dialog.waitFor();
    for (const name of ["保存", "预览"]) {
      const box = (await dialog.getByRole("button", { name }).boundingBox())!;
      expect(box.y + box.height, `${name} ends below the viewport`).toBeLessThanOrEqual(viewport.height);
      expect(box.y).toBeGreaterThanOrEqual(0);
    }
    const cancel = (await dialog.getByRole("link", { name: "取消" }).boundingBox())!;
    expect(cancel.y + cancel.height).toBeLessThanOrEqual(viewport.height);
    await context.close();
  });
});

describe("the dashboard's frame", () => {
  it("shows a missing dashboard page inside the dashboard, with its tabs and a Chinese message", async () => {
    const { context, page } = await signedInPage(browser);
    const response = await page.goto("/dashboard/no-such-section");
    expect(response!.status()).toBe(404);
    await page.getByRole("navigation", { name: "后台栏目" }).getByRole("link", { name: "产品管理" }).waitFor();
    await page.getByRole("heading", { name: "操作未成功" }).waitFor();
    await page.getByText("该页面或内容不存在（或已被删除）。").waitFor();
    await page.getByRole("button", { name: "退出登录" }).waitFor();
    await context.close();
  });

  it("warns on every dashboard page that mail only goes to files and that the owner addresses are placeholders", async () => {
    const { context, page } = await signedInPage(browser);
    for (const path of ["/dashboard", "/dashboard/products", "/dashboard/account", "/dashboard/no-such-section"]) {
      await page.goto(path);
      const heading = page.getByText("邮件并未真正发出", { exact: true });
      await heading.waitFor();
      const text = await heading.locator("..").textContent();
      expect(text).toContain("SMTP_URL");
      expect(text).toContain("owner-one@example.com");
      expect(text).toContain("OWNER_EMAILS");
    }
    await context.close();
  });

  it("leads from the dashboard to the site and back again", async () => {
    const { context, page } = await signedInPage(browser);
    await hydrated(page);
    await page.getByRole("link", { name: "查看网站" }).click();
    await page.waitForURL("**/zh");
    await page.getByRole("link", { name: "管理后台", exact: true }).first().click();
    await page.waitForURL("**/dashboard");
    await page.goto("/about-us");
    await page.getByRole("link", { name: "Dashboard", exact: true }).first().click();
    await page.waitForURL("**/dashboard");
    await context.close();
  });

  it("sends a signed-in administrator at / to the dashboard, on a page load and on a client navigation", async () => {
    const { context, page } = await signedInPage(browser);
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await page.goto("/about-us");
    await hydrated(page);
    await page.getByRole("link", { name: "Saide Quartz", exact: true }).first().click();
    await page.waitForURL("**/dashboard");
    await context.close();
  });

  it("draws the chart labels at a readable size on a 375 px wide phone", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 375, height: 740 }, path: "/dashboard/analytics" });
    const sizes = await page.locator('[data-chart="daily-visits"] text').evaluateAll((labels) =>
      labels.map((label) => {
        const scale = (label as SVGTextElement).getScreenCTM()!.a;
        return Number.parseFloat(getComputedStyle(label).fontSize) * scale;
      }),
    );
    expect(sizes.length).toBeGreaterThan(3);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
    await context.close();
  });
});

const newEnquiryCount = async () =>
  (await database.db.select({ count: count() }).from(enquiries).where(eq(enquiries.status, "new")))[0]!.count;

/** An enquiry stored as the contact form would, still new. */
async function newEnquiry(marker: string) {
  const [row] = await database.db
    .insert(enquiries)
    .values({ firstName: "Menu", lastName: marker, email: `${marker}@example.com`, message: marker, source: "contact", language: "en" })
    .returning();
  return row!;
}

/** The menu's groups as the accessibility tree gives them: each list's heading and its links' names. */
async function menuGroups(page: Page): Promise<Record<string, string[]>> {
  const menu = page.getByRole("navigation", { name: "后台栏目" });
  const groups: Record<string, string[]> = {};
  for (const heading of await menu.getByRole("heading", { level: 2 }).allTextContents()) {
    const links = menu.getByRole("list", { name: heading, exact: true }).getByRole("link");
    groups[heading] = await links.evaluateAll((elements) => elements.map((link) => link.childNodes[0]!.textContent ?? ""));
  }
  return groups;
}

/** The number the new-enquiries badge in `place` shows. */
const shownCount = (place: Locator) => place.locator("[data-new-enquiries] > [aria-hidden=true]").innerText();

const MENU_GROUPS = {
  留言与访问: ["联系表单", "报价", "访问分析", "报价设置", "询盘分配"],
  产品目录: ["产品管理", "分类管理", "石材属性", "效果展示空间", "媒体库", "产品目录 PDF"],
  网站内容: ["基本信息", "网页管理", "导航栏", "新闻管理", "SEO 状况", "网站语言", "在线翻译"],
  系统: ["站点状况", "备份", "操作日志", "团队账户", "账户"],
};

describe("the dashboard's menu", () => {
  it("groups the sections by what the owner does, and counts the new enquiries beside the inbox as they change", async () => {
    const marker = `menu${Date.now()}`;
    // Two, so one left new still shows a count after the other is answered.
    const stored = [await newEnquiry(marker), await newEnquiry(`${marker}-other`)];
    const { context, page } = await signedInPage(browser, { viewport: { width: 1280, height: 800 }, path: "/dashboard/products" });
    expect(await menuGroups(page)).toEqual(MENU_GROUPS);
    const inboxLink = page.getByRole("navigation", { name: "后台栏目" }).getByRole("link", { name: /^联系表单/ });
    const before = await newEnquiryCount();
    expect(await inboxLink.getAttribute("aria-current")).toBeNull();
    expect(await shownCount(inboxLink)).toBe(String(before));
    expect(await inboxLink.getAttribute("href")).toBe("/dashboard");
    await page.getByRole("link", { name: new RegExp(`^联系表单\\s*${before} 条新留言$`) }).waitFor();

    await inboxLink.click();
    await expect.poll(() => inboxLink.getAttribute("aria-current"), { timeout: 10_000 }).toBe("page");
    await page.goto(`/dashboard?q=${marker}`);
    const card = page.getByRole("listitem", { name: `Menu ${marker}`, exact: true });
    await card.getByLabel("状态").selectOption({ label: "已回复" });
    await card.getByRole("button", { name: "修改状态" }).click();
    await page.getByText("状态已修改。").waitFor();
    await expect.poll(() => shownCount(inboxLink), { timeout: 10_000 }).toBe(String(before - 1));
    await database.db.delete(enquiries).where(
      inArray(
        enquiries.id,
        stored.map((row) => row.id),
      ),
    );
    await context.close();
  });

  it("shows a flood of new enquiries as 99+, however large", async () => {
    const marker = `flood${Date.now()}`;
    const flood = await database.db
      .insert(enquiries)
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          firstName: "Flood",
          lastName: `${marker}-${index}`,
          email: `${index}.${marker}@example.com`,
          source: "contact" as const,
          language: "en" as const,
        })),
      )
      .returning({ id: enquiries.id });
    const { context, page } = await signedInPage(browser, { viewport: { width: 1280, height: 800 } });
    const inboxLink = page.getByRole("navigation", { name: "后台栏目" }).getByRole("link", { name: /^联系表单/ });
    expect(await shownCount(inboxLink)).toBe("99+");
    await page.getByRole("link", { name: /^联系表单\s*超过 99 条新留言$/ }).waitFor();
    await database.db.delete(enquiries).where(
      inArray(
        enquiries.id,
        flood.map((row) => row.id),
      ),
    );
    await context.close();
  });

  it("puts the page first on a phone, with the menu folded behind one button that names the section and the new enquiries", async () => {
    const marker = `phone${Date.now()}`;
    const enquiry = await newEnquiry(marker);
    const { context, page } = await signedInPage(browser, { viewport: { width: 390, height: 844 }, path: "/dashboard/products" });
    const menuButton = page.locator("summary", { hasText: "菜单" });
    await menuButton.getByText("菜单：产品管理", { exact: true }).waitFor();
    expect(await shownCount(menuButton)).toBe(String(await newEnquiryCount()));
    expect(await page.getByRole("navigation", { name: "后台栏目" }).count()).toBe(0);
    const folded = (await menuButton.boundingBox())!;
    expect(folded.height).toBeLessThanOrEqual(56);
    expect((await page.getByRole("main").boundingBox())!.y).toBeLessThanOrEqual(folded.y + folded.height + 32);

    await menuButton.click();
    expect(await menuGroups(page)).toEqual(MENU_GROUPS);
    const menu = (await page.getByRole("navigation", { name: "后台栏目" }).boundingBox())!;
    expect(menu.y + menu.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    // The same menu as on wide screens, there only shown without its button.
    expect(await accessibilityViolations(page, "details")).toEqual([]);
    await page.getByRole("link", { name: "备份", exact: true }).click();
    await page.waitForURL("**/dashboard/backups");
    await page.locator("summary", { hasText: "菜单：备份" }).waitFor();
    expect(await page.getByRole("navigation", { name: "后台栏目" }).count()).toBe(0);
    await database.db.delete(enquiries).where(eq(enquiries.id, enquiry.id));
    await context.close();
  });
});

describe("the dashboard on a phone", () => {
  it("fits every section into a 375 px wide screen without scrolling sideways, and reaches each from the menu", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 375, height: 740 } });
    await page.locator("summary", { hasText: "菜单" }).click();
    const tabs = page.getByRole("navigation", { name: "后台栏目" }).getByRole("link");
    await tabs.first().waitFor();
    const targets = await tabs.evaluateAll((links) =>
      links.map((link) => [link.textContent ?? "", (link as HTMLAnchorElement).pathname] as const),
    );
    expect(targets.length).toBeGreaterThanOrEqual(10);
    for (const [label, path] of targets) {
      await page.goto(path);
      expect(await page.getByRole("heading", { level: 1 }).count(), `${label} has no heading`).toBeGreaterThan(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${label} (${path}) scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});

describe("Chinese keywords", () => {
  it("shows the Chinese keywords on the Chinese product page and the English ones on the English page", async () => {
    // The page's text as a reader sees it: each keyword is isolated in its own element.
    const shown = async (path: string) => (await (await fetch(`${baseUrl()}${path}`)).text()).replace(/<[^>]*>/g, "");
    const chinese = await shown("/product-zh/calacatta-gold");
    expect(chinese).toContain("白色石英石、金色纹理");
    expect(chinese).not.toContain("white quartz, gold veins");
    expect(await shown("/product/calacatta-gold")).toContain("white quartz, gold veins");
  });
});
