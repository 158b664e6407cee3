import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, users } from "~/database/schema";
import { accessibilityViolations } from "../support/accessibility";
import { baseUrl, browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { TEST_ADMIN } from "../support/server";
import { productTexts } from "../support/product-texts";

let files: string;
/** Every product a test here creates, removed at the end so the other journeys see the demo catalogue. */
const created = new Set<string>();

setUpJourneys();
beforeAll(async () => {
  files = mkdtempSync(path.join(tmpdir(), "admin-products-"));
});
afterAll(async () => {
  if (created.size > 0) await database.db.delete(products).where(inArray(products.id, [...created]));
  rmSync(files, { recursive: true, force: true });
});

const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

/**
 * A real photograph-like JPEG: noise compresses badly, so 12 megapixels make a file as large as a camera's (2.4 MB).
 * Mild noise: after the upload the server's background job encodes an AVIF of each stored size, and of strong noise
 * (sigma 30) that took 24 CPU-seconds, beside the journeys sharing the machine; of this, 6 (docs/benchmarks/053-test-suite-speed.md).
 */
async function photoFile(name: string, width: number, height: number): Promise<string> {
  const image = await sharp({
    create: { width, height, channels: 3, background: "#999", noise: { type: "gaussian", mean: 150, sigma: 10 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const file = path.join(files, name);
  writeFileSync(file, image);
  return file;
}

async function productCount(): Promise<number> {
  return (await database.db.select({ value: count() }).from(products))[0]!.value;
}

/** A product put straight into the database, for the journeys that start from an existing one. */
async function insertProduct(titleEn: string, titleZh: string) {
  const [demo] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
  const id = titleEn.toLowerCase().replace(/\s+/g, "-");
  await database.db.insert(products).values({
    id,
    texts: productTexts(
      { title: titleEn, description: ["A slab the browser journeys edit, toggle and delete."] },
      { zh: { title: titleZh, description: ["浏览器测试使用的板材。"] } },
    ),
    photoUrl: demo!.photoUrl,
    photoVariants: demo!.photoVariants,
    categoryId: demo!.categoryId,
    sortOrder: 10_000,
  });
  created.add(id);
  return id;
}

async function openProducts(page: Page) {
  await page.goto("/dashboard/products");
  await hydrated(page);
}

async function openAddDialog(page: Page): Promise<Locator> {
  await openProducts(page);
  await page.getByRole("link", { name: "添加新产品" }).click();
  const dialog = page.getByRole("dialog", { name: "添加新产品" });
  await dialog.waitFor();
  return dialog;
}

describe("adding a product", () => {
  it("uploads a 12-megapixel photo with a progress bar, saves, and shows the product in the grid and on the public pages at once", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    const suffix = unique();
    const titleEn = `Aurora Calacatta ${suffix}`;
    const titleZh = `极光卡拉卡塔 ${suffix}`;
    const expectedId = `aurora-calacatta-${suffix}`;
    const countBefore = await productCount();
    const dialog = await openAddDialog(page);
    expect(await page.getByRole("dialog").evaluate((element) => element.matches(":modal"))).toBe(true);

    // Every value the progress bar takes, to see it move with the bytes sent and end full.
    await page.evaluate(() => {
      const seen: [number, number][] = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector("dialog progress") as HTMLProgressElement | null;
        if (bar) seen.push([bar.value, bar.max]);
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["value", "max"] });
    });
    const photo = await photoFile(`Aurora Slab ${suffix}.jpg`, 4000, 3000);
    const started = Date.now();
    await dialog.getByLabel("上传图片").setInputFiles(photo);
    await dialog.getByText(`已上传：Aurora Slab ${suffix}.jpg`).waitFor({ timeout: 90_000 });
    const uploadMs = Date.now() - started;
    console.info(`12-megapixel photo uploaded through the dashboard, variants included, in ${uploadMs} ms`);
    const progressSeen = await page.evaluate(() => (window as unknown as { progressSeen: [number, number][] }).progressSeen);
    const [finalValue, finalMax] = progressSeen.at(-1)!;
    expect(finalMax).toBeGreaterThan(1_000_000);
    expect(finalValue).toBe(finalMax);
    expect(await dialog.locator("progress").evaluate((bar: HTMLProgressElement) => [bar.value, bar.max])).toEqual([finalMax, finalMax]);
    await dialog.getByRole("img", { name: "所选图片" }).waitFor();
    const photoUrl = await dialog.getByLabel("或填写本站图片地址").inputValue();
    expect(photoUrl).toMatch(new RegExp(`^/media/saide/aurora-slab-${suffix}-[0-9a-f]{8}-1600\\.jpg$`));

    await dialog.getByLabel(/^英文标题/).fill(titleEn);
    await dialog.getByLabel(/^中文标题/).fill(titleZh);
    await dialog.getByLabel(/^英文描述/).fill("Snow-white quartz with soft grey veins.\n\nHoned or polished, 20mm and 30mm.");
    await dialog.getByLabel(/^中文描述/).fill("雪白色石英石，柔和的灰色纹理。\n\n哑光或抛光，20mm 和 30mm。");
    await dialog.getByLabel(/^分类/).selectOption({ label: "卡拉卡塔系列" });
    await dialog.getByLabel("英文关键词").fill("calacatta, white，grey veins");

    await dialog.getByRole("button", { name: "预览" }).click();
    const englishPreview = dialog.getByRole("article", { name: "英文页面" });
    await englishPreview.getByRole("heading", { name: titleEn }).waitFor();
    expect(await englishPreview.textContent()).toContain('Size: 3200*1600mm (126"*63")');
    expect(await englishPreview.textContent()).toContain("Keywords: calacatta, white, grey veins");
    await dialog.getByRole("article", { name: "中文页面" }).getByRole("heading", { name: titleZh }).waitFor();

    await dialog.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/saved=created/);
    created.add(expectedId);
    await page.getByRole("status").getByText(`产品已添加（ID：${expectedId}）。`).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    const card = page.getByRole("article", { name: titleZh });
    expect(await card.textContent()).toContain("Snow-white quartz wi…");
    expect(await page.locator("main ul.grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length)).toBe(3);
    // Each card's buttons name their product for a screen reader, and say what the button says as well (label in name).
    expect(await accessibilityViolations(page, "main ul.grid")).toEqual([]);

    const [stored] = await database.db.select().from(products).where(eq(products.id, expectedId));
    const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(stored).toMatchObject({
      texts: {
        en: {
          title: titleEn,
          description: ["Snow-white quartz with soft grey veins.", "Honed or polished, 20mm and 30mm."],
          keywords: ["calacatta", "white", "grey veins"],
        },
      },
      categoryId: "calacatta-series",
      sortOrder: countBefore,
      addedBy: admin!.id,
      photoUrl,
    });
    expect(stored!.photoVariants.filter((variant) => !variant.key.startsWith("saide/"))).toEqual([]);
    expect(stored!.photoVariants.filter((variant) => !variant.crop)).toHaveLength(4);
    expect(stored!.photoVariants.filter((variant) => variant.crop === "share")).toMatchObject([
      { width: 1200, height: 630, format: "jpeg" },
    ]);

    await page.goto("/brand-center");
    await page.getByRole("link", { name: titleEn }).click();
    await page.waitForURL(`**/product/${expectedId}`);
    await page.getByRole("heading", { level: 1, name: titleEn }).waitFor();
    await page.getByText("Honed or polished, 20mm and 30mm.").waitFor();
    // The photo may still be downloading when the heading shows: wait for it to load, then check it decoded.
    const naturalWidth = await page
      .locator("article img")
      .first()
      .evaluate((image: HTMLImageElement) =>
        image.complete
          ? image.naturalWidth
          : new Promise<number>((resolve) => image.addEventListener("load", () => resolve(image.naturalWidth), { once: true })),
      );
    expect(naturalWidth).toBeGreaterThan(0);
    await page.goto("/brand-center-zh");
    await page.getByRole("link", { name: titleZh }).waitFor();
    await page.goto(`/product-zh/${expectedId}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(titleZh);
    await page.getByText("哑光或抛光，20mm 和 30mm。").waitFor();
    await context.close();
  });

  it("refuses to save without an English title, English description and photo, saying so next to each field in Chinese, and keeps what was typed", async () => {
    const { context, page } = await signedInPage(browser);
    const countBefore = await productCount();
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(/^英文标题/).fill("Incomplete Slab");
    const fieldError = async (label: RegExp | string) => {
      const field = dialog.getByLabel(label);
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby"))!.split(" ");
      return (await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent()))).join(" ");
    };
    for (const button of ["保存", "预览"]) {
      await dialog.getByRole("button", { name: button }).click();
      expect(await fieldError(/^英文描述/)).toContain("此项必填。");
      expect(await fieldError("或填写本站图片地址")).toContain("此项必填。");
      expect(await dialog.getByLabel(/^英文标题/).getAttribute("aria-invalid")).toBeNull();
      expect(await dialog.getByLabel(/^英文标题/).inputValue()).toBe("Incomplete Slab");
    }
    expect(await productCount()).toBe(countBefore);

    await page.keyboard.press("Escape");
    await page.waitForURL((url) => url.search === "");
    expect(await page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });

  it("adds a new product with an id of its own when its title makes the id of an existing one, and says so", async () => {
    const existing = await insertProduct(`Twin Slab ${unique()}`, "原有产品");
    const [before] = await database.db.select().from(products).where(eq(products.id, existing));
    const { context, page } = await signedInPage(browser);
    const dialog = await openAddDialog(page);
    await dialog.getByLabel(/^英文标题/).fill(before!.texts.en.title);
    await dialog.getByLabel(/^英文描述/).fill("Same name, different slab.");
    await dialog.getByLabel("或填写本站图片地址").fill(before!.photoUrl);
    await dialog.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/saved=created/);
    created.add(`${existing}-2`);
    await page.getByRole("status").getByText(`ID“${existing}”已被其他产品使用，新产品已保存为“${existing}-2”。`).waitFor();
    const [after] = await database.db.select().from(products).where(eq(products.id, existing));
    expect(after).toEqual(before);
    await context.close();
  });
});

describe("changing a product", () => {
  it("edits a product and keeps its id", async () => {
    const titleZh = `编辑测试 ${unique()}`;
    const id = await insertProduct(`Edit Me ${unique()}`, titleZh);
    const { context, page } = await signedInPage(browser);
    const countBefore = await productCount();
    await openProducts(page);
    await page.getByRole("link", { name: `编辑 ${titleZh}` }).click();
    const dialog = page.getByRole("dialog", { name: "修改产品" });
    await dialog.waitFor();
    expect(await dialog.getByText(id, { exact: true }).count()).toBe(1);
    await dialog.getByLabel(/^英文标题/).fill("A Completely New English Title");
    await dialog.getByLabel(/^英文描述/).fill("First paragraph.\r\n\r\n\r\nSecond paragraph.");
    // The live region is on the page before the notice arrives, or a screen reader would not announce it.
    expect(await page.getByRole("status").count()).toBe(1);
    await dialog.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/saved=updated/);
    await page.getByRole("status").getByText("产品已保存。").waitFor();
    const [stored] = await database.db.select().from(products).where(eq(products.id, id));
    expect(stored).toMatchObject({
      texts: { en: { title: "A Completely New English Title", description: ["First paragraph.", "Second paragraph."] } },
      sortOrder: 10_000,
    });
    expect(await productCount()).toBe(countBefore);
    await page.goto(`/product/${id}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("A Completely New English Title");
    await context.close();
  });

  it("says the product is gone, with a 404, when it was deleted meanwhile, and writes nothing", async () => {
    const titleZh = `已删除 ${unique()}`;
    const id = await insertProduct(`Deleted Meanwhile ${unique()}`, titleZh);
    const { context, page } = await signedInPage(browser);
    await openProducts(page);
    await page.getByRole("link", { name: `编辑 ${titleZh}` }).click();
    const dialog = page.getByRole("dialog", { name: "修改产品" });
    await dialog.waitFor();
    await database.db.delete(products).where(eq(products.id, id));
    const countBefore = await productCount();
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/dashboard/products"),
    );
    await dialog.getByRole("button", { name: "保存" }).click();
    expect((await answer).status()).toBe(404);
    await page.getByText("该产品已不存在，未做任何修改。").first().waitFor();
    expect(await productCount()).toBe(countBefore);
    const reload = await page.goto(`/dashboard/products?edit=${id}`);
    expect(reload!.status()).toBe(404);
    await context.close();
  });

  it("toggles the homepage flag, which takes the product off the Brand Center and puts it back", async () => {
    const titleEn = `Toggle Slab ${unique()}`;
    const titleZh = `首页切换 ${unique()}`;
    await insertProduct(titleEn, titleZh);
    const { context, page } = await signedInPage(browser);
    await openProducts(page);
    const toggle = page.getByRole("article", { name: titleZh }).getByRole("button", { name: "首页展示" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    await toggle.click();
    await page.getByText(`“${titleZh}”已不在首页展示。`).waitFor();
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");

    const visitor = await newPage(browser);
    await visitor.page.goto("/brand-center");
    expect(await visitor.page.getByRole("link", { name: titleEn }).count()).toBe(0);

    await toggle.click();
    await page.getByText(`“${titleZh}”已在首页展示。`).waitFor();
    await visitor.page.goto("/brand-center");
    expect(await visitor.page.getByRole("link", { name: titleEn }).count()).toBe(1);
    await visitor.context.close();
    await context.close();
  });

  it("deletes a product only after the confirmation", async () => {
    const titleZh = `删除测试 ${unique()}`;
    const id = await insertProduct(`Delete Me ${unique()}`, titleZh);
    const { context, page } = await signedInPage(browser);
    await openProducts(page);
    const card = page.getByRole("article", { name: titleZh });
    const confirm = card.getByRole("button", { name: "删除", exact: true });
    expect(await confirm.isVisible()).toBe(false);
    await card.locator("summary").click();
    await card.getByText(`确定删除产品“${titleZh}”吗？删除后无法恢复。`).waitFor();
    expect(await database.db.select().from(products).where(eq(products.id, id))).toHaveLength(1);
    await confirm.click();
    await page.getByText("产品已删除。").waitFor();
    await page.getByRole("article", { name: titleZh }).waitFor({ state: "detached" });
    expect(await database.db.select().from(products).where(eq(products.id, id))).toHaveLength(0);
    const publicPage = await page.goto(`/product/${id}`);
    expect([new URL(publicPage!.url()).pathname, publicPage!.status()]).toEqual([`/product/${id}`, 404]);
    await context.close();
  });
});

describe("photo upload failures", () => {
  it("tells why a file that only looks like a photo is refused, and a photo that is too large", async () => {
    const { context, page } = await signedInPage(browser);
    const dialog = await openAddDialog(page);
    const fake = path.join(files, "not-a-photo.jpg");
    writeFileSync(fake, "This is a text file with a .jpg name.");
    await dialog.getByLabel("上传图片").setInputFiles(fake);
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toBe("该文件不是可识别的图片（支持 JPEG、PNG、WebP、AVIF、HEIF、TIFF、GIF）。");
    expect(await dialog.getByLabel("或填写本站图片地址").inputValue()).toBe("");

    // Chromium is given the file's path, not its 26 MB sent through the DevTools protocol; a sparse file costs no disk.
    const huge = path.join(files, "huge.jpg");
    writeFileSync(huge, "");
    truncateSync(huge, 26 * 1024 * 1024);
    await dialog.getByLabel("上传图片").setInputFiles(huge);
    await dialog.getByText("图片过大：最大 25 MB。").waitFor();
    await context.close();
  });

  it("answers an oversized upload with 413 before storing it, and a visitor with a redirect", async () => {
    const { context, page } = await signedInPage(browser);
    const tooLarge = await page.request.post("/dashboard/products/upload", {
      multipart: { photo: { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(26 * 1024 * 1024) } },
    });
    expect(tooLarge.status()).toBe(413);
    expect(await tooLarge.json()).toEqual({ error: "图片过大：最大 25 MB。" });
    await context.close();

    const visitor = await fetch(`${baseUrl()}/dashboard/products/upload`, { method: "POST", redirect: "manual", body: new FormData() });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe("/");
  });
});

describe("without JavaScript", () => {
  it("adds a product through the form in the page, photo file included", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, clientIp: "203.0.113.77" });

    await page.goto("/dashboard/products");
    await page.getByRole("link", { name: "添加新产品" }).click();
    await page.waitForURL("**/dashboard/products?new=1");
    const form = page.getByRole("region", { name: "添加新产品" });
    await form.waitFor();
    const suffix = unique();
    const titleEn = `Plain Form Slab ${suffix}`;
    await form.getByLabel(/^英文标题/).fill(titleEn);
    await form.getByRole("button", { name: "保存" }).click();
    expect(await page.getByRole("alert").textContent()).toContain("无法添加产品");
    // The page streams: its form is read once it has arrived whole.
    await page.waitForLoadState("load");
    expect(await page.getByLabel(/^英文标题/).inputValue()).toBe(titleEn);

    await page.getByLabel(/^英文描述/).fill("Sent without JavaScript.\nSecond line.");
    await page.getByLabel("上传图片").setInputFiles(await photoFile("plain.jpg", 1200, 800));
    await page.getByRole("button", { name: "预览" }).click();
    await page.getByRole("article", { name: "英文页面" }).getByRole("heading", { name: titleEn }).waitFor();
    const uploadedUrl = await page.getByLabel("或填写本站图片地址").inputValue();
    expect(uploadedUrl).toMatch(/^\/media\/saide\/plain-[0-9a-f]{8}-1200\.jpg$/);

    await page.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/saved=created/);
    const id = `plain-form-slab-${suffix}`;
    created.add(id);
    await page.getByRole("status").getByText(`产品已添加（ID：${id}）。`).waitFor();
    const [stored] = await database.db.select().from(products).where(eq(products.id, id));
    expect(stored).toMatchObject({
      texts: { en: { title: titleEn, description: ["Sent without JavaScript.", "Second line."] } },
      photoUrl: uploadedUrl,
    });
    expect(stored!.photoVariants.filter((variant) => !variant.crop).map((variant) => variant.width)).toEqual([480, 960, 1200, 1200]);
    expect(stored!.photoVariants.some((variant) => variant.crop === "portrait")).toBe(true);
    await context.close();
  });
});
