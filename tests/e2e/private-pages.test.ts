import { describe, expect, it } from "vitest";
import { baseUrl, browser, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

describe("after sign-out", () => {
  it.each([
    ["with JavaScript", true, "198.51.100.201"],
    ["without JavaScript", false, "198.51.100.202"],
  ])("Back does not show the dashboard (%s)", async (_name, javaScriptEnabled, clientIp) => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled, clientIp });
    await page.getByRole("heading", { name: "联系表单" }).waitFor();

    await page.getByRole("button", { name: "退出登录" }).click();
    // The home document must be parsed before Back: going back while it is still committing detaches the page in Chromium.
    // Its photos are not awaited; they add nothing but time.
    await page.waitForURL(`${baseUrl()}/`, { waitUntil: "domcontentloaded" });
    await page.goBack();
    // With JavaScript the router asks the server for the dashboard's data and is sent away.
    await page.waitForURL((url) => !url.pathname.startsWith("/dashboard"), { timeout: 10_000 });
    expect(await page.getByRole("heading", { name: "联系表单" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "退出登录" }).count()).toBe(0);
    await context.close();
  });
});
