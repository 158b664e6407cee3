import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enquiries, pageViews, products } from "~/database/schema";
import { baseUrl, browser, database, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

const DESKTOP_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
/** Public addresses the shipped DB-IP database places in the United States and in China. */
const UNITED_STATES_IP = "8.8.8.8";
const CHINA_IP = "114.114.114.114";

/** A visitor from abroad opening a product page from a search engine, as a browser that is not a bot sends it. */
async function visit(path: string, clientIp: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { "user-agent": DESKTOP_CHROME, referer: "https://www.google.com/", "x-forwarded-for": clientIp },
  });
  expect(response.status).toBe(200);
}

async function sendEnquiry(path: string, clientIp: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", referer: `${baseUrl()}${path}`, "x-forwarded-for": clientIp },
    body: new URLSearchParams(fields),
  });
  expect(response.status).toBe(200);
}

const shownCount = async (page: Page, selector: string) => Number(await page.locator(`${selector} data`).first().getAttribute("value"));

describe("conversion, sources and countries", () => {
  it("shows the owner each product's views and enquiries, the campaign and the visitors' countries, and filters the inbox by country", async () => {
    const marker = `geo${Date.now()}`;
    const [product] = await database.db
      .select({ id: products.id, texts: products.texts })
      .from(products)
      .where(eq(products.visible, true))
      .limit(1);
    await visit(`/product/${product!.id}?utm_source=${marker}`, UNITED_STATES_IP);
    await visit(`/product-zh/${product!.id}?utm_source=${marker}`, CHINA_IP);
    await sendEnquiry(`/contact-us/product/${product!.id}?utm_source=${marker}`, CHINA_IP, {
      firstName: "明",
      lastName: "李",
      email: `li.${marker}@example.com`,
      message: `${marker} 请报价。`,
    });

    const { context, page } = await signedInPage(browser, { path: "/dashboard/analytics?range=7" });
    const campaign = `[data-details="campaigns"] tr[data-row="${marker}||"]`;
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await page.locator(campaign).count()) > 0 ? shownCount(page, `${campaign} td:nth-of-type(3)`) : 0;
        },
        { timeout: 15_000, interval: 1000 },
      )
      .toBe(2);
    expect(await shownCount(page, `${campaign} td:nth-of-type(4)`)).toBe(1);

    const productRow = page.locator(`[data-details="products"] tr[data-row="${product!.id}"]`);
    await productRow.getByText(product!.texts.zh?.title || product!.texts.en.title).waitFor();
    const storedViews = await database.db.$count(pageViews, and(eq(pageViews.productId, product!.id), isNull(pageViews.userId)));
    const storedEnquiries = await database.db.$count(enquiries, and(eq(enquiries.productId, product!.id), ne(enquiries.status, "spam")));
    expect(await shownCount(page, `[data-details="products"] tr[data-row="${product!.id}"] td:nth-of-type(1)`)).toBe(storedViews);
    expect(await shownCount(page, `[data-details="products"] tr[data-row="${product!.id}"] td:nth-of-type(2)`)).toBe(storedEnquiries);
    await productRow.getByText(/%$/).waitFor();
    await page.locator('[data-details="countries"] tr[data-row="US"]').getByText("美国").waitFor();
    await page.locator('[data-details="countries"] tr[data-row="CN"]').getByText("中国").waitFor();
    await page.locator('[data-details="referrers"] tr[data-row="www.google.com"]').waitFor();
    await page.getByRole("link", { name: "IP 地理位置数据来自 DB-IP" }).waitFor();
    const stored = await database.db
      .select({ ip: pageViews.ipAddress, country: pageViews.country })
      .from(pageViews)
      .where(inArray(pageViews.utmSource, [marker]));
    expect(stored.map((row) => row.country).sort()).toEqual(["CN", "US"]);

    await page.goto(`/dashboard?q=${marker}`);
    const card = page.getByRole("listitem", { name: "明 李" });
    expect(await card.locator("[data-enquiry-country]").textContent()).toContain("中国");
    const filters = page.getByRole("search", { name: "筛选留言" });
    await filters.getByLabel("国家或地区").selectOption({ label: "中国" });
    await filters.getByRole("button", { name: "筛选" }).click();
    await page.waitForURL(/country=CN/);
    await card.waitFor();
    await page.goto("/dashboard?country=CN");
    const shownCountries = await page
      .locator("main ol > li [data-enquiry-country]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-enquiry-country")));
    expect(new Set(shownCountries)).toEqual(new Set(["CN"]));
    await context.close();
  });
});
