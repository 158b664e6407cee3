import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { productPhotos, products } from "~/database/schema";
import { ar } from "~/i18n/ar";
import { backfillProductGalleries } from "~/modules/catalogue/product-gallery.server";
import { accessibilityViolations } from "../support/accessibility";
import { baseUrl, browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { productTexts } from "../support/product-texts";

setUpJourneys();

const PRODUCT_ID = `gallery-journey-${Date.now().toString(36)}`;
let files: string;

beforeAll(async () => {
  files = mkdtempSync(path.join(tmpdir(), "product-gallery-"));
  const [demo] = await database.db.select().from(products).where(eq(products.id, "calacatta-gold"));
  await database.db.insert(products).values({
    id: PRODUCT_ID,
    texts: productTexts(
      { title: "Gallery Journey", description: ["A slab the gallery journeys photograph."] },
      { zh: { title: "图库测试" } },
    ),
    photoUrl: demo!.photoUrl,
    photoVariants: demo!.photoVariants,
    sortOrder: -1,
  });
  // What the next start would do for a product saved before galleries.
  await backfillProductGalleries(database.db);
});
afterAll(async () => {
  await database.db.delete(products).where(eq(products.id, PRODUCT_ID));
  rmSync(files, { recursive: true, force: true });
});

const photoItems = (page: Page) => page.locator("main ol > li");
const filenames = (page: Page) => photoItems(page).locator("p.truncate").allTextContents();
/** The scale of the enlarged photo's CSS transform: 1 before zooming. */
const scaleOf = (image: Locator) => image.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);
const offsetOf = (image: Locator) => image.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).e);

it("lets the owner add a photo, reorder by buttons and by dragging, and choose the card the Brand Center shows", async () => {
  const { context, page } = await signedInPage(browser, { path: "/dashboard/products" });
  await page.getByRole("link", { name: "图库测试 的图片" }).click();
  await page.getByRole("heading", { name: "图库测试 的图片" }).waitFor();
  expect(await photoItems(page).count()).toBe(1);
  const original = (await filenames(page))[0]!;

  const upload = path.join(files, "kitchen-installed.jpg");
  writeFileSync(
    upload,
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a6b5c" } })
      .jpeg()
      .toBuffer(),
  );
  await page.getByLabel("图片文件").setInputFiles(upload);
  await page.getByRole("button", { name: "上传并添加" }).click();
  await page.getByRole("status").getByText("已添加图片。").waitFor();
  await expect.poll(() => filenames(page), { timeout: 10_000 }).toEqual([original, "kitchen-installed.jpg"]);

  await page.getByRole("button", { name: "下移图片 1" }).click();
  await page.getByRole("status").getByText("已保存顺序。").waitFor();
  await expect.poll(() => filenames(page), { timeout: 10_000 }).toEqual(["kitchen-installed.jpg", original]);

  await hydrated(page);
  await page.getByText("将图片拖到另一张图片的位置").waitFor();
  await photoItems(page).nth(1).dragTo(photoItems(page).nth(0));
  await expect.poll(() => filenames(page), { timeout: 10_000 }).toEqual([original, "kitchen-installed.jpg"]);

  await page.getByRole("button", { name: "将图片 2 设为封面" }).click();
  await page.getByRole("status").getByText("已更换封面图片").waitFor();
  await expect.poll(() => photoItems(page).nth(1).getByText("封面图片").count(), { timeout: 10_000 }).toBe(1);
  expect(await accessibilityViolations(page)).toEqual([]);

  const [stored] = await database.db.select({ photoUrl: products.photoUrl }).from(products).where(eq(products.id, PRODUCT_ID));
  expect(stored!.photoUrl).toMatch(/^\/media\/library\//);
  await page.goto("/brand-center-zh");
  const card = page.locator(`a[href="/product-zh/${PRODUCT_ID}"] img`).first();
  expect(await card.getAttribute("src")).toBe(stored!.photoUrl);
  await context.close();
});

it("reorders the photos, saves alt texts (Arabic too, shown on the Arabic page) and adds an upload without JavaScript", async () => {
  const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, path: `/dashboard/products/${PRODUCT_ID}/photos` });
  // The page streams: the notice above the list can be there before the whole list is.
  await page.waitForLoadState("load");
  const before = await filenames(page);
  await page.getByRole("button", { name: "上移图片 2" }).click();
  await page.getByRole("status").getByText("已保存顺序。").waitFor();
  await expect.poll(() => filenames(page), { timeout: 10_000 }).toEqual([before[1], before[0]]);
  await photoItems(page).nth(0).getByLabel("替代文字（英文）").fill("Kitchen island");
  await photoItems(page).nth(0).getByRole("button", { name: "保存替代文字" }).click();
  await page.getByRole("status").getByText("已保存替代文字。").waitFor();
  await expect.poll(() => photoItems(page).nth(0).getByLabel("替代文字（英文）").inputValue(), { timeout: 10_000 }).toBe("Kitchen island");
  // The Arabic alt text, in its own closed group, written right to left; the Arabic page describes the photo with it.
  const arabicAlt = "جزيرة مطبخ بسطح من الكوارتز";
  const arabic = () => photoItems(page).nth(0).locator("details", { hasText: "العربية" });
  await arabic().locator("summary").click();
  const arabicField = arabic().getByLabel("替代文字", { exact: true });
  expect([await arabicField.getAttribute("lang"), await arabicField.getAttribute("dir")]).toEqual(["ar", "rtl"]);
  await arabicField.fill(arabicAlt);
  await photoItems(page).nth(0).getByRole("button", { name: "保存替代文字" }).click();
  await page.getByRole("status").getByText("已保存替代文字。").waitFor();
  await expect.poll(() => arabic().locator("summary").textContent(), { timeout: 10_000 }).toContain("已填写 1/1 项");
  // Each save is kept in the photo's history: the state before the first, the English, then the Arabic.
  await photoItems(page).nth(0).getByRole("link", { name: "修改记录：图片 1 的替代文字" }).click();
  await page.getByRole("heading", { name: "修改记录：“图库测试”图片 1 的替代文字" }).waitFor();
  expect(await page.locator("main ol > li").count()).toBe(3);
  await page.locator("main ol > li").first().getByText("修改了：替代文字（阿拉伯语）").waitFor();
  await page.getByRole("link", { name: "返回编辑页面" }).click();
  await page.waitForURL((url) => url.pathname === `/dashboard/products/${PRODUCT_ID}/photos`);
  await page.waitForLoadState("load");
  const buyer = await context.newPage();
  await buyer.goto(`/ar/product/${PRODUCT_ID}`);
  expect(await buyer.getByRole("img", { name: arabicAlt, exact: true }).count()).toBeGreaterThan(0);
  await buyer.goto(`/es/product/${PRODUCT_ID}`);
  expect(await buyer.getByRole("img", { name: "Kitchen island", exact: true }).count()).toBeGreaterThan(0);
  await buyer.close();
  const upload = path.join(files, "slab-close-up.png");
  writeFileSync(
    upload,
    await sharp({ create: { width: 700, height: 700, channels: 3, background: "#c0b090" } })
      .png()
      .toBuffer(),
  );
  await page.getByLabel("图片文件").setInputFiles(upload);
  await page.getByRole("button", { name: "上传并添加" }).click();
  await page.getByRole("status").getByText("已添加图片。").waitFor();
  await expect.poll(() => filenames(page), { timeout: 10_000 }).toEqual([before[1], before[0], "slab-close-up.png"]);
  await page.getByRole("button", { name: "从此产品移除图片 3" }).click();
  await page.getByRole("status").getByText("已从此产品移除图片").waitFor();
  await expect.poll(() => filenames(page), { timeout: 10_000 }).toEqual([before[1], before[0]]);
  await context.close();
});

it("switches the large photo by thumbnail and opens the zoom from the keyboard: Enter opens, + zooms, the arrows move the photo, Esc closes and gives focus back", async () => {
  const { context, page } = await newPage(browser);
  await page.goto(`/product/${PRODUCT_ID}`);
  await hydrated(page);
  const enlarge = page.getByRole("link", { name: /Enlarge photo/ });
  const mainSource = () => enlarge.locator("img").getAttribute("src");
  const thumbnails = page.getByRole("list", { name: "Photos" }).getByRole("link");
  await thumbnails.nth(1).click();
  await expect.poll(mainSource, { timeout: 10_000 }).toBe(await thumbnails.nth(1).getAttribute("href"));
  // The file the browser shows is one of the chosen photo's, AVIF or WebP, never the previous photo's AVIF.
  const filesOf = (thumbnail: Locator) =>
    thumbnail.evaluate((link) =>
      [...link.querySelectorAll("img, source")].flatMap((element) =>
        (element.getAttribute("srcset") ?? "").split(",").map((entry) => new URL(entry.trim().split(" ")[0]!, location.href).href),
      ),
    );
  const shown = () => enlarge.locator("img").evaluate((image: HTMLImageElement) => image.currentSrc);
  const secondFiles = await filesOf(thumbnails.nth(1));
  await expect.poll(async () => secondFiles.includes(await shown()), { timeout: 10_000 }).toBe(true);
  await thumbnails.nth(0).click();
  await expect.poll(mainSource, { timeout: 10_000 }).toBe(await thumbnails.nth(0).getAttribute("href"));
  await enlarge.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Enlarged photo" });
  await dialog.waitFor();
  const image = dialog.locator("img");
  expect(await scaleOf(image)).toBe(1);
  await page.keyboard.press("+");
  await expect.poll(() => scaleOf(image), { timeout: 10_000 }).toBe(1.5);
  await dialog.getByText("Zoom 150%").waitFor();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => offsetOf(image), { timeout: 10_000 }).toBeGreaterThan(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  expect(await enlarge.evaluate((element) => element === document.activeElement)).toBe(true);
  await context.close();
});

it("shows every photo as a link to its large file without JavaScript", async () => {
  const { context, page } = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(`/product/${PRODUCT_ID}`);
  const thumbnails = page.getByRole("list", { name: "Photos" }).getByRole("link");
  expect(await thumbnails.count()).toBe(2);
  const target = await thumbnails.nth(0).getAttribute("href");
  expect(target).toMatch(/^\/media\/.+\.jpg$/);
  await context.close();
});

it("zooms with a double tap on a touch screen", async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/product/${PRODUCT_ID}`);
  await hydrated(page);
  await page.getByRole("link", { name: /Enlarge photo/ }).tap();
  const image = page.getByRole("dialog").locator("img");
  await image.waitFor();
  const box = (await image.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.touchscreen.tap(centre.x, centre.y);
  await page.touchscreen.tap(centre.x, centre.y);
  await expect.poll(() => scaleOf(image), { timeout: 10_000 }).toBe(2.5);
  await context.close();
});

it("goes from thumbnail to thumbnail with the arrow keys, and on a touch screen pinches to zoom, drags the zoomed photo and swipes to the next photo", async () => {
  const context = await browser.newContext({ baseURL: baseUrl(), hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/product/${PRODUCT_ID}`);
  await hydrated(page);
  const enlarge = page.getByRole("link", { name: /Enlarge photo/ });
  const mainSource = () => enlarge.locator("img").getAttribute("src");
  const thumbnails = page.getByRole("list", { name: "Photos" }).getByRole("link");
  const [first, second] = [await thumbnails.nth(0).getAttribute("href"), await thumbnails.nth(1).getAttribute("href")];
  expect(first).not.toBe(second);
  await thumbnails.nth(0).focus();
  await page.keyboard.press("ArrowRight");
  expect(await thumbnails.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await thumbnails.nth(1).getAttribute("aria-current")).toBe("true");
  expect(await mainSource()).toBe(second);
  await page.keyboard.press("ArrowRight");
  expect(await mainSource()).toBe(first);

  await enlarge.tap();
  const dialog = page.getByRole("dialog", { name: "Enlarged photo" });
  await dialog.getByText("Zoom 100% · Photo 1 of 2").waitFor();
  const image = dialog.locator("img");
  const box = (await image.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await context.newCDPSession(page);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map((point, id) => ({ ...point, id })) });
  const fingers = (apart: number) => [
    { x: centre.x - apart / 2, y: centre.y },
    { x: centre.x + apart / 2, y: centre.y },
  ];

  // Two fingers from 80 px apart to 240 px: three times the size.
  await touch("touchStart", fingers(80));
  for (const apart of [120, 160, 200, 240]) await touch("touchMove", fingers(apart));
  await touch("touchEnd", []);
  await expect.poll(() => scaleOf(image), { timeout: 10_000 }).toBeCloseTo(3);
  await dialog.getByText("Zoom 300% · Photo 1 of 2").waitFor();

  // One finger drags the zoomed photo to the right.
  await touch("touchStart", [centre]);
  await touch("touchMove", [{ x: centre.x + 40, y: centre.y }]);
  await touch("touchMove", [{ x: centre.x + 80, y: centre.y }]);
  await touch("touchEnd", []);
  await expect.poll(() => offsetOf(image), { timeout: 10_000 }).toBeGreaterThan(40);

  // A double tap goes back to the whole photo; then a swipe to the left shows the next one.
  await page.touchscreen.tap(centre.x, centre.y);
  await page.touchscreen.tap(centre.x, centre.y);
  await expect.poll(() => scaleOf(image), { timeout: 10_000 }).toBe(1);
  await touch("touchStart", [{ x: centre.x + 100, y: centre.y }]);
  await touch("touchMove", [{ x: centre.x, y: centre.y }]);
  await touch("touchMove", [{ x: centre.x - 100, y: centre.y }]);
  await touch("touchEnd", []);
  await dialog.getByText("Zoom 100% · Photo 2 of 2").waitFor();
  expect(await image.getAttribute("src")).toBe(second);

  // Closing leaves the page showing the photo seen last. (A click: the gestures above are what this journey is about,
  // and a tap straight after a synthetic swipe was sometimes not turned into a click on a loaded machine.)
  await dialog.getByRole("button", { name: "Close" }).click();
  await dialog.waitFor({ state: "detached" });
  expect(await mainSource()).toBe(second);
  expect(await thumbnails.nth(1).getAttribute("aria-current")).toBe("true");
  await context.close();
});

it("runs the gallery from the right on the Arabic page: the next photo on the left, reached with the left arrow and the left button", async () => {
  // A third photo, so that the arrow that goes forward is told apart from one that wraps round backwards.
  const [last] = await database.db
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.productId, PRODUCT_ID))
    .orderBy(desc(productPhotos.position))
    .limit(1);
  const [third] = await database.db
    .insert(productPhotos)
    .values({ productId: PRODUCT_ID, mediaId: last!.mediaId, position: last!.position + 1 })
    .returning({ id: productPhotos.id });
  const { context, page } = await newPage(browser, { viewport: { width: 1366, height: 900 } });
  await page.goto(`/ar/product/${PRODUCT_ID}`);
  await hydrated(page);
  const thumbnails = page.getByRole("list", { name: ar.productGallery.photos }).getByRole("link");
  expect(await thumbnails.count()).toBe(3);
  expect((await thumbnails.nth(1).boundingBox())!.x).toBeLessThan((await thumbnails.nth(0).boundingBox())!.x);
  await thumbnails.nth(0).focus();
  await page.keyboard.press("ArrowLeft");
  expect(await thumbnails.nth(1).evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await thumbnails.nth(1).getAttribute("aria-current")).toBe("true");

  await page.getByRole("link", { name: new RegExp(ar.productGallery.enlarge) }).click();
  const dialog = page.getByRole("dialog", { name: ar.productGallery.zoomDialog });
  const [previous, next] = [
    dialog.getByRole("button", { name: ar.productGallery.previous }),
    dialog.getByRole("button", { name: ar.productGallery.next }),
  ];
  expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x);
  await context.close();
  await database.db.delete(productPhotos).where(eq(productPhotos.id, third!.id));
});
