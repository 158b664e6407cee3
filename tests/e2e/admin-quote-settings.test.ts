import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { siteSettings } from "~/database/schema";
import { quoteSettingsDocument } from "~/modules/quotes/quote-settings";
import { readVersionedDocument } from "~/modules/site-settings/site-settings.server";
import { accessibilityViolations } from "../support/accessibility";
import { browser, database, hydrated, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

// Other journeys plan containers with the defaults: they come back once this file is done.
afterAll(async () => {
  await database.db.delete(siteSettings).where(eq(siteSettings.key, "quoteSettings"));
});

describe("the quote defaults page", () => {
  it("saves a thickness's new weight, an added thickness, the road limit and the number format, and shows them again", async () => {
    const { context, page } = await signedInPage(browser);
    await page.getByRole("link", { name: "报价设置" }).click();
    await page.getByRole("heading", { name: "报价设置" }).waitFor();
    await hydrated(page);

    await page.getByRole("group", { name: "厚度 20 mm" }).getByLabel("重量（kg/m²）").fill("52");
    await page.getByRole("button", { name: "添加厚度" }).click();
    const added = page.getByRole("group", { name: "新厚度" });
    await added.getByLabel("厚度（mm）").fill("25");
    // The row is named by its thickness as it is typed.
    const twentyFive = page.getByRole("group", { name: "厚度 25 mm" });
    await twentyFive.getByLabel("重量（kg/m²）").fill("61");
    await twentyFive.getByLabel("每捆常规片数").fill("8");
    await twentyFive.getByLabel("每捆最多片数").fill("10");
    await twentyFive.getByLabel("每架板材最大重量（kg，可不填）").fill("2600");
    await page.getByLabel("20尺空柜自重（kg）").fill("2300");
    await page.getByLabel("内陆公路运输（kg）").fill("18500");
    await page.getByLabel("报价单编号格式").fill("SD/{YY}{MM}/{NNN}");
    await page.getByText(/^序号为 1 时，本月报价单的编号为 SD\/\d{4}\/001。$/).waitFor();
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("已保存，装柜计划和新的报价单现在使用这些默认设置。").waitFor();

    await page.reload();
    expect(await page.getByRole("group", { name: "厚度 20 mm" }).getByLabel("重量（kg/m²）").inputValue()).toBe("52");
    const reloaded = page.getByRole("group", { name: "厚度 25 mm" });
    expect(
      await Promise.all(
        ["重量（kg/m²）", "每捆常规片数", "每捆最多片数", "每架板材最大重量（kg，可不填）"].map((label) =>
          reloaded.getByLabel(label).inputValue(),
        ),
      ),
    ).toEqual(["61", "8", "10", "2600"]);
    expect(await page.getByLabel("20尺空柜自重（kg）").inputValue()).toBe("2300");
    expect(await page.getByLabel("内陆公路运输（kg）").inputValue()).toBe("18500");
    expect(await page.getByLabel("报价单编号格式").inputValue()).toBe("SD/{YY}{MM}/{NNN}");

    const stored = (await readVersionedDocument(database.db, quoteSettingsDocument)).value;
    expect(stored.thicknesses.find((row) => row.thicknessMm === 20)?.kgPerM2).toBe(52);
    expect(stored.thicknesses.find((row) => row.thicknessMm === 25)).toEqual({
      thicknessMm: 25,
      kgPerM2: 61,
      minSlabsPerBundle: 8,
      maxSlabsPerBundle: 10,
      maxBundleKg: 2600,
    });
    expect(stored.tareKg).toBe(2300);
    expect(stored.cargoLimitsKg.road).toBe(18_500);
    expect(stored.numberFormat).toBe("SD/{YY}{MM}/{NNN}");
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "修改记录" }).click();
    await page.getByRole("heading", { name: "修改记录：报价设置" }).waitFor();
    const newest = page.getByRole("list", { name: "修改记录：报价设置" }).getByRole("listitem").first();
    await expect(newest.textContent()).resolves.toMatch(/修改了：.*厚度 20 mm.*厚度 25 mm.*内陆公路运输（kg）.*报价单编号格式/);
    await context.close();
  });

  it("says why a number format cannot be used, next to the field, and saves nothing", async () => {
    const { context, page } = await signedInPage(browser);
    const before = (await readVersionedDocument(database.db, quoteSettingsDocument)).value;
    await page.goto("/dashboard/quote-settings");
    await hydrated(page);
    const format = page.getByLabel("报价单编号格式");
    await format.fill("Q-{YYYY}");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    const message = page.locator(`#${(await format.getAttribute("aria-describedby"))!.split(" ").find((id) => id.endsWith("-error"))}`);
    await expect.poll(() => message.textContent()).toBe("请加入序号 {N} 至 {NNNNNN}，以免两份报价单编号相同。");
    expect(await format.getAttribute("aria-invalid")).toBe("true");
    expect((await readVersionedDocument(database.db, quoteSettingsDocument)).value).toEqual(before);
    await context.close();
  });

  it("without JavaScript, adds and removes a thickness row, and refuses an unusable format with its reason, keeping what was typed", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false });
    const before = (await readVersionedDocument(database.db, quoteSettingsDocument)).value;
    await page.goto("/dashboard/quote-settings");
    const rows = page.getByRole("group", { name: /^(厚度 \d+ mm|新厚度)$/ });
    const count = await rows.count();
    await page.getByRole("button", { name: "添加厚度" }).click();
    await page.getByRole("group", { name: "新厚度" }).waitFor();
    await page.getByRole("button", { name: "添加厚度" }).waitFor();
    expect(await rows.count()).toBe(count + 1);
    await page.getByRole("button", { name: "删除新厚度" }).click();
    await page.getByRole("group", { name: "新厚度" }).waitFor({ state: "detached" });
    // The answer streams in: the rows are counted once the button below them has arrived, not while they still are.
    await page.getByRole("button", { name: "添加厚度" }).waitFor();
    expect(await rows.count()).toBe(count);

    await page.getByLabel("报价单编号格式").fill("Q-{DD}-{NNNN}");
    await page.getByLabel("运至港口（kg）").fill("26500");
    await page.getByRole("button", { name: "保存", exact: true }).click();
    await page.getByText("未保存：请修改下面标出的项目。").waitFor();
    await page.getByText("不能使用“{DD}”。请只使用字母、数字、- / _ . 以及 {YYYY}、{YY}、{MM} 和 {N} 至 {NNNNNN}。").waitFor();
    expect(await page.getByLabel("报价单编号格式").inputValue()).toBe("Q-{DD}-{NNNN}");
    expect(await page.getByLabel("运至港口（kg）").inputValue()).toBe("26500");
    expect((await readVersionedDocument(database.db, quoteSettingsDocument)).value).toEqual(before);
    await context.close();
  });
});
