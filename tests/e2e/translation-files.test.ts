import { readFile } from "node:fs/promises";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import js2xliff from "xliff/js2xliff";
import xliff2js from "xliff/xliff2js";
import { listAdminCategories, readAdminCategory, saveCategory } from "~/modules/catalogue/categories.server";
import { lastProductRevision } from "~/modules/catalogue/catalogue-import.server";
import { listProductTexts, saveProductLanguage } from "~/modules/catalogue/product-translations.server";
import { toXlsx } from "~/modules/spreadsheets/xlsx.server";
import { translationWork } from "~/modules/translations/translation-files.server";
import type { Page } from "playwright-core";
import { browser, database, newPage, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

let category: NonNullable<Awaited<ReturnType<typeof readAdminCategory>>>;
/** The product whose Spanish title the journey imports, and the title the demo gives it. */
let product: { id: string; spanishTitle: string };
beforeAll(async () => {
  category = (await listAdminCategories(database.db)).find((candidate) => candidate.visible)!;
  const [first] = await listProductTexts(database.db);
  product = { id: first!.id, spanishTitle: first!.texts.es?.title ?? "" };
  await saveProductLanguage(database.db, product.id, "es", { texts: { title: "" } }, first!.version, null);
});

// Other journeys read the demo category's names: they get them back as they were.
afterAll(async () => {
  const now = (await readAdminCategory(database.db, category.id))!;
  const { slug, imageId, visible, texts } = category;
  await saveCategory(database.db, category.id, { slug, imageId, visible, texts }, now.version, null);
  const version = (await lastProductRevision(database.db, product.id)) ?? 1;
  await saveProductLanguage(database.db, product.id, "es", { texts: { title: product.spanishTitle } }, version, null);
});

const download = async (page: Page, language: string, format: "XLIFF" | "Excel") => {
  await page.goto("/dashboard/languages");
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page
      .locator(`li[data-language="${language}"]`)
      .getByRole("link", { name: `${format}：缺少和已过期的文字` })
      .click(),
  ]);
  return readFile((await file.path())!);
};

async function importFile(page: Page, language: string, name: string, buffer: Buffer, changes = 1) {
  await page.getByRole("link", { name: "导入翻译好的文件" }).click();
  await page.getByLabel("文件语言").selectOption(language);
  await page.getByLabel("文件（.xlf、.xliff 或 .xlsx）").setInputFiles({ name, mimeType: "application/octet-stream", buffer });
  await page.getByRole("button", { name: "检查文件" }).click();
  await page.getByRole("heading", { name: `将修改 ${changes} 项文字` }).waitFor();
}

describe("files for translators", () => {
  it("shows an English edit out of date, exports Spanish XLIFF and Arabic Excel, and imports them onto the public pages", async () => {
    const english = `${category.texts.en.title} Collection`;
    await saveCategory(
      database.db,
      category.id,
      { ...category, texts: { ...category.texts, en: { ...category.texts.en, title: english } } },
      category.version,
      null,
    );
    const work = await translationWork(database.db);
    expect(work.es.stale).toBeGreaterThan(0);

    const { context, page } = await signedInPage(browser);
    await page.goto("/dashboard/languages");
    const spanish = page.locator('li[data-language="es"]');
    expect(await spanish.locator("[data-counts]").textContent()).toBe(`${work.es.missing} 项缺少，${work.es.stale} 项已过期`);
    expect(await page.getByText("中文文字按字符计数").count()).toBe(1);

    // The translator's tool fills the target of the out-of-date name.
    const unitId = `category:${category.id}:title`;
    const xliff = await xliff2js(String(await download(page, "es", "XLIFF")));
    const unit = xliff.resources.category![unitId]!;
    expect(unit.source).toBe(english);
    unit.target = "Colección de prueba";
    // The same file carries the product's title, not written in Spanish.
    xliff.resources.product![`product:${product.id}:title`]!.target = "Cuarzo de prueba";
    await importFile(page, "es", "es.xlf", Buffer.from(await js2xliff(xliff)), 2);
    const row = page.getByRole("row", { name: new RegExp(unitId) });
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([
      unitId,
      `分类“${english}”：名称`,
      category.texts.es?.title ?? "（无，显示英文）",
      "Colección de prueba",
      "",
    ]);
    await page.getByRole("button", { name: "应用这些译文" }).click();
    await page.getByText("已保存 2 项文字").waitFor();

    // The Arabic sheet, filled in a spreadsheet.
    const rows = (await readSheet(await download(page, "ar", "Excel"))).map((cells) =>
      cells.map((cell) => (cell === null ? "" : String(cell))),
    );
    rows.find((cells) => cells[0] === unitId)![4] = "مجموعة تجريبية";
    await importFile(page, "ar", "ar.xlsx", await toXlsx(rows, { headerRows: 2 }));
    await page.getByRole("button", { name: "应用这些译文" }).click();
    await page.getByText("已保存 1 项文字").waitFor();
    await context.close();

    const { context: buyerContext, page: buyer } = await newPage(browser);
    await buyer.goto("/es/brand-center");
    await buyer.getByText("Colección de prueba").first().waitFor();
    await buyer.goto(`/es/product/${encodeURIComponent(product.id)}`);
    await buyer.getByRole("heading", { name: "Cuarzo de prueba" }).waitFor();
    await buyer.goto("/ar/brand-center");
    await buyer.getByText("مجموعة تجريبية").first().waitFor();
    await buyerContext.close();
  });
});
