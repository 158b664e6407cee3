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

/** A translator's CAT tool: the exported XLIFF read by a real XLIFF library, the unit's target filled, the file written back. */
async function translatedXliff(page: Page, language: string, targets: Record<string, Record<string, string>>) {
  const xliff = await xliff2js(String(await download(page, language, "XLIFF")));
  for (const [kind, units] of Object.entries(targets)) {
    for (const [unitId, target] of Object.entries(units)) xliff.resources[kind]![unitId]!.target = target;
  }
  return Buffer.from(await js2xliff(xliff));
}

/** A translator with a spreadsheet: the exported sheet's target cell filled in the row of the unit. */
async function translatedSheet(page: Page, language: string, unitId: string, target: string) {
  const rows = (await readSheet(await download(page, language, "Excel"))).map((cells) =>
    cells.map((cell) => (cell === null ? "" : String(cell))),
  );
  rows.find((cells) => cells[0] === unitId)![4] = target;
  return toXlsx(rows, { headerRows: 2 });
}

async function apply(page: Page, changes: number) {
  await page.getByRole("button", { name: "应用这些译文" }).click();
  await page.getByText(`已保存 ${changes} 项文字`).waitFor();
}

describe("files for translators", () => {
  it("shows an English edit out of date, exports XLIFF and Excel for Spanish, Arabic, Russian and Chinese, and imports them onto the public pages", async () => {
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

    const { context, page } = await signedInPage(browser, { path: "/dashboard/languages" });
    const spanish = page.locator('li[data-language="es"]');
    expect(await spanish.locator("[data-counts]").textContent()).toBe(`${work.es.missing} 项缺少，${work.es.stale} 项已过期`);
    expect(await page.getByText("中文文字按字符计数").count()).toBe(1);

    // The translator's tool fills the target of the out-of-date name, and the product's title, not written in Spanish.
    const unitId = `category:${category.id}:title`;
    expect((await xliff2js(String(await download(page, "es", "XLIFF")))).resources.category![unitId]!.source).toBe(english);
    const spanishFile = await translatedXliff(page, "es", {
      category: { [unitId]: "Colección de prueba" },
      product: { [`product:${product.id}:title`]: "Cuarzo de prueba" },
    });
    await importFile(page, "es", "es.xlf", spanishFile, 2);
    const row = page.getByRole("row", { name: new RegExp(unitId) });
    expect(await row.getByRole("cell").allInnerTexts()).toEqual([
      unitId,
      `分类“${english}”：名称`,
      category.texts.es?.title ?? "（无，显示英文）",
      "Colección de prueba",
      "",
    ]);
    await apply(page, 2);

    // Arabic and Russian in a spreadsheet, Chinese in a CAT tool.
    await importFile(page, "ar", "ar.xlsx", await translatedSheet(page, "ar", unitId, "مجموعة تجريبية"));
    await apply(page, 1);
    await importFile(page, "ru", "ru.xlsx", await translatedSheet(page, "ru", unitId, "Тестовая коллекция"));
    await apply(page, 1);
    await importFile(page, "zh", "zh.xlf", await translatedXliff(page, "zh", { category: { [unitId]: "测试系列" } }));
    await apply(page, 1);
    await context.close();

    const { context: buyerContext, page: buyer } = await newPage(browser);
    await buyer.goto("/es/brand-center");
    await buyer.getByText("Colección de prueba").first().waitFor();
    await buyer.goto(`/es/product/${encodeURIComponent(product.id)}`);
    await buyer.getByRole("heading", { name: "Cuarzo de prueba" }).waitFor();
    await buyer.goto("/ar/brand-center");
    await buyer.getByText("مجموعة تجريبية").first().waitFor();
    await buyer.goto("/ru/brand-center");
    await buyer.getByText("Тестовая коллекция").first().waitFor();
    await buyer.goto("/brand-center-zh");
    await buyer.getByText("测试系列").first().waitFor();
    await buyerContext.close();
  });
});
