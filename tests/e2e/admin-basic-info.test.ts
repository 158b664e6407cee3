import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { enquiries, mailOutbox } from "~/database/schema";
import { staleFields } from "~/i18n/owner-texts";
import { ru } from "~/i18n/ru";
import { demoSiteSettings } from "~/modules/seed/demo-content";
import { readSetting, writeSetting } from "~/modules/site-settings/site-settings.server";
import { browser, database, hydrated, setUpJourneys, signedInPage } from "../support/browser";
import { graphNode } from "../support/structured-data";

setUpJourneys();

// Other journeys read the footer: put the demo details back (registered after the set-up, so it runs before the database closes).
afterAll(async () => {
  await writeSetting(database.db, "saideInfo", demoSiteSettings.saideInfo);
  await writeSetting(database.db, "ownerEmails", []);
});

const changed = {
  nameRu: "Сайдэ Джорни Стоун",
  ownerEmail: "journey-owner@saide.cn",
  nameEn: "Saide Journey Stone Co., Ltd.",
  nameZh: "赛德旅程石材有限公司",
  phone: "+86 766 888 1234",
  addressZh: "中国广东省云浮市旅程路8号",
  linkedin: "https://www.linkedin.com/company/saide-quartz",
};

async function organization(page: Page) {
  return graphNode(await page.locator('script[type="application/ld+json"]').allTextContents(), "Organization")!;
}

describe("the basic-info tab", () => {
  it("hides the demo's placeholders from buyers and asks the owner to replace them", async () => {
    const { context, page } = await signedInPage(browser);
    await page.getByText("公司信息仍是示例数据").waitFor();
    await page.getByText("买家看不到这些示例值，因此网站上不会显示电话、邮箱、网址。").waitFor();
    await page.getByText(/接收通知的邮箱 owner-one@example\.com.*是示例地址/).waitFor();
    await page.getByRole("link", { name: "请在“基本信息”中填写真实的信息。" }).click();
    await page.waitForURL("**/dashboard/basic-info");
    for (const path of ["/", "/home-zh", "/contact-us", "/contact-us-zh"]) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).not.toMatch(/000 0000|saide-quartz\.example/);
    }
    await context.close();
  });

  it("shows the owner's changes in the footer, the contact page and the JSON-LD in both languages, sends enquiries to the owner addresses set there, and refuses a stale save", async () => {
    const { context, page } = await signedInPage(browser);
    // A second administrator, without JavaScript, opens the tab before the first one saves.
    const stale = await signedInPage(browser, { javaScriptEnabled: false, path: "/dashboard/basic-info" });

    await page.goto("/dashboard/basic-info");
    await hydrated(page);
    await page.getByLabel("公司名称（英文）").fill(changed.nameEn);
    await page.getByLabel("公司名称（中文）").fill(changed.nameZh);
    await page.getByLabel("地址（中文）").fill(changed.addressZh);
    const russian = page.locator("details", { hasText: "Русский（俄语）" });
    await russian.locator("summary").click();
    await russian.getByLabel("公司名称").fill(changed.nameRu);
    await russian.getByLabel("地址").fill("");
    await page.getByLabel("电话（每行一个）").fill(changed.phone);
    await page.getByLabel("接收留言通知的邮箱（每行一个）").fill(changed.ownerEmail);
    await page.getByLabel(/^领英（LinkedIn）公司主页/).fill("https://evil.example/company/saide");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("请输入公司领英主页的网址，例如 https://www.linkedin.com/company/your-company。").waitFor();
    await page.getByLabel(/^领英（LinkedIn）公司主页/).fill(changed.linkedin);
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("已保存，网站页面已显示新的信息。").waitFor();
    // The save timed the texts it changed: the Spanish name, written for the English before, now reads as stale; the
    // Russian one, written with it, does not (docs/decisions/048-owner-texts-one-shape.md).
    const saved = await readSetting(database.db, "saideInfo");
    const written = { texts: saved.texts, times: saved.textTimes };
    expect(Object.keys(saved.textTimes.en ?? {})).toEqual(["name"]);
    expect(staleFields(written, "es")).toEqual(["name"]);
    expect(staleFields(written, "ru")).toEqual([]);
    // The mail warning now checks the addresses set here instead of OWNER_EMAILS' placeholders.
    await page.getByText(/接收通知的邮箱 .*是示例地址/).waitFor({ state: "detached" });

    await page.goto("/contact-us");
    const footer = page.locator("footer");
    await expect(footer.textContent()).resolves.toContain(changed.nameEn);
    await expect(footer.textContent()).resolves.toContain(changed.phone);
    const details = page.getByRole("complementary", { name: "Our contact details" });
    await expect(details.textContent()).resolves.toContain(changed.phone);
    await expect(details.textContent()).resolves.toContain(changed.nameEn);
    expect(await organization(page)).toMatchObject({
      "@type": "Organization",
      name: changed.nameEn,
      telephone: changed.phone,
      sameAs: [changed.linkedin],
    });
    expect(await footer.getByRole("link", { name: /linkedin\.com\/company\/saide-quartz/ }).getAttribute("href")).toBe(changed.linkedin);

    const buyer = `basic-info-buyer.${Date.now()}@buyer.test`;
    await page.getByLabel(/^First name/).fill("Grace");
    await page.getByLabel(/^Last name/).fill("Hopper");
    await page.getByLabel(/^Email/).fill(buyer);
    await page.getByLabel(/^Message/).fill("Samples please");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("We have received your request, we will reach out to you later").waitFor();
    const [enquiry] = await database.db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.email, buyer));
    const [notification] = await database.db.select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.enquiryId, enquiry!.id));
    expect(notification!.to).toEqual([changed.ownerEmail]);

    await page.goto("/contact-us-zh");
    await expect(footer.textContent()).resolves.toContain(changed.nameZh);
    await expect(footer.textContent()).resolves.toContain(changed.addressZh);
    const detailsZh = page.getByRole("complementary", { name: "联系方式" });
    await expect(detailsZh.textContent()).resolves.toContain(changed.addressZh);
    expect(await organization(page)).toMatchObject({
      name: changed.nameZh,
      address: { streetAddress: changed.addressZh },
      telephone: changed.phone,
      sameAs: [changed.linkedin],
    });
    const html = await page.content();
    expect(html).not.toMatch(/000 0000|saide-quartz\.example/);

    // Russian buyers read the Russian name, and the English address, marked as English, where no Russian one is written.
    await page.goto("/ru/contact-us");
    const detailsRu = page.getByRole("complementary", { name: ru.footer.detailsHeading });
    await expect(detailsRu.textContent()).resolves.toContain(changed.nameRu);
    expect(await detailsRu.locator('a[lang="en"]').textContent()).toBe(demoSiteSettings.saideInfo.texts.en.address);
    expect(await organization(page)).toMatchObject({ name: changed.nameRu });

    await stale.page.getByLabel("公司名称（英文）").fill("Stale Name Ltd.");
    await stale.page.getByRole("button", { name: "保存" }).click();
    await stale.page.getByText("未保存：在您打开此页面之后，其他人已保存了新的内容。", { exact: false }).waitFor();
    expect(await stale.page.getByLabel("公司名称（英文）").inputValue()).toBe("Stale Name Ltd.");
    const theirs = await stale.page.getByText("其他人刚刚保存的内容").locator("..").textContent();
    expect(theirs).toContain(changed.nameZh);
    expect((await readSetting(database.db, "saideInfo")).texts.en.name).toBe(changed.nameEn);

    await Promise.all([context.close(), stale.context.close()]);
  });

  it("lists who changed which field and when, and restores an earlier version on the public pages", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false });
    const before = (await readSetting(database.db, "saideInfo")).texts.en.name;
    await page.goto("/dashboard/basic-info");
    await page.getByLabel("公司名称（英文）").fill("Saide History Test Ltd.");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("已保存，网站页面已显示新的信息。").waitFor();

    await page.getByRole("link", { name: "修改记录" }).click();
    await page.getByRole("heading", { name: "修改记录：基本信息" }).waitFor();
    const entries = page.getByRole("list", { name: "修改记录：基本信息" }).getByRole("listitem");
    const newest = entries.first();
    await expect(newest.textContent()).resolves.toContain("当前版本");
    await expect(newest.textContent()).resolves.toMatch(/由 .+ 保存/);
    await expect(newest.textContent()).resolves.toContain("修改了：公司名称（英文）");
    expect(await page.request.get("/contact-us").then((response) => response.text())).toContain("Saide History Test Ltd.");

    await entries.nth(1).getByRole("button", { name: "恢复此版本" }).click();
    await page.getByText(/已恢复 .+ 的版本，公开页面现在显示该内容。/).waitFor();
    const footer = await page.request.get("/contact-us").then((response) => response.text());
    expect(footer).toContain(before);
    expect(footer).not.toContain("Saide History Test Ltd.");
    await context.close();
  });

  it("without JavaScript, shows each error next to its field and keeps what was typed", async () => {
    const { context, page } = await signedInPage(browser, { javaScriptEnabled: false });
    const before = await readSetting(database.db, "saideInfo");
    await page.goto("/dashboard/basic-info");
    await page.getByLabel("公司名称（中文）").fill("");
    await page.getByLabel("邮箱（每行一个）", { exact: true }).fill("sales@saide.cn\nnot-an-email");
    await page.getByLabel("地址（英文）").fill("No. 8 Kept Road");
    await page.getByRole("button", { name: "保存" }).click();
    await page.getByText("未保存：请修改下面标出的项目。").waitFor();
    const nameZh = page.getByLabel("公司名称（中文）");
    expect(await nameZh.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(`#${await nameZh.getAttribute("aria-describedby")}`).textContent()).toBe("请填写此项。");
    const emails = page.getByLabel("邮箱（每行一个）", { exact: true });
    expect(await page.locator(`#${await emails.getAttribute("aria-describedby")}`).textContent()).toBe(
      "以下不是有效的邮箱地址：not-an-email",
    );
    expect(await emails.inputValue()).toBe("sales@saide.cn\nnot-an-email");
    expect(await page.getByLabel("地址（英文）").inputValue()).toBe("No. 8 Kept Road");
    expect(await readSetting(database.db, "saideInfo")).toEqual(before);
    await context.close();
  });
});
