import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomScenes } from "~/database/schema";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { startBuiltServer } from "../support/server";

setUpJourneys();

let files: string;
beforeAll(() => {
  files = mkdtempSync(path.join(tmpdir(), "room-scenes-"));
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

const roomsSection = (page: Page) =>
  page.locator("section", { has: page.getByRole("heading", { level: 2, name: /In a room|En un ambiente/ }) });

describe("rooms on a product page", () => {
  it("without JavaScript, shows every room as a figure with its caption, the empty room until its composition is made, then the composition", async () => {
    // The journeys' servers draw no rooms (seconds of a core each); this one does, as a site does by default.
    const composing = await startBuiltServer({ COMPOSE_ROOMS: "true" });
    const context = await browser.newContext({ baseURL: composing.baseUrl, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto("/es/product/calacatta-gold");
      const section = roomsSection(page);
      await section.getByRole("heading", { name: "En un ambiente" }).waitFor();
      expect(await section.locator("figcaption").allTextContents()).toEqual(["Cocina", "Baño", "Pared de salón"]);
      expect(await section.getByRole("tab").first().isVisible()).toBe(false);
      const kitchen = section.getByRole("img", { name: "Cocina con esta tabla en la encimera y en la isla" });
      const address = (await kitchen.getAttribute("src"))!;
      expect(address).toMatch(/^\/room-images\/5a1de000-0000-4000-8000-000000000101\/calacatta-gold\/[0-9a-f]{16}-1600\.jpg$/);

      // The first view asks for the composition and is answered at once with the empty room, which no cache keeps.
      const first = await page.request.get(address);
      expect(first.status()).toBe(200);
      expect(first.headers()["content-type"]).toBe("image/jpeg");
      expect(first.headers()["cache-control"]).toBe("no-store");
      const emptyRoom = await first.body();
      await expect
        .poll(async () => (await page.request.get(address)).headers()["cache-control"], { timeout: 90_000, interval: 1000 })
        .toBe("public, max-age=31536000, immutable");
      const composed = await (await page.request.get(address)).body();
      expect(composed.equals(emptyRoom)).toBe(false);
      expect(await sharp(composed).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 1000 });
    } finally {
      await context.close();
      await composing.stop();
    }
  });

  it("with JavaScript, shows one room at a time under tabs named after the rooms, and opens a room in the zoom", async () => {
    const { context, page } = await newPage(browser);
    // The zoom's full-size pictures are fetched when it opens, never preloaded with the page.
    const html = await (await page.request.get("/product/calacatta-gold")).text();
    expect(html.match(/<link rel="preload" as="image"[^>]*>/g)?.filter((link) => /\.jpg"/.test(link)) ?? []).toEqual([]);
    await page.goto("/product/calacatta-gold");
    await hydrated(page);
    const section = roomsSection(page);
    const tabs = section.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Kitchen", "Bathroom", "Living room wall"]);
    const kitchen = section.getByRole("tabpanel", { name: "Kitchen" });
    expect(await kitchen.isVisible()).toBe(true);
    expect(await section.getByRole("tabpanel", { includeHidden: true, name: "Bathroom" }).isVisible()).toBe(false);

    await tabs.nth(1).click();
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await section.getByRole("tabpanel", { name: "Bathroom" }).isVisible()).toBe(true);
    expect(await kitchen.isVisible()).toBe(false);
    await page.keyboard.press("ArrowRight");
    expect(await tabs.nth(2).getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Living room wall");

    await section.getByRole("tabpanel", { name: "Living room wall" }).getByRole("link").click();
    const dialog = page.getByRole("dialog", { name: "Enlarged photo" });
    await dialog.waitFor();
    expect(await dialog.getByRole("status").textContent()).toContain("Living room wall");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await accessibilityViolations(page, "section:has(#rooms-heading)")).toEqual([]);
    await context.close();
  });
});

describe("the owner's room scenes", () => {
  /** A room photo: a pale wall and a light grey worktop between 20 % and 80 % across, 50 % and 75 % down. */
  async function roomPhoto(): Promise<string> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
      <rect width="1600" height="1000" fill="#cfc6b8"/><rect x="320" y="500" width="960" height="250" fill="#dcdcdc"/>
    </svg>`;
    const file = path.join(files, "journey-room.jpg");
    writeFileSync(file, await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer());
    return file;
  }

  it("uploads a room, marks its surface with a live preview, shows it on one product's page, refuses a crossed surface, and deletes it after confirming", async () => {
    const { context, page } = await signedInPage(browser, { path: "/dashboard/rooms" });
    await hydrated(page);
    await page.getByLabel("空间照片").setInputFiles(await roomPhoto());
    await page.getByRole("button", { name: "上传并标记表面" }).click();
    await page.getByRole("heading", { name: "效果展示空间“journey-room”" }).waitFor();
    await page.getByText("空间已添加，目前隐藏。").waitFor();
    await hydrated(page);
    const sceneId = new URL(page.url()).pathname.split("/").pop()!;

    await page.getByRole("button", { name: "添加表面" }).click();
    const surface = page.getByRole("group", { name: "表面 1" });
    const across = surface.getByLabel("横向（%）");
    const down = surface.getByLabel("纵向（%）");
    const corners = [
      ["20", "50"],
      ["80", "50"],
      ["80", "75"],
      ["20", "75"],
    ];
    for (const [index, [x, y]] of corners.entries()) {
      await across.nth(index).fill(x!);
      await down.nth(index).fill(y!);
    }
    await surface.getByLabel("实际宽度（毫米）").fill("3000");
    await surface.getByLabel("实际进深（毫米）").fill("1250");
    // The editor's handle moves the same corner: five steps of 0.2 % to the right.
    const handle = page.getByRole("button", { name: "表面 1，角点 1：左后角" });
    await handle.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowRight");
    await expect.poll(() => across.first().inputValue()).toBe("21");

    // The preview lays the chosen product's slab on the surface: Sparkle Black darkens the grey worktop.
    await page.getByLabel("产品板材").selectOption({ label: "闪晶黑" });
    const preview = page.getByRole("img", { name: "闪晶黑铺在所标记表面上的效果" });
    await expect
      .poll(
        () =>
          preview.evaluate((canvas: HTMLCanvasElement) => {
            const [red, green, blue] = canvas
              .getContext("2d")!
              .getImageData(Math.round(canvas.width * 0.5), Math.round(canvas.height * 0.62), 1, 1).data;
            return (red! + green! + blue!) / 3;
          }),
        { timeout: 15_000 },
      )
      .toBeLessThan(90);

    await page.getByLabel("名称（中文）").fill("测试厨房");
    await page.getByLabel("名称（英文）").fill("Journey kitchen");
    await page.getByLabel("图片说明，供读屏软件使用（英文）").fill("A test kitchen with this slab on the worktop");
    await page.getByRole("radio", { name: "以下产品的页面" }).check();
    await page.getByRole("checkbox", { name: "卡拉卡塔金" }).check();
    await page.getByRole("checkbox", { name: "在产品页面显示" }).check();
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("已保存。产品页面显示修改后的空间").waitFor();

    const buyer = await newPage(browser);
    await buyer.page.goto("/product/calacatta-gold");
    await roomsSection(buyer.page).getByText("Journey kitchen").first().waitFor();
    await buyer.page.goto("/product/pure-white");
    expect(await roomsSection(buyer.page).getByText("Journey kitchen").count()).toBe(0);

    // Without JavaScript, the corners typed in the wrong order are refused with what is wrong, and nothing is saved.
    const plain = await signedInPage(browser, { javaScriptEnabled: false, path: `/dashboard/rooms/${sceneId}` });
    const typed = plain.page.getByRole("group", { name: "表面 1" });
    await typed.getByLabel("横向（%）").nth(2).fill("20");
    await typed.getByLabel("横向（%）").nth(3).fill("80");
    await plain.page.getByRole("button", { name: "保存" }).click();
    await plain.page.getByText("有两条边相交").waitFor();
    await plain.page.waitForLoadState("load");
    expect(await plain.page.getByRole("group", { name: "表面 1" }).getByLabel("横向（%）").nth(2).inputValue()).toBe("20");
    const [stored] = await database.db.select().from(roomScenes).where(eq(roomScenes.id, sceneId));
    expect(stored!.surfaces[0]!.corners[2]).toEqual({ x: 0.8, y: 0.75 });
    expect(stored!.version).toBe(2);

    // A room product pages show is deleted only once the owner confirms it.
    await page.goto(`/dashboard/rooms/${sceneId}`);
    await hydrated(page);
    await page.getByText("删除此效果展示空间").click();
    await page.getByText("1 个产品页面显示此空间").waitFor();
    await page.getByRole("button", { name: "删除效果展示空间" }).click();
    await page.getByText("请勾选确认：有产品页面显示此空间。").waitFor();
    await page.getByRole("checkbox", { name: "确认从这些页面移除并删除" }).check();
    await page.getByRole("button", { name: "删除效果展示空间" }).click();
    await page.getByText("效果展示空间“测试厨房”已删除。").waitFor();
    await buyer.page.goto("/product/calacatta-gold");
    await roomsSection(buyer.page).getByRole("heading").first().waitFor();
    expect(await roomsSection(buyer.page).getByText("Journey kitchen").count()).toBe(0);

    // The rooms the site ships can be hidden, not deleted.
    await page.goto("/dashboard/rooms/5a1de000-0000-4000-8000-000000000101");
    await hydrated(page);
    await page.getByText("删除此效果展示空间").click();
    await page.getByText("网站自带的空间不能删除").waitFor();
    expect(await page.getByRole("button", { name: "删除效果展示空间" }).count()).toBe(0);
    await Promise.all([context.close(), buyer.context.close(), plain.context.close()]);
  });
});
