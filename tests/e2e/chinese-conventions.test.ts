import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, browser, newPage, setUpJourneys } from "../support/browser";

setUpJourneys();

let productPath: string;
beforeAll(async () => {
  const html = await (await fetch(`${baseUrl()}/brand-center`)).text();
  productPath = html.match(/href="(\/product\/[^"]+)"/)![1]!;
});

const HAN = /[\u3400-\u9fff]/;

describe("Chinese pages", () => {
  it.each([
    ["/contact-us-zh", ["姓", "名", "邮箱", "电话", "留言"]],
    ["/contact-us", ["First name", "Last name", "Email", "Phone", "Message"]],
  ])("%s asks for the name in its language's order, on screen and for the keyboard", async (path, labels) => {
    const { context, page } = await newPage(browser);
    await page.goto(path);
    const form = page.locator("main form[method=post]");
    // The labels in document order, which is also the order Tab follows.
    const shown = await form
      .locator("label")
      .evaluateAll((all) =>
        all.filter((label) => !label.closest("[aria-hidden=true]")).map((label) => label.textContent!.replace(/\s*\*$/, "")),
      );
    expect(shown).toEqual(labels);
    const fieldNames = await form
      .locator("input[autocomplete]:not([autocomplete=off]), textarea")
      .evaluateAll((fields) => fields.map((field) => field.getAttribute("name")));
    expect(fieldNames.slice(0, 2)).toEqual(path.endsWith("-zh") ? ["lastName", "firstName"] : ["firstName", "lastName"]);
    await context.close();
  });

  it("write labels with a full-width colon and list keywords with 、", async () => {
    const html = (await (await fetch(`${baseUrl()}${productPath.replace("/product/", "/product-zh/")}`)).text()).replace(/<!-- -->/g, "");
    // The footer's contact person: the demo's placeholder email is not shown to buyers.
    expect(html).toContain("联系人：");
    expect(html).toContain("关键词：");
    expect(html).not.toMatch(/[\u3400-\u9fff]:/);
  });

  it("describe themselves in Chinese", async () => {
    const chinesePaths = [
      "/zh",
      "/about-us-zh",
      "/brand-center-zh",
      productPath.replace("/product/", "/product-zh/"),
      "/news-center-zh",
      "/contact-us-zh",
      productPath.replace("/product/", "/contact-us-zh/product/"),
      "/contact-us/collection/calacatta-series/zh",
      "/no-such-page-zh",
    ];
    for (const path of chinesePaths) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
      expect(description, path).toMatch(HAN);
    }
  });
});
