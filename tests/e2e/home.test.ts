import { desc } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "~/database/schema";
import { activeSlide, browser, database, hydrated, newPage, runUntilSlideChanges, setUpJourneys } from "../support/browser";

setUpJourneys();

/** The page's timers run on Playwright's fake clock, paused once the page is interactive. */
async function openHome(path: string, options: Parameters<typeof newPage>[1] = {}) {
  const { context, page } = await newPage(browser, options);
  await page.clock.install();
  await page.goto(path);
  await hydrated(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  return { context, page };
}

describe.each([
  ["/", "en", "Contact us", "Slide 1 of 3"],
  ["/zh", "zh", "联系我们", "第 1 张，共 3 张"],
])("home page %s", (path, language, contactLabel, firstSlideLabel) => {
  it("advances a slide every 3 seconds, opens the contact modal after the third change and, once closed, not again in the visit", async () => {
    const { context, page } = await openHome(path);
    expect(await page.getAttribute("html", "lang")).toBe(language === "zh" ? "zh-CN" : "en");
    expect(await activeSlide(page)).toBe(firstSlideLabel);
    await runUntilSlideChanges(page, 3100, { stepMs: 50 });
    // From one change to the next takes 3 seconds.
    const interval = await runUntilSlideChanges(page, 3500, { stepMs: 50, unchangedForMs: 2950 });
    expect(interval).toBeGreaterThanOrEqual(2950);
    expect(interval).toBeLessThanOrEqual(3050);

    const dialog = page.getByRole("dialog", { name: contactLabel });
    expect(await dialog.isVisible()).toBe(false);
    await runUntilSlideChanges(page, 3100);
    await dialog.waitFor({ state: "visible" });

    // Once closed, it does not open by itself again in this visit: not on this page, not after coming back to it.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await runSlideChanges(page, 4);
    expect(await dialog.isVisible()).toBe(false);
    await page.getByRole("link", { name: contactLabel }).first().click();
    await page.waitForURL(`**/contact-us${language === "zh" ? "-zh" : ""}`);
    await page.goBack();
    await page.waitForURL(new RegExp(`${path}$`));
    await runSlideChanges(page, 4);
    expect(await dialog.isVisible()).toBe(false);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
    await runSlideChanges(page, 4);
    expect(await dialog.isVisible()).toBe(false);
    await context.close();
  });

  it("does not open the contact modal while the visitor reads further down the page", async () => {
    const { context, page } = await openHome(path);
    const dialog = page.getByRole("dialog", { name: contactLabel });
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("contentinfo").waitFor();
    await runSlideChanges(page, 4);
    expect(await dialog.isVisible()).toBe(false);

    // Back at the slideshow, the changes the visitor sees count again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await runSlideChanges(page, 2);
    expect(await dialog.isVisible()).toBe(false);
    await runUntilSlideChanges(page, 3100);
    await dialog.waitFor({ state: "visible" });
    await context.close();
  });
});

async function runSlideChanges(page: Page, changes: number) {
  for (let change = 0; change < changes; change++) await runUntilSlideChanges(page, 3100);
}

describe("home page contact modal", () => {
  it("opens from the sticky button, keeps focus inside, and returns focus when closed", async () => {
    const { context, page } = await openHome("/");
    const button = page.getByRole("link", { name: "Contact us" }).last();
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await dialog.waitFor({ state: "visible" });
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Contact us");
    await context.close();
  });

  it("saves the message, queues the owners' mail, clears the fields, closes and confirms where the visitor is looking", async () => {
    const { context, page } = await openHome("/", { viewport: { width: 375, height: 812 } });
    await page.getByRole("link", { name: "Contact us" }).last().click();
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await dialog.getByLabel("First name").fill("Grace");
    await dialog.getByLabel("Last name").fill("Hopper");
    await dialog.getByLabel("Email").fill("grace.modal@example.com");
    await dialog.getByLabel("Message").fill("Samples of Calacatta please");
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.waitFor({ state: "hidden" });
    const status = page.getByRole("status").filter({ hasText: "We have received your request" });
    await status.waitFor();
    // On a phone the slideshow fills the screen: the confirmation must not wait below it.
    const box = (await status.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    expect(await status.textContent()).not.toMatch(/deliver/i);
    expect(await status.textContent()).toContain("We will answer in English.");
    const [stored] = await database.db.select().from(enquiries).orderBy(desc(enquiries.createdAt)).limit(1);
    expect(stored).toMatchObject({ email: "grace.modal@example.com", source: "homepage", message: "Samples of Calacatta please" });
    expect(await status.textContent()).toContain(`Submission ID: ${stored!.id}`);
    const [mail] = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(mail).toMatchObject({
      enquiryId: stored!.id,
      subject: "New message from Grace Hopper",
      to: ["owner-one@example.com", "owner-two@example.com"],
    });

    await page.getByRole("link", { name: "Contact us" }).last().click();
    expect(await dialog.getByLabel("First name").inputValue()).toBe("");
    await context.close();
  });

  it("shows the reasons in the dialog when the server refuses the form", async () => {
    const { context, page } = await openHome("/zh");
    await page.getByRole("link", { name: "联系我们" }).last().click();
    const dialog = page.getByRole("dialog", { name: "联系我们" });
    await dialog.getByLabel(/^名/).fill("伟");
    await dialog.getByLabel(/^姓/).fill("张");
    await dialog.getByLabel("邮箱").fill("wei@example.com");
    await dialog.getByLabel("电话").fill("call me maybe");
    await dialog.getByRole("button", { name: "发送" }).click();
    await dialog.getByText("电话号码只能包含数字、空格和 + ( ) -。").waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});
