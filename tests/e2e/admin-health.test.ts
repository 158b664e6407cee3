import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/database/schema";
import { messagesFor } from "~/i18n/catalogs";
import { browser, database, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

const zh = messagesFor("zh").admin.health;
const en = messagesFor("en").admin.health;
const PHONE = { width: 375, height: 740 };

/** A mail the server has refused, parked far in the future so the delivery worker leaves it alone during the journey. */
let refusedMailId: string;
beforeAll(async () => {
  const [row] = await database.db
    .insert(mailOutbox)
    .values({
      to: ["li@saide-quartz.cn"],
      subject: "Health journey",
      text: "…",
      attempts: 3,
      lastError: "535 Authentication failed",
      nextAttemptAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: mailOutbox.id });
  refusedMailId = row!.id;
});
afterAll(() => database.db.delete(mailOutbox).where(eq(mailOutbox.id, refusedMailId)));

const shownStatuses = (page: Page) =>
  page.locator("[data-check]").evaluateAll((items) => items.map((item) => item.getAttribute("data-status")));

describe("the site health page", () => {
  it("shows the owner, on a phone and without JavaScript, what needs attention and what fixes it, in Chinese and English", async () => {
    const { context, page } = await signedInPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    const homeLink = page.getByRole("link", { name: /^站点状况：\d+ 项需要注意$/ });
    const homeText = await homeLink.textContent();

    await homeLink.click();
    await page.waitForURL("**/dashboard/health");
    await page.getByRole("heading", { level: 1, name: zh.heading }).waitFor();
    const statuses = await shownStatuses(page);
    expect(statuses).toHaveLength(10);
    const needing = statuses.filter((status) => status !== "ok").length;
    expect(homeText).toBe(zh.homeLink(needing));
    const mail = page.locator('[data-check="mail"]');
    expect(await mail.getAttribute("data-status")).toBe("attention");
    expect(await mail.textContent()).toContain("邮件服务器最近的错误：535 Authentication failed");
    expect(await mail.textContent()).toContain(zh.fixes.checkSmtp);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // The journeys' servers leave rooms to another instance (tests/support/server.ts), and the check says so.
    expect(await page.locator('[data-check="rooms"]').textContent()).toContain(zh.facts.rooms.leftToOthers);

    await page.getByRole("link", { name: zh.switchLanguage }).click();
    await page.getByRole("heading", { level: 1, name: en.heading }).waitFor();
    expect(await page.getByText(en.needAttention(needing)).count()).toBe(1);
    expect(await page.locator('[data-check="mail"]').textContent()).toContain(`The mail server's last error: 535 Authentication failed`);
    expect(await page.locator('[data-check="mail"]').textContent()).toContain(en.fixes.checkSmtp);
    await context.close();
  });

  it("is in the dashboard's navigation", async () => {
    const { context, page } = await signedInPage(browser);
    await page
      .getByRole("navigation")
      .getByRole("link", { name: messagesFor("zh").admin.tabs.health })
      .click();
    await page.waitForURL("**/dashboard/health");
    await page.getByRole("heading", { level: 1, name: zh.heading }).waitFor();
    await context.close();
  });
});
