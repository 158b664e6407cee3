import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { readSheet } from "read-excel-file/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/database/client.server";
import { enquiries } from "~/database/schema";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { browser, setUpJourneys, signedInPage } from "../support/browser";
import { createPostgresDatabase } from "../support/database";
import { startBuiltServer, type RunningServer } from "../support/server";
import { parseMail, startSmtpServer, type TestSmtpServer } from "../support/smtp";

setUpJourneys();

/**
 * A server of its own that sends through a real SMTP server on loopback, so the journey sees the
 * reply reach a mail server, as the owner's installation would.
 */
let server: RunningServer;
let smtp: TestSmtpServer;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;

beforeAll(async () => {
  [smtp, database] = await Promise.all([startSmtpServer(), createPostgresDatabase()]);
  server = await startBuiltServer({
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "Saide Quartz <no-reply@saide-quartz.cn>",
  });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await Promise.all([smtp?.close(), database?.drop()]);
});

describe("replying to an enquiry", () => {
  it("lets the owner reply from the inbox, see the reply sent and a quote waiting for its PDF in the enquiry's history, and download the list as Excel", async () => {
    const marker = `reply${Date.now()}`;
    const buyer = `li.${marker}@buyer.cn`;
    const response = await fetch(`${server.baseUrl}/contact-us-zh`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        referer: `${server.baseUrl}/contact-us-zh`,
        "x-forwarded-for": "203.0.113.77",
      },
      body: new URLSearchParams({ firstName: "娜", lastName: "李", email: buyer, message: `${marker} 请报价：卡拉拉白 20mm。` }),
    });
    expect(response.status).toBe(200);

    const { context, page } = await signedInPage(browser, { baseUrl: server.baseUrl, path: `/dashboard?q=${marker}` });
    const card = page.getByRole("listitem", { name: "娜 李" });
    await card.getByText("写回复").click();
    expect(await card.getByLabel("主题").inputValue()).toBe(`回复：${marker} 请报价：卡拉拉白 20mm。`);
    await card.getByLabel("主题").fill("");
    await card.getByLabel("内容").fill("李女士您好：20mm 每平方米 380 元。");
    await card.getByRole("button", { name: "发送回复" }).click();
    await card.getByText("请填写主题。").waitFor();
    expect(await card.getByLabel("内容").inputValue()).toBe("李女士您好：20mm 每平方米 380 元。");
    await card.getByLabel("主题").fill("卡拉拉白报价");
    await card.getByRole("button", { name: "发送回复" }).click();
    await page.getByText("回复正在发送。").waitFor();
    await expect.poll(() => card.locator("[data-enquiry-status]").textContent()).toBe("已回复");

    await expect.poll(() => smtp.received.filter((mail) => mail.envelopeTo.includes(buyer)).length, { timeout: 20_000 }).toBe(1);
    const mail = parseMail(smtp.received.find((each) => each.envelopeTo.includes(buyer))!.raw);
    expect(mail.header("subject")).toBe("卡拉拉白报价");
    expect(mail.header("to")).toBe(buyer);
    expect(mail.header("from")).toBe("Saide Quartz <no-reply@saide-quartz.cn>");
    expect(mail.text).toMatch(
      new RegExp(`^李女士您好：20mm 每平方米 380 元。\\n\\n\\d{4}年.+，娜 李 写道：\\n> ${marker} 请报价：卡拉拉白 20mm。\\n$`),
    );

    await expect
      .poll(async () => {
        await page.reload();
        return card.locator('[data-delivery="sent"]').count();
      })
      .toBe(1);
    const history = card.getByRole("region", { name: "回复与报价记录" });
    await history.getByText("卡拉拉白报价").waitFor();
    await history.getByText("由 admin@example.com 发送").waitFor();
    await history.getByText(/^已于 .+ 发出$/).waitFor();

    // A priced quote whose PDF is not in the storage: the history shows it waiting, with why.
    const handle = await openDatabase({ url: database.url, dataDir: "" });
    try {
      const [enquiry] = await handle.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.email, buyer));
      const pdf = { filename: "报价单 Q-2026-0001.pdf", contentType: "application/pdf", storageKey: `quotes/${marker}.pdf` };
      await enqueueMail(handle.db, {
        to: [buyer],
        subject: "卡拉拉白正式报价",
        text: "请查收报价单。",
        kind: "quote",
        author: "admin@example.com",
        enquiryId: enquiry!.id,
        attachments: [pdf],
      });
    } finally {
      await handle.close();
    }
    const quote = history.getByRole("listitem").filter({ hasText: "卡拉拉白正式报价" });
    await expect
      .poll(async () => {
        await page.reload();
        return quote.getByText(/已失败 1 次/).count();
      })
      .toBe(1);
    await quote.getByText("报价单", { exact: true }).waitFor();
    await quote.getByText("附件：报价单 Q-2026-0001.pdf").waitFor();
    await quote
      .getByText(`最近错误：The attachment 报价单 Q-2026-0001.pdf is missing from the storage (quotes/${marker}.pdf).`, { exact: false })
      .waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "下载 Excel" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await readSheet(await readFile((await download.path())!));
    expect(sheet).toHaveLength(2);
    expect(sheet[0]!.slice(0, 7)).toEqual(["收到时间", "状态", "名", "姓", "邮箱", "电话", "留言"]);
    expect(sheet[1]!.slice(1, 7)).toEqual(["已回复", "娜", "李", buyer, null, `${marker} 请报价：卡拉拉白 20mm。`]);
    await context.close();
  });
});
