import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "~/database/schema";
import { baseUrl, browser, database, dataDir, newPage, setUpJourneys } from "../support/browser";

setUpJourneys();

const english = { first: "First name", last: "Last name", email: "Email", phone: "Phone", message: "Message", send: "Send" };
const chinese = { first: "名", last: "姓", email: "邮箱", phone: "电话", message: "留言", send: "发送" };

async function fillForm(page: Page, labels: typeof english, values: { first: string; last: string; email: string; message: string }) {
  // Labels read "First name *": match from the start so "名" does not also find "姓名".
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}`));
  await field(labels.first).fill(values.first);
  await field(labels.last).fill(values.last);
  await field(labels.email).fill(values.email);
  await field(labels.message).fill(values.message);
  await page.getByRole("button", { name: labels.send }).click();
}

async function submissionIdShown(page: Page, prefix: string): Promise<string> {
  const line = page.getByText(new RegExp(`^${prefix}`));
  await line.waitFor();
  return (await line.textContent())!.replace(prefix, "").trim();
}

describe.each([true, false])("contact page (JavaScript %s)", (javaScriptEnabled) => {
  it("stores the message, shows the green alert with the Submission ID and clears the fields", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled });
    await page.goto("/contact-us");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Send us message");
    const email = `alan.${javaScriptEnabled}@example.com`;
    await fillForm(page, english, { first: "Alan", last: "Turing", email, message: "Need 30mm slabs" });
    await page.getByText("We have received your request, we will reach out to you later").waitFor();
    const id = await submissionIdShown(page, "Submission ID:");
    const [stored] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(stored).toMatchObject({ email, source: "contact", language: "en" });
    expect(await page.getByLabel(/^First name/).inputValue()).toBe("");
    expect(await page.getByLabel(/^Email/).inputValue()).toBe("");
    await context.close();
  });

  it("explains what is missing in Chinese and keeps what was typed", async () => {
    const { context, page } = await newPage(browser, { javaScriptEnabled });
    await page.goto("/contact-us-zh");
    // Skip the browser's own required-field check, so the server's answer is what the visitor sees.
    await page.evaluate(() => document.querySelector("form[method=post]")?.setAttribute("novalidate", ""));
    await page.getByLabel("留言").fill("想要样品");
    await page.getByLabel("邮箱").fill("not-an-email");
    await page.getByRole("button", { name: "发送" }).click();
    await page.getByText("请填写您的名。").waitFor();
    await page.getByText("请填写有效的邮箱地址。").waitFor();
    expect(await page.getByLabel("留言").inputValue()).toBe("想要样品");
    await context.close();
  });
});

describe("contact page about a product", () => {
  it("records the product the enquiry came from and tags the owners' mail", async () => {
    const { context, page } = await newPage(browser);
    await page.goto("/brand-center-zh");
    const productHref = await page
      .getByRole("link", { name: /^查看详情/ })
      .first()
      .getAttribute("href");
    const productId = productHref!.split("/").pop()!;
    await page.goto(`/contact-us-zh/product/${productId}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("给我们留言");
    await fillForm(page, chinese, { first: "伟", last: "张", email: "wei.product@example.com", message: "请报价" });
    await page.getByText("我们已收到您的请求，稍后会与您联系").waitFor();
    const id = await submissionIdShown(page, "提交编号：");
    const [stored] = await database.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(stored).toMatchObject({ source: "product", productId, language: "zh" });
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id));
    expect(mail!.subject).toMatch(/^\[.+\] New message from 伟 张$/);
    await context.close();
  });
});

describe("mail delivery without SMTP", () => {
  it("writes each owners' notification as an .eml file under the data directory", async () => {
    const sender = `eml.${Date.now()}@example.com`;
    const response = await fetch(`${baseUrl()}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Mail", lastName: "Check", email: sender, message: "eml please" }),
    });
    expect(response.status).toBe(200);
    const mailDir = path.join(dataDir(), "mail");
    const deadline = Date.now() + 20_000;
    let delivered: string | undefined;
    while (!delivered && Date.now() < deadline) {
      const files = (await readdir(mailDir).catch(() => [])).filter((file) => file.endsWith(".eml"));
      const contents = await Promise.all(files.map((file) => readFile(path.join(mailDir, file), "utf8")));
      delivered = contents.find((content) => content.includes(sender));
      if (!delivered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(delivered).toContain("owner-one@example.com");
    expect(delivered).toContain("Subject: [Contact page] New message from Mail Check");
    expect(delivered).toContain("Form source: Contact page");
  });
});

describe("spam protection", () => {
  it("answers a bot that fills the hidden field as usual but stores and mails nothing", async () => {
    const before = await database.db.select().from(enquiries);
    const response = await fetch(`${baseUrl()}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ firstName: "Spam", lastName: "Bot", email: "bot@spam.example", website: "http://spam.example" }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("We have received your request");
    const after = await database.db.select().from(enquiries);
    expect(after.length).toBe(before.length);
  });

  it("refuses an oversized body with 413 and a cross-site post with 403", async () => {
    const huge = await fetch(`${baseUrl()}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `message=${"x".repeat(100_000)}`,
    });
    expect(huge.status).toBe(413);
    const crossSite = await fetch(`${baseUrl()}/contact-us`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "firstName=a&lastName=b&email=c@example.com",
    });
    expect(crossSite.status).toBe(403);
  });
});
