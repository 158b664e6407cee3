import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { products } from "~/database/schema";
import { fromXlsx, toXlsx } from "~/modules/spreadsheets/xlsx.server";
import { browser, database, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

const NEW_TITLE = "Sheet Imported Nero";
const NEW_ID = "sheet-imported-nero";
const folder = mkdtempSync(path.join(tmpdir(), "catalogue-sheet-journey-"));
let restore: (() => Promise<void>) | null = null;

afterAll(async () => {
  // The journey servers are shared by later files: the catalogue goes back to the demo's.
  await restore?.();
  rmSync(folder, { recursive: true, force: true });
});

describe("the catalogue spreadsheet", () => {
  it("lets the owner export the catalogue, edit it, upload it with photos, check it, apply it and see the public pages change", async () => {
    const { context, page } = await signedInPage(browser, { path: "/dashboard/products" });
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "导出 Excel" }).click()]);
    const table = await fromXlsx((await download.path())!);
    const header = table[0]!;
    const [edited] = table.slice(1);
    const id = edited![0]!;
    const [before] = await database.db.select().from(products).where(eq(products.id, id));
    restore = async () => {
      await database.db.delete(products).where(inArray(products.id, [NEW_ID]));
      await database.db.update(products).set({ texts: before!.texts, textTimes: before!.textTimes }).where(eq(products.id, id));
    };

    const marker = `Cuarzo de prueba ${Date.now()}`;
    edited![header.indexOf("title.es")] = marker;
    const added = header.map(() => "");
    added[header.indexOf("title.en")] = NEW_TITLE;
    added[header.indexOf("description.en")] = "A black slab with white veins.";
    added[header.indexOf("photos")] = "nero.jpg";
    const sheet = path.join(folder, "catalogue.xlsx");
    writeFileSync(sheet, await toXlsx([header, edited!, added]));
    const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#202020" } })
      .jpeg()
      .toBuffer();
    const zip = path.join(folder, "photos.zip");
    writeFileSync(zip, zipSync({ "nero.jpg": new Uint8Array(photo) }));

    await page.getByRole("link", { name: "从表格导入" }).click();
    await page.getByLabel("表格文件（.xlsx 或 .csv）").setInputFiles(sheet);
    await page.getByLabel("照片（.zip，可选）").setInputFiles(zip);
    await page.getByRole("button", { name: "上传并检查" }).click();
    await page.getByText("检查完成：尚未保存任何内容。").waitFor({ timeout: 30_000 });
    expect(await page.getByTestId("import-summary").textContent()).toBe("新增 1 个，修改 1 个，未变 0 个；待添加照片 1 张。");
    // Checked, not saved: the public page still shows the old title.
    expect(await (await fetch(new URL(`/es/product/${id}`, page.url()))).text()).not.toContain(marker);

    await page.getByRole("button", { name: "应用导入" }).click();
    await page.getByText("导入完成。").waitFor({ timeout: 30_000 });

    const buyer = await context.browser()!.newContext({ baseURL: new URL(page.url()).origin });
    const publicPage = await buyer.newPage();
    await publicPage.goto(`/es/product/${id}`);
    expect(await publicPage.getByRole("heading", { level: 1 }).textContent()).toBe(marker);
    await publicPage.goto(`/product/${NEW_ID}`);
    expect(await publicPage.getByRole("heading", { level: 1 }).textContent()).toBe(NEW_TITLE);
    expect(await publicPage.locator("main img").first().getAttribute("src")).toMatch(/^\/media\/saide\/nero-[0-9a-f]{16}-/);
    await buyer.close();
    await context.close();
  });
});
