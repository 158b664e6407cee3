import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/database/schema";
import { browser, database, newPage, setUpJourneys, signedInPage } from "../support/browser";
import { pdfText } from "../support/pdf";
import { productTexts } from "../support/product-texts";

setUpJourneys({ fullBrowser: true });

describe("spec sheet", () => {
  it("opens from the Chinese product page as a PDF in Chinese, and is not sent again while unchanged", async () => {
    const [product] = await database.db
      .select({ id: products.id, titleZh: sql<string>`${products.texts} -> 'zh' ->> 'title'` })
      .from(products)
      .where(and(eq(products.visible, true), sql`${products.texts} -> 'zh' ->> 'title' is not null`))
      .limit(1);
    const { context, page } = await newPage(browser);
    await page.goto(`/product-zh/${product!.id}`);
    const link = page.getByRole("link", { name: "下载规格表（PDF）" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toBe(`/product-zh/${product!.id}/spec-sheet.pdf`);

    const response = await context.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(product!.titleZh)}`);
    const pdf = await response.body();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(pdf);
    expect(text).toContain(product!.titleZh);
    expect(text).toContain("联系方式");

    const unchanged = await context.request.get(href, { headers: { "If-None-Match": response.headers()["etag"]! } });
    expect(unchanged.status()).toBe(304);

    // Followed in the browser, the sheet opens in Chromium's own PDF viewer (not blocked, not downloaded), titled in Chinese.
    await Promise.all([page.waitForURL(`**${href}`), link.click()]);
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith("chrome-extension://")), { timeout: 15_000 }).toBe(true);
    const viewer = page.frames().find((frame) => frame.url().startsWith("chrome-extension://"))!;
    await viewer.getByText(`${product!.titleZh} 规格表`).first().waitFor();
    await context.close();
  });

  it("answers 404 for a hidden product to buyers, and opens it for the signed-in owner", async () => {
    const id = `hidden-sheet-${Date.now()}`;
    await database.db.insert(products).values({
      id,
      texts: productTexts({ title: "Hidden Sheet" }, { zh: { title: "隐藏的规格表" } }),
      photoUrl: "/media/none.jpg",
      visible: false,
    });
    const buyer = await newPage(browser);
    expect((await buyer.context.request.get(`/product-zh/${id}/spec-sheet.pdf`)).status()).toBe(404);
    expect((await buyer.context.request.get(`/product/no-such-stone-${Date.now()}/spec-sheet.pdf`)).status()).toBe(404);
    await buyer.context.close();

    const owner = await signedInPage(browser);
    const response = await owner.context.request.get(`/product-zh/${id}/spec-sheet.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(await pdfText(await response.body())).toContain("隐藏的规格表");
    await owner.context.close();
    await database.db.delete(products).where(eq(products.id, id));
  });
});
