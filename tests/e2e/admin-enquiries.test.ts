import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "~/database/schema";
import { baseUrl, browser, database, setUpJourneys, signedInPage } from "../support/browser";

setUpJourneys();

async function submitEnquiry(path: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  expect(response.status).toBe(200);
}

describe("contact forms tab", () => {
  it("lists the newest message first with its product, copies the email, replies by mail and deletes after confirmation", async () => {
    const html = await (await fetch(`${baseUrl()}/brand-center`)).text();
    const productId = html.match(/href="\/product\/([^"]+)"/)![1]!;
    const email = `buyer.${Date.now()}@example.com`;
    await submitEnquiry(`/contact-us/product/${productId}`, {
      firstName: "Marie",
      lastName: "Curie",
      email,
      message: "Two containers of this slab",
    });

    const { context, page } = await signedInPage(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const card = page.getByRole("listitem", { name: "Marie Curie" }).first();
    expect(await page.locator("main ol > li").first().getAttribute("aria-label")).toBe("Marie Curie");
    await card.getByText("Two containers of this slab").waitFor();
    await card.getByText("产品页面").waitFor();
    expect(await card.getByRole("link", { name: /.+/ }).first().getAttribute("href")).toBe(`/product-zh/${productId}`);

    await card.getByRole("button", { name: "复制邮箱" }).click();
    await page.getByText("邮箱已复制").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

    const reply = await card.getByRole("link", { name: "邮件回复" }).getAttribute("href");
    expect(reply!.startsWith(`mailto:${email}?subject=Re%3A%20`)).toBe(true);
    expect(decodeURIComponent(reply!)).toContain("> Two containers of this slab");

    await card.getByText("删除").first().click();
    await card.getByText("确定删除 Marie Curie 的留言吗？").waitFor();
    await card.getByRole("button", { name: "删除", exact: true }).click();
    await page.getByText("留言已删除。").waitFor();
    expect(await database.db.select().from(enquiries).where(eq(enquiries.email, email))).toHaveLength(0);
    await context.close();
  });

  it("shows what became of the owners' notification, written to a file where no mail server is set, and lets the administrator send a waiting one again", async () => {
    const email = `retry.${Date.now()}@example.com`;
    await submitEnquiry("/contact-us", { firstName: "Retry", lastName: "Case", email });
    const [enquiry] = await database.db.select().from(enquiries).where(eq(enquiries.email, email));
    // Wait for delivery, then pretend the mail server had refused it and the next try were an hour away.
    for (let i = 0; i < 50; i++) {
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry!.id));
      if (mail?.status === "sent") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await database.db
      .update(mailOutbox)
      .set({
        status: "pending",
        attempts: 1,
        lastError: "550 mailbox unavailable",
        sentAt: null,
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })
      .where(eq(mailOutbox.enquiryId, enquiry!.id));

    const { context, page } = await signedInPage(browser);
    const card = page.getByRole("listitem", { name: "Retry Case" });
    await card.getByText("等待发送 (550 mailbox unavailable)").waitFor();
    await card.getByRole("button", { name: "重新发送" }).click();
    await page.getByText("通知邮件即将重新发送。").waitFor();
    for (let i = 0; i < 50; i++) {
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry!.id));
      if (mail?.status === "sent") break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // This server has no SMTP_URL: the notification went to a file in its data folder, and the row must not call that delivered.
    await page.reload();
    const filed = page.getByRole("listitem", { name: "Retry Case" });
    await filed.getByText("未发出：只写入了服务器上的文件（未设置邮件服务器）").waitFor();
    expect(await filed.getByText("已送达").count()).toBe(0);
    expect(await filed.getByRole("button", { name: "重新发送" }).count()).toBe(0);
    await context.close();
  });

  it("pages through many messages", async () => {
    const { context, page } = await signedInPage(browser);
    const total = (await database.db.select().from(enquiries)).length;
    if (total <= 20) {
      await database.db.insert(enquiries).values(
        Array.from({ length: 21 }, (_, index) => ({
          firstName: "Bulk",
          lastName: `Sender ${index}`,
          email: `bulk${index}@example.com`,
          source: "contact" as const,
          language: "en" as const,
          createdAt: new Date(Date.now() - (index + 1) * 86_400_000),
        })),
      );
    }
    await page.reload();
    // The inbox's own list, not a card's list of quote versions (another journey's request may be in the inbox).
    expect(await page.locator("main ol").first().locator(":scope > li").count()).toBe(20);
    await page.getByRole("link", { name: "下一页" }).click();
    await page.getByText(/第 2 页/).waitFor();
    await context.close();
  });
});
