import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, products } from "~/database/schema";
import { adminBrochuresZh } from "~/i18n/admin-brochures";
import { brochureText } from "~/i18n/brochure";
import { browser, database, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { pdfText } from "../support/pdf";

setUpJourneys();

describe("catalogue brochure", () => {
  it("is rebuilt when the owner asks, then the Brand Center links to it with its size and a buyer downloads it", async () => {
    const text = brochureText("en").links;
    const [firstCategory] = await database.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.visible, true))
      .orderBy(asc(categories.sortOrder))
      .limit(1);
    const [product] = await database.db
      .select({ title: sql<string>`${products.texts} -> 'en' ->> 'title'` })
      .from(products)
      .where(and(eq(products.visible, true)))
      .orderBy(asc(products.sortOrder))
      .limit(1);

    // The test server draws brochures only when asked (BUILD_BROCHURES=false): the owner asks for the English one.
    const owner = await signedInPage(browser, { path: "/dashboard/brochures" });
    const row = owner.page.locator('[data-brochure="en-all"]');
    await row.getByRole("button", { name: adminBrochuresZh.rebuild }).click();
    await owner.page.getByText(adminBrochuresZh.asked).waitFor();
    await expect
      .poll(
        async () => {
          await owner.page.reload();
          return row.getByText(adminBrochuresZh.statuses.current).count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1);
    await expect(row.textContent()).resolves.toMatch(/kB|MB/);
    await owner.context.close();

    const { context, page } = await newPage(browser);
    await page.goto("/brand-center");
    const links = page.locator("[data-brochure-links]");
    await links.getByRole("heading", { name: text.heading }).waitFor();
    // The whole catalogue shows its size; a category not drawn yet says it is being prepared.
    expect(await links.locator("li").first().textContent()).toMatch(new RegExp(`${text.whole} \\(PDF, [\\d.]+ (kB|MB)\\)`));
    const undrawn = links.locator("li").nth(1);
    expect(await undrawn.textContent()).toContain(`(${text.preparing})`);
    expect(await undrawn.getByRole("link").count()).toBe(0);

    const href = (await links.getByRole("link", { name: text.whole }).getAttribute("href"))!;
    expect(href).toBe("/brochure/catalogue.pdf");
    const response = await context.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const pdfTextRead = (await pdfText(await response.body())).replace(/\s+/gu, " ");
    expect(pdfTextRead).toContain(product!.title);
    expect(pdfTextRead).toContain(brochureText("en").catalogue);

    // The category's address, asked for before its brochure is drawn, answers at once with a page saying so.
    const preparing = await context.request.get(`/brochure/${firstCategory!.slug}/catalogue.pdf`);
    expect(preparing.status()).toBe(503);
    expect(await preparing.text()).toContain(brochureText("en").preparing.title);
    await context.close();
  });
});
