import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "~/database/schema";
import { baseUrl, browser, database, hydrated, setUpJourneys, signedInPage } from "../support/browser";
import { TEST_ADMIN } from "../support/server";

setUpJourneys();

// The files after this one share its server and expect the Chinese dashboard, even when a step here failed.
afterAll(async () => {
  await database.db.update(users).set({ dashboardLanguage: "zh" }).where(eq(users.email, TEST_ADMIN.email));
});

/** Chooses the dashboard's language in the account page's section, named in the language the page speaks now. */
async function chooseLanguage(page: Page, section: { heading: string; choice: string; save: string }) {
  await page.goto("/dashboard/account");
  await hydrated(page);
  const group = page.getByRole("group", { name: section.heading });
  await group.getByRole("radio", { name: section.choice }).check();
  await page.getByRole("button", { name: section.save }).click();
}

describe("the dashboard's language, chosen per person", () => {
  it("speaks English after the person chooses it, and Chinese again after they choose that", async () => {
    const { context, page } = await signedInPage(browser, { viewport: { width: 1280, height: 900 } });
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");

    await chooseLanguage(page, { heading: "后台语言", choice: "English", save: "保存语言" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Account");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const [saved] = await database.db.select({ language: users.dashboardLanguage }).from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(saved!.language).toBe("en");

    // The menu, on every page.
    const menu = page.getByRole("navigation", { name: "Dashboard sections" }).last();
    expect(await menu.getByRole("heading", { name: "Catalogue" }).isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Products", exact: true }).click();
    await page.waitForURL("**/dashboard/products");

    // A product editor, and the errors it gives in the browser and from the server.
    await page.goto("/dashboard/products?new=1");
    await hydrated(page);
    const dialog = page.getByRole("dialog", { name: "Add new product" });
    await dialog.getByLabel(/^English title/).fill("Language Test Slab");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => dialog.getByText("Please fill this in.").first().isVisible()).toBe(true);
    const refused = await page.request.post("/dashboard/products", {
      headers: { origin: baseUrl() },
      multipart: { intent: "add", titleEn: "", descriptionEn: "", photoUrl: "", photoVariants: "[]" },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Cannot add the product: please fill in the English title and English description");

    // The dashboard's error page for an address that names nothing.
    await page.goto("/dashboard/no-such-section");
    expect(await page.getByRole("heading", { name: "This did not work" }).isVisible()).toBe(true);
    expect(await page.getByText("This page or item does not exist (any more).").isVisible()).toBe(true);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    await chooseLanguage(page, { heading: "Dashboard language", choice: "中文", save: "Save language" });
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("账户");
    expect(await page.locator("html").getAttribute("lang")).toBe("zh-CN");
    expect(
      await page.getByRole("navigation", { name: "后台栏目" }).last().getByRole("link", { name: "产品管理", exact: true }).isVisible(),
    ).toBe(true);
    await context.close();
  });

  it("refuses a language the dashboard does not speak, in the person's language, and keeps theirs", async () => {
    const { context, page } = await signedInPage(browser);
    const response = await page.request.post("/dashboard/account/language", {
      headers: { origin: baseUrl() },
      form: { language: "fr" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("请选择中文或 English。");
    const [kept] = await database.db.select({ language: users.dashboardLanguage }).from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(kept!.language).toBe("zh");
    await context.close();
  });
});
