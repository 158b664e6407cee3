import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { attributeOptions, products } from "~/database/schema";
import { es, quoteListEs } from "~/i18n/es";
import { demoAttributesOf } from "~/modules/seed/demo-attributes";
import { demoProductTexts } from "~/modules/seed/demo-translations";
import { baseUrl, browser, database, newPage, randomVisitorAddress, setUpJourneys, signedInPage } from "../support/browser";
import { graphNode } from "../support/structured-data";
import { optionRow } from "../support/content-rows";
import { demoOptionTranslations } from "~/modules/seed/demo-translations";

setUpJourneys();

const PRODUCT = "calacatta-gold";

// Other journeys read the demo product: give it back its seeded attributes (runs before the database closes).
afterAll(async () => {
  await database.db
    .update(products)
    .set({ ...demoAttributesOf(PRODUCT).columns, texts: demoProductTexts(PRODUCT), textTimes: {} })
    .where(eq(products.id, PRODUCT));
  await database.db.delete(attributeOptions).where(eq(attributeOptions.slug, "sea-green"));
  await database.db
    .update(attributeOptions)
    .set(
      optionRow({
        kind: "finish",
        labelEn: "Leathered",
        labelZh: "皮革面",
        slug: "leathered",
        translations: demoOptionTranslations["finish:leathered"],
      }),
    )
    .where(and(eq(attributeOptions.kind, "finish"), eq(attributeOptions.slug, "brushed")));
});

describe("stone attributes", () => {
  it("adds a colour family, ticks it and new thicknesses on a product, shows them on both product pages, and deleting it takes it off", async () => {
    const { context, page } = await signedInPage(browser);
    await page.getByRole("navigation", { name: "后台栏目" }).getByRole("link", { name: "石材属性" }).click();
    await page.getByRole("heading", { level: 1, name: "石材属性" }).waitFor();
    const colours = page.getByRole("region", { name: "色系" });
    expect(await colours.getByRole("listitem").count()).toBeGreaterThanOrEqual(5);

    const addColour = page.getByRole("form", { name: "添加到“色系”" });
    await addColour.getByLabel("名称（英文）").fill("Sea Green");
    await addColour.getByLabel("名称（中文）").fill("海绿色");
    await addColour.getByRole("button", { name: "添加" }).click();
    await page.getByText("已添加“海绿色”。").waitFor();
    await colours.getByText("sea-green").waitFor();

    // Renamed, then moved up one place: the order is saved without a script.
    await colours.getByRole("link", { name: "编辑海绿色" }).click();
    const editForm = page.getByRole("form", { name: "编辑“海绿色”" });
    await editForm.getByLabel("名称（中文）").fill("海绿");
    const arabic = editForm.locator("details", { hasText: "العربية（阿拉伯语）" });
    await arabic.locator("summary").click();
    await arabic.getByLabel("名称").fill("أخضر بحري");
    expect(await arabic.getByLabel("名称").getAttribute("dir")).toBe("rtl");
    await editForm.getByRole("button", { name: "保存" }).click();
    await page.getByText("“海绿”已保存。").waitFor();
    await colours.getByRole("button", { name: "上移海绿" }).click();
    await page.getByText("顺序已保存。").waitFor();
    // The notice comes with the action's answer, the list with the loaders run after it: on a busy machine, a moment later.
    await expect.poll(async () => (await colours.locator("li p.font-medium").allTextContents()).at(-2)).toContain("海绿");

    await page.goto(`/dashboard/products?edit=${PRODUCT}`);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("checkbox", { name: "海绿", exact: true }).check();
    await dialog.getByLabel("厚度（毫米）").fill("20, 300");
    await dialog.getByRole("button", { name: "保存" }).click();
    await dialog.getByText("请填写 3 至 100 毫米之间的数字，用逗号分隔。").waitFor();
    expect(await dialog.getByRole("checkbox", { name: "海绿", exact: true }).isChecked()).toBe(true);
    await dialog.getByLabel("厚度（毫米）").fill("20, 30");
    // The Spanish group shows what the demo catalogue wrote; the owner renames the slab and empties its keywords.
    const spanish = dialog.locator("details", { hasText: "Español（西班牙语）" });
    expect(await spanish.locator("summary").textContent()).toContain("已填写 5/5 项");
    await spanish.locator("summary").click();
    await spanish.getByLabel("标题").fill("Calacatta Oro Verde");
    await spanish.getByLabel("关键词").fill("");
    await dialog.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/saved=updated/);

    const buyer = await newPage(browser);
    await buyer.page.goto(`/product/${PRODUCT}`);
    const english = buyer.page.getByRole("region", { name: "Specifications" });
    await english.getByText("Sea Green").waitFor();
    expect(await english.textContent()).toContain("20 mm, 30 mm");
    expect(await english.textContent()).toContain("Jumbo: 3200 × 1600 mm (126 × 63 in)");
    expect(await english.textContent()).toContain("Water absorption");
    await buyer.page.goto(`/product-zh/${PRODUCT}`);
    const chinese = buyer.page.getByRole("region", { name: "产品规格" });
    await chinese.getByText("海绿").waitFor();
    expect(await chinese.textContent()).toContain("20 毫米、30 毫米");
    expect(await chinese.textContent()).toContain("吸水率");
    const structured = graphNode(await buyer.page.locator('script[type="application/ld+json"]').allTextContents(), "Product");
    expect(structured?.additionalProperty).toContainEqual({
      "@type": "PropertyValue",
      name: "色系",
      value: expect.stringContaining("海绿"),
    });
    await buyer.page.goto(`/ar/product/${PRODUCT}`);
    await buyer.page.getByRole("region", { name: "المواصفات" }).getByText("أخضر بحري").waitFor();
    await buyer.page.goto(`/es/product/${PRODUCT}`);
    await buyer.page.getByRole("heading", { level: 1, name: "Calacatta Oro Verde" }).waitFor();
    expect(await buyer.page.locator("main").textContent()).not.toContain("Calacatta, Calacatta Gold");

    await page.goto("/dashboard/attributes");
    const seaGreen = colours.getByRole("listitem").filter({ hasText: "sea-green" });
    await seaGreen.locator("summary", { hasText: "删除" }).click();
    await seaGreen.getByText("确定删除“海绿”吗？有 1 个产品使用此选项，删除后这些产品将不再带有此选项。").waitFor();
    await seaGreen.getByRole("button", { name: "删除" }).click();
    await page.getByText("“海绿”已删除。").waitFor();
    await buyer.page.goto(`/product/${PRODUCT}`);
    await buyer.page.getByRole("region", { name: "Specifications" }).waitFor();
    expect(await buyer.page.getByRole("region", { name: "Specifications" }).textContent()).not.toContain("Sea Green");
    await buyer.context.close();
    await context.close();
  });

  it("names a slab size in Spanish where the owner writes it: the Spanish product page, its “Add to quote” and the quote list show that name", async () => {
    const { context, page } = await signedInPage(browser, { path: `/dashboard/products?edit=${PRODUCT}` });
    const dialog = page.getByRole("dialog");
    // Each size row has a name per added language (docs/requirements/languages.md#owner-texts-in-every-language); the demo catalogue named the second size "Estándar".
    const spanishNames = dialog.getByLabel("名称（西班牙语）");
    expect(await spanishNames.nth(1).inputValue()).toBe("Estándar");
    expect(await dialog.getByLabel("名称（阿拉伯语）").nth(1).getAttribute("dir")).toBe("rtl");
    await spanishNames.nth(1).fill("Formato estándar");
    await dialog.getByRole("button", { name: "保存" }).click();
    await page.waitForURL(/saved=updated/);
    await context.close();

    const buyer = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled: false,
      extraHTTPHeaders: { "x-forwarded-for": randomVisitorAddress() },
    });
    const buyerPage = await buyer.newPage();
    await buyerPage.goto(`/es/product/${PRODUCT}`);
    const specifications = buyerPage.getByRole("region", { name: es.stoneSpecifications.heading });
    await specifications.getByText(/Formato estándar: 3050\s×\s1440/).waitFor();
    expect(await specifications.textContent()).toMatch(/Jumbo: 3200\s×\s1600/);
    const panel = buyerPage.getByRole("region", { name: quoteListEs.addHeading });
    await panel.getByRole("radio", { name: /^Formato estándar 3050\s×\s1440/ }).check();
    await panel.getByRole("button", { name: quoteListEs.add }).click();
    await buyerPage.waitForURL("**/es/quote-list");
    const line = buyerPage.getByRole("listitem").filter({ has: buyerPage.getByRole("heading", { name: "Calacatta" }) });
    const sizes = line.getByLabel(quoteListEs.size);
    expect(await sizes.locator("option").allTextContents()).toEqual([
      expect.stringMatching(/^Jumbo 3200\s×\s1600/),
      expect.stringMatching(/^Formato estándar 3050\s×\s1440/),
    ]);
    expect(await sizes.locator("option:checked").textContent()).toMatch(/^Formato estándar/);
    await buyer.close();
  });

  it("refuses to save an option someone else saved meanwhile, shows their values and keeps what was typed, and reorders without JavaScript", async () => {
    const first = await signedInPage(browser, { javaScriptEnabled: false });
    const second = await signedInPage(browser, { javaScriptEnabled: false });
    const [leathered] = await database.db.select().from(attributeOptions).where(eq(attributeOptions.slug, "leathered"));
    for (const { page } of [first, second]) await page.goto(`/dashboard/attributes?edit=${leathered!.id}`);

    const firstForm = first.page.getByRole("form", { name: "编辑“皮革面”" });
    await firstForm.getByLabel("名称（中文）").fill("拉丝面");
    await firstForm.getByLabel("名称（英文）").fill("Brushed");
    await firstForm.getByLabel("网址名称（slug）").fill("brushed");
    await firstForm.getByRole("button", { name: "保存" }).click();
    await first.page.getByText("“拉丝面”已保存。").waitFor();

    const secondForm = second.page.getByRole("form", { name: "编辑“皮革面”" });
    await secondForm.getByLabel("名称（中文）").fill("仿古面");
    await secondForm.getByRole("button", { name: "保存" }).click();
    await second.page.getByText("未保存：在您打开此页面之后，其他人已保存了此选项。", { exact: false }).waitFor();
    await second.page.getByText("Brushed", { exact: true }).waitFor();
    expect(await second.page.getByRole("form", { name: "编辑“拉丝面”" }).getByLabel("名称（中文）").inputValue()).toBe("仿古面");
    expect((await database.db.select().from(attributeOptions).where(eq(attributeOptions.id, leathered!.id)))[0]!.texts.zh?.label).toBe(
      "拉丝面",
    );

    const finishes = first.page.getByRole("region", { name: "表面处理" });
    const before = await finishes.locator("li p.font-medium").allTextContents();
    await finishes.getByRole("button", { name: "下移抛光" }).click();
    await first.page.getByText("顺序已保存。").waitFor();
    // The notice comes before the list in the page, which may still be arriving.
    await expect
      .poll(async () => (await finishes.locator("li p.font-medium").allTextContents()).slice(0, 2))
      .toEqual([before[1], before[0]]);
    await finishes.getByRole("button", { name: "上移抛光" }).click();
    await first.context.close();
    await second.context.close();
  });
});
