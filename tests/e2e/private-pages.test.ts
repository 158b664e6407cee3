import { describe, expect, it } from "vitest";
import { baseUrl, browser, setUpJourneys } from "../support/browser";
import { TEST_ADMIN } from "../support/server";

setUpJourneys();

describe("after sign-out", () => {
  it.each([
    ["with JavaScript", true, "198.51.100.201"],
    ["without JavaScript", false, "198.51.100.202"],
  ])("Back does not show the dashboard (%s)", async (_name, javaScriptEnabled, clientIp) => {
    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled, extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel(/^Email Address/).fill(TEST_ADMIN.email);
    await page.getByLabel(/^Password/).fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/dashboard");
    await page.getByRole("heading", { name: "联系表单" }).waitFor();

    await page.getByRole("button", { name: "退出登录" }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.goBack();
    // With JavaScript the router asks the server for the dashboard's data and is sent away.
    await page.waitForURL((url) => !url.pathname.startsWith("/dashboard"), { timeout: 10_000 });
    expect(await page.getByRole("heading", { name: "联系表单" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "退出登录" }).count()).toBe(0);
    await context.close();
  });
});
