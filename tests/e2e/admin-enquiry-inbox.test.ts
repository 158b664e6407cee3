import { readFile } from "node:fs/promises";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries } from "~/database/schema";
import { baseUrl, browser, database, randomVisitorAddress, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

/** Sent as a buyer's browser would: from the page itself, from an address of its own so no flood limit applies. */
async function sendEnquiry(page: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl()}${page}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      referer: `${baseUrl()}${page}`,
      "x-forwarded-for": randomVisitorAddress(),
    },
    body: new URLSearchParams(fields),
  });
  expect(response.status).toBe(200);
}

describe("enquiry inbox", () => {
  it("lets the owner filter, change a status, keep a note, mark several as spam and download the list as CSV", async () => {
    const marker = `inbox${Date.now()}`;
    await sendEnquiry("/contact-us-zh?utm_source=wechat&utm_medium=social&utm_campaign=spring", {
      firstName: "伟",
      lastName: "张",
      email: `zhang.${marker}@example.com`,
      message: `${marker} 需要卡拉拉白石英石样品，20mm 抛光面。`,
    });
    await sendEnquiry("/contact-us", {
      firstName: "Spam",
      lastName: "One",
      email: `one.${marker}@example.com`,
      message: `${marker} cheap followers`,
    });
    await sendEnquiry("/contact-us", {
      firstName: "Spam",
      lastName: "Two",
      email: `two.${marker}@example.com`,
      message: `${marker} =HYPERLINK("http://evil")`,
    });

    const { context, page } = await signedInPage(browser, { viewport: { width: 375, height: 800 } });
    const filters = page.getByRole("search", { name: "筛选留言" });
    await filters.getByLabel("搜索姓名、邮箱或留言").fill(marker);
    await filters.getByRole("button", { name: "筛选" }).click();
    await page.waitForURL(`**/dashboard?q=${marker}**`);
    await expect.poll(() => page.locator("main ol > li").count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const zhang = page.getByRole("listitem", { name: "伟 张" });
    expect(await zhang.locator("[data-enquiry-status]").textContent()).toBe("新留言");
    await zhang.getByText("/contact-us-zh").waitFor();
    await zhang.getByText("wechat / social / spring").waitFor();
    await zhang.getByLabel("状态").selectOption({ label: "已报价" });
    await zhang.getByRole("button", { name: "修改状态" }).click();
    await page.getByText("状态已修改。").waitFor();
    await zhang.getByLabel("备注").fill("已发报价单，下周跟进");
    await zhang.getByRole("button", { name: "保存备注" }).click();
    await page.getByText("备注已保存。").waitFor();

    await filters.getByLabel("状态").selectOption({ label: "已报价" });
    await filters.getByRole("button", { name: "筛选" }).click();
    await page.waitForURL(/status=quoted/);
    await expect.poll(() => page.locator("main ol > li").count()).toBe(1);
    expect(await zhang.locator("[data-enquiry-status]").textContent()).toBe("已报价");
    expect(await zhang.getByLabel("备注").inputValue()).toBe("已发报价单，下周跟进");

    await page.goto(`/dashboard?q=${marker}`);
    await page.getByRole("checkbox", { name: "选择 Spam One" }).check();
    await page.getByRole("checkbox", { name: "选择 Spam Two" }).check();
    await page.getByLabel("将所选标记为").selectOption({ label: "垃圾信息" });
    await page.getByRole("button", { name: "标记", exact: true }).click();
    await page.getByText("已标记 2 条留言。").waitFor();
    const stored = await database.db
      .select()
      .from(enquiries)
      .where(like(enquiries.message, `${marker}%`));
    expect(Object.fromEntries(stored.map((row) => [row.lastName, row.status]))).toEqual({ 张: "quoted", One: "spam", Two: "spam" });

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "下载 CSV" }).click()]);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      "收到时间,状态,名,姓,邮箱,电话,留言,产品,需求,厚度（mm）,表面处理,表单,页面,来源网站,utm_source,utm_medium,utm_campaign,国家/地区,备注,语言",
    );
    expect(lines).toHaveLength(4);
    const zhangLine = lines.find((line) => line.includes(`zhang.${marker}@example.com`))!;
    expect(zhangLine).toContain(
      `,已报价,伟,张,zhang.${marker}@example.com,,${marker} 需要卡拉拉白石英石样品，20mm 抛光面。,,,,,联系页面,/contact-us-zh,,wechat,social,spring,,已发报价单，下周跟进`,
    );
    expect(lines.find((line) => line.includes(`two.${marker}`))).toContain(`"${marker} =HYPERLINK(""http://evil"")"`);
    await context.close();
  });

  it("keeps the filters in the address and works without JavaScript", async () => {
    const marker = `nojs${Date.now()}`;
    await sendEnquiry("/contact-us", { firstName: "No", lastName: "Script", email: `nojs.${marker}@example.com`, message: marker });
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false, path: `/dashboard?q=${marker}` });
    const card = page.getByRole("listitem", { name: "No Script" });
    await card.getByLabel("状态").selectOption({ label: "已成交" });
    await card.getByRole("button", { name: "修改状态" }).click();
    await page.getByText("状态已修改。").waitFor();
    expect(new URL(page.url()).searchParams.get("q")).toBe(marker);
    await page.getByRole("button", { name: "标记", exact: true }).click();
    await page.getByText("请至少选择一条留言。").waitFor();
    const [row] = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, `nojs.${marker}@example.com`));
    expect(row!.status).toBe("won");
    await context.close();
  });

  it("shows each enquiry's own status in its status choice, so changing nothing keeps it", async () => {
    const marker = `keep${Date.now()}`;
    await sendEnquiry("/contact-us", {
      firstName: "Already",
      lastName: "Answered",
      email: `answered.${marker}@example.com`,
      message: marker,
    });
    await sendEnquiry("/contact-us", { firstName: "Deal", lastName: "Closed", email: `closed.${marker}@example.com`, message: marker });
    await database.db
      .update(enquiries)
      .set({ status: "replied" })
      .where(eq(enquiries.email, `answered.${marker}@example.com`));
    await database.db
      .update(enquiries)
      .set({ status: "won" })
      .where(eq(enquiries.email, `closed.${marker}@example.com`));
    const { context, page } = await signedInPage(browser, { path: `/dashboard?q=${marker}` });
    const answered = page.getByRole("listitem", { name: "Already Answered" });
    const closed = page.getByRole("listitem", { name: "Deal Closed" });
    const chosen = (card: typeof answered) =>
      card.getByLabel("状态").evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
    expect(await chosen(answered)).toBe("已回复");
    expect(await chosen(closed)).toBe("已成交");

    await answered.getByRole("button", { name: "修改状态" }).click();
    await page.getByText("状态已修改。").waitFor();
    const [row] = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, `answered.${marker}@example.com`));
    expect(row!.status).toBe("replied");
    expect(await answered.locator("[data-enquiry-status]").textContent()).toBe("已回复");
    await context.close();
  });

  it("keeps the owner's typed notes and shows the other save when someone saved the notes meanwhile", async () => {
    const marker = `notes${Date.now()}`;
    await sendEnquiry("/contact-us", { firstName: "Two", lastName: "Owners", email: `owners.${marker}@example.com`, message: marker });
    const { context, page } = await signedInPage(browser, { path: `/dashboard?q=${marker}` });
    const card = page.getByRole("listitem", { name: "Two Owners" });
    await database.db
      .update(enquiries)
      .set({ notes: "同事：已电话联系", notesVersion: 1 })
      .where(eq(enquiries.email, `owners.${marker}@example.com`));
    await card.getByLabel("备注").fill("我：寄出样品");
    await card.getByRole("button", { name: "保存备注" }).click();
    await card.getByText(/^未保存：在您打开页面后，其他人保存了这条备注。/).waitFor();
    await card.getByText("同事：已电话联系").waitFor();
    expect(await card.getByLabel("备注").inputValue()).toBe("我：寄出样品");
    await card.getByLabel("备注").fill("同事：已电话联系；我：寄出样品");
    await card.getByRole("button", { name: "保存备注" }).click();
    await page.getByText("备注已保存。").waitFor();
    const [row] = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, `owners.${marker}@example.com`));
    expect(row).toMatchObject({ notes: "同事：已电话联系；我：寄出样品", notesVersion: 2 });
    await context.close();
  });

  it.each([true, false])("keeps the page and campaign a buyer's browser sends the form from (JavaScript %s)", async (javaScriptEnabled) => {
    const marker = `utm${javaScriptEnabled ? "js" : "html"}${Date.now()}`;
    const context = await browser.newContext({
      baseURL: baseUrl(),
      javaScriptEnabled,
      extraHTTPHeaders: { "x-forwarded-for": randomVisitorAddress() },
    });
    const page = await context.newPage();
    await page.goto(`/contact-us?utm_source=newsletter&utm_medium=email&utm_campaign=${marker}`);
    const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
    await field("First name").fill("Grace");
    await field("Last name").fill("Hopper");
    await field("Email").fill(`grace.${marker}@example.com`);
    await field("Message").fill("Samples of white quartz, please.");
    await page.getByRole("button", { name: "Send" }).click();
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(enquiries)
              .where(eq(enquiries.email, `grace.${marker}@example.com`))
          )[0],
      )
      .toMatchObject({
        status: "new",
        pagePath: "/contact-us",
        referrer: "",
        utmSource: "newsletter",
        utmMedium: "email",
        utmCampaign: marker,
      });
    await context.close();
  });

  it("refuses the CSV to a visitor who is not signed in", async () => {
    const response = await fetch(`${baseUrl()}/dashboard/enquiries.csv`, { redirect: "manual" });
    expect([302, 303]).toContain(response.status);
    expect(await response.text()).not.toContain("@example.com");
  });
});
